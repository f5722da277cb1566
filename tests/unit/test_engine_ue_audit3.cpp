// The third rules audit (issue 21), UE part: what the turn's fire records for the reaction test
// (UE-MORALE-2a, UE-MORALE-2, UE-MORALE-3) and who may be denied reinforcement (UE-MELEE-6),
// through the engine's one entry point with typed dice; every number worked by hand from
// docs/rules.md.
#include "../support/engine_fixture.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_engine_ue_audit3 {

using muster::RuleError;
using muster::engine_test::fire_of;
using muster::engine_test::FireArgs;
using muster::engine_test::melee_of;
using muster::engine_test::morale_of;
using muster::engine_test::refused_with;
using muster::engine_test::ue;
using muster::ue::Band;

namespace {

/// `charge CHARGER --at TARGET --from INCHES`.
muster::engine_test::ChargeArgs charge_of(std::string charger, std::string target, double from) {
    muster::engine_test::ChargeArgs charge;
    charge.charger = std::move(charger);
    charge.defenders = {std::move(target)};
    charge.from = from;
    return charge;
}

} // namespace

TEST_CASE("UE-MORALE-2a: a company down to one stand firing alone gives its target the "
          "single-stand benefit without --single-stand",
          "[engine][ue][morale][audit3]") {
    // C: 135 men, 90 killed: one stand of 3 figures, half strength, fires open (UE-FIRE-4):
    // 45 x 1/10 x 1/2 = 2 kills at medium. Z2 tests at medium, 1-2 fails, the benefit makes it 1.
    auto g = ue("unit C brit-infantry side=british stands=3 killed=90 formation=closed\n"
                "unit Z2 zulu-rifles side=zulu stands=6\n");
    const auto fired = g.resolve(fire_of({"C"}, "Z2", "medium"));
    CHECK(fired.result["inflicted"] == 2);
    CHECK(muster::ue::record(g.unit("Z2")).single_stand);
    const auto test = g.resolve(morale_of({"Z2"}), {2});
    CHECK(test.result["tests"][0]["passed"] == true);
    CHECK(test.result["tests"][0]["fails_on"] == 1);
    CHECK(test.result["tests"][0]["single_stand"] == true);
}

TEST_CASE("UE-MORALE-2a: a second unit's fire the same turn takes the one-stand benefit away",
          "[engine][ue][morale][audit3]") {
    auto g = ue("unit C brit-infantry side=british stands=3 killed=90 formation=closed\n"
                "unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit Z2 zulu-rifles side=zulu stands=6\n");
    g.resolve(fire_of({"C"}, "Z2", "medium"));
    g.resolve(fire_of({"A"}, "Z2", "long"));
    CHECK_FALSE(muster::ue::record(g.unit("Z2")).single_stand);
    const auto test = g.resolve(morale_of({"Z2"}), {2});
    CHECK(test.result["tests"][0]["passed"] == false); // medium, 1-2 fails
}

TEST_CASE("UE-MORALE-2: the cover given to the fire counts for the target's test",
          "[engine][ue][morale][audit3]") {
    // A closed company at short, target in cover: 135 x 2/10 x 2 x 1/2 = 27. Short fails on 1-3,
    // the defensive position makes it 1-2: a 3 passes.
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit Z1 zulu-rifles side=zulu stands=6\n");
    FireArgs shot = fire_of({"A"}, "Z1", "short");
    shot.position.cover = true;
    CHECK(g.resolve(shot).result["inflicted"] == 27);
    CHECK_FALSE(
        muster::ue::record(g.unit("Z1")).cover); // the roster's standing state is not changed
    const auto test = g.resolve(morale_of({"Z1"}), {3});
    CHECK(test.result["tests"][0]["cover"] == true);
    CHECK(test.result["tests"][0]["fails_on"] == 2);
    CHECK(test.result["tests"][0]["passed"] == true);
}

TEST_CASE("UE-MORALE-3: the closest band over all the turn's fire, a miss in another command "
          "included",
          "[engine][ue][morale][audit3]") {
    // At 8": the company is at medium (10"), the cannon at short (10"); the cannon's 1 misses.
    const char* body = "unit A brit-infantry side=british stands=3 formation=closed\n"
                       "unit Gun cannon-brit side=british stands=1\n"
                       "unit Z1 zulu-rifles side=zulu stands=6\n";
    auto two = ue(body);
    FireArgs a = fire_of({"A"}, "Z1", "");
    a.distance = 8;
    FireArgs gun = fire_of({"Gun"}, "Z1", "");
    gun.distance = 8;
    two.resolve(a);
    CHECK(muster::ue::record(two.unit("Z1")).fired == muster::ue::Band::medium);
    const auto missed = two.resolve(gun, {1});
    CHECK(missed.result["inflicted"] == 0);
    CHECK(muster::ue::record(two.unit("Z1")).fired == muster::ue::Band::short_range);

    auto one = ue(body);
    FireArgs both = fire_of({"A", "Gun"}, "Z1", "");
    both.distance = 8;
    one.resolve(both, {1});
    CHECK(muster::ue::record(one.unit("Z1")).fired == muster::ue::record(two.unit("Z1")).fired);
    // A test at short: 1-3 fails, so a 3 fails in both.
    CHECK(two.resolve(morale_of({"Z1"}), {3}).result["tests"][0]["passed"] == false);
    CHECK(one.resolve(morale_of({"Z1"}), {3}).result["tests"][0]["passed"] == false);
}

