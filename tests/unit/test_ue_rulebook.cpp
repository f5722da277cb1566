#include "../support/units.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/roster/format.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/rulebook.hpp"
#include "muster/ue/unit.hpp"

#include <catch2/catch.hpp>
#include <fmt/format.h>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_ue_rulebook {

using namespace muster;
using namespace muster::ue;

namespace {

Unit unit_of(std::string type, int stands, long long killed = 0) {
    return muster::test::make_unit("u", std::move(type), stands, "", killed);
}

std::string extra(const Derived& d, const std::string& key) {
    for (const auto& [k, v] : d.extra) {
        if (k == key) {
            if (const auto* flag = std::get_if<bool>(&v)) {
                return *flag ? "true" : "false"; // as `show --json` types it
            }
            return muster::shown_value(v);
        }
    }
    return "(none)";
}

} // namespace

TEST_CASE("UE-TYPE: the built-in table has every row of docs/rules.md with its numbers",
          "[ue][type]") {
    UeRuleBook book;
    REQUIRE(book.type_ids().size() == 15);
    const auto& bi = book.type("brit-infantry");
    CHECK(bi.men_per_stand == 45);
    CHECK(bi.stats(Posture::open).mv == 3);
    CHECK(bi.stats(Posture::closed).mv == 5);
    CHECK(bi.stats(Posture::open).rate == Ratio{1, 10});
    CHECK(bi.stats(Posture::closed).rate == Ratio{2, 10});
    CHECK(bi.ranges == Ranges{20, 10, 5});
    const auto& nri = book.type("native-regular-infantry");
    CHECK(nri.klass == TypeClass::native);
    CHECK(nri.stats(Posture::open).mv == 2);
    CHECK(nri.stats(Posture::closed).mv == 4);
    const auto& mi = book.type("brit-mounted-infantry");
    CHECK(mi.men_per_stand == 30);
    CHECK(mi.stats(Posture::mounted).mv == 2);
    CHECK(mi.stats(Posture::dismounted).mv == 5);
    CHECK(mi.stats(Posture::mounted).move == Allowance{4, 2});
    CHECK(book.type("brit-heavy-cavalry").men_per_stand == 45);
    CHECK(book.type("native-light-cavalry").stats(Posture::any).mv == 3);
    CHECK(book.type("brit-light-cavalry").stats(Posture::any).move == Allowance{5, 3});
    const auto& zs = book.type("zulu-spears");
    CHECK(zs.men_per_stand == 300);
    CHECK(zs.stats(Posture::any).rate == Ratio{1, 20});
    CHECK(zs.ranges.one_band());
    CHECK(zs.ranges.medium == 3);
    CHECK(zs.charge_bonus == 3);
    CHECK(book.type("zulu-rifles").ranges == Ranges{20, 10, 5});
    CHECK(book.type("maxim-brit").maxim_kills == 10);
    CHECK(book.type("maxim-native").maxim_kills == 7);
    CHECK(book.type("cannon-brit").ranges == Ranges{30, 15, 10});
    CHECK(book.type("cannon-native").stats(Posture::any).mv == 2);
}

TEST_CASE("UE-TYPE-1: default stands are 3 for companies, 6 for an iButho, 1 for a gun",
          "[ue][type]") {
    UeRuleBook book;
    CHECK(book.default_stands("brit-infantry") == 3);
    CHECK(book.default_stands("brit-light-cavalry") == 3);
    CHECK(book.default_stands("native-riflemen") == 3);
    CHECK(book.default_stands("zulu-spears") == 6);
    CHECK(book.default_stands("zulu-rifles") == 6);
    CHECK(book.default_stands("native-spearmen") == 6);
    CHECK(book.default_stands("maxim-brit") == 1);
    CHECK(book.default_stands("cannon-native") == 1);
    Roster roster;
    const auto d = book.derive(unit_of("brit-infantry", 3), roster);
    CHECK(d.figures == 9);
    CHECK(d.figures_per_stand == 3);
    CHECK(extra(d, "men") == "135");
}

TEST_CASE("UE-TYPE-2: class is a property of the type, native regular infantry is native",
          "[ue][type]") {
    UeRuleBook book;
    CHECK(book.type("native-regular-infantry").klass == TypeClass::native);
    CHECK(book.type("brit-mounted-infantry").klass == TypeClass::british);
    CHECK(book.type("maxim-native").klass == TypeClass::native);
}

