#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster show` (docs/roster.md).
CLI::App* setup_show(CLI::App& app, Context& ctx);

} // namespace muster::cli
