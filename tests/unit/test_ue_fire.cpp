#include "../support/ue_fixtures.hpp"
#include "muster/dice/dice.hpp"
#include "muster/error.hpp"
#include "muster/ue/fire.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>
#include <memory>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_ue_fire {

using namespace muster;
using namespace muster::ue;
using muster::ue::test::apply_to;
using muster::ue::test::make_unit;

namespace {

struct Shot {
    UeRuleBook book;
    Options options;
    std::unique_ptr<dice::ScriptedSource> dice =
        std::make_unique<dice::ScriptedSource>(std::vector<int>{});
    void set_dice(std::vector<int> v) {
        dice = std::make_unique<dice::ScriptedSource>(std::move(v));
    }

    FireResult fire(std::vector<const Unit*> firers, const Unit& target, RangeSpec range,
                    bool cover = false, Overrides ov = {}) {
        FireInput in;
        in.firers = std::move(firers);
        in.target = &target;
        in.range = range;
        in.cover = cover;
        in.overrides = ov;
        return resolve_fire(in, book, options, *dice);
    }
};

RangeSpec band(Band b) {
    return RangeSpec{b, std::nullopt};
}
RangeSpec at(double d) {
    return RangeSpec{std::nullopt, d};
}

} // namespace

TEST_CASE("UE-FIRE-3: closed company at medium range kills 27 (the source's worked example)",
          "[ue][fire]") {
    Shot s;
    auto a = make_unit("90th/A", "brit-infantry", 3);
    muster::ue::record(a).formation = "closed";
    const auto z = make_unit("uThulwana", "zulu-spears", 6);
    const auto r = s.fire({&a}, z, band(Band::medium));
    CHECK(r.kills == 27);
}

TEST_CASE("UE-FIRE-3: multiply every factor first and floor once", "[ue][fire]") {
    Shot s;
    auto a = make_unit("90th/A", "brit-infantry", 3, 15); // 8 figures: 120 CP
    muster::ue::record(a).formation = "open";
    const auto z = make_unit("Z", "zulu-spears", 6);
    // 120 x 1/10 x 1/2 (long) x 1/2 (cover) = 3 exactly; floored per step it would be 6/2=3 too,
    // so use 105 CP: 105 x 1/10 x 1/2 x 1/2 = 2.625 -> 2 (per-step flooring gives 10->5->2).
    auto b = make_unit("B", "brit-infantry", 3, 30); // 7 figures = 105
    muster::ue::record(b).formation = "open";
    CHECK(s.fire({&b}, z, band(Band::long_range), true).kills == 2);
    // 105 x 2/10 x 2 (short) = 42
    muster::ue::record(b).formation = "closed";
    CHECK(s.fire({&b}, z, band(Band::short_range)).kills == 42);
}

TEST_CASE("UE-CP-2: 67 men present kill 7 under figures (the rule) and 6 under combat-power men",
          "[ue][fire][cp]") {
    Shot s;
    auto a = make_unit("90th/A", "brit-infantry", 3, 68); // 67 men present, half strength
    muster::ue::record(a).formation = "closed";
    const auto z = make_unit("Z", "zulu-spears", 6);
    // figures: 5 figures = 75 CP x 2/10 x 1/2 = 7.5 -> 7
    CHECK(s.fire({&a}, z, band(Band::medium)).kills == 7);
    s.options.combat_power = CombatPower::men;
    // men: 67 x 2/10 x 1/2 = 6.7 -> 6
    CHECK(s.fire({&a}, z, band(Band::medium)).kills == 6);
}

TEST_CASE("UE-FIRE-1: range bands from a distance, inclusive, out of range is refused",
          "[ue][fire]") {
    Shot s;
    const auto& bi = s.book.type("brit-infantry");
    CHECK(band_for(at(5), bi, "x") == Band::short_range);
    CHECK(band_for(at(5.5), bi, "x") == Band::medium);
    CHECK(band_for(at(10), bi, "x") == Band::medium);
    CHECK(band_for(at(20), bi, "x") == Band::long_range);
    CHECK_THROWS_AS(band_for(at(20.5), bi, "x"), RuleError);
    const auto& cannon = s.book.type("cannon-brit");
    CHECK(band_for(at(25), cannon, "x") == Band::long_range);
    CHECK(band_for(at(10), cannon, "x") == Band::short_range);
}

