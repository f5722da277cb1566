#include "../support/fw_test_units.hpp"
#include "muster/dice/dice.hpp"
#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"

#include <catch2/catch.hpp>
#include <utility>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fw_close {

using namespace muster;
using namespace muster::fw;
using muster::fw::test::unit;

TEST_CASE("FW-CLOSE-1: one die per unwounded figure, D6 regular and AvD irregular", "[fw][close]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 2); // 4 figures
    Unit guards = unit("Guards", "regular-infantry", 2);
    muster::fw::record(guards).markers = 1; // 3 unwounded
    dice::ScriptedSource dice({5, 5, 2, 2, 6, 1, 1});
    auto r = resolve_close(book, {{&ansar}, {&guards}, std::nullopt}, dice);
    dice.finish();
    CHECK(r.a.dice == 4);
    CHECK(r.b.dice == 3);
    // A: AvD +1 attack - 3 defence: 5->3, 5->3, 2->0, 2->0 = 6; B: D6 +0 - 3: 6->3, 1, 1 -> 3
    CHECK(r.a.inflicted == 6);
    CHECK(r.b.inflicted == 3);
    CHECK(r.winner == "a");
}

TEST_CASE("FW-CLOSE-2: a Mahdist AvD against a square averages 2/3 marker a figure",
          "[fw][close]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 1);
    muster::fw::record(ansar).markers = 1; // one figure
    Unit square = unit("Square", "regular-infantry", 1);
    muster::fw::record(square).formation = "square";
    muster::fw::record(square).markers = 2; // no figure to fight back
    auto odds = dice::enumerate<long long>([&](dice::DiceSource& d) {
        return resolve_close(book, {{&ansar}, {&square}, std::nullopt}, d).a.inflicted;
    });
    CHECK(muster::fw::test::mean(odds) == Approx(2.0 / 3.0));
}

TEST_CASE("FW-CLOSE-2: house-ruled close defence and attack gradings are used", "[fw][close]") {
    Book book;
    book.add_house_table({"close-defence", {{"square", "5"}}});
    book.add_house_table({"close-attack", {{"irregular", "0"}}});
    Unit ansar = unit("Ansar", "irregular-spearmen", 1);
    Unit square = unit("Square", "regular-infantry", 1);
    muster::fw::record(square).formation = "square";
    dice::ScriptedSource dice({5, 5, 6, 6});
    auto r = resolve_close(book, {{&ansar}, {&square}, std::nullopt}, dice);
    CHECK(r.a.defence == 3);
    CHECK(r.b.defence == 5);
    CHECK(r.a.inflicted == 0); // 5 + 0 - 5 = 0 each
    CHECK(r.b.inflicted == 6); // 6 + 0 - 3 = 3 each
}

TEST_CASE("FW-CLOSE-3: the side that inflicted fewer markers retreats at charge rate",
          "[fw][close]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 2);
    Unit guards = unit("Guards", "regular-infantry", 2);
    dice::ScriptedSource dice({2, 2, 2, 2, 6, 6, 6, 6});
    auto r = resolve_close(book, {{&ansar}, {&guards}, std::nullopt}, dice);
    CHECK(r.winner == "b");
    CHECK(r.a.applied == 4);
    CHECK(r.b.applied == 0);
    REQUIRE(r.after.size() == 2);
    CHECK(muster::fw::record(r.after[0]).retreating == 2);
    CHECK(muster::fw::record(r.after[0]).markers == 4);
    CHECK(muster::fw::record(r.after[0]).fought);
    CHECK(muster::fw::record(r.after[1]).retreating == 0);
    CHECK(muster::fw::record(r.after[1]).fought);
}

TEST_CASE("FW-CLOSE-3: equal markers leave both sides in contact", "[fw][close]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 1);
    Unit guards = unit("Guards", "regular-infantry", 1);
    dice::ScriptedSource dice({3, 2, 4, 1});
    auto r = resolve_close(book, {{&ansar}, {&guards}, std::nullopt}, dice);
    CHECK(r.a.inflicted == 1);
    CHECK(r.b.inflicted == 1);
    CHECK(r.winner == "tie");
    CHECK(muster::fw::record(r.after[0]).retreating == 0);
    CHECK(muster::fw::record(r.after[1]).retreating == 0);
}

TEST_CASE("FW-CLOSE-3: markers are shared among a side's units by unwounded figures",
          "[fw][close]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 3);
    Unit guards = unit("Guards", "regular-infantry", 2);
    Unit rifles = unit("Rifles", "regular-infantry", 1);
    // A: 6 AvD of 5: (5+1-3)=3 each = 18, capped at B's 6 unwounded figures.
    dice::ScriptedSource dice({5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1});
    auto r = resolve_close(book, {{&ansar}, {&guards, &rifles}, std::nullopt}, dice);
    REQUIRE(r.b.shares.size() == 2);
    CHECK(r.b.shares[0].second == 4);
    CHECK(r.b.shares[1].second == 2);
    CHECK(r.b.applied == 6);
}

TEST_CASE("FW-ORDER-1: an attacker that already took a combat order is refused", "[fw][order]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 1);
    muster::fw::record(ansar).fought = true;
    Unit guards = unit("Guards", "regular-infantry", 1);
    dice::ScriptedSource dice({});
    CHECK_THROWS_AS(resolve_close(book, {{&ansar}, {&guards}, std::nullopt}, dice), RuleError);
    // A defender that fired this move still fights back.
    Unit fresh = unit("Fresh", "irregular-spearmen", 1);
    muster::fw::record(guards).fought = true;
    dice::ScriptedSource more({3, 3, 3, 3});
    CHECK_NOTHROW(resolve_close(book, {{&fresh}, {&guards}, std::nullopt}, more));
}

TEST_CASE("FW-CLOSE-1: odds give the markers each way over one pool per side", "[fw][close]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 20);
    Unit guards = unit("Guards", "regular-infantry", 20);
    auto odds = dice::enumerate<std::string>([&](dice::DiceSource& d) {
        return resolve_close(book, {{&ansar}, {&guards}, std::nullopt}, d).winner;
    });
    CHECK(odds["a"] + odds["b"] + odds["tie"] == Approx(1.0));
    CHECK(odds["a"] > odds["b"]);
}

TEST_CASE("FW-CLOSE-3: 'inflicted' is before any cap: the fiercer side wins when both are wiped "
          "out",
          "[fw][close]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 1); // 2 figures, AvD, +1 attack
    Unit guards = unit("Guards", "regular-infantry", 1); // 2 figures, D6
    // A: AvD 5,5 -> 5+1-3 = 3 each = 6; B: D6 6,5 -> 3 + 2 = 5. Each side has 2 figures, so
    // both place 2 markers: only the markers the dice scored decide.
    dice::ScriptedSource dice({5, 5, 6, 5});
    auto r = resolve_close(book, {{&ansar}, {&guards}, std::nullopt}, dice);
    dice.finish();
    CHECK(r.a.inflicted == 6);
    CHECK(r.b.inflicted == 5);
    CHECK(r.a.applied == r.b.applied);
    CHECK(r.winner == "a");
}

} // namespace muster_unit_fw_close
