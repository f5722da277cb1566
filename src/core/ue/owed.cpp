#include "muster/engine/record.hpp"
#include "muster/roster/format.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/rulebook.hpp"

#include <algorithm>
#include <fmt/format.h>

/// What is owed before the turn may end in unbalanced-equality (docs/game-record.md).
namespace muster::ue {

/// UE-SEQ: a reaction test for every native unit fired on with casualties (UE-MORALE-1), the
/// rally of a unit falling back at the start of the turn (UE-RALLY-1), a continuing melee
/// (UE-MELEE-5), the army check of an army at 25% (UE-ARMY-1).
std::vector<Owed> UeRuleBook::owed(const Roster& roster) const {
    const UeRuleBook& book = *this;
    std::vector<Owed> owed;
    const auto morale = morale_due(roster.units, book);
    for (const Unit& unit : roster.units) {
        if (std::find(morale.begin(), morale.end(), &unit) != morale.end()) {
            owed.push_back(unit_owes(unit, "morale test", "UE-MORALE-1", "morale"));
        }
        if (has_mark(unit.due, mark::rally) && !has_mark(unit.done, mark::rally) &&
            unit.falling_back) {
            owed.push_back(unit_owes(unit, "rally", "UE-RALLY-1", "rally"));
        }
        if (has_mark(unit.due, mark::melee) && !has_mark(unit.done, mark::melee) &&
            !unit.locked.empty()) {
            owed.push_back({unit.name, "continuing melee", "UE-MELEE-5",
                            fmt::format("muster melee {} --vs {}", quote_if_needed(unit.name),
                                        quote_if_needed(unit.locked.front()))});
        }
    }
    if (!read_options(roster).army_morale) {
        return owed;
    }
    const auto armies = army_tallies(roster.units, book);
    if (std::count_if(armies.begin(), armies.end(), [](const auto& a) { return a.reached; }) >= 2) {
        return owed; // UE-ARMY-2: a draw, no roll
    }
    for (const auto& army : armies) {
        const bool checked = std::any_of(roster.units.begin(), roster.units.end(), [&](auto& u) {
            return u.side == army.side && has_mark(u.done, mark::army);
        });
        if (army.reached && !checked) {
            owed.push_back({army.side, "army check", "UE-ARMY-1",
                            fmt::format("muster army {}", quote_if_needed(army.side))});
        }
    }
    return owed;
}

} // namespace muster::ue
