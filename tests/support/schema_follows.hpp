#pragma once

// Issue 39: the schema follows the types. The check the schema tests share
// (tests/unit/test_result_types.cpp, test_schema_parts.cpp): a definition of
// schema/muster.schema.json held to what its serializers write, each type written once with
// every optional part and once with none.
#include "muster/engine/unit_json.hpp"
#include "units.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

namespace muster::test {

using Keys = std::set<std::string>;

inline const nlohmann::json& schema_defs() {
    static const nlohmann::json defs = [] {
        std::ifstream in(std::string(MUSTER_SOURCE_DIR) + "/schema/muster.schema.json");
        return nlohmann::json::parse(in).at("$defs");
    }();
    return defs;
}

inline Keys keys_of(const nlohmann::json& object) {
    Keys out;
    for (const auto& [key, value] : object.items()) {
        out.insert(key);
    }
    return out;
}

/// The written forms of the types one definition describes: each type's fullest and barest.
struct Written {
    std::vector<nlohmann::json> fullest;
    std::vector<nlohmann::json> barest;
    Keys added; ///< keys the engine adds after the type (`headline`: lead_with)
};

inline Keys union_of(const std::vector<nlohmann::json>& objects) {
    Keys out;
    for (const auto& object : objects) {
        const Keys k = keys_of(object);
        out.insert(k.begin(), k.end());
    }
    return out;
}

inline Keys intersection_of(const std::vector<nlohmann::json>& objects) {
    Keys out = keys_of(objects.front());
    for (const auto& object : objects) {
        const Keys k = keys_of(object);
        std::erase_if(out, [&](const std::string& key) { return !k.contains(key); });
    }
    return out;
}

inline std::string listed(const Keys& keys) {
    std::string out;
    for (const auto& key : keys) {
        out += (out.empty() ? "" : ", ") + key;
    }
    return out;
}

/// How the definition differs from the types: its properties must be the keys the types write,
/// its required keys those every one of them always writes. Empty when it follows them.
inline std::vector<std::string> differences(const nlohmann::json& definition,
                                            const Written& written) {
    std::vector<std::string> out;
    Keys written_keys = union_of(written.fullest);
    written_keys.insert(written.added.begin(), written.added.end());
    const Keys properties = keys_of(definition.at("properties"));
    if (properties != written_keys) {
        out.push_back("properties " + listed(properties) + "; the types write " +
                      listed(written_keys));
    }
    Keys always = intersection_of(written.barest);
    always.insert(written.added.begin(), written.added.end());
    const auto list = definition.at("required").get<std::vector<std::string>>();
    const Keys required(list.begin(), list.end());
    if (required != always) {
        out.push_back("required " + listed(required) + "; the types always write " +
                      listed(always));
    }
    if (definition.value("additionalProperties", true) != false) {
        out.emplace_back("admits keys no type writes (additionalProperties)");
    }
    return out;
}

inline void check_follows(const nlohmann::json& definition, const Written& written) {
    CHECK(differences(definition, written) == std::vector<std::string>{});
}

/// The value at `pointer` in each of `objects`.
inline std::vector<nlohmann::json> each(const std::vector<nlohmann::json>& objects,
                                        const std::string& pointer) {
    std::vector<nlohmann::json> out;
    out.reserve(objects.size());
    for (const auto& object : objects) {
        out.push_back(object.at(nlohmann::json::json_pointer(pointer)));
    }
    return out;
}

/// A unit's state as `add` and `set` give it, in each rule set.
inline nlohmann::json unit_state() {
    return unit_json(muster::test::make_unit("A", "brit-infantry", 2, "british", 15),
                     "unbalanced-equality");
}

inline nlohmann::json fw_unit_state() {
    return unit_json(muster::test::make_unit("Ansar", "irregular-spearmen", 6, "mahdist"),
                     "fuzzy-wuzzy");
}

} // namespace muster::test
