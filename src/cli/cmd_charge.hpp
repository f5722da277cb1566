#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster charge UNIT --at DEFENDER... [--from INCHES]`: the exact odds of a whole charge
/// (UE-APPROACH, FW-APPROACH). Nothing is saved.
CLI::App* setup_charge(CLI::App& app, Context& ctx);

} // namespace muster::cli
