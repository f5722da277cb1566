#include "../support/ue_fixtures.hpp"
#include "muster/dice/dice.hpp"
#include "muster/error.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_ue_morale {

using namespace muster;
using namespace muster::ue;
using muster::ue::test::apply_to;
using muster::ue::test::make_unit;

namespace {

TestsResult test_morale(const Unit& unit, int roll, MoraleInput in = {},
                        const Options& options = {}) {
    UeRuleBook book;
    dice::ScriptedSource source({roll});
    in.units = {&unit};
    return resolve_morale(in, book, options, source);
}

bool passes(const Unit& unit, int roll, MoraleInput in = {}, const Options& options = {}) {
    return test_morale(unit, roll, std::move(in), options).units.at(0).passed;
}

Unit fired_at(Band band) {
    auto z = make_unit("Z", "zulu-spears", 6);
    muster::ue::record(z).fired = band;
    return z;
}

} // namespace

TEST_CASE("UE-MORALE-1: fails on 1-3 short, 1-2 medium, 1 long", "[ue][morale]") {
    CHECK_FALSE(passes(fired_at(Band::short_range), 3));
    CHECK(passes(fired_at(Band::short_range), 4));
    CHECK_FALSE(passes(fired_at(Band::medium), 2));
    CHECK(passes(fired_at(Band::medium), 3));
    CHECK_FALSE(passes(fired_at(Band::long_range), 1));
    CHECK(passes(fired_at(Band::long_range), 2));
}

TEST_CASE("UE-MORALE-2: benefits lower the failure threshold (benefit reading)", "[ue][morale]") {
    auto z = fired_at(Band::short_range);
    muster::ue::record(z).cover = true;
    CHECK(passes(z, 3)); // short in cover fails only on 1-2
    CHECK_FALSE(passes(z, 2));
    auto l = fired_at(Band::long_range);
    muster::ue::record(l).cover = true;
    muster::ue::record(l).single_stand = true;
    CHECK(passes(l, 1)); // both benefits at long range cannot fail
    MoraleInput by_hand;
    by_hand.single_stand = true;
    CHECK(passes(fired_at(Band::medium), 2, by_hand));
    CHECK_FALSE(passes(fired_at(Band::medium), 1, by_hand));
}

TEST_CASE("UE-MORALE-2: OPT-2 morale-modifiers literal subtracts 1 from the roll",
          "[ue][morale][options]") {
    Options literal;
    literal.morale = MoraleModifiers::literal;
    auto z = fired_at(Band::short_range);
    muster::ue::record(z).cover = true;
    CHECK_FALSE(passes(z, 4, {}, literal)); // 4 - 1 = 3 fails at short
    CHECK(passes(z, 5, {}, literal));
    CHECK(passes(z, 4)); // the benefit reading passes the same roll
    const auto r = test_morale(z, 4, {}, literal);
    CHECK(r.units.at(0).modifier == 1);
}

TEST_CASE("UE-MORALE-3: the recorded closest band is used, --range overrides", "[ue][morale]") {
    const auto z = fired_at(Band::long_range);
    CHECK(passes(z, 2));
    MoraleInput in;
    in.band = Band::short_range;
    CHECK_FALSE(passes(z, 2, in));
    const auto never = make_unit("N", "zulu-spears", 6);
    CHECK_THROWS_AS(test_morale(never, 4), RuleError);
    CHECK(passes(never, 4, in));
}

TEST_CASE("UE-MORALE-4: failure marks falling-back, the mark is cleared after the test",
          "[ue][morale]") {
    UeRuleBook book;
    auto z = fired_at(Band::medium);
    auto r = test_morale(z, 1);
    apply_to(r.resolution, {&z}, book);
    CHECK(muster::ue::record(z).falling_back);
    CHECK(muster::ue::record(z).fired == Band::none);
    CHECK(r.resolution.table.at(0).find("two full moves") != std::string::npos);
    muster::ue::record(z).fired = Band::medium;
    r = test_morale(z, 1);
    CHECK(r.resolution.table.at(0).find("further") != std::string::npos);
}