TEST_CASE("UE-FIRE-1: spears have one band, up to 3 inches counted as medium", "[ue][fire]") {
    Shot s;
    const auto& spears = s.book.type("zulu-spears");
    CHECK(band_for(at(3), spears, "x") == Band::medium);
    CHECK(band_for(at(1), spears, "x") == Band::medium);
    CHECK_THROWS_AS(band_for(at(4), spears, "x"), RuleError);
    CHECK_THROWS_AS(band_for(band(Band::short_range), spears, "x"), RuleError);
    // A full iButho of 6 x 300 = 1800 men (120 figures) throws spears: 1800 x 1/20 = 90.
    const auto z = make_unit("Z", "zulu-spears", 6);
    const auto a = make_unit("A", "brit-infantry", 3);
    CHECK(s.fire({&z}, a, at(3)).kills == 90);
}

TEST_CASE("UE-FIRE-2: long 1/2, short 2, half-strength firer 1/2, defensive position 1/2",
          "[ue][fire]") {
    Shot s;
    auto a = make_unit("A", "brit-infantry", 3);
    const auto z = make_unit("Z", "zulu-spears", 6);
    CHECK(s.fire({&a}, z, band(Band::long_range)).kills == 13); // 27/2 = 13.5
    CHECK(s.fire({&a}, z, band(Band::short_range)).kills == 54);
    CHECK(s.fire({&a}, z, band(Band::medium), true).kills == 13);
    auto zc = z;
    muster::ue::record(zc).cover = true; // the roster's cover key works as --cover
    CHECK(s.fire({&a}, zc, band(Band::medium)).kills == 13);
    muster::ue::record(a).killed =
        75; // 60 men present (half strength): 4 figures = 60 x 2/10 x 1/2 = 6
    CHECK(s.fire({&a}, z, band(Band::medium)).kills == 6);
}

TEST_CASE("UE-FIRE-4: a company reduced to one stand fires open unless --closed", "[ue][fire]") {
    Shot s;
    auto a = make_unit("A", "brit-infantry", 3, 90); // one stand left, 3 figures = 45 CP
    muster::ue::record(a).formation = "closed";
    const auto z = make_unit("Z", "zulu-spears", 6);
    // half strength too: 45 x 1/10 x 1/2 = 2.25 -> 2 (open), closed would be 4.5 -> 4
    CHECK(s.fire({&a}, z, band(Band::medium)).kills == 2);
    CHECK(s.fire({&a}, z, band(Band::medium), false, {Posture::closed, {}}).kills == 4);
    // two stands left fire closed
    muster::ue::record(a).killed = 45;
    CHECK(s.fire({&a}, z, band(Band::medium)).kills == 18); // 90 x 2/10
}

TEST_CASE("UE-FIRE-5: Maxim kills 10 (British) or 7 (native) a shot, with every factor",
          "[ue][fire]") {
    Shot s;
    auto mb = make_unit("M", "maxim-brit", 1);
    auto mn = make_unit("N", "maxim-native", 1);
    const auto z = make_unit("Z", "zulu-spears", 6);
    CHECK(s.fire({&mb}, z, band(Band::medium)).kills == 10);
    CHECK(s.fire({&mn}, z, band(Band::medium)).kills == 7);
    CHECK(s.fire({&mb}, z, band(Band::short_range)).kills == 20);
    CHECK(s.fire({&mn}, z, band(Band::long_range)).kills == 3);       // 3.5
    CHECK(s.fire({&mn}, z, band(Band::long_range), true).kills == 1); // 1.75
    muster::ue::record(mb).killed = 30;                               // half strength crew
    CHECK(s.fire({&mb}, z, band(Band::medium)).kills == 5);
    muster::ue::record(mb).killed = 0;
    muster::ue::record(mb).crew_replaced = true;
    CHECK(s.fire({&mb}, z, band(Band::medium)).kills == 5);
}

