#include "../support/fw_test_units.hpp"
#include "muster/dice/dice.hpp"
#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fw_fire {

using namespace muster;
using namespace muster::fw;
using muster::fw::test::unit;

namespace {
FireInput at(std::vector<const Unit*> firers, const Unit& target, RangeBand band) {
    FireInput input;
    input.firers = std::move(firers);
    input.target = &target;
    input.band = band;
    return input;
}
} // namespace

TEST_CASE("FW-FIRE-1: regular infantry throws one AvD per ready stand", "[fw][fire]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 3);
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    dice::ScriptedSource dice({4, 5, 3});
    auto r = resolve_fire(book, at({&guards}, ansar, RangeBand::medium), dice);
    dice.finish();
    REQUIRE(r.firers.size() == 1);
    CHECK(r.firers[0].dice == 3);
    CHECK(r.firers[0].die == "AvD");
    // 4-3=1, 5-3=2, 3-3=0
    CHECK(r.inflicted == 3);
    CHECK(r.applied == 3);
    CHECK(r.must_test);
    REQUIRE(r.after.size() == 2);
    CHECK(muster::fw::record(r.after[0]).fought);
    CHECK(muster::fw::record(r.after[1]).markers == 3);
    CHECK(muster::fw::record(r.after[1]).taken == 3);
}

TEST_CASE("FW-FIRE-1: retreating stands and stands out of action do not fire", "[fw][fire]") {
    Book book;
    Unit riflemen = unit("Riflemen", "irregular-riflemen", 4);
    muster::fw::record(riflemen).markers = 2;    // stand 1 out of action
    muster::fw::record(riflemen).retreating = 2; // stands 1-2 retreating
    Unit guards = unit("Guards", "regular-infantry", 1);
    dice::ScriptedSource dice({6, 6});
    auto r = resolve_fire(book, at({&riflemen}, guards, RangeBand::short_range), dice);
    dice.finish();
    CHECK(r.firers[0].dice == 2);
    CHECK(r.firers[0].die == "D6");
    // 6+0+1-3 = 4 each, but the target has only 2 unwounded figures
    CHECK(r.inflicted == 8);
    CHECK(r.applied == 2);
    CHECK(r.excess == 6);
}

TEST_CASE("FW-FIRE-1: a machine gun throws one die per unwounded crew figure", "[fw][fire]") {
    Book book;
    Unit gardner = unit("Gardner", "regular-machine-gun", 1);
    muster::fw::record(gardner).markers = 1;
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    dice::ScriptedSource dice({5});
    FireInput input = at({&gardner}, ansar, RangeBand::medium);
    input.guns_only = true;
    auto r = resolve_fire(book, input, dice);
    dice.finish();
    CHECK(r.firers[0].per_crew);
    CHECK(r.firers[0].dice == 1);
    CHECK(r.inflicted == 3); // 5 + 1 attack + 0 - 3
}

TEST_CASE("FW-FIRE-1: refusals: no weapon, not a gun, out of range, fired at itself",
          "[fw][fire]") {
    Book book;
    Unit spears = unit("Spears", "irregular-spearmen", 2);
    Unit guards = unit("Guards", "regular-infantry", 2);
    dice::ScriptedSource dice({});
    CHECK_THROWS_AS(resolve_fire(book, at({&spears}, guards, RangeBand::short_range), dice),
                    RuleError);
    CHECK_THROWS_AS(resolve_fire(book, at({&guards}, guards, RangeBand::short_range), dice),
                    RuleError);
    FireInput arty = at({&guards}, spears, RangeBand::short_range);
    arty.guns_only = true;
    CHECK_THROWS_AS(resolve_fire(book, arty, dice), RuleError);
    FireInput far = at({&guards}, spears, RangeBand::short_range);
    far.band.reset();
    far.distance = 19;
    CHECK_THROWS_AS(resolve_fire(book, far, dice), RuleError);
    Unit broken = guards;
    muster::fw::record(broken).retreating = 2;
    CHECK_THROWS_AS(resolve_fire(book, at({&broken}, spears, RangeBand::short_range), dice),
                    RuleError);
}

TEST_CASE("FW-FIRE-1: --distance picks each weapon's band", "[fw][fire]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 1);
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    FireInput input = at({&guards}, ansar, RangeBand::medium);
    input.band.reset();
    input.distance = 5;
    dice::ScriptedSource dice({3});
    auto r = resolve_fire(book, input, dice);
    CHECK(r.firers[0].band == RangeBand::short_range);
    CHECK(r.inflicted == 1); // 3 + 1 short - 3
}

TEST_CASE("FW-FIRE-2: a regular AvD rifle at medium against the open averages 2/3 marker",
          "[fw][fire]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 1);
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    auto odds = dice::enumerate<long long>([&](dice::DiceSource& d) {
        return resolve_fire(book, at({&guards}, ansar, RangeBand::medium), d).inflicted;
    });
    CHECK(muster::fw::test::mean(odds) == Approx(2.0 / 3.0));
    CHECK(odds[2] == Approx(1.0 / 6.0));
}

TEST_CASE("FW-FIRE-2: against a square at medium only a 6 on a D6 scores", "[fw][fire]") {
    Book book;
    Unit riflemen = unit("Riflemen", "irregular-riflemen", 1);
    Unit square = unit("Square", "regular-infantry", 4);
    muster::fw::record(square).formation = "square";
    CHECK(position_of(square) == Position::square);
    auto odds = dice::enumerate<long long>([&](dice::DiceSource& d) {
        return resolve_fire(book, at({&riflemen}, square, RangeBand::medium), d).inflicted;
    });
    CHECK(odds[1] == Approx(1.0 / 6.0));
    CHECK(odds[0] == Approx(5.0 / 6.0));
}

