#pragma once

#include "cli/context.hpp"
#include "muster/roster/roster.hpp"

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::cli {

/// `muster NAME UNIT... [OPTIONS]`: a command a registered rule book declares of its own
/// (RuleBook::commands, issue 40), with the help of the first book that declares it, the
/// options every book declares for it (RuleBook::options) and its dice order; its request is
/// a BookRequest, which the roster's book resolves (another book's command it refuses, exit 1,
/// naming the rule set that has it).
CLI::App* setup_book_command(CLI::App& app, Context& ctx, std::string_view name);

/// The words the shell's completion offers after `args` (the command's words so far, options
/// left out) of a rule book's own command: the words its next word may be (WordDecl::values),
/// or the roster's sides for a word keyed `side`; none when the next word is a unit, or the
/// command is not a rule book's own (the caller offers units then).
std::optional<std::vector<std::string>>
book_word_completions(std::string_view command, std::size_t args, const Roster* roster);

} // namespace muster::cli
