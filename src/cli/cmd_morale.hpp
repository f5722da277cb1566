#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster morale [UNIT...] [--range R] [--cover] [--single-stand]`: reaction tests (UE-MORALE).
CLI::App* setup_morale(CLI::App& app, Context& ctx);

} // namespace muster::cli
