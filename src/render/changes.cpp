// The roster changes of a resolution and a unit's keys as JSON (`--json`'s `changes`).
#include "muster/render/changes.hpp"

#include "muster/engine/unit_json.hpp"

#include <algorithm>

namespace muster::render {

nlohmann::json unit_changes(const std::vector<UnitDelta>& deltas, std::string_view rules) {
    nlohmann::json changes = nlohmann::json::array();
    for (const auto& delta : deltas) {
        if (!delta.before || !delta.after) {
            changes.push_back(
                {{"unit", delta.unit},
                 {"before", delta.before ? unit_json(*delta.before, rules) : nlohmann::json()},
                 {"after", delta.after ? unit_json(*delta.after, rules) : nlohmann::json()},
                 {"stands_removed", 0}});
            continue;
        }
        if (*delta.before == *delta.after) {
            continue; // listed for its losses under new options: no line changed
        }
        auto old_json = unit_json(*delta.before, rules);
        auto new_json = unit_json(*delta.after, rules);
        nlohmann::json was = nlohmann::json::object();
        nlohmann::json is = nlohmann::json::object();
        for (const auto& [key, value] : new_json.items()) {
            if (old_json[key] != value) {
                was[key] = old_json[key];
                is[key] = value;
            }
        }
        // Stands to take off the table, or to put back (a gun recrewed, FW casualties recovered).
        nlohmann::json change = {{"unit", delta.unit},
                                 {"before", was},
                                 {"after", is},
                                 {"stands_removed", std::max(delta.stands_lost, 0)}};
        if (delta.stands_lost < 0) {
            change["stands_returned"] = -delta.stands_lost;
        }
        changes.push_back(std::move(change));
    }
    return changes;
}

} // namespace muster::render
