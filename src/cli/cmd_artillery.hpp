#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster artillery GUN... --at TARGET (--range R | --distance D) [--vs crew|gun]` (UE-ARTY):
/// guns only.
CLI::App* setup_artillery(CLI::App& app, Context& ctx);

} // namespace muster::cli
