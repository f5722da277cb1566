#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster recover`: casualty recovery (fuzzy-wuzzy); refused in unbalanced-equality.
CLI::App* setup_recover(CLI::App& app, Context& ctx);

} // namespace muster::cli
