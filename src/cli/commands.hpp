#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>
#include <span>

namespace muster::cli {

/// One subcommand: its name, a one-line description, whether it throws dice (only those take
/// --dice, --seed and --odds), and the CLI11 setup function. The setup function follows the
/// CLI11 examples' shape: it adds the subcommand to `app`, binds its options into a struct it
/// owns, and sets the subcommand's callback to run it against `ctx`. A command a rule book
/// declares of its own (RuleBook::commands) has none: setup_book_command sets it up.
struct CommandSpec {
    const char* name;
    const char* group; ///< "roster", "resolve" or "dice" (for --help)
    const char* description;
    bool throws_dice;
    CLI::App* (*setup)(CLI::App& app, Context& ctx); ///< nullptr: a rule book's own command
    bool odds_only = false; ///< it gives exact odds only (CommandDecl::odds_only)
};

/// Every subcommand, in --help order: the built-in ones (the one table, ninja style), then the
/// commands the registered rule books declare of their own (issue 40).
std::span<const CommandSpec> command_table();
/// Whether the command `name` gives exact odds only (CommandSpec::odds_only: `charge`).
bool odds_only_command(std::string_view name);
/// The built-in subcommands alone: asking for them makes no rule book (`roll` starts sooner).
std::span<const CommandSpec> builtin_commands();

} // namespace muster::cli
