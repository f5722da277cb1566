#include "../support/fw_test_units.hpp"
#include "muster/dice/dice.hpp"
#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fw_move {

using namespace muster;
using namespace muster::fw;
using muster::fw::test::unit;

namespace {
Unit with_moves(Unit u, std::vector<std::string> moves) {
    muster::fw::record(u).moves = std::move(moves);
    return u;
}
bool allowed(const Book& book, const Unit& u, Rate rate) {
    return rate_refusal(book, u, rate).empty();
}
} // namespace

TEST_CASE("FW-MOVE-1: distance is the sum of the type's dice for the rate", "[fw][move]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 2);
    dice::ScriptedSource dice({4, 5});
    auto r = resolve_move(book, {&guards}, Rate::double_trot, false, dice);
    dice.finish();
    REQUIRE(r.units.size() == 1);
    CHECK(r.units[0].dice == 2);
    CHECK(r.units[0].die == "AvD");
    CHECK(r.units[0].distance == 9);
    CHECK(muster::fw::record(r.after[0]).moved);
    CHECK(muster::fw::record(r.after[0]).moves == std::vector<std::string>{"double"});
}

TEST_CASE("FW-MOVE-1: irregulars throw D6, a house rule changes the dice", "[fw][move]") {
    Book book;
    book.add_house_table({"move", {{"infantry", "2/3/5"}}});
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    dice::ScriptedSource dice({6, 1});
    auto r = resolve_move(book, {&ansar}, Rate::march, false, dice);
    dice.finish();
    CHECK(r.units[0].die == "D6");
    CHECK(r.units[0].distance == 7);
}

TEST_CASE("FW-MOVE-2: regulars double or charge only after stationary or march", "[fw][move]") {
    Book book;
    Unit r = unit("Guards", "regular-infantry", 1);
    CHECK(allowed(book, r, Rate::double_trot));
    CHECK(allowed(book, with_moves(r, {"march"}), Rate::double_trot));
    CHECK(allowed(book, with_moves(r, {"double", "stationary"}), Rate::charge));
    CHECK_FALSE(allowed(book, with_moves(r, {"double"}), Rate::double_trot));
    CHECK_FALSE(allowed(book, with_moves(r, {"march", "double"}), Rate::charge));
    CHECK_FALSE(allowed(book, with_moves(r, {"charge"}), Rate::charge));
    CHECK(allowed(book, with_moves(r, {"charge"}), Rate::march));
}

TEST_CASE("FW-MOVE-2: a forced regular may charge (retreat) after any move", "[fw][move]") {
    Book book;
    Unit r = with_moves(unit("Guards", "regular-infantry", 2), {"double"});
    muster::fw::record(r).retreating = 2;
    CHECK(allowed(book, r, Rate::charge));
    CHECK_FALSE(allowed(book, r, Rate::double_trot));
}

TEST_CASE("FW-MOVE-3: irregulars double after still, march or double, two in a row at most",
          "[fw][move]") {
    Book book;
    Unit i = unit("Ansar", "irregular-spearmen", 1);
    CHECK(allowed(book, with_moves(i, {"double"}), Rate::double_trot));
    CHECK(allowed(book, with_moves(i, {"march", "double"}), Rate::double_trot));
    CHECK_FALSE(allowed(book, with_moves(i, {"double", "double"}), Rate::double_trot));
    CHECK_FALSE(allowed(book, with_moves(i, {"charge"}), Rate::double_trot));
    // after two doubles: stay still one move, or march two moves
    CHECK(allowed(book, with_moves(i, {"double", "double", "stationary"}), Rate::double_trot));
    CHECK_FALSE(allowed(book, with_moves(i, {"double", "double", "march"}), Rate::double_trot));
    CHECK(allowed(book, with_moves(i, {"double", "march", "march"}), Rate::double_trot));
}

TEST_CASE("FW-MOVE-3: irregulars charge after still or march, or a double after still or march",
          "[fw][move]") {
    Book book;
    Unit i = unit("Ansar", "irregular-spearmen", 1);
    CHECK(allowed(book, i, Rate::charge));
    CHECK(allowed(book, with_moves(i, {"march"}), Rate::charge));
    CHECK(allowed(book, with_moves(i, {"stationary", "double"}), Rate::charge));
    CHECK(allowed(book, with_moves(i, {"march", "double"}), Rate::charge));
    CHECK(allowed(book, with_moves(i, {"double"}), Rate::charge));
    CHECK_FALSE(allowed(book, with_moves(i, {"double", "double"}), Rate::charge));
    CHECK_FALSE(allowed(book, with_moves(i, {"charge", "double"}), Rate::charge));
    CHECK_FALSE(allowed(book, with_moves(i, {"charge"}), Rate::charge));
    Unit forced = with_moves(i, {"double", "double"});
    muster::fw::record(forced).retreating = 1;
    CHECK(allowed(book, forced, Rate::charge));
}

TEST_CASE("FW-MOVE-4: transport charges only when forced", "[fw][move]") {
    Book book;
    Unit wagons = unit("Camels", "regular-transport", 2);
    CHECK_FALSE(allowed(book, wagons, Rate::charge));
    CHECK(allowed(book, wagons, Rate::double_trot));
    Unit irregular = unit("Donkeys", "irregular-transport", 1);
    CHECK_FALSE(allowed(book, irregular, Rate::charge));
    muster::fw::record(wagons).retreating = 1;
    CHECK(allowed(book, wagons, Rate::charge));
}

