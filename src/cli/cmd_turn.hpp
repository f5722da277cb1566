#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster turn` (docs/roster.md).
CLI::App* setup_turn(CLI::App& app, Context& ctx);

} // namespace muster::cli
