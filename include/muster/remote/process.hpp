#pragma once

#include <cstddef>
#include <string>
#include <vector>

/// A program run for a shared game (git, ssh-keygen): by argv (fork and exec, never a shell),
/// with the environment given, standard input from a short text or /dev/null, and its output
/// bounded (docs/remote-play.md, "What muster runs").
namespace muster::remote {

/// What one program gave.
struct ProgramResult {
    int status = 0;    ///< its exit status (128 + the signal when one ended it)
    std::string out;   ///< standard output
    std::string err;   ///< standard error (its first 64 KiB)
    bool over = false; ///< its output went over the bound: it was killed, `out` is cut
};

/// How one program runs.
struct ProgramRun {
    std::size_t max_out = std::size_t{1} << 20; ///< more standard output is refused (RosterError)
    /// Local steps that must not be cut in the middle (update-ref, commit-tree): run with
    /// SIGINT ignored, so a Ctrl-C that stops `sync --watch` never leaves half a step.
    bool shielded = false;
    /// Its standard input (at most 64 KiB); empty: /dev/null.
    std::string input;
};

/// Runs `argv` (argv[0] found on PATH) with the environment `env` ("NAME=value" each). Throws
/// RosterError (exit 3) when it cannot be started, saying `missing` (what to install) when it is
/// not found; a non-zero status, and output over the bound (`over`), are returned.
ProgramResult run_program(const std::vector<std::string>& argv, std::vector<std::string> env,
                          const ProgramRun& how, const std::string& missing);

/// The user's environment ("NAME=value" each), without LC_ALL and LANGUAGE, for a program muster
/// runs with LC_ALL=C.
std::vector<std::string> user_environment();

} // namespace muster::remote
