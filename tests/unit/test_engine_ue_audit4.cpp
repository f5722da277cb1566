// The fourth pass at the table (issue 43), UE part: one reaction test a turn, after all fire
// (UE-MORALE-6: fire after the test owes none, a test owed before more fire counts in its odds)
// and unit morale that never removes a gun (UE-ROSTER-4, revised 2026-12-02); through the
// engine's one entry point with typed dice, every number worked by hand from docs/rules.md.
#include "../support/engine_fixture.hpp"
#include "muster/engine/record.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_engine_ue_audit4 {

using muster::RuleError;
using muster::engine_test::fire_of;
using muster::engine_test::FireArgs;
using muster::engine_test::morale_of;
using muster::engine_test::refused_with;
using muster::engine_test::table_says;
using muster::engine_test::ue;

namespace {

constexpr double k_tolerance = 1e-12;

/// A company that fires first, a British cannon that fires after it, the iButho they fire at.
constexpr std::string_view k_field = "unit A brit-infantry side=british stands=3 "
                                     "formation=closed\n"
                                     "unit Gun cannon-brit side=british stands=1\n"
                                     "unit uDloko zulu-spears side=zulu stands=6\n";

/// `artillery GUN --at TARGET --range BAND`.
FireArgs artillery_of(std::string gun, std::string target, std::string band) {
    FireArgs r = fire_of({std::move(gun)}, std::move(target), std::move(band));
    r.guns_only = true;
    return r;
}

/// The message of the RuleError that `--odds` of `request` throws ("" and a failed check if none).
std::string odds_refused(muster::engine_test::Game& g, const muster::Request& request) {
    muster::dice::ScriptedSource source({});
    muster::FixedEnv env(source);
    env.exact_odds = true;
    try {
        static_cast<void>(g.book->resolve(request, g.roster, env));
    } catch (const RuleError& e) {
        return e.what();
    }
    FAIL_CHECK("the odds were not refused");
    return "";
}

bool owes_morale(const muster::engine_test::Game& g, std::string_view unit) {
    for (const auto& item : muster::owed_items(g.roster, *g.book)) {
        if (item.who == unit && item.settle == "morale") {
            return true;
        }
    }
    return false;
}

} // namespace

TEST_CASE("UE-MORALE-6: a cannon's odds at a unit already owed its test count the test on a miss",
          "[engine][ue][morale][odds][audit4]") {
    // uDloko took 27 from A (135 x 2/10): its test at medium is owed (1-2 fails, 1/3). The cannon
    // misses on a 1 (UE-ARTY-1), but the test stays owed: breaks 1/3, not 5/6 x 1/3.
    auto g = ue(k_field);
    g.resolve(fire_of({"A"}, "uDloko", "medium"));
    REQUIRE(owes_morale(g, "uDloko"));
    const auto odds = g.odds(artillery_of("Gun", "uDloko", "medium"));
    CHECK(odds.result["p_fail"].get<double>() == Approx(1.0 / 3).margin(k_tolerance));
    CHECK(odds.result["tested_already"] == false);
}

TEST_CASE("UE-MORALE-6: a first fire's odds still count the test only when it kills",
          "[engine][ue][morale][odds][audit4]") {
    // Nothing owed before: the cannon's miss (1 in 6) leaves no test. 5/6 x 1/3.
    auto g = ue(k_field);
    const auto odds = g.odds(artillery_of("Gun", "uDloko", "medium"));
    CHECK(odds.result["p_fail"].get<double>() == Approx(5.0 / 18).margin(k_tolerance));
}

TEST_CASE("UE-MORALE-6: fire at a unit that took its test this turn owes no second test and says "
          "so",
          "[engine][ue][morale][audit4]") {
    auto g = ue(k_field);
    g.resolve(fire_of({"A"}, "uDloko", "medium"));
    g.resolve(morale_of({"uDloko"}), {5}); // passes
    // British 6: 30 kills at medium (UE-ARTY-1).
    const auto fired = g.resolve(artillery_of("Gun", "uDloko", "short"), {6});
    CHECK(fired.result["applied"] == 60);
    CHECK(fired.result["must_test"] == false);
    CHECK(fired.result["tested_already"] == true);
    CHECK(table_says(fired, "already took its morale test this turn"));
    CHECK(table_says(fired, "UE-MORALE-6"));
    CHECK_FALSE(table_says(fired, "must test morale"));
    CHECK_FALSE(owes_morale(g, "uDloko"));
}