TEST_CASE("UE-FIRE-6: several firers are floored one by one and summed", "[ue][fire]") {
    Shot s;
    auto a = make_unit("A", "brit-infantry", 3, 30); // 105 CP
    auto b = make_unit("B", "brit-infantry", 3, 30);
    muster::ue::record(a).formation = muster::ue::record(b).formation = "open";
    const auto z = make_unit("Z", "zulu-spears", 6);
    // each 105 x 1/10 x 1/2 = 5.25 -> 5; summed 10 (not floor(10.5))
    const auto r = s.fire({&a, &b}, z, band(Band::long_range));
    CHECK(r.kills == 10);
    REQUIRE(r.firers.size() == 2);
    CHECK(r.firers[0].kills == 5);
}

TEST_CASE("UE-FIRE-7: fire at a gun kills its crew", "[ue][fire]") {
    Shot s;
    auto a = make_unit("A", "native-riflemen", 3); // 135 x 1/10 = 13
    auto g = make_unit("G", "cannon-brit", 1);
    const auto r = s.fire({&a}, g, band(Band::medium));
    CHECK(r.kills == 13);
    CHECK(r.against_gun);
    apply_to(r.resolution, {&g}, s.book);
    CHECK(muster::ue::record(g).killed == 13);
}

TEST_CASE("UE-FIRE-8: a native target that took casualties must test, band recorded",
          "[ue][fire]") {
    Shot s;
    auto a = make_unit("A", "brit-infantry", 3);
    auto z = make_unit("Z", "zulu-spears", 6);
    muster::ue::record(z).fired = Band::long_range;
    auto r = s.fire({&a}, z, band(Band::medium));
    CHECK(r.morale_due);
    apply_to(r.resolution, {&z}, s.book);
    CHECK(muster::ue::record(z).fired == Band::medium);
    CHECK(muster::ue::record(z).killed == 27);
    // a later long-range volley keeps the closest band (UE-MORALE-3)
    r = s.fire({&a}, z, band(Band::long_range));
    apply_to(r.resolution, {&z}, s.book);
    CHECK(muster::ue::record(z).fired == Band::medium);
    // a british target is never marked
    auto b = make_unit("B", "brit-infantry", 3);
    auto zr = make_unit("ZR", "zulu-rifles", 6);
    r = s.fire({&zr}, b, band(Band::medium));
    CHECK_FALSE(r.morale_due);
}

TEST_CASE("UE-FIRE-9: dismounted mounted infantry fire without the horse holders", "[ue][fire]") {
    Shot s;
    auto mi = make_unit("MI", "brit-mounted-infantry", 3); // 6 figures, 2 holders
    const auto z = make_unit("Z", "zulu-spears", 6);
    CHECK(s.fire({&mi}, z, band(Band::medium)).kills == 12); // 60 x 2/10
    muster::ue::record(mi).mounted = true;
    CHECK(s.fire({&mi}, z, band(Band::medium)).kills == 9); // 90 x 1/10
    CHECK(s.fire({&mi}, z, band(Band::medium), false, {{}, Posture::dismounted}).kills == 12);
}

TEST_CASE("UE-ROSTER-3: fire kills beyond the men present are dropped", "[ue][roster]") {
    Shot s;
    auto a = make_unit("A", "brit-infantry", 3);
    auto m = make_unit("M", "native-riflemen", 1, 33); // 12 men left
    const auto r = s.fire({&a}, m, band(Band::short_range));
    CHECK(r.kills == 54);
    const auto applied = apply_to(r.resolution, {&m}, s.book);
    REQUIRE(applied.kills.size() == 1);
    CHECK(applied.kills[0].second.applied == 12);
    CHECK(applied.kills[0].second.excess == 42);
    CHECK(muster::ue::record(m).killed == 45);
}

