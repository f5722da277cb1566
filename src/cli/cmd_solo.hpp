#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster solo SIDE [--doctrine bold|steady|cautious] [--distance UNIT=INCHES]... [--phase P]
/// [--play]`: a programmed opponent (docs/solo.md). The side's choices in the phase, each its
/// command's exact `--odds` (worked out as `compare` works a choice out), scored under the
/// doctrine (muster/engine/solo.hpp), the chosen one with its reason; `--play` resolves it.
CLI::App* setup_solo(CLI::App& app, Context& ctx);

} // namespace muster::cli
