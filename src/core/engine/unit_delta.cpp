// A change's effect on each unit, derived once (include/muster/engine/unit_delta.hpp).
#include "muster/engine/unit_delta.hpp"

#include "muster/error.hpp"

namespace muster {

namespace {

/// The book's derived numbers of `unit`, or none when the unit does not derive (a unit a
/// rule set refuses: its losses are not shown rather than the change refused).
std::optional<Derived> derived(const RuleBook& book, const Unit& unit, const Roster& roster) {
    try {
        return book.derive(unit, roster);
    } catch (const Error&) {
        return std::nullopt;
    }
}

/// Whether the rosters differ at most in their units: then an unchanged unit derives what it
/// did (RuleBook::derive reads the unit and the roster's rules, options and house rules).
bool same_but_units(const Roster& a, const Roster& b) {
    return a.rules == b.rules && a.title == b.title && a.turn == b.turn && a.options == b.options &&
           a.types == b.types && a.tables == b.tables;
}

} // namespace

UnitDelta unit_delta(const Unit& was, const Unit& now, const Roster& before, const Roster& after,
                     const RuleBook& book, std::size_t index) {
    UnitDelta delta{was.name, was, now};
    delta.index = index;
    const auto a = derived(book, was, before);
    const auto b = derived(book, now, after);
    if (a && b) {
        delta.stands_lost = b->stands_lost - a->stands_lost;
        delta.destroyed = b->gone && !a->gone;
    }
    return delta;
}

std::vector<UnitDelta> unit_deltas(const Roster& before, const Roster& after,
                                   const RuleBook& book) {
    std::vector<UnitDelta> deltas;
    UnitIndex old_units(before.units);
    UnitIndex new_units(after.units);
    std::size_t expected = 0; // a changed roster mostly keeps its units in order
    // An unchanged unit is not derived again, unless the roster's options or house rules
    // changed: then it may derive otherwise (an option of combat power), and is looked at.
    const bool same_rest = same_but_units(before, after);
    for (const auto& old_unit : before.units) {
        const auto found = new_units.find(old_unit.name, expected);
        if (!found) {
            deltas.push_back({old_unit.name, old_unit, std::nullopt});
            continue;
        }
        expected = *found + 1;
        const Unit& now = after.units[*found];
        if (same_rest && now == old_unit) {
            continue;
        }
        UnitDelta delta = unit_delta(old_unit, now, before, after, book, *found);
        if (now == old_unit && delta.stands_lost == 0 && !delta.destroyed) {
            continue; // the options changed, this unit's losses did not
        }
        deltas.push_back(std::move(delta));
    }
    expected = 0;
    for (std::size_t i = 0; i < after.units.size(); ++i) {
        const Unit& unit = after.units[i];
        const auto found = old_units.find(unit.name, expected);
        if (found) {
            expected = *found + 1;
        } else {
            UnitDelta added{unit.name, std::nullopt, unit};
            added.index = i;
            deltas.push_back(std::move(added));
        }
    }
    return deltas;
}

} // namespace muster