TEST_CASE("FW-MOVE-5: the last three rates are kept, turn records stationary", "[fw][move]") {
    Unit u = with_moves(unit("Ansar", "irregular-spearmen", 1), {"march", "double", "double"});
    record_rate(u, Rate::march);
    CHECK(muster::fw::record(u).moves == std::vector<std::string>{"double", "double", "march"});
    muster::fw::record(u).moved = true;
    muster::fw::record(u).fought = true;
    muster::fw::record(u).taken = 2;
    end_move(u);
    CHECK(muster::fw::record(u).moves == std::vector<std::string>{"double", "double", "march"});
    CHECK_FALSE(muster::fw::record(u).moved);
    CHECK_FALSE(muster::fw::record(u).fought);
    CHECK(muster::fw::record(u).taken == 0);
    end_move(u);
    CHECK(muster::fw::record(u).moves == std::vector<std::string>{"double", "march", "stationary"});
}

TEST_CASE("FW-MOVE-5: an illegal rate is refused with the reason", "[fw][move]") {
    Book book;
    Unit u = with_moves(unit("Guards", "regular-infantry", 1), {"double"});
    dice::ScriptedSource dice({});
    try {
        resolve_move(book, {&u}, Rate::double_trot, false, dice);
        FAIL("not refused");
    } catch (const RuleError& e) {
        CHECK(std::string(e.what()).find("FW-MOVE-2") != std::string::npos);
    }
}

TEST_CASE("FW-MOVE-6: --together moves regular units at the slowest type's dice", "[fw][move]") {
    Book book;
    Unit cavalry = unit("Hussars", "regular-cavalry", 1);
    Unit guards = unit("Guards", "regular-infantry", 1);
    dice::ScriptedSource dice({3});
    auto r = resolve_move(book, {&cavalry, &guards}, Rate::march, true, dice);
    dice.finish();
    REQUIRE(r.units.size() == 2);
    CHECK(r.units[0].distance == 3);
    CHECK(r.units[1].distance == 3);
    CHECK(muster::fw::record(r.after[0]).moved);
    CHECK(muster::fw::record(r.after[1]).moved);
    Unit ansar = unit("Ansar", "irregular-spearmen", 1);
    CHECK_THROWS_AS(resolve_move(book, {&guards, &ansar}, Rate::march, true, dice), RuleError);
}

TEST_CASE("FW-ORDER-1: a second movement order in one move is refused", "[fw][order]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 1);
    muster::fw::record(guards).moved = true;
    muster::fw::record(guards).moves = {"march"};
    dice::ScriptedSource dice({3});
    CHECK_THROWS_AS(resolve_move(book, {&guards}, Rate::march, false, dice), RuleError);
    muster::fw::record(guards).retreating = 1; // a forced retreat is not an order
    dice::ScriptedSource more({3, 3, 3});
    auto r = resolve_move(book, {&guards}, Rate::charge, false, more);
    CHECK(r.units[0].forced);
    CHECK(muster::fw::record(r.after[0]).moves == std::vector<std::string>{"charge"});
}

TEST_CASE("FW-ORDER-2: formation square counts for fire defence", "[fw][order]") {
    Book book;
    Unit u = unit("Guards", "regular-infantry", 1);
    muster::fw::record(u).formation = "square";
    CHECK(position_of(u) == Position::square);
    CHECK(book.fire_defence(position_of(u)) == 5);
    muster::fw::record(u).formation = "line";
    muster::fw::record(u).cover = true;
    CHECK(position_of(u) == Position::cover);
}

TEST_CASE("FW-MOVE-1: odds of a move give the distance distribution", "[fw][move]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 1);
    auto odds = dice::enumerate<long long>([&](dice::DiceSource& d) {
        return resolve_move(book, {&guards}, Rate::march, false, d).units[0].distance;
    });
    CHECK(odds.size() == 4);
    CHECK(odds[3] == Approx(1.0 / 3.0));
}

TEST_CASE("FW-RECON-1: only after a march or double this move, D6 +1 in the open", "[fw][recon]") {
    Book book;
    Unit scouts = unit("Scouts", "regular-cavalry", 1);
    dice::ScriptedSource dice({6});
    CHECK_THROWS_AS(resolve_recon(book, scouts, false, dice), RuleError);
    muster::fw::record(scouts).moved = true;
    muster::fw::record(scouts).moves = {"charge"};
    CHECK_THROWS_AS(resolve_recon(book, scouts, false, dice), RuleError);
    muster::fw::record(scouts).moves = {"double"};
    auto r = resolve_recon(book, scouts, true, dice);
    dice.finish();
    CHECK(r.roll == 6);
    CHECK(r.score == 7);
    CHECK(r.company == 14);
    CHECK(r.battalion == 28);
    CHECK(r.brigade == 42);
}

TEST_CASE("FW-RECON-2: house-ruled distances", "[fw][recon]") {
    Book book;
    book.add_house_table({"recon", {{"brigade", "5/10/15/20/25/30/35"}}});
    Unit scouts = unit("Scouts", "irregular-cavalry", 1);
    muster::fw::record(scouts).moved = true;
    muster::fw::record(scouts).moves = {"march"};
    dice::ScriptedSource dice({2});
    auto r = resolve_recon(book, scouts, false, dice);
    CHECK(r.company == 4);
    CHECK(r.brigade == 10);
}

} // namespace muster_unit_fw_move
