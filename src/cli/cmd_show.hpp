#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster show` (DESIGN.md, "The roster file"; README, "The roster file").
CLI::App* setup_show(CLI::App& app, Context& ctx);

} // namespace muster::cli
