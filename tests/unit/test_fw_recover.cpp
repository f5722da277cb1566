#include "../support/fw_test_units.hpp"
#include "muster/dice/dice.hpp"
#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fw_recover {

using namespace muster;
using namespace muster::fw;
using muster::fw::test::unit;

TEST_CASE("FW-RECOVER-1: half the markers, odd count rounds up on 1-3, down on 4-6",
          "[fw][recover]") {
    CHECK(markers_removed(4, std::nullopt) == 2);
    CHECK(markers_removed(5, 1) == 3);
    CHECK(markers_removed(5, 3) == 3);
    CHECK(markers_removed(5, 4) == 2);
    CHECK(markers_removed(5, 6) == 2);
    CHECK(markers_removed(1, 3) == 1);
    CHECK(markers_removed(1, 4) == 0);
}

TEST_CASE("FW-RECOVER-1: even count needs no die, marked stands retreat at march rate",
          "[fw][recover]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 4);
    muster::fw::record(ansar).markers = 4;
    dice::ScriptedSource dice({3}); // march: 1 D6 (provisional)
    auto r = resolve_recover(book, {&ansar}, When::move, dice);
    dice.finish();
    REQUIRE(r.units.size() == 1);
    CHECK_FALSE(r.units[0].roll.has_value());
    CHECK(r.units[0].removed == 2);
    CHECK(r.units[0].stands_retreat == 1);
    CHECK(r.units[0].distance == 3);
    CHECK(muster::fw::record(r.after[0]).markers == 2);
    CHECK(muster::fw::record(r.after[0]).moved);
    CHECK(muster::fw::record(r.after[0]).moves == std::vector<std::string>{"march"});
}

TEST_CASE("FW-RECOVER-1: odd count throws a D6 first", "[fw][recover]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 3);
    muster::fw::record(guards).markers = 3;
    dice::ScriptedSource dice({2, 4}); // D6 2: round up, remove 2; then march 1 AvD
    auto r = resolve_recover(book, {&guards}, When::move, dice);
    dice.finish();
    CHECK(r.units[0].roll == 2);
    CHECK(r.units[0].removed == 2);
    CHECK(muster::fw::record(r.after[0]).markers == 1);
    CHECK(r.units[0].distance == 4);
}

TEST_CASE("FW-RECOVER-4: a unit that moved, fought or was fired on may not recover",
          "[fw][recover]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 3);
    muster::fw::record(guards).markers = 2;
    dice::ScriptedSource dice({});
    Unit moved = guards;
    muster::fw::record(moved).moved = true;
    CHECK_THROWS_AS(resolve_recover(book, {&moved}, When::move, dice), RuleError);
    Unit fought = guards;
    muster::fw::record(fought).fought = true;
    CHECK_THROWS_AS(resolve_recover(book, {&fought}, When::move, dice), RuleError);
    CHECK_FALSE(recover_refusal(fought).empty());
    Unit shot = guards;
    muster::fw::record(shot).taken = 1;
    CHECK_THROWS_AS(resolve_recover(book, {&shot}, When::move, dice), RuleError);
    Unit clean = unit("Clean", "regular-infantry", 1);
    CHECK_THROWS_AS(resolve_recover(book, {&clean}, When::move, dice), RuleError);
    CHECK(recover_refusal(guards).empty());
}

TEST_CASE("FW-RECOVER-2: at day's end every unit removes half, moved or not", "[fw][recover]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 3);
    muster::fw::record(guards).markers = 5;
    muster::fw::record(guards).moved = true;
    Unit clean = unit("Clean", "regular-infantry", 1);
    dice::ScriptedSource dice({5});
    auto r = resolve_recover(book, {&guards, &clean}, When::day, dice);
    dice.finish();
    REQUIRE(r.units.size() == 1);
    CHECK(r.units[0].removed == 2);
    CHECK(muster::fw::record(r.after[0]).markers == 3);
    CHECK(r.units[0].stands_retreat == 0);
    CHECK(muster::fw::record(r.after[0]).moves.empty());
}

TEST_CASE("FW-RECOVER-3: at week's end the markers left are dead for good", "[fw][recover]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 3);
    muster::fw::record(ansar).markers = 5;
    muster::fw::record(ansar).retreating = 3;
    dice::ScriptedSource dice({1});
    auto r = resolve_recover(book, {&ansar}, When::week, dice);
    CHECK(r.units[0].removed == 3);
    CHECK(r.units[0].died == 2);
    CHECK(muster::fw::record(r.after[0]).markers == 0);
    CHECK(muster::fw::record(r.after[0]).dead == 2);
    CHECK(muster::fw::record(r.after[0]).retreating == 2); // stand 1 is gone
}

TEST_CASE("FW-RECOVER-1: odds of markers removed from an odd count", "[fw][recover]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 3);
    muster::fw::record(ansar).markers = 3;
    auto odds = dice::enumerate<int>([&](dice::DiceSource& d) {
        return resolve_recover(book, {&ansar}, When::move, d).removed;
    });
    CHECK(odds[2] == Approx(0.5));
    CHECK(odds[1] == Approx(0.5));
}

} // namespace muster_unit_fw_recover