TEST_CASE("UE-TYPE-3: formation matters to regular infantry only, unset formation is closed",
          "[ue][type]") {
    UeRuleBook book;
    Options o;
    auto u = unit_of("brit-infantry", 3);
    CHECK(status_of(u, book.type(u.type), o).posture == Posture::closed);
    muster::ue::record(u).formation = "open";
    CHECK(status_of(u, book.type(u.type), o).mv == 3);
    CHECK(status_of(u, book.type(u.type), o, {Posture::closed, {}}).mv == 5);
    auto cav = unit_of("brit-heavy-cavalry", 3);
    muster::ue::record(cav).formation = "open";
    CHECK(status_of(cav, book.type(cav.type), o).posture == Posture::any);
    auto mi = unit_of("brit-mounted-infantry", 3);
    CHECK(status_of(mi, book.type(mi.type), o).posture == Posture::dismounted);
    muster::ue::record(mi).mounted = true;
    CHECK(status_of(mi, book.type(mi.type), o).mv == 2);
}

TEST_CASE("UE-TYPE-4: a house rule overrides per-state numbers of a new type", "[ue][type]") {
    UeRuleBook book;
    book.add_house_type(
        {"nnc",
         {{"base", "native-regular-infantry"}, {"mv-closed", "3"}, {"rate-closed", "1/10"}}});
    const auto& nnc = book.type("nnc");
    CHECK(nnc.stats(Posture::closed).mv == 3);
    CHECK(nnc.stats(Posture::open).mv == 2);
    CHECK(nnc.stats(Posture::closed).rate == Ratio{1, 10});
    CHECK(nnc.base == "native-regular-infantry");
    CHECK(book.has_type("nnc"));
    // An override of a built-in keeps its id.
    book.add_house_type({"cannon-brit", {{"artillery", "0/5/10/15/20/30"}}});
    CHECK(book.type("cannon-brit").artillery[3] == 15);
    // Every number may be changed.
    book.add_house_type({"big",
                         {{"base", "zulu-rifles"},
                          {"men", "150"},
                          {"class", "british"},
                          {"stands", "4"},
                          {"mv", "6"},
                          {"rate", "3/10"},
                          {"move", "4/2"},
                          {"ranges", "30/20/10"},
                          {"charge", "2"}}});
    const auto& big = book.type("big");
    CHECK(big.men_per_stand == 150);
    CHECK(big.klass == TypeClass::british);
    CHECK(big.default_stands == 4);
    CHECK(big.stats(Posture::any).mv == 6);
    CHECK(big.stats(Posture::any).move == Allowance{4, 2});
    CHECK(big.ranges == Ranges{30, 20, 10});
    book.add_house_type({"mx", {{"base", "maxim-brit"}, {"maxim", "12"}, {"move-fire", "0"}}});
    CHECK(book.type("mx").maxim_kills == 12);
    const auto rows = book.type_table();
    const auto it =
        std::find_if(rows.begin(), rows.end(), [](const TypeRow& r) { return r.id == "nnc"; });
    REQUIRE(it != rows.end());
    const auto mv = std::find_if(it->values.begin(), it->values.end(),
                                 [](const auto& v) { return v.key == "mv-closed"; });
    REQUIRE(mv != it->values.end());
    CHECK(mv->house);
    CHECK(mv->value == "3");
}

TEST_CASE("UE-TYPE-4: types marks only the values a house type sets, not those of another state "
          "it leaves as the base's",
          "[ue][type]") {
    UeRuleBook book;
    book.add_house_type(
        {"nnc", {{"base", "native-regular-infantry"}, {"mv-closed", "3"}, {"rate", "1/10"}}});
    const auto rows = book.type_table();
    const auto row =
        std::find_if(rows.begin(), rows.end(), [](const TypeRow& r) { return r.id == "nnc"; });
    REQUIRE(row != rows.end());
    const auto house = [&](std::string_view key) {
        const auto v = std::find_if(row->values.begin(), row->values.end(),
                                    [&](const auto& value) { return value.key == key; });
        REQUIRE(v != row->values.end());
        return v->house;
    };
    CHECK(house("mv-closed"));
    CHECK_FALSE(house("mv-open")); // the base's 2, unchanged
    CHECK(house("rate-open"));     // `rate` sets every state's
    CHECK(house("rate-closed"));
    CHECK_FALSE(house("move-open"));
    CHECK_FALSE(house("men"));
}

