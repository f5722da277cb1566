#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>

namespace muster::cli {

/// `muster form UNIT square|line|column|limber|unlimber|mount|dismount|reorganise`: a
/// fuzzy-wuzzy formation-change order (FW-ORDER-1/2), one a move, rallying included.
CLI::App* setup_form(CLI::App& app, Context& ctx);

} // namespace muster::cli
