#pragma once

#include "cli/commands.hpp"
#include "cli/context.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// The CLI11 definition of the command line (src/cli/app.cpp), for the code that reads it
/// besides running it: completion (completion.cpp).
namespace muster::cli {

using Subcommands = std::vector<std::pair<const CommandSpec*, CLI::App*>>;

/// The command line: global options (with `words`, only those the words may name) and the
/// subcommands of the table — only `only` when it names one, none when it is "-" (a script's
/// globals), else all of them (for --help, completion and unknown commands).
std::unique_ptr<CLI::App> build_app(Context& ctx, Subcommands& subcommands,
                                    std::string_view only = {},
                                    const std::vector<std::string>* words = nullptr);

/// The long names (`--json`) of the options `from` declares.
std::vector<std::string> long_names(const CLI::App& from);

} // namespace muster::cli
