#pragma once

#include "cli/context.hpp"
#include "muster/roster/roster.hpp"

#include <CLI/CLI.hpp>
#include <string_view>

namespace muster::cli {

/// `muster types` (docs/roster.md).
CLI::App* setup_types(CLI::App& app, Context& ctx);

/// `--rules WORD` (init, types): a rule set's full name, `ue` or `fw`, or any start of a full
/// name of at least two letters (`fuzzy`, `unbalanced`). Throws UsageError otherwise.
std::string rules_word(std::string_view text);
/// The registered rule sets' ids for an option's help: "unbalanced-equality or fuzzy-wuzzy", the
/// first marked " (default)" when `default_first`.
std::string rules_choices(bool default_first);

} // namespace muster::cli
