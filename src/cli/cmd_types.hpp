#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster types` (DESIGN.md, "The roster file"; README, "The roster file").
CLI::App* setup_types(CLI::App& app, Context& ctx);

} // namespace muster::cli
