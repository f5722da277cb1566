#include "muster/store/diary.hpp"

#include <fmt/format.h>
#include <variant>

namespace muster::store {

namespace {

/// A derived flag of the rule book (`destroyed`), false when the book has none.
bool flag(const Derived& d, std::string_view key) {
    for (const auto& [k, value] : d.extra) {
        if (k == key) {
            if (const auto* b = std::get_if<bool>(&value)) {
                return *b;
            }
        }
    }
    return false;
}

} // namespace

std::string stands_note(const Roster& before, const Roster& after, const RuleBook& book) {
    std::string note;
    for (const auto& unit : after.units) {
        const Unit* old = before.find(unit.name);
        if (old == nullptr) {
            continue;
        }
        const auto was = book.derive(*old, before);
        const auto now = book.derive(unit, after);
        if (flag(now, "destroyed") && !flag(was, "destroyed")) {
            note += fmt::format("; {} destroyed", unit.name);
        } else if (const int lost = now.stands_lost - was.stands_lost; lost > 0) {
            note += fmt::format("; {} loses {} stand{}", unit.name, lost, lost == 1 ? "" : "s");
        }
    }
    return note;
}

} // namespace muster::store
