#include "muster/engine/results.hpp"
#include "muster/engine/roster_steps.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/melee.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/rulebook.hpp"
#include "muster/ue/unit.hpp"
#include "resolve.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

/// The roster's own steps in unbalanced-equality: casualties by hand and the next turn.
namespace muster::ue {

namespace {

/// UE: `count` men killed (UE-ROSTER-1), through the one place casualties are written to a UE
/// unit (UE-ROSTER-2..4); a negative count takes back a mistake.
void kill_ue(Unit& unit, const RuleBook& book, long long count, muster::Resolution& report) {
    const auto& type = ue_book(book).type(unit.type);
    const long long before = ue::record(unit).killed;
    if (count >= 0) {
        const auto applied = apply_kills(unit, type, count);
        report.text.push_back(fmt::format("{}: {} killed ({} -> {} men killed)", unit.name,
                                          applied.applied, before, ue::record(unit).killed));
        if (applied.excess > 0) {
            report.text.push_back(fmt::format("{} more dropped: the unit had no more men "
                                              "(UE-ROSTER-3)",
                                              applied.excess));
        }
        report.table = table_lines(unit.name, applied);
        report.result = casualties_json({unit.name, "men", count, applied.applied, applied.excess});
    } else {
        if (-count > ue::record(unit).killed) {
            throw RuleError(fmt::format("{} has {} killed; cannot take back {}", unit.name,
                                        ue::record(unit).killed, -count));
        }
        ue::record(unit).killed += count;
        report.text.push_back(fmt::format("{}: {} taken back ({} -> {} men killed)", unit.name,
                                          -count, before, ue::record(unit).killed));
        report.result = casualties_json({unit.name, "men", count, count, 0});
    }
    report.brief = fmt::format("kill {} {}: killed {} -> {}", unit.name, count, before,
                               ue::record(unit).killed);
}

/// UE-SEQ: clears the per-turn marks (UE-MORALE-3 closest band, UE-MORALE-2 single stand) and
/// lists what is due: UE-RALLY-1 rally rolls, UE-ARMY-1/2 army morale.
/// "UE-MELEE-5: A, C are locked in melee with Z2: the melee goes on (muster melee A C --vs Z2)".
std::string melee_goes_on(const LockedMelee& locked) {
    const auto names = [](const std::vector<const Unit*>& side, bool quoted) {
        std::vector<std::string> out;
        out.reserve(side.size());
        for (const Unit* u : side) {
            out.push_back(quoted ? quote_if_needed(u->name) : u->name);
        }
        return fmt::format("{}", fmt::join(out, quoted ? " " : ", "));
    };
    return fmt::format("UE-MELEE-5: {} {} locked in melee with {}: the melee goes on (muster "
                       "melee {} --vs {})",
                       names(locked.a, false), locked.a.size() == 1 ? "is" : "are",
                       names(locked.b, false), names(locked.a, true), names(locked.b, true));
}

TurnDue ue_turn(Draft& roster, const RuleBook& book) {
    TurnDue turn;
    auto& due = turn.due;
    const auto melees = locked_melees(roster.before());
    for (Unit* written : roster.every_unit()) {
        Unit& unit = *written;
        ue::record(unit).fired = Band::none;
        ue::record(unit).single_stand = false;
        if (ue::record(unit).falling_back) {
            add_mark(unit.due, ue::mark::rally);
        }
        if (!ue::record(unit).locked.empty()) {
            add_mark(unit.due, ue::mark::melee);
        }
        // UE-MELEE-5: one line a melee that goes on, at its first unit, with all its units.
        for (const auto& locked : melees) {
            if (locked.a.front()->name == unit.name) {
                due.push_back(melee_goes_on(locked));
            }
        }
        if (ue::record(unit).falling_back) {
            due.push_back(fmt::format("UE-RALLY-1: {} is falling back: rally roll, 4-6 it returns "
                                      "to the fight (muster rally {})",
                                      unit.name, quote_if_needed(unit.name)));
        }
    }
    const auto options = read_options(roster.before());
    if (!options.army_morale) {
        return turn;
    }
    const auto armies = army_tallies(roster.preview().units, ue_book(book));
    const auto reached =
        std::count_if(armies.begin(), armies.end(), [](const auto& army) { return army.reached; });
    if (reached >= 2) {
        due.push_back("UE-ARMY-2: both armies have reached 25%: the result is a draw");
        return turn; // no army morale roll: the draw stands without dice
    }
    for (const auto& army : armies) {
        if (army.reached && !army.retreated) { // UE-ARMY-1: an army that left rolls no more
            due.push_back(fmt::format("UE-ARMY-1: army {} has lost {} of {} men (25% or more): "
                                      "army morale roll, 1-2 it retreats (muster army {})",
                                      army.side, army.killed, army.men,
                                      quote_if_needed(army.side)));
        }
    }
    return turn;
}

} // namespace

muster::Resolution kill(const KillRequest& request, Draft& roster, const RuleBook& book) {
    return muster::kill(request, roster, book,
                        [&](Unit& unit, const Derived& /*before*/, muster::Resolution& report) {
                            kill_ue(unit, book, request.count, report);
                        });
}

muster::Resolution turn(const TurnRequest& request, Draft& roster, const RuleBook& book) {
    // UE-MELEE-6: who lost a melee that goes on is kept for its next turn (in `due`).
    std::vector<std::string> losers;
    std::vector<std::string> retreated; // UE-ARMY-1: an army that left the field, for good
    for (const auto& unit : roster.before().units) {
        if (has_mark(unit.done, ue::mark::lost_melee) && !ue::record(unit).locked.empty()) {
            losers.push_back(unit.name);
        }
        if (has_mark(unit.due, ue::mark::army_retreated)) {
            retreated.push_back(unit.name);
        }
    }
    return advance_turn(roster, book, request.skip_owed, [&](Draft& next) {
        for (const auto& name : losers) {
            add_mark(next.find(name)->due, ue::mark::lost_melee);
        }
        for (const auto& name : retreated) {
            add_mark(next.find(name)->due, ue::mark::army_retreated);
        }
        return ue_turn(next, book);
    });
}

} // namespace muster::ue
