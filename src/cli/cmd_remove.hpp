#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster remove` (docs/roster.md).
CLI::App* setup_remove(CLI::App& app, Context& ctx);

} // namespace muster::cli
