#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>
#include <span>

namespace muster::cli {

/// One subcommand: its name, a one-line description, whether it throws dice (only those take
/// --dice, --seed and --odds), and the CLI11 setup function. The setup function follows the
/// CLI11 examples' shape: it adds the subcommand to `app`, binds its options into a struct it
/// owns, and sets the subcommand's callback to run it against `ctx`.
struct CommandSpec {
    const char* name;
    const char* group; ///< "roster", "resolve" or "dice" (for --help)
    const char* description;
    bool throws_dice;
    CLI::App* (*setup)(CLI::App& app, Context& ctx);
};

/// Every subcommand, in --help order. The one table (ninja style).
std::span<const CommandSpec> command_table();

} // namespace muster::cli
