// Issue 39: the schema follows the types. Each command's `result` is serialised from a C++ type
// (muster/engine/results.hpp and each rule set's results.hpp); this test serialises every type
// twice, once with every optional part given and once with none, and holds each `result_*`
// definition of schema/muster.schema.json to them: its properties are exactly the keys the
// types it describes can write, and its required keys exactly those they always write. A key
// a resolution adds that the schema does not admit (the hand-written schema missed UE fire's
// `tested_already` and, at a gun, `vs`/`hit`/`gun_hits`) fails here, without a test game that
// happens to reach it.
#include "muster/engine/game_events.hpp"
#include "muster/engine/results.hpp"
#include "muster/fw/results.hpp"
#include "muster/ue/results.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <set>
#include <string>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_result_types {

using namespace muster;
using Keys = std::set<std::string>;

namespace {

const nlohmann::json& schema_defs() {
    static const nlohmann::json defs = [] {
        std::ifstream in(std::string(MUSTER_SOURCE_DIR) + "/schema/muster.schema.json");
        return nlohmann::json::parse(in).at("$defs");
    }();
    return defs;
}

Keys keys_of(const nlohmann::json& object) {
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

Keys union_of(const std::vector<nlohmann::json>& objects) {
    Keys out;
    for (const auto& object : objects) {
        const Keys k = keys_of(object);
        out.insert(k.begin(), k.end());
    }
    return out;
}

Keys intersection_of(const std::vector<nlohmann::json>& objects) {
    Keys out = keys_of(objects.front());
    for (const auto& object : objects) {
        const Keys k = keys_of(object);
        std::erase_if(out, [&](const std::string& key) { return !k.contains(key); });
    }
    return out;
}

std::string listed(const Keys& keys) {
    std::string out;
    for (const auto& key : keys) {
        out += (out.empty() ? "" : ", ") + key;
    }
    return out;
}

/// How the definition differs from the types: its properties must be the keys the types write,
/// its required keys those every one of them always writes. Empty when it follows them.
std::vector<std::string> differences(const nlohmann::json& definition, const Written& written) {
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

void check_follows(const nlohmann::json& definition, const Written& written) {
    CHECK(differences(definition, written) == std::vector<std::string>{});
}

/// The value at `pointer` in each of `objects`.
std::vector<nlohmann::json> each(const std::vector<nlohmann::json>& objects,
                                 const std::string& pointer) {
    std::vector<nlohmann::json> out;
    out.reserve(objects.size());
    for (const auto& object : objects) {
        out.push_back(object.at(nlohmann::json::json_pointer(pointer)));
    }
    return out;
}

const results::Casualties k_casualties{"Z", "men", 12, 10, 2};
const dice::Distribution k_distribution{{0, 0.5}, {3, 0.5}};

ue::FireReport ue_fire(bool fullest) {
    ue::FireReport report{{k_casualties, true, fullest}, "short", {}, true, std::nullopt};
    report.firers.push_back(
        {{"A", "short", 12, {4}}, fullest ? std::optional<bool>(true) : std::nullopt});
    if (fullest) {
        report.gun = ue::GunFire{"gun", true, 2};
    }
    return report;
}

fw::FireReport fw_fire(bool fullest) {
    return {{{"R", "markers", 3, 2, 1}, true, fullest},
            "open",
            {{{"G", "short", 3, {4, 2}}, "AvD", 2, true, "field-gun", 1, 1, 3}}};
}

ue::MeleeReport ue_melee() {
    const ue::MeleeSideReport side{{{"A"}, 5}, 7.5, 30, 2, 0, 4, 30};
    return {"a", "b", side, side, true};
}

fw::CloseReport fw_melee() {
    const fw::CloseSideReport side{{{"R"}, 2}, 3, 6, 2, {{"R", 2}}};
    return {"tie", side, side};
}

ue::MeleeOddsReport ue_melee_odds() {
    return {{"men", 0.25, 0.75}, "b", 0, {{"A"}, 5}, {{"Z"}, 0}};
}

fw::CloseOddsReport fw_melee_odds() {
    return {{"markers", 0.25, 0.5}, 0.25, 1.5, 2.5, {{"R"}, k_distribution},
            {{"B"}, k_distribution}};
}

} // namespace

TEST_CASE("issue 39: kill's result is the casualties event's fields, in its schema definition",
          "[results][schema]") {
    const nlohmann::json kill = casualties_json(k_casualties);
    check_follows(schema_defs().at("result_kill"), {{kill}, {kill}, {}});
    nlohmann::json event = event_json(Event{k_casualties});
    event.erase("event");
    CHECK(event == kill);
}

TEST_CASE("issue 39: result_fire admits every key either rule set's fire writes, at a gun and "
          "tested already too",
          "[results][schema]") {
    const std::vector<nlohmann::json> fullest{ue_fire(true), fw_fire(true)};
    const std::vector<nlohmann::json> barest{ue_fire(false), fw_fire(false)};
    const auto& definition = schema_defs().at("result_fire");
    check_follows(definition, {fullest, barest, {}});
    check_follows(definition.at("properties").at("firers").at("items"),
                  {each(fullest, "/firers/0"), each(barest, "/firers/0"), {}});
    CHECK(nlohmann::json(ue_fire(true)).at("tested_already") == true);
    CHECK_FALSE(nlohmann::json(ue_fire(false)).contains("tested_already"));
}

TEST_CASE("issue 39: result_artillery is unbalanced-equality's artillery (fuzzy-wuzzy's is a "
          "fire)",
          "[results][schema]") {
    const auto& definition = schema_defs().at("result_artillery");
    check_follows(definition, {{ue_fire(true)}, {ue_fire(false)}, {}});
    check_follows(definition.at("properties").at("firers").at("items"),
                  {{nlohmann::json(ue_fire(true)).at("firers").at(0)},
                   {nlohmann::json(ue_fire(false)).at("firers").at(0)},
                   {}});
}

TEST_CASE("issue 39: a fire's odds have one type and one definition whatever the rule set",
          "[results][schema]") {
    const nlohmann::json odds = results::ShotOdds{"Z", "men", k_distribution, 0.25, false};
    CHECK(odds.at("mean") == 1.5);
    for (const char* name : {"result_fire_odds", "result_artillery_odds"}) {
        check_follows(schema_defs().at(name), {{odds}, {odds}, {"headline"}});
    }
}

TEST_CASE("issue 39: result_melee and its sides follow both rule sets' melee types",
          "[results][schema]") {
    const std::vector<nlohmann::json> written{ue_melee(), fw_melee()};
    const auto& definition = schema_defs().at("result_melee");
    check_follows(definition, {written, written, {}});
    for (const char* side : {"a", "b"}) {
        const auto sides = each(written, std::string("/sides/") + side);
        check_follows(definition.at("properties").at("sides").at("properties").at(side),
                      {sides, sides, {}});
    }
}

TEST_CASE("issue 39: result_melee_odds and its sides follow both rule sets' odds types",
          "[results][schema]") {
    const std::vector<nlohmann::json> written{ue_melee_odds(), fw_melee_odds()};
    const auto& definition = schema_defs().at("result_melee_odds");
    check_follows(definition, {written, written, {"headline"}});
    for (const char* side : {"a", "b"}) {
        const auto sides = each(written, std::string("/sides/") + side);
        check_follows(definition.at("properties").at("sides").at("properties").at(side),
                      {sides, sides, {}});
    }
}

TEST_CASE("issue 39: the check of a definition against the types can fail", "[results][schema]") {
    const nlohmann::json kill = casualties_json(k_casualties);
    const Written written{{kill}, {kill}, {}};
    REQUIRE(differences(schema_defs().at("result_kill"), written).empty());
    nlohmann::json lacking = schema_defs().at("result_kill");
    lacking.at("properties").erase("excess"); // a key the type writes, not admitted
    CHECK(differences(lacking, written).size() == 1);
    nlohmann::json demanding = schema_defs().at("result_kill");
    demanding.at("required").push_back("destroyed"); // a key the type never writes
    CHECK(differences(demanding, written).size() == 1);
    nlohmann::json open = schema_defs().at("result_kill");
    open["additionalProperties"] = true;
    CHECK(differences(open, written).size() == 1);
    // A key one rule set writes only sometimes is not required.
    nlohmann::json fire = schema_defs().at("result_fire");
    fire.at("required").push_back("tested_already");
    CHECK_FALSE(
        differences(fire, {{ue_fire(true), fw_fire(true)}, {ue_fire(false), fw_fire(false)}, {}})
            .empty());
}

} // namespace muster_unit_result_types