TEST_CASE("UE-TYPE-4: bad house rules are refused with the reason", "[ue][type]") {
    UeRuleBook book;
    CHECK_THROWS_AS(book.add_house_type({"x", {{"base", "nope"}}}), RosterError);
    CHECK_THROWS_AS(book.add_house_type({"x", {{"base", "zulu-spears"}, {"mv-open", "2"}}}),
                    RosterError);
    CHECK_THROWS_AS(book.add_house_type({"x", {{"base", "zulu-spears"}, {"men", "40"}}}),
                    RosterError);
    CHECK_THROWS_AS(book.add_house_type({"x", {{"base", "zulu-spears"}, {"rate", "1"}}}),
                    RosterError);
    CHECK_THROWS_AS(book.add_house_type({"x", {{"base", "zulu-spears"}, {"colour", "red"}}}),
                    RosterError);
    CHECK_THROWS_AS(book.add_house_type({"x", {{"base", "zulu-spears"}, {"maxim", "3"}}}),
                    RosterError);
    CHECK_THROWS_AS(book.add_house_type({"x", {{"base", "cannon-brit"}, {"artillery", "1/2"}}}),
                    RosterError);
    CHECK_THROWS_AS(book.add_house_type({"x", {{"base", "brit-infantry"}, {"ranges", "5/10/20"}}}),
                    RosterError);
    CHECK_THROWS_AS(book.add_house_table({"x", {}}), RosterError);
}

TEST_CASE("UE-TYPE-5: cannon cannot move and fire, Maxims move 1 inch and fire", "[ue][type]") {
    UeRuleBook book;
    CHECK(book.type("cannon-brit").move_and_fire == 0);
    CHECK(book.type("cannon-brit").stats(Posture::any).move == Allowance{2, 1});
    CHECK(book.type("maxim-brit").move_and_fire == 1);
    CHECK(book.type("brit-heavy-cavalry").men_per_stand == 45);
}

TEST_CASE(
    "UE-ROSTER: validate refuses unknown types and killed beyond men, and a FW key is not UE's",
    "[ue][roster]") {
    UeRuleBook book;
    CHECK_NOTHROW(book.validate(unit_of("brit-infantry", 3, 135)));
    CHECK_THROWS_AS(book.validate(unit_of("regular-infantry", 3)), RosterError);
    CHECK_THROWS_AS(book.validate(unit_of("brit-infantry", 3, 136)), RosterError);
    auto fw = unit_of("brit-infantry", 3);
    CHECK_THROWS_WITH(set_unit_key(fw, "unbalanced-equality", "markers", "2"),
                      Catch::Contains("belongs to fuzzy-wuzzy"));
    auto sq = unit_of("brit-infantry", 3);
    muster::ue::record(sq).formation = "square";
    CHECK_THROWS_AS(book.validate(sq), RosterError);
    CHECK_THROWS_AS(book.validate(unit_of("cannon-brit", 2)), RosterError);
    auto hits = unit_of("zulu-spears", 6);
    muster::ue::record(hits).gun_hits = 1;
    CHECK_THROWS_AS(book.validate(hits), RosterError);
}

TEST_CASE("UE-ROSTER-1: killed figures and remainder from killed men", "[ue][roster]") {
    UeRuleBook book;
    Roster roster;
    const auto d = book.derive(unit_of("brit-infantry", 3, 52), roster);
    CHECK(d.killed_figures == 3);
    CHECK(extra(d, "remainder") == "7");
}

TEST_CASE("UE-ROSTER-2: stands lost = floor(killed / men per stand)", "[ue][roster]") {
    UeRuleBook book;
    Roster roster;
    auto d = book.derive(unit_of("brit-infantry", 3, 89), roster);
    CHECK(d.stands_lost == 1);
    CHECK(d.stands_left == 2);
    d = book.derive(unit_of("zulu-spears", 6, 372), roster);
    CHECK(d.stands_lost == 1);
    CHECK(d.stands_left == 5);
}

TEST_CASE("UE-ROSTER-5: half strength is measured in men, not figures", "[ue][roster]") {
    UeRuleBook book;
    Roster roster;
    CHECK(extra(book.derive(unit_of("brit-infantry", 3, 67), roster), "half_strength") == "false");
    CHECK(extra(book.derive(unit_of("brit-infantry", 3, 68), roster), "half_strength") == "true");
}

TEST_CASE("UE-CP-1: combat power is remaining figures x 15, remainder ignored", "[ue][cp]") {
    UeRuleBook book;
    Roster roster;
    // 68 killed: 4 figures killed (remainder 8), 5 left -> 75.
    CHECK(extra(book.derive(unit_of("brit-infantry", 3, 68), roster), "cp") == "75");
}

