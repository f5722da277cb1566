#include "muster/ue/fire_odds.hpp"

#include "muster/engine/odds.hpp"
#include "muster/error.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/unit.hpp"

#include <algorithm>
#include <map>

namespace muster::ue {

namespace {

/// Whether the firers may be resolved one by one with the same result: `--open`/`--closed`
/// apply to the target when no firer is infantry (UE-ARTY-2), so a mixed group with such an
/// override is resolved whole.
bool separable(const FireInput& input, const UeRuleBook& book) {
    if (!input.overrides.formation && !input.overrides.mount) {
        return true;
    }
    std::size_t infantry = 0;
    for (const Unit* f : input.firers) {
        const Kind k = book.type(f->type).kind;
        infantry += k == Kind::regular_infantry || k == Kind::mounted_infantry ? 1 : 0;
    }
    return infantry == 0 || infantry == input.firers.size();
}

} // namespace

FireOdds fire_odds(const FireInput& input, const UeRuleBook& book, const Options& options) {
    FireOdds odds;
    dice::OddsSource first_path; // the refusals, the band, the kind of fire and the marks
    const FireResult shape = resolve_fire(input, book, options, first_path);
    odds.vs_gun = shape.vs_gun;
    odds.band = shape.band;
    const auto value = [&](const FireResult& r) {
        return odds.vs_gun ? static_cast<long long>(r.gun_hits) : r.kills;
    };
    const auto enumerate_total = [&](const FireInput& in) {
        const auto outcomes = dice::enumerate<long long>(
            [&](dice::DiceSource& d) { return value(resolve_fire(in, book, options, d)); });
        return dice::Distribution(outcomes.begin(), outcomes.end());
    };
    if (separable(input, book)) {
        odds.total = {{0, 1.0}};
        for (const Unit* firer : input.firers) {
            FireInput one = input;
            one.firers = {firer};
            odds.total = muster::odds::sum_independent(odds.total, enumerate_total(one));
        }
    } else {
        odds.total = enumerate_total(input);
    }
    if (odds.vs_gun) {
        return odds;
    }
    const Unit& target = *input.target;
    const TroopType& type = book.type(target.type);
    if (type.klass != TypeClass::native) {
        return odds;
    }
    // UE-MORALE-6: one test a turn: a unit that has tested owes none for this fire; a test
    // already owed stays owed whatever this fire kills (a miss still leaves it to take).
    if (has_mark(target.done, ue::mark::morale)) {
        odds.tested_already = true;
        return odds;
    }
    const bool owed_before =
        ue::record(target).fired != Band::none && !has_mark(target.done, ue::mark::unhurt);
    // The test as `morale` would take it after this fire: the fire's marks (band, cover, single
    // stand: they do not depend on the dice) applied by `apply`, as a casualty would leave them.
    Unit tested = target;
    Outcome marks;
    for (Effect e : shape.resolution.effects) {
        if (e.unit == target.name) {
            e.kills = 0;
            e.losses.reset();
            marks.effects.push_back(std::move(e));
        }
    }
    apply(
        marks, [&](std::string_view) { return &tested; }, book);
    std::erase(tested.done, ue::mark::unhurt);
    ue::record(tested).fired = closest(ue::record(tested).fired, odds.band);
    MoraleInput test;
    test.units = {&tested};
    const auto fails = dice::enumerate<bool>([&](dice::DiceSource& d) {
        return !resolve_morale(test, book, options, d).units.at(0).passed;
    });
    odds.p_fail_when_due = fails.contains(true) ? fails.at(true) : 0.0;
    for (const auto& [kills, p] : odds.total) {
        Unit after = target;
        const KillsApplied applied = apply_kills(after, type, kills);
        // UE-FIRE-8: a native target that took casualties this turn (and still stands) tests.
        if ((applied.applied > 0 || owed_before) && !applied.destroyed) {
            odds.p_morale_due += p;
        }
    }
    odds.p_morale_fails = odds.p_morale_due * odds.p_fail_when_due;
    return odds;
}

} // namespace muster::ue
