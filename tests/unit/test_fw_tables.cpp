#include "../support/units.hpp"
#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/fw/state.hpp"
#include "muster/fw/tables.hpp"
#include "muster/roster/format.hpp"
#include "muster/ue/record.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fw_tables {

using namespace muster;
using namespace muster::fw;

namespace {

HouseRule rule(std::string name, std::vector<std::pair<std::string, std::string>> keys) {
    return HouseRule{std::move(name), std::move(keys)};
}

Unit fw_unit(std::string type, int stands) {
    return muster::test::make_unit("u", std::move(type), stands);
}

} // namespace

TEST_CASE("FW-PIECE-1: stands have 2 figures, commanders 1", "[fw][piece]") {
    Book book;
    CHECK(book.type("regular-infantry").figures_per_stand == 2);
    CHECK(book.type("irregular-spearmen").figures_per_stand == 2);
    CHECK(book.type("regular-commander").figures_per_stand == 1);
    CHECK(book.type("irregular-commander").figures_per_stand == 1);
}

TEST_CASE("FW-PIECE-4: the fourteen built-in types with class, kind and weapon", "[fw][piece]") {
    Book book;
    CHECK(book.type_ids().size() == 14);
    const auto& mg = book.type("regular-machine-gun");
    CHECK(mg.cls == TroopClass::regular);
    CHECK(mg.kind == Kind::machine_gun);
    CHECK(mg.weapon == "machine-gun");
    const auto& musk = book.type("irregular-musketeers");
    CHECK(musk.cls == TroopClass::irregular);
    CHECK(musk.kind == Kind::infantry);
    CHECK(musk.weapon == "musket");
    CHECK(book.type("irregular-cavalry").weapon == "none");
    CHECK(book.type("regular-cavalry").weapon == "carbine");
    CHECK(book.weapon("none") == nullptr);
    CHECK_THROWS_AS(book.type("zulu-spears"), UsageError);
}

TEST_CASE("FW-DICE: regulars fire AvD and close-fight D6, irregulars the other way", "[fw][dice]") {
    CHECK(class_die(TroopClass::regular).name() == dice::Die::avd().name());
    CHECK(class_die(TroopClass::irregular).name() == dice::Die::d6().name());
    CHECK(close_combat_die(TroopClass::regular).name() == dice::Die::d6().name());
    CHECK(close_combat_die(TroopClass::irregular).name() == dice::Die::avd().name());
}

TEST_CASE("FW-FIRE-2: provisional defaults for weapons, range and defence", "[fw][fire]") {
    Book book;
    const Weapon* rifle = book.weapon("rifle");
    REQUIRE(rifle != nullptr);
    CHECK(rifle->long_range == 18);
    CHECK(rifle->medium_range == 12);
    CHECK(rifle->short_range == 6);
    CHECK(rifle->attack == 0);
    CHECK(book.weapon("musket")->attack == -1);
    CHECK(book.weapon("field-gun")->long_range == 36);
    CHECK(book.weapon("machine-gun")->attack == 1);
    CHECK(book.weapon("carbine")->medium_range == 8);
    CHECK(book.range_adjustment(RangeBand::short_range) == 1);
    CHECK(book.range_adjustment(RangeBand::medium) == 0);
    CHECK(book.range_adjustment(RangeBand::long_range) == -1);
    CHECK(book.fire_defence(Position::open) == 3);
    CHECK(book.fire_defence(Position::cover) == 4);
    CHECK(book.fire_defence(Position::square) == 5);
    CHECK(book.fire_defence(Position::fortification) == 5);
}

TEST_CASE("FW-FIRE-1: a distance gives the weapon's band, beyond long is out of range",
          "[fw][fire]") {
    Book book;
    const Weapon& rifle = *book.weapon("rifle");
    CHECK(book.band_at(rifle, 6) == RangeBand::short_range);
    CHECK(book.band_at(rifle, 6.5) == RangeBand::medium);
    CHECK(book.band_at(rifle, 12) == RangeBand::medium);
    CHECK(book.band_at(rifle, 18) == RangeBand::long_range);
    CHECK_FALSE(book.band_at(rifle, 18.5).has_value());
}

