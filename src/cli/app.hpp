#pragma once

#include "cli/context.hpp"

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

/// Runs the command line `words` (without the program name) with `globals` as the options
/// already given (a shell's or a script's, parsed once): the words' own global options are
/// added to them. Prints errors; returns the exit status.
int run_with(const Globals& globals, const std::vector<std::string>& words, std::ostream& out,
             std::ostream& err);

/// Parses `words` with the CLI11 definitions into `ctx.globals` and runs the command they name
/// (or, with `ctx.held` set, hands over its request: compare). Throws muster's errors, CLI11's
/// in muster's words (UsageError); returns the exit status of a script (`-`), else 0.
int execute(Context& ctx, std::vector<std::string> words);

/// Whether `word` is a global option whose next word is its value (`-f`, `--roster`, `--seed`,
/// `-d`, `--dice`, `--width`), as the CLI11 definitions say: for the argv scans (the command
/// word, completion).
bool global_takes_value(std::string_view word);

/// The index in `words` of the command word (a scan, before CLI11 parses them: app.cpp), or
/// nullopt when they name none.
std::optional<std::size_t> command_word(const std::vector<std::string>& words);

/// Whether `word` names one of muster's commands (`fire`, `help`, `-`...).
bool is_command(std::string_view word);

/// The long options (`--json`, ...) the global command line and `command` accept (for
/// completion).
std::vector<std::string> option_names(std::string_view command);

/// For completion: the words `option` of `command` takes as its value — a fixed list (`--range`
/// gives short, medium, long), or none for a number or free text; nothing (std::nullopt) when it
/// is a flag, not an option of the command, or takes a unit (complete units as usual).
std::optional<std::vector<std::string>> option_values(std::string_view command,
                                                      const std::string& option);

} // namespace muster::cli
