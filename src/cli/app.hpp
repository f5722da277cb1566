#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace muster::cli {

/// Parses the command line, runs the subcommand, prints errors as `muster: error: ...`, and
/// returns the exit status (DESIGN.md). The one place errors are caught.
int run(int argc, const char* const* argv);
/// The same with the streams given (for tests).
int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

/// The long options (`--json`, ...) the global command line and `command` accept (for
/// completion).
std::vector<std::string> option_names(std::string_view command);

} // namespace muster::cli
