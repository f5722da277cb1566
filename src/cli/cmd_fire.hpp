#pragma once

#include "cli/context.hpp"
#include "muster/engine/request.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// Adds the options `fire` and `artillery` share whatever the rule set to `sub` (the rule
/// sets' own are declared by their books: RuleBook::options).
void add_fire_options(CLI::App* sub, FireRequest& options);

/// `muster fire FIRER... --at TARGET (--range R | --distance D) ...` (UE-FIRE, UE-ARTY).
CLI::App* setup_fire(CLI::App& app, Context& ctx);

} // namespace muster::cli
