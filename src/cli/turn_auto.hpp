#pragma once

#include "cli/context.hpp"

namespace muster::cli {

/// `muster turn --auto` (docs/game-record.md): every owed test in the rules' order (UE-SEQ,
/// FW-SEQ), each resolved as its own command would resolve it and journalled as its own entry,
/// one line each with what to do on the table, then the next turn. Stops (exit 1, the turn not
/// advanced) at the first owed item that needs a player's decision. With typed dice the whole
/// run is first played on a copy, so too few or too many dice save nothing. `--dry-run` prints
/// the order and the dice each test would take.
void run_auto_turn(Context& ctx);

} // namespace muster::cli
