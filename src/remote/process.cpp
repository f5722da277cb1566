// A program run by argv, its output bounded (include/muster/remote/process.hpp).
#include "muster/remote/process.hpp"

#include "muster/error.hpp"

#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <spawn.h>
#include <string_view>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ; // NOLINT: POSIX

namespace muster::remote {

namespace {

constexpr std::size_t k_max_err = std::size_t{64} * 1024;
constexpr std::size_t k_max_input = std::size_t{64} * 1024;

std::vector<char*> pointers(std::vector<std::string>& words) {
    std::vector<char*> out;
    out.reserve(words.size() + 1);
    for (auto& w : words) {
        out.push_back(w.data());
    }
    out.push_back(nullptr);
    return out;
}

[[noreturn]] void cannot_run(const std::string& program, const std::string& why) {
    throw RosterError(fmt::format("cannot run {}: {}", program, why));
}

/// The program's standard input: a pipe holding `input` (written whole before it starts: at most
/// a pipe's buffer), or /dev/null. Returns the read end.
int input_fd(const std::string& program, const std::string& input) {
    if (input.empty()) {
        return ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    }
    if (input.size() > k_max_input) {
        cannot_run(program, "its input is too long");
    }
    std::array<int, 2> in{};
    if (::pipe2(in.data(), O_CLOEXEC) != 0) {
        cannot_run(program, std::strerror(errno));
    }
    std::size_t done = 0;
    while (done < input.size()) {
        const auto n = ::write(in[1], input.data() + done, input.size() - done);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            ::close(in[0]);
            ::close(in[1]);
            cannot_run(program, std::strerror(errno));
        }
        done += static_cast<std::size_t>(n);
    }
    ::close(in[1]);
    return in[0];
}

} // namespace

std::vector<std::string> user_environment() {
    std::vector<std::string> env;
    for (char** e = environ; *e != nullptr; ++e) {
        const std::string_view var = *e;
        if (var.starts_with("LC_ALL=") || var.starts_with("LANGUAGE=")) {
            continue;
        }
        env.emplace_back(var);
    }
    env.emplace_back("LC_ALL=C");
    return env;
}

ProgramResult run_program(const std::vector<std::string>& argv, std::vector<std::string> env,
                          const ProgramRun& how, const std::string& missing) {
    auto words = argv;
    auto argv_p = pointers(words);
    auto env_p = pointers(env);
    const auto& program = argv.front();
    const int in = input_fd(program, how.input);
    std::array<int, 2> out_pipe{};
    std::array<int, 2> err_pipe{};
    if (in < 0 || ::pipe2(out_pipe.data(), O_CLOEXEC) != 0 ||
        ::pipe2(err_pipe.data(), O_CLOEXEC) != 0) {
        cannot_run(program, std::strerror(errno));
    }
    // posix_spawn: the child shares this process's memory until it execs (no copy of its page
    // tables, no copy-on-write faults after), as git and ninja start their programs. The child
    // keeps this process's signal mask (a sync's held interrupts), and a shielded step has
    // SIGINT blocked too: a Ctrl-C never cuts it.
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out_pipe[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err_pipe[1], STDERR_FILENO);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t mask;
    ::pthread_sigmask(SIG_BLOCK, nullptr, &mask);
    if (how.shielded) {
        sigaddset(&mask, SIGINT);
    }
    posix_spawnattr_setsigmask(&attributes, &mask);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK);
    pid_t pid = 0;
    const int spawned =
        ::posix_spawnp(&pid, program.c_str(), &actions, &attributes, argv_p.data(), env_p.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (spawned != 0) {
        ::close(in);
        for (const int fd : {out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]}) {
            ::close(fd);
        }
        if (spawned == ENOENT) {
            cannot_run(program,
                       fmt::format("the `{}` command was not found ({})", program, missing));
        }
        cannot_run(program, std::strerror(spawned));
    }
    ::close(in);
    ::close(out_pipe[1]);
    ::close(err_pipe[1]);
    ProgramResult result;
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
                if (i == 0 && !result.over) {
                    result.over = true;
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
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    if (result.status == 127 && result.out.empty() && result.err.empty()) {
        cannot_run(program, fmt::format("the `{}` command was not found ({})", program, missing));
    }
    return result;
}

} // namespace muster::remote
