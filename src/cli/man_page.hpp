// `muster __man TEMPLATE`: the man page, written from the same CLI11 definitions as --help.
#pragma once

#include <CLI/CLI.hpp>
#include <iosfwd>

namespace muster::cli {

/// Writes man/muster.1.in (`in`) to `out` with its markers filled from `app`, the whole command
/// line: `@VERSION@`, `@GLOBAL_OPTIONS@` (a .TP entry for each global option) and `@COMMANDS@`
/// (a .SS section for each group of subcommands, each command with its usage, description and
/// options). The text is escaped for roff.
void write_man_page(const CLI::App& app, std::istream& in, std::ostream& out);

} // namespace muster::cli