TEST_CASE("FW-CLOSE-2: provisional close combat gradings", "[fw][close]") {
    Book book;
    CHECK(book.close_defence(Position::open) == 3);
    CHECK(book.close_defence(Position::square) == 4);
    CHECK(book.close_attack(book.type("irregular-spearmen")) == 1);
    CHECK(book.close_attack(book.type("regular-infantry")) == 0);
}

TEST_CASE("FW-MOVE-1: provisional movement dice per kind and rate", "[fw][move]") {
    Book book;
    const auto& inf = book.type("regular-infantry");
    CHECK(book.move_dice(inf, Rate::march) == 1);
    CHECK(book.move_dice(inf, Rate::double_trot) == 2);
    CHECK(book.move_dice(inf, Rate::charge) == 3);
    CHECK(book.move_dice(book.type("irregular-cavalry"), Rate::charge) == 4);
    CHECK(book.move_dice(book.type("regular-commander"), Rate::march) == 2);
    CHECK(book.move_dice(book.type("regular-artillery"), Rate::charge) == 2);
    CHECK(book.move_dice(book.type("irregular-transport"), Rate::double_trot) == 1);
    CHECK(book.move_dice(inf, Rate::stationary) == 0);
}

TEST_CASE("FW-RECON-2: provisional distances, battalion x2 and brigade x3", "[fw][recon]") {
    Book book;
    CHECK(book.recon_distance("company", 1) == 2);
    CHECK(book.recon_distance("company", 7) == 14);
    CHECK(book.recon_distance("battalion", 3) == 12);
    CHECK(book.recon_distance("brigade", 7) == 42);
    CHECK_THROWS_AS(book.recon_distance("company", 8), RuleError);
}

TEST_CASE("FW-TAB-1: house-rule tables replace the provisional defaults", "[fw][tab]") {
    Book book;
    book.add_house_table(rule("fire-defence", {{"open", "2"}, {"square", "6"}}));
    book.add_house_table(rule("weapon-rifle", {{"ranges", "20/10/5"}, {"attack", "+1"}}));
    book.add_house_table(rule("weapon-jezail", {{"ranges", "24/12/6"}, {"attack", "-1"}}));
    book.add_house_table(rule("range", {{"short", "2"}}));
    book.add_house_table(rule("close-defence", {{"square", "5"}}));
    book.add_house_table(rule("close-attack", {{"irregular", "2"}}));
    book.add_house_table(rule("move", {{"infantry", "2/3/4"}}));
    book.add_house_table(rule("recon", {{"company", "1/2/3/4/5/6/7"}}));
    CHECK(book.fire_defence(Position::open) == 2);
    CHECK(book.fire_defence(Position::cover) == 4);
    CHECK(book.fire_defence(Position::square) == 6);
    CHECK(book.weapon("rifle")->long_range == 20);
    CHECK(book.weapon("rifle")->attack == 1);
    CHECK(book.weapon("jezail")->medium_range == 12);
    CHECK(book.range_adjustment(RangeBand::short_range) == 2);
    CHECK(book.close_defence(Position::square) == 5);
    CHECK(book.close_attack(book.type("irregular-spearmen")) == 2);
    CHECK(book.move_dice(book.type("regular-infantry"), Rate::march) == 2);
    CHECK(book.recon_distance("company", 7) == 7);
    CHECK(book.recon_distance("battalion", 7) == 28);
}

TEST_CASE("FW-TAB-1: house-rule types derive from a built-in and override keys", "[fw][tab]") {
    Book book;
    book.add_house_table(rule("weapon-jezail", {{"ranges", "24/12/6"}, {"attack", "-1"}}));
    book.add_house_type(rule(
        "hadendowa", {{"base", "irregular-spearmen"}, {"move", "2/3/4"}, {"close-attack", "2"}}));
    book.add_house_type(
        rule("arab-riflemen", {{"base", "irregular-riflemen"}, {"weapon", "jezail"}}));
    const auto& h = book.type("hadendowa");
    CHECK(h.base == "irregular-spearmen");
    CHECK(h.cls == TroopClass::irregular);
    CHECK(book.move_dice(h, Rate::double_trot) == 3);
    CHECK(book.close_attack(h) == 2);
    CHECK(book.type("arab-riflemen").weapon == "jezail");
}

