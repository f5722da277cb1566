// The words of JSON schema 2 in older journal entries (include/muster/engine/schema2.hpp).
#include "muster/engine/schema2.hpp"

#include <algorithm>
#include <string>

namespace muster::schema2 {

/// `result` in the words `recorded` used, where JSON schema 3 (issue 39) words the same fact
/// otherwise: compared as the journal recorded it (its seal covers its words). A UE melee side's
/// die is `values`, a list of the one value, where an entry written before has `die`.
void as_recorded(nlohmann::json& result, const nlohmann::json& recorded) {
    // `option`'s result names the option as `options` does (`combat_power`), where an entry
    // written before has the roster's word (`combat-power`).
    if (result.is_object() && recorded.is_object() && result.contains("option") &&
        result.at("option").is_string() && recorded.contains("option") &&
        recorded.at("option").is_string()) {
        auto kebab = result.at("option").get<std::string>();
        std::replace(kebab.begin(), kebab.end(), '_', '-');
        if (kebab == recorded.at("option").get<std::string>()) {
            result["option"] = kebab;
        }
    }
    if (!result.is_object() || !recorded.is_object() || !result.contains("sides") ||
        !recorded.contains("sides") || !recorded.at("sides").is_object()) {
        return;
    }
    for (auto& [name, side] : result.at("sides").items()) {
        const auto& old = recorded.at("sides");
        const auto was = old.find(name);
        const auto values = side.find("values");
        if (was != old.end() && was->is_object() && was->contains("die") && values != side.end() &&
            values->is_array() && values->size() == 1) {
            side["die"] = values->front();
            side.erase("values");
        }
    }
}

namespace {

/// The key schema 2 gave an owed item's fight: the name of the command that settles it (its
/// `argv`'s second word, after `muster`), "" when it has none.
std::string fight_key(const nlohmann::json& item) {
    const auto argv = item.find("argv");
    return argv != item.end() && argv->is_array() && argv->size() > 1 && (*argv)[1].is_string()
               ? (*argv)[1].get<std::string>()
               : std::string();
}

} // namespace

/// `expected` in the words `recorded` used for an owed item's fight (JSON schema 3, issue 39): its
/// units by side are `sides`, where an entry written before has them under the name of the
/// command that settles it. Anywhere in the entry (a turn's `due`, the entry's `skipped`), the
/// same fact.
void owed_as_recorded(nlohmann::json& expected, const nlohmann::json& recorded) {
    if (expected.is_array() && recorded.is_array()) {
        for (std::size_t i = 0; i < std::min(expected.size(), recorded.size()); ++i) {
            owed_as_recorded(expected[i], recorded[i]);
        }
        return;
    }
    if (!expected.is_object() || !recorded.is_object()) {
        return;
    }
    if (const auto key = fight_key(recorded);
        !key.empty() && expected.contains("owes") && expected.contains("sides") &&
        recorded.contains(key) && !recorded.contains("sides")) {
        expected[key] = expected["sides"];
        expected.erase("sides");
    }
    for (auto& [key, value] : expected.items()) {
        if (const auto was = recorded.find(key); was != recorded.end()) {
            owed_as_recorded(value, *was);
        }
    }
}

} // namespace muster::schema2
