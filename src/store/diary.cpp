#include "muster/store/diary.hpp"

#include <fmt/format.h>

namespace muster::store {

namespace {

/// Whether the rosters differ at most in their units: then an unchanged unit derives what it
/// did (RuleBook::derive reads the unit and the roster's rules, options and house rules).
bool same_but_units(const Roster& a, const Roster& b) {
    return a.rules == b.rules && a.title == b.title && a.turn == b.turn && a.options == b.options &&
           a.types == b.types && a.tables == b.tables;
}

} // namespace

std::string stands_note(const Roster& before, const Roster& after, const RuleBook& book) {
    std::string note;
    // A unit keeps its place, or moves by the units added or removed before it: looked for
    // there first, so a change to a big roster is not a scan of it for every unit.
    std::size_t next = 0;
    // Only units changed: an unchanged unit derives as it did (nothing lost), not derived again.
    const bool same_rest = same_but_units(before, after);
    for (const auto& unit : after.units) {
        const Unit* old = next < before.units.size() && before.units[next].name == unit.name
                              ? &before.units[next]
                              : before.find(unit.name);
        if (old == nullptr) {
            continue;
        }
        next = static_cast<std::size_t>(old - before.units.data()) + 1;
        if (same_rest && *old == unit) {
            continue;
        }
        const auto was = book.derive(*old, before);
        const auto now = book.derive(unit, after);
        if (now.gone && !was.gone) {
            note += fmt::format("; {} {}", unit.name, book.gone_word());
        } else if (const int lost = now.stands_lost - was.stands_lost; lost > 0) {
            note += fmt::format("; {} loses {} stand{}", unit.name, lost, lost == 1 ? "" : "s");
        }
    }
    return note;
}

} // namespace muster::store
