#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster replay`: re-resolves every journal entry and proves the roster (docs/game-record.md).
CLI::App* setup_replay(CLI::App& app, Context& ctx);

} // namespace muster::cli
