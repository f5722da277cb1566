#pragma once

#include <iosfwd>

namespace muster::cli {

/// Parses the command line, runs the subcommand, prints errors as `muster: error: ...`, and
/// returns the exit status (DESIGN.md). The one place errors are caught.
int run(int argc, const char* const* argv);
/// The same with the streams given (for tests).
int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

} // namespace muster::cli
