#pragma once

#include "muster/engine/draft.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

/// The steps of the roster both rule sets share, each rule set giving its own part: casualties
/// by hand (`kill`) and the next turn (`turn`).
namespace muster {

/// `kill UNIT N` on a roster unit: checks the count, calls `apply(unit, before, resolution)`
/// (the rule set's casualties; `before` the unit's derived numbers before them) and, when a
/// negative N puts stands back on the table, says so.
Resolution kill(const KillRequest& request, Draft& roster, const RuleBook& book,
                const std::function<void(Unit&, const Derived&, Resolution&)>& apply);

/// What a new turn (UE) or move (FW) brings, in the rule set's words: what is due (the table's
/// list, counted in the brief line) and what a unit may do if its player wishes (shown apart,
/// after it: FW recovery).
struct TurnDue {
    std::vector<std::string> due;
    std::vector<std::string> optional;
};

/// `turn`: refuses (RuleError) while anything is owed unless `skip_owed` (the journal then
/// records each item skipped), clears every unit's `done` and `due` marks, advances the turn,
/// then calls `due_now(roster)` — the rule set's end of turn, which lists what is now due.
Resolution advance_turn(Draft& roster, const RuleBook& book, bool skip_owed,
                        const std::function<TurnDue(Draft&)>& due_now);

} // namespace muster
