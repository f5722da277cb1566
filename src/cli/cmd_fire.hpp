#pragma once

#include "cli/context.hpp"
#include "cli/ue_commands.hpp"

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <vector>

namespace muster::cli {

/// The options of `fire` and `artillery`, of both rule sets.
struct FireOptions {
    std::vector<std::string> firers;
    std::string target;
    std::string range;
    std::optional<double> distance;
    bool cover = false;
    // unbalanced-equality
    bool single_stand = false;
    ue::StateArgs state;
    std::string vs; ///< artillery only
    // fuzzy-wuzzy
    bool square = false;
    bool fortified = false;
};

/// Adds the options `fire` and `artillery` share to `sub`; `guns` (artillery) words --open and
/// --closed as the target's order, which is what they set for guns.
void add_fire_options(CLI::App* sub, FireOptions& options, bool guns = false);

/// Runs `fire` (or `artillery` when `guns_only`) for the roster's rule set.
Report run_fire(const FireOptions& options, Context& ctx, bool guns_only);

/// `muster fire FIRER... --at TARGET (--range R | --distance D) ...` (UE-FIRE, UE-ARTY).
CLI::App* setup_fire(CLI::App& app, Context& ctx);

} // namespace muster::cli
