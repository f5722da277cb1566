// The fourth pass at the table (issue 43), FW part: fire odds that count the fire combat result
// test already owed, and no second test in a move (FW-FIRE-3); fired on counts for recovery even
// with no marker placed (FW-RECOVER-1, revised 2026-12-02); a unit with some stands retreating
// charges with the rest (FW-RALLY-4); through the engine's one entry point with typed dice,
// every number worked by hand from docs/rules.md.
#include "../support/engine_fixture.hpp"
#include "muster/engine/record.hpp"
#include "muster/fw/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_engine_fw_audit4 {

using muster::RuleError;
using muster::engine_test::ChargeArgs;
using muster::engine_test::fire_of;
using muster::engine_test::FireArgs;
using muster::engine_test::fw;
using muster::engine_test::probability_of;
using muster::engine_test::refused_with;
using muster::engine_test::table_says;

namespace {

constexpr double k_tolerance = 1e-12;

/// `artillery Maxims --at Hadendowa --distance 10`: medium for a machine gun (18/12/6).
FireArgs maxims_at_hadendowa() {
    FireArgs r = fire_of({"Maxims"}, "Hadendowa", "");
    r.distance = 10.0;
    r.guns_only = true;
    return r;
}

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

} // namespace

TEST_CASE("FW-FIRE-3: fire odds at a unit that took markers this move count its test on a miss",
          "[engine][fw][fire][odds][audit4]") {
    // Maxims: 2 crew figures, 2 AvD, each max(0, AvD + 1 attack + 0 medium - 3 open): 0 only on
    // the AvD's 2 (1 in 6), so no marker with 1/36. Hadendowa (irregular, D6) has 6 taken: it
    // retreats below 6 + the new markers, so 5/6 on a miss and always on a hit:
    // 1 - 1/36 x 1/6 = 215/216 (99.5%), not the hits alone (35/36, 97.2%).
    auto g = fw("unit Maxims regular-machine-gun side=british stands=1\n"
                "unit Hadendowa irregular-spearmen side=mahdist stands=6 markers=6 taken=6\n");
    const auto odds = g.odds(maxims_at_hadendowa());
    CHECK(probability_of(odds.result["distribution"], 0) == Approx(1.0 / 36).margin(k_tolerance));
    CHECK(odds.result["p_fail"].get<double>() == Approx(215.0 / 216).margin(k_tolerance));
}

TEST_CASE("FW-FIRE-3: fire at a unit that took its test this move owes no second test",
          "[engine][fw][fire][audit4]") {
    auto g = fw("unit Maxims regular-machine-gun side=british stands=1\n"
                "unit Maxims2 regular-machine-gun side=british stands=1\n"
                "unit Hadendowa irregular-spearmen side=mahdist stands=6 markers=2 taken=2\n");
    g.resolve(muster::engine_test::morale_of({"Hadendowa"}), {5}); // 5 >= 2 holds
    // AvD 5 and 4: 3 + 2 markers.
    const auto fired = g.resolve(maxims_at_hadendowa(), {5, 4});
    CHECK(fired.result["applied"] == 5);
    CHECK(fired.result["must_test"] == false);
    CHECK(fired.result["tested_already"] == true);
    CHECK(table_says(fired, "owe no second test"));
    CHECK_FALSE(table_says(fired, "takes the fire combat result test"));
    for (const auto& item : muster::owed_items(g.roster, *g.book)) {
        CHECK_FALSE(item.who == "Hadendowa");
    }
    // Its odds (a second machine gun's fire) say no retreat, and the test's own odds are refused
    // as the test is.
    FireArgs second = maxims_at_hadendowa();
    second.firers = {"Maxims2"};
    const auto odds = g.odds(second);
    CHECK(odds.result["p_fail"] == 0.0);
    CHECK(odds.result["tested_already"] == true);
    const std::string refused = odds_refused(g, muster::engine_test::morale_of({"Hadendowa"}));
    CHECK(refused.find("FW-FIRE-3") != std::string::npos);
}

TEST_CASE("FW-RECOVER-1: a unit fired on this move may not recover even when no marker was placed",
          "[engine][fw][recover][audit4]") {
    auto g = fw("unit Maxims regular-machine-gun side=british stands=1\n"
                "unit Hadendowa irregular-spearmen side=mahdist stands=6 markers=4\n");
    const auto fired = g.resolve(maxims_at_hadendowa(), {2, 2}); // two AvD 2: no marker
    CHECK(fired.result["applied"] == 0);
    const std::string refused =
        refused_with<RuleError>(g, muster::engine_test::own_command("recover", {"Hadendowa"}), {});
    CHECK(refused.find("was fired on this move") != std::string::npos);
    CHECK(refused.find("FW-RECOVER-1") != std::string::npos);
}

TEST_CASE("FW-RALLY-4: a unit with some stands retreating charges with the rest",
          "[engine][fw][rally][charge][audit4]") {
    auto g = fw("unit Grenadiers regular-infantry side=british stands=4\n"
                "unit Hadendowa irregular-spearmen side=mahdist stands=6 retreating=2\n");
    ChargeArgs charge;
    charge.charger = "Hadendowa";
    charge.defenders = {"Grenadiers"};
    charge.from = 6;
    const auto odds = g.odds(charge);
    CHECK(muster::engine_test::total_probability(odds.result["loss_distribution"]["charger"]) ==
          Approx(1.0).margin(1e-9));
    CHECK(odds.result["p_contact"].get<double>() > 0.0);
}

TEST_CASE("FW-RALLY-4: a unit whose stands all retreat cannot charge",
          "[engine][fw][rally][charge][audit4]") {
    auto g = fw("unit Grenadiers regular-infantry side=british stands=4\n"
                "unit Hadendowa irregular-spearmen side=mahdist stands=6 retreating=6\n");
    ChargeArgs charge;
    charge.charger = "Hadendowa";
    charge.defenders = {"Grenadiers"};
    charge.from = 6;
    const std::string refused = odds_refused(g, charge);
    CHECK(refused.find("FW-RALLY-4") != std::string::npos);
}

} // namespace muster_unit_engine_fw_audit4
