#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster set` (DESIGN.md, "The roster file"; README, "The roster file").
CLI::App* setup_set(CLI::App& app, Context& ctx);

} // namespace muster::cli