TEST_CASE("UE-MORALE-5: british units never test, native regular infantry do", "[ue][morale]") {
    auto b = make_unit("B", "brit-infantry", 3);
    muster::ue::record(b).fired = Band::short_range;
    CHECK_THROWS_AS(test_morale(b, 1), RuleError);
    auto n = make_unit("N", "native-regular-infantry", 3);
    muster::ue::record(n).fired = Band::short_range;
    CHECK_FALSE(passes(n, 1));
    UeRuleBook book;
    const std::vector<Unit> units{b, n, make_unit("Z", "zulu-spears", 6)};
    const auto due = morale_due(units, book);
    REQUIRE(due.size() == 1);
    CHECK(due[0]->name == "N");
}

TEST_CASE("UE-MORALE: the odds of failing at medium are 1/3", "[ue][morale][odds]") {
    UeRuleBook book;
    const auto z = fired_at(Band::medium);
    const auto dist = dice::enumerate<bool>([&](dice::DiceSource& d) {
        MoraleInput in;
        in.units = {&z};
        return resolve_morale(in, book, Options{}, d).units.at(0).passed;
    });
    CHECK(dist.at(false) == Approx(1.0 / 3));
}

TEST_CASE("UE-RALLY-1: falling-back units return on 4-6 and stay on 1-3", "[ue][rally]") {
    UeRuleBook book;
    auto z = make_unit("Z", "zulu-spears", 6);
    muster::ue::record(z).falling_back = true;
    auto y = make_unit("Y", "zulu-rifles", 6);
    muster::ue::record(y).falling_back = true;
    dice::ScriptedSource source({4, 3});
    const auto r = resolve_rally({&z, &y}, source);
    CHECK(r.units.at(0).passed);
    CHECK_FALSE(r.units.at(1).passed);
    apply_to(r.resolution, {&z, &y}, book);
    CHECK_FALSE(muster::ue::record(z).falling_back);
    CHECK(muster::ue::record(y).falling_back);
    CHECK_THROWS_AS(resolve_rally({&z}, source), RuleError);
    const std::vector<Unit> units{z, y};
    CHECK(rally_due(units).size() == 1);
}

TEST_CASE("UE-ARMY-1: an army at 25% killed rolls, 1-2 retreats", "[ue][army]") {
    UeRuleBook book;
    std::vector<Unit> units{make_unit("A", "brit-infantry", 4, 45), // 180 men: exactly 25%
                            make_unit("Z", "zulu-spears", 6, 0)};
    units[0].side = "british";
    units[1].side = "zulu";
    auto tallies = army_tallies(units, book);
    REQUIRE(tallies.size() == 2);
    CHECK(tallies[0].reached);
    CHECK_FALSE(tallies[1].reached);
    dice::ScriptedSource two({2});
    auto r = resolve_army(units, std::nullopt, book, Options{}, two);
    REQUIRE(r.units.size() == 1);
    CHECK(r.units[0].name == "british");
    CHECK_FALSE(r.units[0].passed);
    dice::ScriptedSource three({3});
    r = resolve_army(units, std::nullopt, book, Options{}, three);
    CHECK(r.units[0].passed);
    muster::ue::record(units[0]).killed = 44;
    CHECK_FALSE(army_tallies(units, book)[0].reached);
    dice::ScriptedSource none({});
    r = resolve_army(units, std::nullopt, book, Options{}, none);
    CHECK(r.units.empty());
    CHECK_THROWS_AS(resolve_army(units, std::string("boers"), book, Options{}, none), UsageError);
}

TEST_CASE("UE-ARMY-2: both armies past 25% is a draw, no dice", "[ue][army]") {
    UeRuleBook book;
    std::vector<Unit> units{make_unit("A", "brit-infantry", 3, 100),
                            make_unit("Z", "zulu-spears", 6, 900)};
    units[0].side = "british";
    units[1].side = "zulu";
    dice::ScriptedSource none({});
    const auto r = resolve_army(units, std::nullopt, book, Options{}, none);
    CHECK(r.draw);
    CHECK(r.units.empty());
    CHECK(none.thrown().empty());
}

TEST_CASE("UE-ARMY-1: OPT-3 army-morale off refuses the check, on allows it",
          "[ue][army][options]") {
    UeRuleBook book;
    std::vector<Unit> units{make_unit("A", "brit-infantry", 3, 100)};
    units[0].side = "british";
    Options off;
    off.army_morale = false;
    dice::ScriptedSource source({5});
    CHECK_THROWS_AS(resolve_army(units, std::nullopt, book, off, source), RuleError);
    CHECK(resolve_army(units, std::nullopt, book, Options{}, source).units.at(0).passed);
}

} // namespace muster_unit_ue_morale
