#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::cli {

/// Parses the command line, runs the subcommand, prints errors as `muster: error: ...`, and
/// returns the exit status (README, "Exit status"). The one place errors are caught.
int run(int argc, const char* const* argv);
/// The same with the streams given (for tests).
int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

/// The long options (`--json`, ...) the global command line and `command` accept (for
/// completion).
std::vector<std::string> option_names(std::string_view command);

/// For completion: the words `option` of `command` takes as its value — a fixed list (`--range`
/// gives short, medium, long), or none for a number or free text; nothing (std::nullopt) when it
/// is a flag, not an option of the command, or takes a unit (complete units as usual).
std::optional<std::vector<std::string>> option_values(std::string_view command,
                                                      const std::string& option);

} // namespace muster::cli