TEST_CASE("UE-MORALE-3: a miss first, casualties later: the test is at the closer band of the "
          "miss",
          "[engine][ue][morale][audit3]") {
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit Gun cannon-brit side=british stands=1\n"
                "unit Z1 zulu-rifles side=zulu stands=6\n");
    g.resolve(fire_of({"Gun"}, "Z1", "short"), {1}); // a miss: no test due yet
    CHECK(g.resolve(morale_of({})).result.value("units", nlohmann::json::array()).empty());
    CHECK(refused_with<RuleError>(g, morale_of({"Z1"}), {6}).find("not fired on") !=
          std::string::npos);
    g.resolve(fire_of({"A"}, "Z1", "long"));
    const auto test = g.resolve(morale_of({"Z1"}), {3});
    CHECK(test.result["tests"][0]["band"] == "short");
    CHECK(test.result["tests"][0]["passed"] == false);
}

TEST_CASE("UE-MELEE-6: the winner of a locked melee cannot be denied reinforcement",
          "[engine][ue][melee][audit3]") {
    // A: MV 5 x CP 135 = 675; Z: MV 3 x CP 300 = 900. Phase B: 675 x 6 = 4050 against
    // 900 x 4 = 3600: A wins and pursues; they stay locked.
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit Z zulu-spears side=zulu stands=1\n");
    auto first = melee_of({"A"}, {"Z"});
    first.pursue = true;
    CHECK(g.resolve(first, {6, 4}).result["winner"] == "a");
    muster::TurnRequest next;
    next.skip_owed = true;
    g.resolve(next);
    auto winner_halved = melee_of({"A"}, {"Z"});
    winner_halved.no_reinforce = "a";
    const auto before = g.roster;
    const std::string why = refused_with<RuleError>(g, winner_halved, {3, 2});
    CHECK(why.find("won the melee") != std::string::npos);
    CHECK(why.find("UE-MELEE-6") != std::string::npos);
    CHECK(g.roster == before);
    // The loser can be: Z (60 killed, 16 figures, CP 240) at MV 3 halved: 1.5 x 240 = 360.
    auto loser_halved = melee_of({"A"}, {"Z"});
    loser_halved.no_reinforce = "b";
    const auto r = g.resolve(loser_halved, {3, 2});
    CHECK(r.result["sides"]["b"]["strength"] == 360.0);
}

TEST_CASE("UE-APPROACH-2: the spears come first, the defenders return fire with what is left",
          "[engine][ue][charge][audit3]") {
    // Z1 (1800 men) from 5": fire & charge to 2.5". Spears 90 first: A keeps one stand of 45
    // men, half strength, and returns 45 x 1/10 x 2 x 1/2 = 4 at short (open, UE-FIRE-4); Z1 tests
    // at short with the single-stand benefit: fails on 1-2, so it reaches A 4/6 of the time.
    auto g = ue("unit Z1 zulu-spears side=zulu stands=6\n"
                "unit A brit-infantry side=british stands=3 formation=closed\n");
    const auto r = g.odds(charge_of("Z1", "A", 5));
    CHECK(r.result["p_contact"].get<double>() == Approx(4.0 / 6));
    CHECK(r.result["expected_loss"]["charger"].get<double>() ==
          Approx(4 + 4.0 / 6 * 360)); // the melee: 1800 / 5
}

TEST_CASE("UE-MELEE-8: charge counts a charger destroyed by the melee's losses, as melee records "
          "it",
          "[engine][ue][charge][audit3]") {
    // Z: 150 of 300 killed, 10 figures, half strength. From 2": spears 150 x 1/20 x 1/2 = 3 on A
    // (no figure lost); A returns 135 x 2/10 x 2 = 54: Z 204 killed, 7 figures; short, fails
    // 1-3. Melee: A wins phase A (675 against 315), loses 27; Z loses 36: 240 >= 225 killed,
    // destroyed and recorded as 300 (UE-ROSTER-4). Expected losses 0.5 x 54 + 0.5 x 150 = 102.
    auto g = ue("unit Z zulu-spears side=zulu stands=1 killed=150\n"
                "unit A brit-infantry side=british stands=3 formation=closed\n");
    const auto r = g.odds(charge_of("Z", "A", 2));
    CHECK(r.result["expected_loss"]["charger"].get<double>() == Approx(102.0));
    CHECK(r.result["p_destroyed"].get<double>() == Approx(0.5));
    CHECK(r.result["p_destroyed_in_melee"].get<double>() == Approx(0.5));
    // The `melee` command on the same state records the same: Z destroyed, 300 killed.
    auto same = ue("unit Z zulu-spears side=zulu stands=1 killed=204\n"
                   "unit A brit-infantry side=british stands=3 formation=closed killed=3\n");
    same.resolve(melee_of({"Z"}, {"A"}), {1, 6});
    CHECK(muster::ue::record(same.unit("Z")).killed == 300);
}

} // namespace muster_unit_engine_ue_audit3
