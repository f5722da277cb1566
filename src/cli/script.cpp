// `muster [GLOBALS] -`: a script of commands on standard input, one a line, run in this process.
#include "cli/app.hpp"
#include "cli/output.hpp"
#include "cli/refusal.hpp"
#include "cli/session.hpp"
#include "cli/words.hpp"
#include "muster/error.hpp"
#include "muster/store/hold.hpp"
#include "muster/store/scratch.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <array>
#include <csignal>
#include <cstdint>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace muster::cli {

namespace {

/// The seed of the `number`-th command of a `muster --seed N -` script (issue 27; counted among
/// its commands, not its lines: a comment or a blank line changes no battle, issue 41): the
/// first throws what `muster --seed N COMMAND` alone would; each later one its own stream, mixed
/// from N and its number (SplitMix64's finaliser), so no two commands throw the same dice and two
/// scripts of neighbouring seeds share no command's stream. Each entry records its own seed, so
/// `muster replay` re-derives its dice as for any seeded command.
std::uint64_t line_seed(std::uint64_t seed, int number) {
    if (number == 1) {
        return seed;
    }
    constexpr std::uint64_t golden = 0x9E3779B97F4A7C15U;
    constexpr std::uint64_t mix1 = 0xBF58476D1CE4E5B9U;
    constexpr std::uint64_t mix2 = 0x94D049BB133111EBU;
    std::uint64_t z = seed + static_cast<std::uint64_t>(number) * golden;
    z = (z ^ (z >> 30U)) * mix1;
    z = (z ^ (z >> 27U)) * mix2;
    return z ^ (z >> 31U);
}

/// The script's global options for its `number`-th command: a `--seed N` among them becomes
/// that command's seed.
Globals line_globals(const Globals& globals, int number) {
    Globals line = globals;
    if (line.seed) {
        line.seed = line_seed(*line.seed, number);
    }
    return line;
}

/// The signal that stopped the script (SIGINT or SIGTERM), 0 while none has.
volatile std::sig_atomic_t g_script_interrupted = 0;

extern "C" void on_script_interrupt(int signal) {
    g_script_interrupted = signal;
}

/// While a script runs, Ctrl-C (SIGINT) or a SIGTERM lets the line being run finish (its save is
/// whole either way, and no temporary file is left beside the roster), then the script stops
/// and says where; a second signal ends muster at once (the handler is reset when it runs). A
/// signal ignored when muster started (a job started with `&` by a shell without job control,
/// or `nohup`) stays ignored.
class ScriptInterrupt {
  public:
    ScriptInterrupt() {
        g_script_interrupted = 0;
        for (std::size_t i = 0; i < k_signals.size(); ++i) {
            struct sigaction now {};
            sigaction(k_signals[i], nullptr, &m_before[i]);
            if (m_before[i].sa_handler == SIG_IGN) {
                continue;
            }
            now.sa_handler = on_script_interrupt;
            sigemptyset(&now.sa_mask);
            now.sa_flags = static_cast<int>(
                SA_RESETHAND); // no SA_RESTART: a read of standard input is interrupted
            sigaction(k_signals[i], &now, nullptr);
        }
    }
    ~ScriptInterrupt() {
        for (std::size_t i = 0; i < k_signals.size(); ++i) {
            sigaction(k_signals[i], &m_before[i], nullptr);
        }
    }
    ScriptInterrupt(const ScriptInterrupt&) = delete;
    ScriptInterrupt& operator=(const ScriptInterrupt&) = delete;
    static bool happened() { return g_script_interrupted != 0; }
    /// The signal that stopped the script.
    static int signal() { return g_script_interrupted; }

  private:
    static constexpr std::array<int, 2> k_signals{SIGINT, SIGTERM};
    std::array<struct sigaction, 2> m_before{};
};

/// The exit status of a process ended by `signal`, as a shell reports it (README, "Exit status").
constexpr int exit_status_of_signal(int signal) {
    return 128 + signal;
}

} // namespace

int run_script(std::istream& in, const Globals& globals, std::ostream& out, std::ostream& err) {
    const ScriptInterrupt interrupt;
    // `--dry-run -`: the script plays on a copy in memory, line after line, and saves nothing.
    std::optional<store::ScratchGame> scratch;
    const bool dry_run = globals.dry_run;
    if (dry_run) {
        scratch.emplace();
    }
    // The script holds each roster's lock from the line that first reads or writes it to its
    // end, and its `undo` takes back only its own lines (docs/scripting.md, "Batch semantics").
    const store::ScriptHold hold(!dry_run);
    std::string line;
    int number = 0;
    int commands = 0; // the commands run so far: what a line's seed is mixed from
    // With --json, each refusal is one JSON object with its line (issue 39): the line's own
    // refusal says where the script stopped and with what status, so no second line follows.
    const bool json = globals.format == Format::json;
    const auto refuse = [&](std::string_view message, int status) {
        print_refusal(err, {json, std::nullopt, number}, message, status);
        return status;
    };
    const auto stopped = [&](int status) {
        if (!json) {
            fmt::print(err, "muster: error: stopped at standard input line {} (exit {})\n", number,
                       status);
        }
        return status;
    };
    const auto interrupted = [&] {
        const int status = exit_status_of_signal(ScriptInterrupt::signal());
        return refuse(
            fmt::format("{}: stopped after standard input line {} (exit {}): the lines "
                        "up to it ran, none after it",
                        ScriptInterrupt::signal() == SIGTERM ? "terminated" : "interrupted", number,
                        status),
            status);
    };
    while (!ScriptInterrupt::happened() && std::getline(in, line)) {
        ++number;
        if (number == 1 && line.starts_with("\xEF\xBB\xBF")) {
            line.erase(0, 3); // a byte-order mark some editors write: not part of the command
        }
        if (const auto nul = line.find('\0'); nul != std::string::npos) {
            // a C string would end there and the line run cut short (issue 20): refused whole
            return stopped(refuse(fmt::format("standard input line {}: a NUL byte at column {}: "
                                              "a script is text; the line was not run",
                                              number, nul + 1),
                                  static_cast<int>(ExitCode::usage)));
        }
        const auto words = split_words(line);
        if (!words) {
            return stopped(refuse(fmt::format("standard input line {}: unterminated quote", number),
                                  static_cast<int>(ExitCode::usage)));
        }
        if (words->empty()) {
            continue;
        }
        if (words->front() == "-" || words->front() == "shell") {
            return stopped(refuse(fmt::format("standard input line {}: '{}' cannot be run from a "
                                              "script",
                                              number, words->front()),
                                  static_cast<int>(ExitCode::usage)));
        }
        const ScriptLine json_line(number);
        const int status = run_with(line_globals(globals, ++commands), *words, out, err);
        if (status != 0) {
            return stopped(status);
        }
    }
    if (ScriptInterrupt::happened()) {
        return interrupted();
    }
    return 0;
}

} // namespace muster::cli
