#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster init` (docs/roster.md).
CLI::App* setup_init(CLI::App& app, Context& ctx);

} // namespace muster::cli
