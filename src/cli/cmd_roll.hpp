#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster roll EXPR...`: roll dice expressions, or give their exact odds.
CLI::App* setup_roll(CLI::App& app, Context& ctx);

} // namespace muster::cli
