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

} // namespace muster_unit_charge_model
