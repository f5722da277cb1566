#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster kill` (docs/roster.md).
CLI::App* setup_kill(CLI::App& app, Context& ctx);

} // namespace muster::cli
