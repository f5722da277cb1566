#pragma once

#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <optional>
#include <string>
#include <vector>

/// What one change did to each unit (issue 39), worked out once after the roster changed: the
/// one place a change's stands lost and units destroyed are derived (RuleBook::derive, before
/// and after). The brief line's note (store/diary.hpp), `--json`'s `changes` (render) and
/// `undo`'s read it; none derives a loss again.
namespace muster {

struct UnitDelta {
    std::string unit;
    std::optional<Unit> before; ///< nullopt for a unit the change added
    std::optional<Unit> after;  ///< nullopt for a unit the change removed
    /// The rule book's `stands_lost` after minus before (UE-ROSTER-2, FW-PIECE-2): stands to
    /// take off the table, or, negative, to put back (a gun recrewed, FW casualties recovered).
    int stands_lost = 0;
    bool destroyed = false; ///< gone after the change and not before (Derived::gone)
    std::size_t index = 0;  ///< the unit's place in the roster after the change (when `after`)
};

/// The delta of a unit still there after the change, `was` in `before` and `now` at place
/// `index` of `after`: its losses derived before and after (none when either does not derive: a
/// unit the rule set refuses shows no losses rather than the change refused).
UnitDelta unit_delta(const Unit& was, const Unit& now, const Roster& before, const Roster& after,
                     const RuleBook& book, std::size_t index);

/// Every unit that differs between `before` and `after`, in `before`'s order, then the units
/// added in `after`'s: each changed unit derived once before and once after; an unchanged unit
/// skipped without a derivation (unless the roster's options or house rules changed, which may
/// change what it derives: then it is listed when its losses differ).
std::vector<UnitDelta> unit_deltas(const Roster& before, const Roster& after, const RuleBook& book);

} // namespace muster
