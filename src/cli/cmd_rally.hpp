#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster rally [UNIT...]`: recovery rolls for units falling back (UE-RALLY).
CLI::App* setup_rally(CLI::App& app, Context& ctx);

} // namespace muster::cli
