#include "muster/engine/record.hpp"
#include "muster/engine/request.hpp"
#include "muster/roster/format.hpp"
#include "muster/ue/battle.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/melee.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/rulebook.hpp"
#include "resolve.hpp"

#include <algorithm>
#include <fmt/format.h>

/// What is owed before the turn may end in unbalanced-equality (docs/game-record.md).
namespace muster::ue {

namespace {
/// UE-SEQ: the turn's steps that owe a test (1 recovery, 4 reaction tests, 5 melee, 6 army
/// morale), the order `turn --auto` throws them in.
constexpr int k_step_rally = 1;
constexpr int k_step_morale = 4;
constexpr int k_step_melee = 5;
constexpr int k_step_army = 6;

/// UE-MELEE-5/6: one item for a melee that goes on, naming every unit locked in it; the players
/// say who joins it and, after it, drive off or pursue: no dice decide that.
Owed continuing_melee(const LockedMelee& locked) {
    Owed melee{locked.a.front()->name,
               "continuing melee",
               "UE-MELEE-5",
               k_step_melee,
               "melee",
               "which units join the melee, and drive off or pursue (UE-MELEE-5/6)"};
    for (std::size_t i = 1; i < locked.a.size(); ++i) {
        melee.with.push_back(locked.a[i]->name);
    }
    for (const Unit* u : locked.b) {
        melee.against.push_back(u->name);
    }
    melee.choices = {{"reinforce", "UE-MELEE-6", "UNIT... on either side"},
                     {"drive-off", "UE-MELEE-5", ""},
                     {"pursue", "UE-MELEE-5", "--pursue"}};
    return melee;
}

} // namespace

Owed reaction_test_owed(const Unit& unit) {
    return unit_owes(unit, "morale test", "UE-MORALE-1", "morale", k_step_morale);
}

/// UE-SEQ: a reaction test for every native unit fired on with casualties (UE-MORALE-1), the
/// rally of a unit falling back at the start of the turn (UE-RALLY-1), a continuing melee
/// (UE-MELEE-5: one item for all its units), the army check of an army at 25% (UE-ARMY-1).
std::vector<Owed> UeRuleBook::owed(const Roster& roster) const {
    const UeRuleBook& book = *this;
    std::vector<Owed> owed;
    if (ue::battle_end(roster.units)) {
        return owed; // UE-ARMY-3: the battle is over, nothing more is owed
    }
    const auto morale = morale_due(roster.units, book);
    const auto melees = locked_melees(roster);
    for (const Unit& unit : roster.units) {
        if (std::find(morale.begin(), morale.end(), &unit) != morale.end()) {
            owed.push_back(reaction_test_owed(unit));
        }
        // UE-RALLY-1: falling back at the start of the turn, whether `turn` marked it due or
        // the roster was written that way; a unit that fell back this turn rolls next turn.
        if (ue::record(unit).falling_back && !fell_back_this_turn(unit) &&
            !has_mark(unit.done, ue::mark::rally)) {
            owed.push_back(unit_owes(unit, "rally", "UE-RALLY-1", "rally", k_step_rally));
        }
        // UE-MELEE-5/6: a melee that goes on, at its first unit, once for all its units.
        for (const auto& locked : melees) {
            const auto owes = [](const Unit* u) {
                return has_mark(u->due, ue::mark::melee) && !has_mark(u->done, ue::mark::melee);
            };
            if (locked.a.front() == &unit &&
                (std::any_of(locked.a.begin(), locked.a.end(), owes) ||
                 std::any_of(locked.b.begin(), locked.b.end(), owes))) {
                owed.push_back(continuing_melee(locked));
            }
        }
    }
    if (!read_options(roster).army_morale) {
        return owed;
    }
    const auto armies = ue::army_tallies(roster.units, book);
    // UE-ARMY-2/3: every army past its line is a draw, which `army` records (no roll).
    const bool draw =
        std::count_if(armies.begin(), armies.end(), [](const auto& a) { return a.reached; }) >= 2;
    for (const auto& army : armies) {
        const bool checked = std::any_of(roster.units.begin(), roster.units.end(), [&](auto& u) {
            return u.side == army.side && has_mark(u.done, ue::mark::army);
        });
        if (army.reached && !army.retreated && !checked) {
            Owed check{army.side,
                       draw ? "army check (a draw, no roll)" : "army check",
                       draw ? std::string(k_draw_rule) : "UE-ARMY-1",
                       k_step_army,
                       "army",
                       {}};
            check.army = true;
            owed.push_back(std::move(check));
        }
    }
    return owed;
}

/// `turn --auto`: a reaction test, a rally and an army check are thrown by dice alone.
std::optional<Request> UeRuleBook::settling_request(const Owed& owed) const {
    if (owed.settle == "morale" || owed.settle == "rally") {
        return book_request(owed.settle, {owed.who});
    }
    if (owed.settle == "army") {
        Request army(BookRequest{{}, {{std::string(k_side_word), owed.who}}});
        army.command = k_army;
        return army;
    }
    return std::nullopt;
}

} // namespace muster::ue
