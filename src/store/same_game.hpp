#pragma once

#include "muster/roster/roster.hpp"
#include "muster/store/journal.hpp"

#include <string>

/// A roster and a journal of two games (docs/game-record.md, "One game, one journal"): an
/// example copied over a roster whose journal is an earlier game's.
namespace muster::store {

/// The environment variable that takes a roster its journal does not know as a hand edit of
/// the journal's game, for one command.
inline constexpr const char* k_hand_edit_variable = "MUSTER_HAND_EDIT";

/// Refuses (RosterError, exit 3) a save to the roster at `path` (its model `roster`, its text's
/// hash `hash`) whose journal is another game's: the roster is not what the journal's last
/// entry left (its `to`), and it plays other rules than that entry, is at an earlier turn, or is
/// the very roster the journal began with. A roster edited by hand otherwise is saved as before
/// (replay names the edit); so is everything with MUSTER_HAND_EDIT=1. Reads the journal's last
/// entry, and its first only when the others do not decide.
void check_same_game(const std::string& path, const Roster& roster, const TextHash& hash);

} // namespace muster::store
