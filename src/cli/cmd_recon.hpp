#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster recon`: reconnaissance (fuzzy-wuzzy); refused in unbalanced-equality.
CLI::App* setup_recon(CLI::App& app, Context& ctx);

} // namespace muster::cli
