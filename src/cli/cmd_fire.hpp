#pragma once

#include "cli/context.hpp"
#include "muster/engine/request.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// Adds the options `fire` and `artillery` share to `sub`; `guns` (artillery) words --open and
/// --closed as the target's order, which is what they set for guns.
void add_fire_options(CLI::App* sub, FireRequest& options, bool guns = false);

/// `muster fire FIRER... --at TARGET (--range R | --distance D) ...` (UE-FIRE, UE-ARTY).
CLI::App* setup_fire(CLI::App& app, Context& ctx);

} // namespace muster::cli
