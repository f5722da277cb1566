// Issue 39: the schema follows the types, in the parts every output shares: a unit's state
// (`unit_fields`: `add` and `set`'s `state`, each change's `before` and `after`), an owed item,
// a die thrown and a roster change are each held to the keys their one serializer writes
// (tests/support/schema_follows.hpp), as test_result_types.cpp holds each command's `result_*`
// definition to its types. The hand-written `unit_fields` refused FW's `limbered` and listed two
// keys no unit has; no test game happened to give a FW unit whole with --json.
#include "../support/schema_follows.hpp"
#include "muster/dice/dice.hpp"
#include "muster/engine/owed.hpp"
#include "muster/engine/record.hpp"
#include "muster/engine/unit_delta.hpp"
#include "muster/render/changes.hpp"
#include "muster/render/output.hpp"

#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_schema_parts {

using namespace muster;
using muster::test::check_follows;
using muster::test::fw_unit_state;
using muster::test::keys_of;
using muster::test::schema_defs;
using muster::test::union_of;
using muster::test::unit_state;

TEST_CASE("issue 39: an owed item and a die thrown follow their one serializer each",
          "[results][schema]") {
    // Every output's `owed` and `dice`: owed_json and dice_json, fullest (a continuing melee's
    // sides and choices; a die with its source) and barest.
    const Owed army{"zulu", "army check", "UE-ARMY-1", 4, "army", "", true};
    Owed melee{"A", "melee", "UE-MELEE-5", 3, "melee", "reinforce, drive-off or pursue", false};
    melee.with = {"B"};
    melee.against = {"Z"};
    melee.choices = {{"pursue", "UE-MELEE-6", "--pursue"}, {"drive-off", "UE-MELEE-6", ""}};
    check_follows(schema_defs().at("owed"), {{owed_json(melee)}, {owed_json(army)}, {}});
    check_follows(
        schema_defs().at("owed").at("properties").at("choices").at("items"),
        {{owed_json(melee).at("choices").at(0)}, {owed_json(melee).at("choices").at(1)}, {}});
    const std::vector<dice::Throw> thrown{{"D6", 4, "morale Z"}};
    check_follows(
        schema_defs().at("die"),
        {{render::dice_json(thrown, "seeded 7").at(0)}, {render::dice_json(thrown).at(0)}, {}});
    CHECK(render::dice_json(thrown, "seeded 7").at(0).at("source") == "seeded");
}

TEST_CASE("issue 39: a roster change follows its one serializer, a unit added or changed",
          "[results][schema]") {
    // `changes[]`: render::unit_changes. A changed unit lists the fields that changed; one that
    // had stands put back (a gun recrewed, FW casualties recovered) says how many.
    const Unit before = muster::test::make_unit("A", "brit-infantry", 2, "british", 15);
    const Unit after = muster::test::make_unit("A", "brit-infantry", 2, "british", 0);
    const nlohmann::json changed = render::unit_changes(
        {UnitDelta{"A", before, after, -1, false, 0}}, "unbalanced-equality")[0];
    const nlohmann::json added = render::unit_changes(
        {UnitDelta{"A", std::nullopt, after, 0, false, 0}}, "unbalanced-equality")[0];
    CHECK(changed.at("stands_returned") == 1);
    CHECK(changed.at("after") == nlohmann::json{{"killed", 0}});
    check_follows(schema_defs().at("change"), {{changed, added}, {changed, added}, {}});
}

TEST_CASE("issue 39: a unit's state admits exactly the fields of both rule sets' units",
          "[results][schema]") {
    // `state` of add and set, and `before`/`after` of every change: unit_fields. Its keys are
    // what unit_json writes for a unit of either rule set (every field, unset ones as null);
    // none is required, as a unit of one rule set has none of the other's. The end of a battle
    // (UE-ARMY-3's `left-field`, `drawn`) is written only once set: a unit of an ended battle.
    Unit ended = muster::test::make_unit("B", "brit-infantry", 2, "british", 15);
    REQUIRE(ended.record.get()->set("left-field", "4", false));
    REQUIRE(ended.record.get()->set("drawn", "4", false));
    const nlohmann::json ended_state = unit_json(ended, "unbalanced-equality");
    CHECK_FALSE(unit_state().contains("left_field"));
    CHECK(ended_state.at("left_field") == 4);
    const std::vector<nlohmann::json> units{unit_state(), fw_unit_state(), ended_state};
    CHECK(keys_of(schema_defs().at("unit_fields").at("properties")) == union_of(units));
    CHECK(schema_defs().at("unit_fields").value("additionalProperties", true) == false);
    CHECK(units[0].contains("killed"));
    CHECK(units[1].contains("markers"));
}

} // namespace muster_unit_schema_parts
