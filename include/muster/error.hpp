#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace muster {

/// Longest piece of typed text an error message quotes whole (a unit name's limit,
/// docs/hostile-input.md).
inline constexpr std::size_t k_max_quoted = 64;

/// Typed text as an error message quotes it: whole when short, else its start and its length,
/// so a 10,000-character name still gives a one-line message.
inline std::string quoted_text(std::string_view text) {
    if (text.size() <= k_max_quoted) {
        return std::string(text);
    }
    return std::string(text.substr(0, k_max_quoted)) + "... (" + std::to_string(text.size()) +
           " characters)";
}

/// Exit statuses (docs/scripting.md and the README's "Exit status").
enum class ExitCode : int {
    ok = 0,
    refused = 1, ///< refused by the rules or the roster's state
    usage = 2,   ///< bad command line
    roster = 3,  ///< roster file unreadable, malformed, locked too long, or unwritable
};

/// The root of muster's errors. Caught once, in `muster::cli::run`, printed as
/// `muster: error: <what>` (or as `FILE:LINE: <what>` for a RosterError with a place)
/// and mapped to its exit status.
class Error : public std::runtime_error {
  public:
    Error(ExitCode code, const std::string& what) : std::runtime_error(what), m_code(code) {}
    ExitCode code() const noexcept { return m_code; }

  private:
    ExitCode m_code;
};

/// Bad command line: unknown unit, bad number, impossible dice value, too few dice (exit 2).
class UsageError : public Error {
  public:
    explicit UsageError(const std::string& what) : Error(ExitCode::usage, what) {}
};

/// The rules or the roster's state refuse the resolution (exit 1).
class RuleError : public Error {
  public:
    explicit RuleError(const std::string& what) : Error(ExitCode::refused, what) {}
};

/// Roster file unreadable, malformed, locked too long or unwritable (exit 3).
/// With a file and line, it prints as `FILE:LINE: what`.
class RosterError : public Error {
  public:
    explicit RosterError(const std::string& what) : Error(ExitCode::roster, what) {}
    RosterError(std::string file, int line, const std::string& what)
        : Error(ExitCode::roster, what), m_file(std::move(file)), m_line(line) {}
    const std::string& file() const noexcept { return m_file; }
    int line() const noexcept { return m_line; }

  private:
    std::string m_file;
    int m_line = 0;
};

} // namespace muster