TEST_CASE("UE-MORALE-6: the odds of fire at a unit that has tested give no break",
          "[engine][ue][morale][odds][audit4]") {
    auto g = ue(k_field);
    g.resolve(fire_of({"A"}, "uDloko", "medium"));
    g.resolve(morale_of({"uDloko"}), {5});
    const auto odds = g.odds(artillery_of("Gun", "uDloko", "short"));
    CHECK(odds.result["p_fail"] == 0.0);
    CHECK(odds.result["tested_already"] == true);
    bool said = false;
    for (const auto& line : odds.text) {
        said = said || line.find("UE-MORALE-6") != std::string::npos;
    }
    CHECK(said);
}

TEST_CASE("UE-MORALE-6: morale --odds of a unit that has tested this turn is refused as the test "
          "is",
          "[engine][ue][morale][odds][audit4]") {
    auto g = ue(k_field);
    g.resolve(fire_of({"A"}, "uDloko", "medium"));
    g.resolve(morale_of({"uDloko"}), {5});
    const std::string refused = odds_refused(g, morale_of({"uDloko"}));
    CHECK(refused.find("already took its morale test this turn") != std::string::npos);
    CHECK(refused.find("UE-MORALE-6") != std::string::npos);
    // The test itself names the same rule.
    CHECK(refused_with<RuleError>(g, morale_of({"uDloko"}), {4}).find("UE-MORALE-6") !=
          std::string::npos);
}

TEST_CASE("UE-ROSTER-4: a gun with three quarters of its crew killed stays and fires at half "
          "(revised 2026-12-02)",
          "[engine][ue][roster][audit4]") {
    // 45 of 60 killed: 15 crew, half strength. British 6: 30 x medium 1 x 1/2 = 15 (UE-ARTY-3).
    auto g = ue("unit Gun cannon-brit side=british stands=1 killed=45\n"
                "unit uDloko zulu-spears side=zulu stands=6\n");
    const auto fired = g.resolve(artillery_of("Gun", "uDloko", "medium"), {6});
    CHECK(fired.result["inflicted"] == 15);
}

TEST_CASE("UE-ROSTER-4: a gun whose crew is all killed is silent, not destroyed, and takes a new "
          "crew",
          "[engine][ue][roster][audit4]") {
    // A at medium: 135 x 2/10 = 27 kills, 15 of them applied to the 15 crew left.
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit Gun cannon-native side=zulu stands=1 killed=45\n"
                "unit R zulu-rifles side=zulu stands=6\n");
    const auto fired = g.resolve(fire_of({"A"}, "Gun", "medium"));
    CHECK(fired.result["applied"] == 15);
    CHECK(fired.result["destroyed"] == false);
    CHECK_FALSE(table_says(fired, "destroyed"));
    CHECK(muster::ue::record(g.unit("Gun")).killed == 60);
    const auto recrew = muster::engine_test::own_command("recrew", {"Gun", "R"});
    g.resolve(recrew);
    CHECK(muster::ue::record(g.unit("Gun")).killed == 0);
    CHECK(muster::ue::record(g.unit("Gun")).crew_replaced);
}

TEST_CASE("UE-ROSTER-4: a gun destroyed by four hits is never recrewed",
          "[engine][ue][roster][audit4]") {
    auto g = ue("unit Gun cannon-native side=zulu stands=1 killed=60 gun-hits=4\n"
                "unit R zulu-rifles side=zulu stands=6\n");
    const auto recrew = muster::engine_test::own_command("recrew", {"Gun", "R"});
    const std::string refused = refused_with<RuleError>(g, recrew);
    CHECK(refused.find("never recrewed") != std::string::npos);
    CHECK(refused.find("UE-ROSTER-4") != std::string::npos);
}

