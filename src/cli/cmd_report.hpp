#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster report [--out FILE.html]`: the battle report, one self-contained HTML page drawn from
/// the roster and its journal (docs/battle-report.md).
CLI::App* setup_report(CLI::App& app, Context& ctx);

} // namespace muster::cli
