#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster add` (docs/roster.md).
CLI::App* setup_add(CLI::App& app, Context& ctx);

} // namespace muster::cli
