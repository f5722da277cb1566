#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster option KEY VALUE`: sets a rule option (OPT-1..4) in the roster header.
CLI::App* setup_option(CLI::App& app, Context& ctx);

} // namespace muster::cli
