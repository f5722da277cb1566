// Where the game stands as a report (`muster status`): the phase reached, and what each unit owes.
#pragma once

#include "muster/engine/rulebook.hpp"
#include "muster/render/output.hpp"
#include "muster/roster/roster.hpp"
#include "muster/store/journal.hpp"

#include <vector>

namespace muster::render {

/// The report of `muster status`: the turn (FW: move), the phase reached as far as the
/// roster's journal tells (UE-SEQ, FW-SEQ), and per unit what it has done this turn and still
/// owes (engine/record.hpp `owed_items`), with the command that settles each. `newest_first`
/// gives the journal's changes not undone, going back (store::live_changes_from_end); it is
/// read only as far back as this turn and the units' falls that `status` shows.
Output status_report(const Roster& roster, const RuleBook& book,
                     const store::LiveChanges& newest_first);

} // namespace muster::render