TEST_CASE("FW-TAB-1: bad house-rule lines are refused", "[fw][tab]") {
    Book book;
    CHECK_THROWS_AS(book.add_house_table(rule("defence", {{"open", "3"}})), RosterError);
    CHECK_THROWS_AS(book.add_house_table(rule("fire-defence", {{"swamp", "3"}})), RosterError);
    CHECK_THROWS_AS(book.add_house_table(rule("fire-defence", {{"open", "x"}})), RosterError);
    CHECK_THROWS_AS(book.add_house_table(rule("weapon-rifle", {{"ranges", "6/12/18"}})),
                    RosterError);
    CHECK_THROWS_AS(book.add_house_table(rule("weapon-bow", {{"attack", "0"}})), RosterError);
    CHECK_FALSE(book.has_weapon("bow"));
    CHECK_THROWS_AS(book.add_house_table(rule("move", {{"infantry", "1/2"}})), RosterError);
    CHECK_THROWS_AS(book.add_house_table(rule("recon", {{"company", "1/2/3"}})), RosterError);
    CHECK_THROWS_AS(book.add_house_type(rule("x", {{"base", "zulu-spears"}})), RosterError);
    CHECK_THROWS_AS(book.add_house_type(rule("x", {{"move", "1/2/3"}})), RosterError);
    CHECK_THROWS_AS(
        book.add_house_type(rule("x", {{"base", "regular-infantry"}, {"mv-open", "3"}})),
        RosterError);
    CHECK_THROWS_AS(book.add_house_type(rule("regular-infantry", {{"base", "regular-infantry"}})),
                    RosterError);
}

TEST_CASE("FW-TAB-1: types marks every provisional value and house-ruled ones", "[fw][tab]") {
    FwRuleBook rb;
    rb.add_house_table(HouseRule{"fire-defence", {{"square", "6"}}});
    auto rows = rb.type_table();
    auto inf =
        std::ranges::find_if(rows, [](const TypeRow& r) { return r.id == "regular-infantry"; });
    REQUIRE(inf != rows.end());
    auto value = [&](const TypeRow& row, std::string_view key) {
        auto it = std::ranges::find_if(row.values, [&](const auto& v) { return v.key == key; });
        REQUIRE(it != row.values.end());
        return *it;
    };
    CHECK_FALSE(value(*inf, "figures").provisional);
    CHECK_FALSE(value(*inf, "fire-die").provisional);
    CHECK(value(*inf, "fire-die").value == "AvD");
    CHECK(value(*inf, "ranges").provisional);
    CHECK(value(*inf, "ranges").value == "18/12/6");
    CHECK(value(*inf, "move").provisional);
    CHECK(value(*inf, "move").value == "1/2/3");
    auto def =
        std::ranges::find_if(rows, [](const TypeRow& r) { return r.id == "table fire-defence"; });
    REQUIRE(def != rows.end());
    CHECK(value(*def, "square").value == "6");
    CHECK(value(*def, "square").house);
    CHECK(value(*def, "square").provisional);
    CHECK_FALSE(value(*def, "open").house);
}

TEST_CASE("FW-PIECE-2: markers fill stands in order, stands out of action", "[fw][piece]") {
    Book book;
    Unit u = fw_unit("regular-infantry", 4);
    muster::fw::record(u).markers = 3;
    auto s = unit_state(u, book.type(u.type));
    CHECK(s.figures == 8);
    CHECK(s.unwounded == 5);
    CHECK(s.stands_out == 1);
    CHECK(s.stands_able == 3);
    CHECK(s.stands_ready == 3);
    CHECK(s.stands_marked == 2);
    muster::fw::record(u).dead = 2;
    s = unit_state(u, book.type(u.type));
    CHECK(s.stands_gone == 1);
    CHECK(s.stands_present == 3);
    CHECK(s.stands_out == 1);
    CHECK(s.stands_able == 2);
    CHECK(s.ready_unwounded == 3);
}