TEST_CASE("UE-ROSTER-4: destruction exactly at 75% is recorded as 100%", "[ue][roster]") {
    UeRuleBook book;
    auto a = make_unit("A", "brit-infantry", 4); // 180 men; 75% = 135
    auto k = apply_kills(a, book.type("brit-infantry"), 134);
    CHECK_FALSE(k.destroyed);
    CHECK(muster::ue::record(a).killed == 134);
    CHECK(k.stands_removed == 2);
    k = apply_kills(a, book.type("brit-infantry"), 1);
    CHECK(k.destroyed);
    CHECK(muster::ue::record(a).killed == 180);
    CHECK(k.stands_removed == 2);
    CHECK(table_lines("A", k).front().find("destroyed") != std::string::npos);
}

TEST_CASE("UE-ROSTER-2: the output says how many stands to take off", "[ue][roster]") {
    UeRuleBook book;
    auto z = make_unit("Z", "zulu-spears", 6, 290);
    const auto k = apply_kills(z, book.type("zulu-spears"), 320);
    CHECK(k.stands_removed == 2);
    CHECK(table_lines("Z", k) == std::vector<std::string>{"remove 2 stands of Z"});
}

TEST_CASE("UE-ARTY-1: one D6 a gun, kills by crew from the table", "[ue][artillery]") {
    const auto z = make_unit("Z", "zulu-spears", 6);
    const std::array<int, 6> british{0, 5, 10, 5, 20, 30};
    const std::array<int, 6> native{0, 0, 5, 10, 15, 20};
    for (int roll = 1; roll <= 6; ++roll) {
        Shot s;
        s.set_dice({roll, roll});
        auto b = make_unit("B", "cannon-brit", 1);
        auto n = make_unit("N", "cannon-native", 1);
        const auto r = s.fire({&b, &n}, z, band(Band::medium));
        CHECK(r.firers[0].kills == british.at(static_cast<std::size_t>(roll - 1)));
        CHECK(r.firers[1].kills == native.at(static_cast<std::size_t>(roll - 1)));
        CHECK(r.firers[0].roll == roll);
    }
}

TEST_CASE("UE-ARTY-2: +10 against closed infantry, only on a roll that is not a miss",
          "[ue][artillery]") {
    auto target = make_unit("T", "brit-infantry", 3);
    muster::ue::record(target).formation = "closed";
    auto g = make_unit("G", "cannon-native", 1);
    Shot s;
    s.set_dice({3});
    CHECK(s.fire({&g}, target, band(Band::medium)).kills == 15);
    s.set_dice({2}); // a miss stays a miss
    CHECK(s.fire({&g}, target, band(Band::medium)).kills == 0);
    muster::ue::record(target).formation = "open";
    s.set_dice({3});
    CHECK(s.fire({&g}, target, band(Band::medium)).kills == 5);
    // --closed on a cannon shot is the target's order (no infantry fires)
    s.set_dice({3});
    CHECK(s.fire({&g}, target, band(Band::medium), false, {Posture::closed, {}}).kills == 15);
}

TEST_CASE("UE-ARTY-3: range, cover, crew half strength, crew replaced, floored once",
          "[ue][artillery]") {
    const auto z = make_unit("Z", "zulu-spears", 6);
    auto g = make_unit("G", "cannon-brit", 1);
    Shot s;
    s.set_dice({6});
    CHECK(s.fire({&g}, z, band(Band::long_range), true).kills == 7); // 30/2/2 = 7.5
    s.set_dice({5});
    CHECK(s.fire({&g}, z, band(Band::short_range)).kills == 40);
    muster::ue::record(g).killed = 30; // crew at half strength
    s.set_dice({6});
    CHECK(s.fire({&g}, z, band(Band::medium)).kills == 15);
    muster::ue::record(g).killed = 0;
    muster::ue::record(g).crew_replaced = true;
    s.set_dice({2});
    CHECK(s.fire({&g}, z, band(Band::long_range)).kills == 1); // 5/2/2 = 1.25
}

