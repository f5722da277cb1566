#pragma once

#include "cli/context.hpp"

#include <CLI/CLI.hpp>
#include <optional>

namespace muster::cli {

/// `muster status [--json]`: the turn or move, the phase reached as far as the journal tells
/// (UE-SEQ, FW-SEQ), and per unit what it has done and still owes (docs/game-record.md).
CLI::App* setup_status(CLI::App& app, Context& ctx);

/// How many things the roster still owes this turn or move (the shell's prompt); none when the
/// roster cannot be read.
std::optional<std::size_t> owed_count(const Context& ctx);

} // namespace muster::cli
