#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster melee A... --vs B... [--pursue] [--no-reinforce a|b]` (UE-MELEE).
CLI::App* setup_melee(CLI::App& app, Context& ctx);

} // namespace muster::cli
