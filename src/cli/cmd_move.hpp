#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster move UNIT... [--open|--closed] [--mounted|--dismounted]`: the allowance (UE-MOVE).
CLI::App* setup_move(CLI::App& app, Context& ctx);

} // namespace muster::cli
