#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster set` (docs/roster.md).
CLI::App* setup_set(CLI::App& app, Context& ctx);

} // namespace muster::cli