TEST_CASE("FW-FIRE-2: house-ruled defence, weapon and range tables are used", "[fw][fire]") {
    Book book;
    book.add_house_table({"fire-defence", {{"open", "2"}}});
    book.add_house_table({"weapon-rifle", {{"ranges", "20/10/5"}, {"attack", "1"}}});
    book.add_house_table({"range", {{"long", "-2"}}});
    Unit guards = unit("Guards", "regular-infantry", 1);
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    dice::ScriptedSource dice({4});
    FireInput input = at({&guards}, ansar, RangeBand::medium);
    input.band.reset();
    input.distance = 20;
    auto r = resolve_fire(book, input, dice);
    CHECK(r.firers[0].band == RangeBand::long_range);
    CHECK(r.inflicted == 1); // 4 + 1 attack - 2 long - 2 defence
}

TEST_CASE("FW-FIRE-2: --cover overrides the target's position", "[fw][fire]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 1);
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    FireInput input = at({&guards}, ansar, RangeBand::medium);
    input.position = Position::cover;
    dice::ScriptedSource dice({5});
    CHECK(resolve_fire(book, input, dice).inflicted == 1);
}

TEST_CASE("FW-FIRE-1: forty stands are one pool, so exact odds are instant", "[fw][fire]") {
    Book book;
    Unit brigade = unit("Brigade", "regular-infantry", 40);
    Unit ansar = unit("Ansar", "irregular-spearmen", 1000);
    auto odds = dice::enumerate<long long>([&](dice::DiceSource& d) {
        return resolve_fire(book, at({&brigade}, ansar, RangeBand::medium), d).inflicted;
    });
    CHECK(odds.size() == 81); // 0..80 markers
    CHECK(muster::fw::test::mean(odds) == Approx(40.0 * 2.0 / 3.0));
}

TEST_CASE("FW-ORDER-1: a unit that already took a combat order may not fire", "[fw][order]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 1);
    muster::fw::record(guards).fought = true;
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    dice::ScriptedSource dice({4});
    CHECK_THROWS_AS(resolve_fire(book, at({&guards}, ansar, RangeBand::medium), dice), RuleError);
}

TEST_CASE("FW-FIRE-3: an irregular unit retreats when its die is below the markers taken",
          "[fw][fire]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 4);
    muster::fw::record(ansar).markers = 3;
    muster::fw::record(ansar).taken = 3;
    {
        dice::ScriptedSource dice({2});
        auto r = resolve_fire_results(book, {&ansar}, false, dice);
        REQUIRE(r.units.size() == 1);
        CHECK(r.units[0].tested);
        CHECK(r.units[0].die == "D6");
        CHECK(r.units[0].retreats);
        REQUIRE(r.after.size() == 1);
        CHECK(muster::fw::record(r.after[0]).retreating == 4);
    }
    {
        dice::ScriptedSource dice({3});
        auto r = resolve_fire_results(book, {&ansar}, false, dice);
        CHECK_FALSE(r.units[0].retreats);
        CHECK(r.after.empty());
    }
}

TEST_CASE("FW-FIRE-3: regulars do not test unless OPT-4, then with an AvD", "[fw][fire][opt]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 2);
    muster::fw::record(guards).markers = 4;
    muster::fw::record(guards).taken = 4;
    dice::ScriptedSource none({});
    auto r = resolve_fire_results(book, {&guards}, false, none);
    CHECK_FALSE(r.units[0].tested);
    CHECK_FALSE(r.units[0].reason.empty());
    dice::ScriptedSource dice({3});
    auto t = resolve_fire_results(book, {&guards}, true, dice);
    CHECK(t.units[0].tested);
    CHECK(t.units[0].die == "AvD");
    CHECK(t.units[0].retreats);
}

TEST_CASE("FW-FIRE-3: P(target retreats) by running fire and the results test", "[fw][fire]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 1);
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    auto odds = dice::enumerate<bool>([&](dice::DiceSource& d) {
        auto fire = resolve_fire(book, at({&guards}, ansar, RangeBand::medium), d);
        const Unit& hit = fire.after.back();
        if (!fire.must_test) {
            return false;
        }
        return resolve_fire_results(book, {&hit}, false, d).units[0].retreats;
    });
    // 1 marker (p 1/3): retreat on D6 < 1 never; 2 markers (p 1/6): on a 1.
    CHECK(odds[true] == Approx(1.0 / 6.0 * 1.0 / 6.0));
}

TEST_CASE("FW-FIRE-1: several firers throw in the order named, as one pool", "[fw][fire]") {
    Book book;
    Unit guards = unit("Guards", "regular-infantry", 2);
    Unit maxim = unit("Maxim", "regular-machine-gun", 1);
    Unit ansar = unit("Ansar", "irregular-spearmen", 6);
    FireInput input = at({&guards, &maxim}, ansar, RangeBand::medium);
    dice::ScriptedSource dice({5, 4, 3, 2});
    auto r = resolve_fire(book, input, dice);
    dice.finish();
    REQUIRE(r.firers.size() == 2);
    CHECK(r.firers[0].markers == 3); // 5-3=2, 4-3=1
    CHECK(r.firers[1].markers == 1); // 3+1-3=1, 2+1-3=0
    CHECK(r.inflicted == 4);
    auto odds = dice::enumerate<long long>(
        [&](dice::DiceSource& d) { return resolve_fire(book, input, d).inflicted; });
    CHECK(muster::fw::test::mean(odds) == Approx(2 * 2.0 / 3.0 + 2 * 1.5));
}

} // namespace muster_unit_fw_fire
