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
/// each run with the script's global options (parsed once) and the line's own. Stops at the first
/// line that fails, saying its line number; returns that line's exit status (0 when all succeed).
int run_script(std::istream& in, const Globals& globals, std::ostream& out, std::ostream& err);
/// The same with the global options as words (`--roster FILE --seed 7`), parsed first.
int run_script(std::istream& in, const std::vector<std::string>& global_words, std::ostream& out,
               std::ostream& err);

/// `muster shell` (and `muster` alone on a terminal): each line runs with `ctx.globals`, the
/// options the shell was started with, and the line's own.
int run_shell(Context& ctx);

/// Completion candidates for the word `current`, after `words` (the command line so far,
/// without the program name): commands, then the command's options, unit names from the
/// roster (found as the command line says: -f/--roster, $MUSTER_ROSTER, ./muster.roster) and
/// type ids of the rule set in force. In the shell, `base` are the shell's options.
std::vector<std::string> complete(const std::vector<std::string>& words, std::string_view current,
                                  const Globals* base = nullptr);

/// `muster completion bash|zsh` and `muster shell`.
CLI::App* setup_completion(CLI::App& app, Context& ctx);
CLI::App* setup_shell(CLI::App& app, Context& ctx);

} // namespace muster::cli
