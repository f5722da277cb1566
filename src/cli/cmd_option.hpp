#pragma once

#include "cli/context.hpp"
#include "muster/roster/rulebook.hpp"

#include <CLI/CLI.hpp>
#include <string_view>

namespace muster::cli {

/// `muster option KEY VALUE`: sets a rule option (OPT-1..4) in the roster header.
CLI::App* setup_option(CLI::App& app, Context& ctx);

} // namespace muster::cli
