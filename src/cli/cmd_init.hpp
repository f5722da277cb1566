#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster init` (DESIGN.md, "The roster file"; README, "The roster file").
CLI::App* setup_init(CLI::App& app, Context& ctx);

} // namespace muster::cli