TEST_CASE("UE-CP-2: OPT-1 combat-power men counts the men present", "[ue][cp]") {
    UeRuleBook book;
    Roster roster;
    roster.options["combat-power"] = "men";
    CHECK(extra(book.derive(unit_of("brit-infantry", 3, 68), roster), "cp") == "67");
    roster.options["combat-power"] = "figures";
    CHECK(extra(book.derive(unit_of("brit-infantry", 3, 68), roster), "cp") == "75");
    roster.options["combat-power"] = "bogus";
    CHECK_THROWS_AS(read_options(roster), RosterError);
}

TEST_CASE("OPT-1..3: the UE options and their defaults", "[ue][options]") {
    UeRuleBook book;
    const auto values = book.option_values();
    REQUIRE(values.size() == 3);
    CHECK(values[0].first == "combat-power");
    CHECK(values[0].second.front() == "figures");
    CHECK(values[1].second.front() == "benefit");
    CHECK(values[2].second.front() == "on");
    const Options o = read_options(Roster{});
    CHECK(o.combat_power == CombatPower::figures);
    CHECK(o.morale == MoraleModifiers::benefit);
    CHECK(o.army_morale);
    Roster r;
    r.options = {{"combat-power", "men"}, {"morale-modifiers", "literal"}, {"army-morale", "off"}};
    const Options p = read_options(r);
    CHECK(p.combat_power == CombatPower::men);
    CHECK(p.morale == MoraleModifiers::literal);
    CHECK_FALSE(p.army_morale);
}

TEST_CASE("UE-FIRE-9: dismounted mounted infantry leave ceil(figures / 4) holding horses",
          "[ue][fire]") {
    UeRuleBook book;
    Roster roster;
    auto mi = unit_of("brit-mounted-infantry", 3); // 6 figures
    auto d = book.derive(mi, roster);
    CHECK(extra(d, "horse_holders") == "2");
    CHECK(extra(d, "cp") == "60");
    muster::ue::record(mi).mounted = true;
    d = book.derive(mi, roster);
    CHECK(extra(d, "horse_holders") == "0");
    CHECK(extra(d, "cp") == "90");
}

TEST_CASE("make_rulebook: a UE roster gets the UE book with its house types", "[ue][rulebook]") {
    Roster roster;
    roster.rules = "unbalanced-equality";
    roster.types.push_back({"nnc", {{"base", "native-regular-infantry"}, {"mv-closed", "3"}}});
    const auto book = make_rulebook(roster);
    CHECK(book->rules() == "unbalanced-equality");
    CHECK(book->has_type("nnc"));
    CHECK(&ue_book(*book) == book.get());
}

TEST_CASE("UE-TYPE-4: every type is found by its id, built-in or house rule, whatever its bucket",
          "[ue][type]") {
    // find_type looks in one bucket of the id's length and bytes first (a 10,000-unit roster's
    // types are looked up four times a unit): each id must still find its own type, an id
    // that shares a bucket with another (two house types of one length, first, middle and last
    // letter) too, and an
    // unknown id nothing.
    UeRuleBook book;
    const auto ids = book.type_ids();
    REQUIRE(ids.size() >= 15);
    for (const auto& id : ids) {
        const auto* type = book.find_type(id);
        REQUIRE(type != nullptr);
        CHECK(type->id == id);
    }
    book.add_house_type({"zxa-q", {{"base", "zulu-spears"}}});
    book.add_house_type({"zya-q", {{"base", "native-spearmen"}}});
    for (const auto& id : book.type_ids()) {
        const auto* type = book.find_type(id);
        REQUIRE(type != nullptr);
        CHECK(type->id == id);
    }
    CHECK(book.find_type("zxa-q")->base == "zulu-spears");
    CHECK(book.find_type("zya-q")->base == "native-spearmen");
    for (const auto* unknown : {"", "z", "zza-q", "brit-infantryx", "Brit-infantry", "zulu"}) {
        CHECK(book.find_type(unknown) == nullptr);
    }
    // Past 32 types the ids are hashed instead; every one is still found.
    for (int i = 0; i < 40; ++i) {
        book.add_house_type({fmt::format("h{}", i), {{"base", "zulu-spears"}}});
    }
    for (const auto& id : book.type_ids()) {
        REQUIRE(book.find_type(id) != nullptr);
        CHECK(book.find_type(id)->id == id);
    }
    CHECK(book.find_type("h40") == nullptr);
}

} // namespace muster_unit_ue_rulebook
