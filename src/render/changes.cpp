// The roster changes of a resolution and a unit's keys as JSON (`--json`'s `changes`).
#include "muster/render/changes.hpp"

#include "muster/engine/unit_json.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"

#include <algorithm>

namespace muster::render {

namespace {

int stands_lost(const RuleBook& book, const Unit& unit, const Roster& roster) {
    try {
        return book.derive(unit, roster).stands_lost;
    } catch (const Error&) {
        return 0;
    }
}

} // namespace

nlohmann::json unit_changes(const Roster& before, const Roster& after, const RuleBook& book) {
    nlohmann::json changes = nlohmann::json::array();
    UnitIndex old_units(before.units);
    UnitIndex new_units(after.units);
    std::size_t expected = 0; // a changed roster mostly keeps its units in order
    for (const auto& old_unit : before.units) {
        const auto found = new_units.find(old_unit.name, expected);
        const Unit* now = found ? &after.units[*found] : nullptr;
        if (found) {
            expected = *found + 1;
        }
        if (now == nullptr) {
            changes.push_back({{"unit", old_unit.name},
                               {"before", unit_json(old_unit, before.rules)},
                               {"after", nullptr},
                               {"stands_removed", 0}});
            continue;
        }
        if (*now == old_unit) {
            continue;
        }
        auto old_json = unit_json(old_unit, before.rules);
        auto new_json = unit_json(*now, after.rules);
        nlohmann::json was = nlohmann::json::object();
        nlohmann::json is = nlohmann::json::object();
        for (const auto& [key, value] : new_json.items()) {
            if (old_json[key] != value) {
                was[key] = old_json[key];
                is[key] = value;
            }
        }
        // Stands to take off the table, or to put back (a gun recrewed, FW casualties recovered).
        const int lost = stands_lost(book, *now, after) - stands_lost(book, old_unit, before);
        nlohmann::json change = {{"unit", old_unit.name},
                                 {"before", was},
                                 {"after", is},
                                 {"stands_removed", std::max(lost, 0)}};
        if (lost < 0) {
            change["stands_returned"] = -lost;
        }
        changes.push_back(std::move(change));
    }
    expected = 0;
    for (const auto& unit : after.units) {
        const auto found = old_units.find(unit.name, expected);
        if (found) {
            expected = *found + 1;
        } else {
            changes.push_back({{"unit", unit.name},
                               {"before", nullptr},
                               {"after", unit_json(unit, after.rules)},
                               {"stands_removed", 0}});
        }
    }
    return changes;
}

} // namespace muster::render
