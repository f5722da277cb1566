#include "muster/ue/morale.hpp"

#include "muster/error.hpp"
#include "muster/text/text.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/record.hpp"

#include <fmt/format.h>

namespace muster::ue {

int morale_fails_on(Band band) {
    switch (band) {
    case Band::short_range:
        return k_morale_fails_short;
    case Band::long_range:
        return k_morale_fails_long;
    default:
        return k_morale_fails_medium;
    }
}

std::vector<const Unit*> morale_due(const std::vector<Unit>& units, const UeRuleBook& book) {
    std::vector<const Unit*> due;
    for (const auto& u : units) {
        const TroopType* t = book.find_type(u.type);
        if (t != nullptr && t->klass == TypeClass::native && ue::record(u).fired != Band::none &&
            !has_mark(u.done, ue::mark::unhurt) && !has_mark(u.done, ue::mark::morale) &&
            !status_of(u, *t, Options{}).destroyed) {
            due.push_back(&u);
        }
    }
    return due;
}

TestsResult resolve_morale(const MoraleInput& in, const UeRuleBook& book, const Options& options,
                           dice::DiceSource& dice) {
    TestsResult out;
    Outcome& res = out.resolution;
    for (const Unit* unit_ptr : in.units) {
        const Unit& unit = *unit_ptr;
        const TroopType& type = book.type(unit.type);
        if (type.klass == TypeClass::british) {
            throw RuleError(fmt::format("{} is {}, class british: british units never take the "
                                        "reaction test (UE-MORALE-5)",
                                        unit.name, type.id));
        }
        if (status_of(unit, type, options).destroyed) {
            throw RuleError(fmt::format("{} is destroyed", unit.name));
        }
        const bool hurt =
            ue::record(unit).fired != Band::none && !has_mark(unit.done, ue::mark::unhurt);
        const Band band = in.band.value_or(hurt ? ue::record(unit).fired : Band::none);
        if (band == Band::none) {
            throw RuleError(fmt::format("{} was not fired on with casualties this turn (no "
                                        "'fired' mark); give --range to test it anyway",
                                        unit.name));
        }
        TestResult t;
        t.name = unit.name;
        t.band = band;
        // UE-MORALE-2: in a defensive position now, or when the turn's fire found it there.
        t.cover = in.cover || ue::record(unit).cover || has_mark(unit.done, ue::mark::in_cover);
        t.single_stand = in.single_stand || ue::record(unit).single_stand;
        const int benefits =
            (t.cover ? k_morale_benefit : 0) + (t.single_stand ? k_morale_benefit : 0);
        const auto own = dice.for_unit(unit.name); // --dice UNIT=V
        t.roll = dice.roll(dice::Die::d6(), fmt::format("{} morale", unit.name));
        std::string how;
        if (options.morale == MoraleModifiers::literal) {
            t.fails_on = morale_fails_on(band);
            t.modifier = benefits;
            t.passed = t.roll - t.modifier > t.fails_on;
            how = benefits == 0
                      ? std::string()
                      : fmt::format(", roll - {} (OPT-2 morale-modifiers literal)", benefits);
        } else {
            t.fails_on = std::max(0, morale_fails_on(band) - benefits);
            t.passed = t.roll > t.fails_on;
            how = benefits == 0 ? std::string()
                                : fmt::format(", {} lower the failure (UE-MORALE-2)",
                                              text::plural(benefits, "benefit"));
        }
        std::string why;
        if (t.cover) {
            why += ", defensive position";
        }
        if (t.single_stand) {
            why += ", single regular stand";
        }
        res.steps.push_back(fmt::format(
            "{}: {} range fails on {} (UE-MORALE-1){}{}; D6 {}{}", unit.name, to_string(band),
            t.fails_on == 0 ? std::string("nothing") : fmt::format("1-{}", t.fails_on), why, how,
            t.roll,
            t.modifier == 0 ? std::string()
                            : fmt::format(" - {} = {}", t.modifier, t.roll - t.modifier)));
        res.lines.push_back(fmt::format("{}: morale {} at {} range (D6 {})", unit.name,
                                        t.passed ? "passed" : "FAILED", to_string(band), t.roll));
        Effect& e = res.effect(unit.name);
        e.fired = Band::none;
        e.single_stand = false;
        if (!t.passed) {
            e.falling_back = true;
            res.table.push_back(fmt::format("{} falls back two full moves{} and faces away "
                                            "(UE-MORALE-4)",
                                            unit.name,
                                            ue::record(unit).falling_back ? " further" : ""));
        }
        out.units.push_back(t);
    }
    std::string brief;
    for (const auto& t : out.units) {
        brief += fmt::format("{}{} {} ({})", brief.empty() ? "" : "; ", t.name,
                             t.passed ? "passed" : "failed", t.roll);
    }
    res.brief = brief;
    return out;
}

} // namespace muster::ue
