// The `git` command run safely (include/muster/remote/git.hpp): argv only, the environment and
// configuration muster chooses, output bounded.
#include "muster/remote/git.hpp"

#include "muster/error.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <string_view>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ; // NOLINT: POSIX

namespace muster::remote {

namespace {

constexpr std::size_t k_max_err = std::size_t{64} * 1024;

/// Options every git command gets: no hook (the repository's own, or one a remote could make
/// the user install), no file-system monitor, no submodule, only transports that run no
/// command (`ext::` runs one), no signing prompt, no background gc, and every object fetched
/// checked by git's fsck (no `.git` or `..` path in a tree, no malformed object).
const std::vector<std::string> k_safe_options = {
    "-c", "core.hooksPath=/dev/null",    "-c", "core.fsmonitor=false",
    "-c", "submodule.recurse=false",     "-c", "protocol.allow=never",
    "-c", "protocol.file.allow=always",  "-c", "protocol.ssh.allow=always",
    "-c", "protocol.https.allow=always", "-c", "protocol.http.allow=always",
    "-c", "commit.gpgSign=false",        "-c", "gc.auto=0",
    "-c", "fetch.fsckObjects=true",      "-c", "transfer.fsckObjects=true",
    "-c", "advice.detachedHead=false"};

/// The pack program git runs in a local remote's repository, with the options that keep that
/// repository's hooks (pre-receive, update, post-receive, post-update, reference-transaction,
/// proc-receive, push-to-checkout) and the commands its own config could name from running:
/// `core.alternateRefsCommand` is run through the shell by receive-pack and upload-pack when the
/// repository has alternates, and `receive.autogc` would start a `git gc` there. Run by git
/// through `sh -c` with the path appended, so every word here is a plain word.
constexpr std::string_view k_local_side =
    "git -c core.hooksPath=/dev/null -c core.fsmonitor=false -c core.alternateRefsCommand=true "
    "-c receive.autogc=false -c gc.auto=0";

/// The user's environment without the GIT_ variables that would point git elsewhere (another
/// repository, index, configuration or program), and with muster's own.
std::vector<std::string> git_environment() {
    static const std::array<std::string_view, 8> kept = {
        "GIT_AUTHOR_NAME=",     "GIT_AUTHOR_EMAIL=",   "GIT_AUTHOR_DATE=", "GIT_COMMITTER_NAME=",
        "GIT_COMMITTER_EMAIL=", "GIT_COMMITTER_DATE=", "GIT_SSH_COMMAND=", "GIT_SSH="};
    std::vector<std::string> env;
    for (char** e = environ; *e != nullptr; ++e) {
        const std::string_view var = *e;
        if (var.starts_with("GIT_") &&
            std::none_of(kept.begin(), kept.end(),
                         [&](std::string_view k) { return var.starts_with(k); })) {
            continue;
        }
        if (var.starts_with("LC_ALL=") || var.starts_with("LANGUAGE=")) {
            continue;
        }
        env.emplace_back(var);
    }
    for (const char* own : {"GIT_CONFIG_NOSYSTEM=1", "GIT_TERMINAL_PROMPT=0", "LC_ALL=C",
                            "GIT_PROTOCOL_FROM_USER=0", "GIT_ADVICE=0"}) {
        env.emplace_back(own);
    }
    return env;
}

std::vector<char*> pointers(std::vector<std::string>& words) {
    std::vector<char*> out;
    out.reserve(words.size() + 1);
    for (auto& w : words) {
        out.push_back(w.data());
    }
    out.push_back(nullptr);
    return out;
}

[[noreturn]] void cannot(const std::string& why) {
    throw RosterError(fmt::format("cannot run git: {}", why));
}

} // namespace

bool is_local_url(const std::string& url) {
    if (url.starts_with("file://")) {
        return true;
    }
    if (url.find("://") != std::string::npos) {
        return false;
    }
    const auto colon = url.find(':');
    const auto slash = url.find('/');
    return colon == std::string::npos || (slash != std::string::npos && slash < colon);
}

std::vector<std::string> remote_side_options(const std::string& url, bool push) {
    if (!is_local_url(url)) {
        return {};
    }
    return {fmt::format("--{}={} {}", push ? "receive-pack" : "upload-pack", k_local_side,
                        push ? "receive-pack" : "upload-pack")};
}

std::vector<std::string> remote_side_options_of(const std::string& folder,
                                                const std::string& remote, bool push) {
    std::vector<std::string> args = {"remote", "get-url"};
    if (push) {
        args.emplace_back("--push");
    }
    args.push_back(remote);
    const auto url = chomp(git_ok(folder, args, fmt::format("the URL of the remote {}", remote)));
    return remote_side_options(url, push);
}

std::string chomp(std::string text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) {
        text.pop_back();
    }
    return text;
}