TEST_CASE("UE-MELEE-8: melee odds say a side destroyed by phase A's losses leaves the other "
          "holding the ground, never that it wins",
          "[engine][ue][melee][odds][audit4]") {
    // Z (1800 men, CP 1800, MV 3: 5400) against A (135, closed MV 5: 675). Phase A: Z wins and
    // loses 1800 / 5 = 360; A loses 480, more than its 135: destroyed. Its phase B dice decide
    // nothing.
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit Z zulu-spears side=zulu stands=6\n");
    const auto odds = g.odds(muster::engine_test::melee_of({"A"}, {"Z"}));
    std::vector<std::string> what;
    for (const auto& item : odds.result["headline"]) {
        what.push_back(item.at("what").get<std::string>());
    }
    CHECK(std::find(what.begin(), what.end(), "A destroyed (phase A, no dice)") != what.end());
    CHECK(std::find(what.begin(), what.end(), "Z holds the ground") != what.end());
    for (const auto& w : what) {
        CHECK(w.find("A wins") == std::string::npos);
    }
}

TEST_CASE("UE-ARMY-1: an army that failed its roll has left the field and rolls no more",
          "[engine][ue][army][audit4]") {
    // The zulu army: 1800 men, 450 killed = 25%; the british one untouched.
    auto g = ue("unit A brit-infantry side=british stands=3\n"
                "unit Z zulu-spears side=zulu stands=6 killed=450\n");
    const auto army = g.resolve(muster::engine_test::army_of("zulu"), {2}); // 1-2 retreats
    CHECK(army.result["tests"][0]["passed"] == false);
    for (const auto& item : muster::owed_items(g.roster, *g.book)) {
        CHECK_FALSE(item.army);
    }
    // UE-ARMY-3: the battle is over, so no turn follows and no army checks again
    CHECK(refused_with<RuleError>(g, muster::TurnRequest{false}, {}).find("the battle is over") !=
          std::string::npos);
    const std::string refused =
        refused_with<RuleError>(g, muster::engine_test::army_of("zulu"), {4});
    CHECK(refused.find("retreated from the field") != std::string::npos);
}

TEST_CASE("UE-MELEE-5: a melee locked two against one is one owed item naming every unit, its "
          "choices as data",
          "[engine][ue][melee][owed][audit4]") {
    auto g = ue("unit A brit-infantry side=british stands=3 locked=Z2\n"
                "unit C brit-infantry side=british stands=3 locked=Z2\n"
                "unit Z2 zulu-spears side=zulu stands=6 locked=A,C\n");
    const auto turned = g.resolve(muster::TurnRequest{false});
    CHECK(table_says(turned, "(muster melee A C --vs Z2)"));
    CHECK_FALSE(table_says(turned, "--vs A)"));
    std::vector<muster::Owed> melees;
    for (const auto& item : muster::owed_items(g.roster, *g.book)) {
        if (item.settle == "melee") {
            melees.push_back(item);
        }
    }
    REQUIRE(melees.size() == 1);
    CHECK(muster::owed_argv(melees[0]) ==
          std::vector<std::string>{"muster", "melee", "A", "C", "--vs", "Z2"});
    const auto json = muster::owed_json(melees[0]);
    CHECK(json["sides"]["a"] == nlohmann::json::array({"A", "C"}));
    CHECK(json["sides"]["b"] == nlohmann::json::array({"Z2"}));
    REQUIRE(json["choices"].size() == 3);
    CHECK(json["choices"][0]["choice"] == "reinforce");
    CHECK(json["choices"][1]["choice"] == "drive-off");
    CHECK(json["choices"][1]["option"].is_null());
    CHECK(json["choices"][2]["choice"] == "pursue");
    CHECK(json["choices"][2]["option"] == "--pursue");
    CHECK(muster::owed_names(melees[0], "Z2"));
    CHECK(muster::owed_names(melees[0], "C"));
}

} // namespace muster_unit_engine_ue_audit4
