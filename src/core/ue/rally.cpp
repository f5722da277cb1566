#include "muster/error.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/record.hpp"

#include <fmt/format.h>

namespace muster::ue {

bool fell_back_this_turn(const Unit& unit) {
    return ue::record(unit).falling_back && !has_mark(unit.due, ue::mark::rally) &&
           (has_mark(unit.done, ue::mark::morale) || has_mark(unit.done, ue::mark::melee));
}

std::vector<const Unit*> rally_due(const std::vector<Unit>& units) {
    std::vector<const Unit*> due;
    for (const auto& u : units) {
        if (ue::record(u).falling_back && !fell_back_this_turn(u)) {
            due.push_back(&u);
        }
    }
    return due;
}

TestsResult resolve_rally(const std::vector<const Unit*>& units, dice::DiceSource& dice) {
    TestsResult out;
    Outcome& res = out.resolution;
    std::string brief;
    for (const Unit* unit : units) {
        if (!ue::record(*unit).falling_back) {
            throw RuleError(
                fmt::format("{} is not falling back; nothing to rally (UE-RALLY-1)", unit->name));
        }
        TestResult t;
        t.name = unit->name;
        const auto own = dice.for_unit(unit->name); // --dice UNIT=V
        t.roll = dice.roll(dice::Die::d6(), fmt::format("{} rally", unit->name));
        t.passed = t.roll >= k_rally_on;
        res.steps.push_back(
            fmt::format("{}: D6 {}, returns on {}-6 (UE-RALLY-1)", unit->name, t.roll, k_rally_on));
        res.lines.push_back(fmt::format("{}: {} (D6 {})", unit->name,
                                        t.passed ? "rallied, may return to the fight"
                                                 : "still falling back, stays where it is",
                                        t.roll));
        if (t.passed) {
            res.effect(unit->name).falling_back = false;
            res.table.push_back(fmt::format("turn {} to face the enemy; it may move back "
                                            "towards the fight",
                                            unit->name));
        } else {
            res.table.push_back(fmt::format("{} stays where it is, facing away", unit->name));
        }
        brief += fmt::format("{}{} {} ({})", brief.empty() ? "" : "; ", unit->name,
                             t.passed ? "rallied" : "stays", t.roll);
        out.units.push_back(t);
    }
    res.brief = brief;
    return out;
}

} // namespace muster::ue
