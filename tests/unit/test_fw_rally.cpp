#include "../support/fw_test_units.hpp"
#include "muster/dice/dice.hpp"
#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fw_rally {

using namespace muster;
using namespace muster::fw;
using muster::fw::test::unit;

TEST_CASE("FW-RALLY-1: a regular stand rallies on an AvD of 4 or 5, not 2 or 3", "[fw][rally]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 4);
    muster::fw::record(guards).retreating = 4;
    dice::ScriptedSource dice({2, 3, 4, 5});
    auto r = resolve_rally(book, {&guards}, dice);
    dice.finish();
    REQUIRE(r.units.size() == 1);
    CHECK(r.units[0].die == "AvD");
    CHECK(r.units[0].rolls == std::vector<int>{2, 3, 4, 5});
    CHECK(r.units[0].rallied == 2);
    CHECK(muster::fw::record(r.after[0]).retreating == 2);
}

TEST_CASE("FW-RALLY-2: an irregular stand rallies on a D6 of 5 or 6, not 1-4", "[fw][rally]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    muster::fw::record(ansar).retreating = 6;
    dice::ScriptedSource dice({1, 2, 3, 4, 5, 6});
    auto r = resolve_rally(book, {&ansar}, dice);
    CHECK(r.units[0].die == "D6");
    CHECK(r.units[0].rallied == 2);
    CHECK(muster::fw::record(r.after[0]).retreating == 4);
    CHECK(rally_score(TroopClass::regular) == 4);
    CHECK(rally_score(TroopClass::irregular) == 5);
}

TEST_CASE("FW-RALLY-3: one die per retreating stand only, a unit not retreating is refused",
          "[fw][rally]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    muster::fw::record(ansar).retreating = 2;
    dice::ScriptedSource dice({5, 1});
    auto r = resolve_rally(book, {&ansar}, dice);
    dice.finish();
    CHECK(r.units[0].retreating == 2);
    CHECK(r.rallied == 1);
    Unit steady = unit("Steady", "regular-infantry", 2);
    CHECK_THROWS_AS(resolve_rally(book, {&steady}, dice), RuleError);
}

TEST_CASE("FW-RALLY-2: odds of stands rallied are binomial with p = 1/3", "[fw][rally]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 2);
    muster::fw::record(ansar).retreating = 2;
    auto odds = dice::enumerate<int>(
        [&](dice::DiceSource& d) { return resolve_rally(book, {&ansar}, d).rallied; });
    CHECK(odds[0] == Approx(4.0 / 9.0));
    CHECK(odds[1] == Approx(4.0 / 9.0));
    CHECK(odds[2] == Approx(1.0 / 9.0));
}

TEST_CASE("FW-RALLY-1: odds of a regular stand rallying are 1/2", "[fw][rally]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 1);
    muster::fw::record(guards).retreating = 1;
    auto odds = dice::enumerate<int>(
        [&](dice::DiceSource& d) { return resolve_rally(book, {&guards}, d).rallied; });
    CHECK(odds[1] == Approx(0.5));
}

} // namespace muster_unit_fw_rally
