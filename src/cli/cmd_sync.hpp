#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster sync [--keep mine|theirs|both] [--watch [--interval S]]` (docs/remote-play.md).
CLI::App* setup_sync(CLI::App& app, Context& ctx);

} // namespace muster::cli
