#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster sheet [--out FILE.html] [--side S]`: the Morschauser roster sheet of the current state
/// as a printable HTML page, one card per unit (docs/battle-report.md).
CLI::App* setup_sheet(CLI::App& app, Context& ctx);

} // namespace muster::cli