GitResult run_git(const std::string& folder, const std::vector<std::string>& args,
                  const GitRun& how) {
    std::vector<std::string> argv = {"git", "-C", folder};
    argv.insert(argv.end(), k_safe_options.begin(), k_safe_options.end());
    argv.insert(argv.end(), args.begin(), args.end());
    auto env = git_environment();
    auto argv_p = pointers(argv);
    auto env_p = pointers(env);
    std::array<int, 2> out_pipe{};
    std::array<int, 2> err_pipe{};
    if (::pipe2(out_pipe.data(), O_CLOEXEC) != 0 || ::pipe2(err_pipe.data(), O_CLOEXEC) != 0) {
        cannot(std::strerror(errno));
    }
    const pid_t pid = ::fork();
    if (pid < 0) {
        cannot(std::strerror(errno));
    }
    if (pid == 0) {
        if (how.shielded) {
            ::signal(SIGINT, SIG_IGN);
        }
        const int null = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
        if (null < 0 || ::dup2(null, STDIN_FILENO) < 0 || ::dup2(out_pipe[1], STDOUT_FILENO) < 0 ||
            ::dup2(err_pipe[1], STDERR_FILENO) < 0) {
            ::_exit(127);
        }
        ::execvpe("git", argv_p.data(), env_p.data());
        ::_exit(127);
    }
    ::close(out_pipe[1]);
    ::close(err_pipe[1]);
    GitResult result;
    bool over = false;
    std::array<pollfd, 2> fds = {pollfd{out_pipe[0], POLLIN, 0}, pollfd{err_pipe[0], POLLIN, 0}};
    std::array<char, 65536> buffer{};
    int open = 2;
    while (open > 0) {
        if (::poll(fds.data(), fds.size(), -1) < 0) {
            if (errno == EINTR) {
                continue;
            }
            break;
        }
        for (std::size_t i = 0; i < fds.size(); ++i) {
            if (fds[i].fd < 0 || fds[i].revents == 0) {
                continue;
            }
            const auto n = ::read(fds[i].fd, buffer.data(), buffer.size());
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                ::close(fds[i].fd);
                fds[i].fd = -1;
                --open;
                continue;
            }
            auto& sink = i == 0 ? result.out : result.err;
            const std::size_t limit = i == 0 ? how.max_out : k_max_err;
            const auto got = static_cast<std::size_t>(n);
            if (sink.size() + got > limit) {
                sink.append(buffer.data(), limit - std::min(limit, sink.size()));
                if (i == 0 && !over) {
                    over = true;
                    ::kill(pid, SIGKILL);
                }
            } else {
                sink.append(buffer.data(), got);
            }
        }
    }
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (over) {
        throw RosterError(fmt::format("git {}: more than {} bytes of output, refused",
                                      args.empty() ? std::string() : args.front(), how.max_out));
    }
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    if (result.status == 127 && result.out.empty() && result.err.empty()) {
        cannot("the `git` command was not found (install Debian's package `git`)");
    }
    return result;
}

std::string git_ok(const std::string& folder, const std::vector<std::string>& args,
                   const std::string& what, const GitRun& how) {
    auto result = run_git(folder, args, how);
    if (result.status != 0) {
        auto first = result.err.substr(0, result.err.find('\n'));
        if (first.starts_with("fatal: ")) {
            first.erase(0, 7);
        }
        throw RosterError(fmt::format("{}: git says: {}", what,
                                      text::escaped(first.empty() ? "(nothing)" : first)));
    }
    return std::move(result.out);
}

} // namespace muster::remote
