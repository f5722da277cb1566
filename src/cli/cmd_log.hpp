#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster log` (DESIGN.md, "The roster file"; README, "The roster file").
CLI::App* setup_log(CLI::App& app, Context& ctx);

} // namespace muster::cli
