#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster army [SIDE]`: army morale (UE-ARMY); refused in fuzzy-wuzzy.
CLI::App* setup_army(CLI::App& app, Context& ctx);

} // namespace muster::cli
