#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster undo` (docs/roster.md).
CLI::App* setup_undo(CLI::App& app, Context& ctx);

} // namespace muster::cli
