// UE-APPROACH-1 and UE-APPROACH-3 (docs/rules.md): where `charge` starts a charge when no
// --from is given, and the endings its odds cover, checked through book.resolve.
#include "../support/engine_fixture.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_charge_model {

using muster::engine_test::ChargeArgs;
using muster::engine_test::ue;

TEST_CASE("UE-APPROACH-1: without --from a charge starts at the longest range of any defender",
          "[engine][ue][charge][odds]") {
    auto rifles = ue("unit S zulu-spears side=zulu stands=6\n"
                     "unit A brit-infantry side=british stands=3 formation=closed\n");
    CHECK(rifles.odds(ChargeArgs{"S", {"A"}, std::nullopt}).result["from"] == 20.0);
    // One charging stand: the start is the same, the odds of every ending (worked out whole)
    // take a quarter of the time of six.
    auto guns = ue("unit S zulu-spears side=zulu stands=1\n"
                   "unit A brit-infantry side=british stands=3 formation=closed\n"
                   "unit G cannon-brit side=british stands=1\n");
    CHECK(guns.odds(ChargeArgs{"S", {"A", "G"}, std::nullopt}).result["from"] == 30.0);
}

TEST_CASE("UE-APPROACH-3: a charge ends repulsed, or in the melee won or lost, and changes nothing",
          "[engine][ue][charge][odds]") {
    auto g = ue("unit S zulu-spears side=zulu stands=6\n"
                "unit A brit-infantry side=british stands=3 formation=closed\n");
    const muster::Roster before = g.roster;
    const auto r = g.resolve(ChargeArgs{"S", {"A"}, 12.0});
    CHECK(g.roster == before);
    const double repulsed = r.result["p_repulsed"].get<double>();
    const double won = r.result["p_won"].get<double>();
    const double lost = r.result["p_lost"].get<double>();
    CHECK(repulsed > 0.0); // two turns under fire: some charges break before contact
    CHECK(won + lost > 0.0);
    CHECK(repulsed + won + lost == Approx(1.0));
}

TEST_CASE("UE-APPROACH-2: the target of a fire & charge tests after the charger, and breaks "
          "before contact on a failure",
          "[engine][ue][charge][odds]") {
    // From 5" (within 6", UE-CHARGE-1) Z fire & charges to 2.5". Spears: 1800 x 1/20 = 90 of
    // T's 135 (one stand left, not destroyed). T returns fire as its one stand, open (UE-FIRE-4),
    // short x2, at half strength x1/2: 45 x 1/10 x 2 x 1/2 = 4.5 -> 4. Z tests at short with the
    // single-stand benefit (UE-MORALE-2a): fails on 1-2. T, native and hit by the spears at
    // medium, tests after it: fails on 1-2, and breaks before contact. Passing both, the melee
    // is Z's: 3 x 1800 = 5400 against 4 x 45 = 180, phase B cannot turn it.
    auto g = ue("unit Z zulu-spears side=zulu stands=6\n"
                "unit T native-regular-infantry side=british stands=3 formation=closed\n");
    const auto r = g.odds(ChargeArgs{"Z", {"T"}, 5.0});
    CHECK(r.result["p_repulsed"].get<double>() == Approx(1.0 / 3));
    CHECK(r.result["p_target_broke"].get<double>() == Approx(2.0 / 3 * 1.0 / 3)); // 22.2%
    CHECK(r.result["p_won"].get<double>() == Approx(2.0 / 3 * 2.0 / 3)); // 44.4%, not 66.7%
    CHECK(r.result["p_lost"].get<double>() == Approx(0.0));
    CHECK(r.result["p_contact"].get<double>() == Approx(4.0 / 9));
    bool said = false;
    for (const auto& line : r.text) {
        said = said || line.find("T breaks before contact 22.2%") != std::string::npos;
    }
    CHECK(said);
    // a British target takes no test (UE-MORALE-5): nothing breaks it before contact
    auto brit = ue("unit Z zulu-spears side=zulu stands=6\n"
                   "unit T brit-infantry side=british stands=3 formation=closed\n");
    CHECK(brit.odds(ChargeArgs{"Z", {"T"}, 5.0}).result["p_target_broke"].get<double>() == 0.0);
}

} // namespace muster_unit_charge_model
