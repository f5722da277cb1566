#pragma once

#include "cli/context.hpp"
#include "muster/roster/rulebook.hpp"

#include <CLI/CLI.hpp>
#include <string_view>

namespace muster::cli {

/// `muster option KEY VALUE`: sets a rule option (OPT-1..4) in the roster header.
CLI::App* setup_option(CLI::App& app, Context& ctx);

/// Throws UsageError unless `book` knows option `key` with value `value` (RULES.md "Options").
void check_option(const RuleBook& book, std::string_view key, std::string_view value);

/// The default of each option of `book`: the first of its values (RuleBook::option_values).
std::map<std::string, std::string> default_options(const RuleBook& book);

} // namespace muster::cli