TEST_CASE("UE-ARTY-4: against a gun a roll of 1-3 hits, 4 hits destroy it, crew needs no bonus",
          "[ue][artillery]") {
    auto g = make_unit("G", "cannon-brit", 1);
    auto target = make_unit("T", "maxim-native", 1, 0);
    muster::ue::record(target).gun_hits = 3;
    Shot s;
    s.set_dice({3});
    FireInput in;
    in.firers = {&g};
    in.target = &target;
    in.range = band(Band::medium);
    in.vs = VsGun::gun;
    auto r = resolve_fire(in, s.book, s.options, *s.dice);
    CHECK(r.gun_hits == 1);
    CHECK(r.target_destroyed);
    apply_to(r.resolution, {&target}, s.book);
    CHECK(muster::ue::record(target).gun_hits == 4);
    s.set_dice({4});
    muster::ue::record(target).gun_hits = 0;
    r = resolve_fire(in, s.book, s.options, *s.dice);
    CHECK(r.gun_hits == 0);
    // small arms cannot hit the gun itself
    auto a = make_unit("A", "brit-infantry", 3);
    in.firers = {&a};
    CHECK_THROWS_AS(resolve_fire(in, s.book, s.options, *s.dice), RuleError);
    // --vs gun at troops is a usage error
    auto z = make_unit("Z", "zulu-spears", 6);
    in.firers = {&g};
    in.target = &z;
    CHECK_THROWS_AS(resolve_fire(in, s.book, s.options, *s.dice), UsageError);
}

TEST_CASE("UE-ARTY-4: against a gun's crew the closed-order bonus never applies",
          "[ue][artillery]") {
    auto g = make_unit("G", "cannon-brit", 1);
    auto target = make_unit("T", "cannon-native", 1);
    Shot s;
    s.set_dice({3});
    CHECK(s.fire({&g}, target, band(Band::medium), false, {Posture::closed, {}}).kills == 10);
}

TEST_CASE("UE-ARTY-5: a silent gun cannot fire, a replaced crew hits guns only on 1-2",
          "[ue][artillery]") {
    auto g = make_unit("G", "cannon-brit", 1, 60);
    auto target = make_unit("T", "cannon-native", 1);
    Shot s;
    s.set_dice({3});
    CHECK_THROWS_AS(s.fire({&g}, target, band(Band::medium)), RuleError);
    muster::ue::record(g).killed = 0;
    muster::ue::record(g).crew_replaced = true;
    FireInput in;
    in.firers = {&g};
    in.target = &target;
    in.range = band(Band::medium);
    in.vs = VsGun::gun;
    CHECK(resolve_fire(in, s.book, s.options, *s.dice).gun_hits == 0); // 3 misses
    s.set_dice({2});
    CHECK(resolve_fire(in, s.book, s.options, *s.dice).gun_hits == 1);
}

TEST_CASE("UE-ARTY: the artillery command refuses anything but guns", "[ue][artillery]") {
    Shot s;
    auto a = make_unit("A", "brit-infantry", 3);
    auto z = make_unit("Z", "zulu-spears", 6);
    FireInput in;
    in.firers = {&a};
    in.target = &z;
    in.range = band(Band::medium);
    in.guns_only = true;
    CHECK_THROWS_AS(resolve_fire(in, s.book, s.options, *s.dice), RuleError);
}

TEST_CASE("UE-FIRE: odds of a cannon shot come from the same code", "[ue][artillery][odds]") {
    UeRuleBook book;
    const auto z = make_unit("Z", "zulu-spears", 6);
    const auto g = make_unit("G", "cannon-native", 1);
    const auto dist = dice::enumerate<long long>([&](dice::DiceSource& d) {
        FireInput in;
        in.firers = {&g};
        in.target = &z;
        in.range = band(Band::medium);
        return resolve_fire(in, book, Options{}, d).kills;
    });
    CHECK(dist.at(0) == Approx(2.0 / 6));
    CHECK(dist.at(20) == Approx(1.0 / 6));
}

} // namespace muster_unit_ue_fire
