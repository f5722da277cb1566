#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster log` (docs/roster.md).
CLI::App* setup_log(CLI::App& app, Context& ctx);

} // namespace muster::cli
