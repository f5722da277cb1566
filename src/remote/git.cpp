// The `git` command run safely (include/muster/remote/git.hpp): argv only, the environment and
// configuration muster chooses, output bounded.
#include "muster/remote/git.hpp"

#include "muster/error.hpp"
#include "muster/remote/process.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <string_view>

namespace muster::remote {

namespace {

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
    for (auto& var : user_environment()) {
        if (var.starts_with("GIT_") &&
            std::none_of(kept.begin(), kept.end(),
                         [&](std::string_view k) { return var.starts_with(k); })) {
            continue;
        }
        env.push_back(std::move(var));
    }
    for (const char* own : {"GIT_CONFIG_NOSYSTEM=1", "GIT_TERMINAL_PROMPT=0",
                            "GIT_PROTOCOL_FROM_USER=0", "GIT_ADVICE=0"}) {
        env.emplace_back(own);
    }
    return env;
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
    auto ran = run_program(argv, git_environment(), {how.max_out, how.shielded, {}},
                           "install Debian's package `git`");
    if (ran.over) {
        throw RosterError(fmt::format("git {}: more than {} bytes of output, refused",
                                      args.empty() ? std::string() : args.front(), how.max_out));
    }
    return {ran.status, std::move(ran.out), std::move(ran.err)};
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
