#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster recrew GUN --from UNIT`: a new crew of 60 infantrymen for a silent gun (UE-ARTY-5).
CLI::App* setup_recrew(CLI::App& app, Context& ctx);

} // namespace muster::cli