TEST_CASE("FW-PIECE-2: retreating stands are the first present, ready ones follow", "[fw][piece]") {
    Book book;
    Unit u = fw_unit("irregular-spearmen", 5);
    muster::fw::record(u).markers = 1;
    muster::fw::record(u).retreating = 2;
    auto s = unit_state(u, book.type(u.type));
    CHECK(s.stands_ready == 3);
    CHECK(s.ready_unwounded == 6);
    muster::fw::record(u).retreating = 0;
    s = unit_state(u, book.type(u.type));
    CHECK(s.stands_ready == 5);
    CHECK(s.ready_unwounded == 9);
}

TEST_CASE("FW-PIECE-2: derive and validate", "[fw][piece]") {
    FwRuleBook rb;
    Roster roster;
    roster.rules = "fuzzy-wuzzy";
    Unit u = fw_unit("regular-infantry", 3);
    muster::fw::record(u).markers = 2;
    auto d = rb.derive(u, roster);
    CHECK(d.figures == 6);
    CHECK(d.wounded_figures == 2);
    CHECK(d.stands_lost == 1);
    CHECK(d.stands_left == 2);
    CHECK_NOTHROW(rb.validate(u));
    muster::fw::record(u).markers = 7;
    CHECK_THROWS_AS(rb.validate(u), RosterError);
    muster::fw::record(u).markers = 0;
    // A UE key is not a FW unit's: its record has no such key.
    CHECK_THROWS_WITH(set_unit_key(u, "fuzzy-wuzzy", "killed", "15"),
                      Catch::Contains("belongs to unbalanced-equality"));
    muster::fw::record(u).formation = "wedge";
    CHECK_THROWS_AS(rb.validate(u), RosterError);
    muster::fw::record(u).formation = "square";
    muster::fw::record(u).moves = {"march", "trot"};
    CHECK_THROWS_AS(rb.validate(u), RosterError);
    muster::fw::record(u).moves = {"march", "double"};
    CHECK_NOTHROW(rb.validate(u));
    muster::fw::record(u).retreating = 4;
    CHECK_THROWS_AS(rb.validate(u), RosterError);
}

TEST_CASE("FW-TAB-1: a type may name a weapon defined by a later table line, a unit of a type "
          "whose weapon is never defined is refused",
          "[fw][tab]") {
    FwRuleBook rb;
    rb.add_house_type({"archers", {{"base", "irregular-riflemen"}, {"weapon", "bow"}}});
    Unit u = fw_unit("archers", 1);
    CHECK_THROWS_AS(rb.validate(u), RosterError);
    rb.add_house_table({"weapon-bow", {{"ranges", "6/4/2"}, {"attack", "-1"}}});
    CHECK_NOTHROW(rb.validate(u));
}

TEST_CASE("OPT-4: fw-regular-fire-results on|off, default on (revised 2026-11-30), a roster "
          "that records off keeps it",
          "[fw][opt]") {
    FwRuleBook rb;
    auto options = rb.option_values();
    REQUIRE(options.size() == 1);
    CHECK(options[0].first == "fw-regular-fire-results");
    CHECK(options[0].second == std::vector<std::string>{"on", "off"});
    Roster roster;
    CHECK(regular_fire_results(roster));
    roster.options["fw-regular-fire-results"] = "off";
    CHECK_FALSE(regular_fire_results(roster));
    roster.options["fw-regular-fire-results"] = "on";
    CHECK(regular_fire_results(roster));
}

TEST_CASE("FW-TAB-2: the source's mechanics (dice, figures) are not marked provisional",
          "[fw][tab]") {
    FwRuleBook rb;
    for (const TypeRow& row : rb.type_table()) {
        for (const auto& v : row.values) {
            if (v.key == "fire-die" || v.key == "close-die" || v.key == "figures" ||
                v.key == "class" || v.key == "kind") {
                CHECK_FALSE(v.provisional);
            }
        }
    }
}

TEST_CASE("FW-PIECE-3: gun stands count their figures as crew", "[fw][piece]") {
    Book book;
    Unit gun = fw_unit("irregular-artillery", 2);
    muster::fw::record(gun).markers = 1;
    auto s = unit_state(gun, book.type(gun.type));
    CHECK(s.ready_unwounded == 3);
}

} // namespace muster_unit_fw_tables
