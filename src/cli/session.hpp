#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

/// The ways of running many commands in one process: a script on standard input (`muster -`),
/// the interactive shell (`muster shell`), and the completion that both the shell and the
/// bash/zsh scripts use (`muster completion bash|zsh`, `muster __complete ...`).
namespace muster::cli {

/// `muster [GLOBALS] -`: one command a line from `in` (`#` comments, blank lines skipped),
/// each run exactly as `muster GLOBALS WORDS...` would be. Stops at the first line that fails,
/// saying its line number; returns that line's exit status (0 when all succeed).
int run_script(std::istream& in, const std::vector<std::string>& globals, std::ostream& out,
               std::ostream& err);

/// Runs one command line, `muster GLOBALS WORDS...`, in this process; its exit status.
int run_words(const std::vector<std::string>& globals, const std::vector<std::string>& words,
              std::ostream& out, std::ostream& err);

/// Completion candidates for the word `current`, after `words` (the command line so far,
/// without the program name): commands, then the command's options, unit names from the
/// roster (found as the command line says: -f/--roster, $MUSTER_ROSTER, ./muster.roster) and
/// type ids of the rule set in force.
std::vector<std::string> complete(const std::vector<std::string>& words, std::string_view current);

/// `muster completion bash|zsh` and `muster shell`.
CLI::App* setup_completion(CLI::App& app, Context& ctx);
CLI::App* setup_shell(CLI::App& app, Context& ctx);

} // namespace muster::cli
