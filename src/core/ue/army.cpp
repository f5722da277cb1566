#include "muster/error.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/record.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster::ue {

std::vector<ArmyTally> army_tallies(const std::vector<Unit>& units, const UeRuleBook& book) {
    std::vector<ArmyTally> tallies;
    for (const auto& u : units) {
        if (u.side.empty()) {
            continue;
        }
        auto it = std::find_if(tallies.begin(), tallies.end(),
                               [&](const ArmyTally& t) { return t.side == u.side; });
        if (it == tallies.end()) {
            tallies.push_back({u.side, 0, 0, false, false});
            it = std::prev(tallies.end());
        }
        it->men += book.type(u.type).starting_men(u.stands);
        it->killed += ue::record(u).killed;
        it->retreated = it->retreated || ue::record(u).left_field > 0 ||
                        has_mark(u.due, ue::mark::army_retreated);
    }
    for (auto& t : tallies) {
        t.reached = t.men > 0 && t.killed * k_army_test_at.den >= t.men * k_army_test_at.num;
    }
    return tallies;
}

TestsResult resolve_army(const std::vector<Unit>& units, const std::optional<std::string>& side,
                         const UeRuleBook& book, const Options& options, dice::DiceSource& dice) {
    if (!options.army_morale) {
        throw RuleError("army morale is off in this roster (option army-morale off, OPT-3); "
                        "'muster option army-morale on' turns it on");
    }
    const auto tallies = army_tallies(units, book);
    if (tallies.empty()) {
        throw RuleError("no unit has a side: army morale needs side=NAME on the units (UE-ARMY-1)");
    }
    std::string sides;
    for (const auto& t : tallies) {
        sides += (sides.empty() ? "" : ", ") + t.side;
    }
    if (side && std::none_of(tallies.begin(), tallies.end(),
                             [&](const ArmyTally& t) { return t.side == *side; })) {
        throw UsageError(fmt::format("no army '{}' (sides: {})", *side, sides));
    }
    TestsResult out;
    Outcome& res = out.resolution;
    std::vector<const ArmyTally*> reached;
    for (const auto& t : tallies) {
        res.steps.push_back(
            fmt::format("{}: {} of {} men killed = {:.1f}%, tests from 25% "
                        "(UE-ARMY-1){}",
                        t.side, t.killed, t.men,
                        100.0 * static_cast<double>(t.killed) / static_cast<double>(t.men),
                        t.reached ? ": tests" : ""));
        if (t.reached) {
            reached.push_back(&t);
        }
    }
    if (reached.size() >= 2) {
        out.draw = true;
        std::string names;
        for (const auto* t : reached) {
            names += (names.empty() ? "" : " and ") + t->side;
        }
        res.lines.push_back(fmt::format("{} have {} reached 25% killed: the battle is a draw "
                                        "(UE-ARMY-2)",
                                        names, reached.size() == 2 ? "both" : "all"));
        res.table.emplace_back("the battle ends in a draw (UE-ARMY-3)");
        res.brief = fmt::format("draw ({}): the battle is over", names);
        return out;
    }
    std::string brief;
    for (const auto* t : reached) {
        if (side && t->side != *side) {
            continue;
        }
        if (t->retreated) { // UE-ARMY-1: an army that left the field rolls no more
            if (side) {
                throw RuleError(fmt::format("the {} army has retreated from the field: it rolls "
                                            "no more (UE-ARMY-1)",
                                            t->side));
            }
            res.steps.push_back(
                fmt::format("{}: retreated from the field, no roll (UE-ARMY-1)", t->side));
            continue;
        }
        TestResult r;
        r.name = t->side;
        r.fails_on = k_army_retreats_on;
        r.roll = dice.roll(dice::Die::d6(), fmt::format("{} army morale", t->side));
        r.passed = r.roll > k_army_retreats_on;
        res.steps.push_back(fmt::format("{}: D6 {}, retreats on 1-{} (UE-ARMY-1)", t->side, r.roll,
                                        k_army_retreats_on));
        res.lines.push_back(fmt::format("{} army: {} (D6 {})", t->side,
                                        r.passed ? "stands" : "MUST RETREAT from the field",
                                        r.roll));
        if (!r.passed) {
            res.table.push_back(fmt::format("the {} army retreats from the field, fighting its "
                                            "way if it must",
                                            t->side));
        }
        brief += fmt::format("{}{} {} ({})", brief.empty() ? "" : "; ", t->side,
                             r.passed ? "stands" : "retreats", r.roll);
        out.units.push_back(r);
    }
    // UE-ARMY-3: an army that must retreat ends the battle; the other armies win.
    std::string retreats;
    std::string winners;
    for (const auto& t : tallies) {
        const bool failed = std::any_of(out.units.begin(), out.units.end(), [&](const auto& r) {
            return r.name == t.side && !r.passed;
        });
        std::string& names = failed ? retreats : winners;
        names += (names.empty() ? "" : " and ") + t.side;
    }
    if (!retreats.empty()) {
        res.lines.push_back(fmt::format("the battle is over: {} won (UE-ARMY-3)",
                                        winners.empty() ? std::string("no army") : winners));
        brief += fmt::format(": the battle is over, {} won", winners.empty() ? "no army" : winners);
    }
    if (out.units.empty()) {
        res.lines.push_back(
            side ? fmt::format("the {} army has not reached 25% killed: no test", *side)
                 : std::string("no army has reached 25% killed: no test"));
        brief = "no test";
    }
    res.brief = brief;
    return out;
}

} // namespace muster::ue
