#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>
#include <string_view>

namespace muster::cli {

/// `muster NAME UNIT... [OPTIONS]`: a command a registered rule book declares of its own
/// (RuleBook::commands, issue 40), with the help of the first book that declares it, the
/// options every book declares for it (RuleBook::options) and its dice order; its request is
/// a BookRequest, which the roster's book resolves (another book's command is refused, exit 2,
/// naming the rule set that has it).
CLI::App* setup_book_command(CLI::App& app, Context& ctx, std::string_view name);

} // namespace muster::cli
