// Every UE odds result against an independent exact computation written here from docs/rules.md
// (the tables and factors typed in again, the dice walked by hand), to 1e-9.
#include "../support/ue_fixtures.hpp"
#include "muster/dice/dice.hpp"
#include "muster/error.hpp"
#include "muster/ue/charge.hpp"
#include "muster/ue/fire.hpp"
#include "muster/ue/fire_odds.hpp"
#include "muster/ue/melee.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>
#include <map>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_ue_odds {

using namespace muster;
using namespace muster::ue;
using muster::ue::test::make_unit;

namespace {

constexpr double k_tolerance = 1e-9;

/// docs/rules.md UE-ARTY-1, British crew: kills by roll 1..6.
constexpr long long k_brit_cannon[6] = {0, 5, 10, 5, 20, 30};

std::map<long long, double> fire_odds(const FireInput& in, const UeRuleBook& book) {
    return dice::enumerate<long long>(
        [&](dice::DiceSource& d) { return resolve_fire(in, book, Options{}, d).kills; });
}

void check_same(const std::map<long long, double>& got, const std::map<long long, double>& want) {
    REQUIRE(got.size() == want.size());
    for (const auto& [k, p] : want) {
        REQUIRE(got.count(k) == 1);
        CHECK(got.at(k) == Approx(p).margin(k_tolerance));
    }
}

/// UE-MELEE-4 by hand: P(side A's strength x D6 beats side B's), equal products thrown again.
double phase_b_a_wins(long long strength_a, long long strength_b) {
    double a = 0;
    double tie = 0;
    for (int x = 1; x <= 6; ++x) {
        for (int y = 1; y <= 6; ++y) {
            a += strength_a * x > strength_b * y ? 1.0 / 36 : 0.0;
            tie += strength_a * x == strength_b * y ? 1.0 / 36 : 0.0;
        }
    }
    return a / (1 - tie);
}

} // namespace

TEST_CASE("UE-ARTY-1: British cannon at medium range, each table row one sixth", "[ue][odds]") {
    UeRuleBook book;
    Unit gun = make_unit("gun", "cannon-brit", 1);
    Unit impi = make_unit("impi", "zulu-spears", 6);
    FireInput in;
    in.firers = {&gun};
    in.target = &impi;
    in.range.band = Band::medium;
    std::map<long long, double> want;
    for (long long kills : k_brit_cannon) {
        want[kills] += 1.0 / 6;
    }
    check_same(fire_odds(in, book), want);
}

TEST_CASE("UE-ARTY-2/3: cannon at closed infantry in cover at long range", "[ue][odds]") {
    UeRuleBook book;
    Unit gun = make_unit("gun", "cannon-brit", 1);
    Unit company = make_unit("company", "native-regular-infantry", 3);
    muster::ue::record(company).formation = "closed";
    muster::ue::record(company).cover = true;
    FireInput in;
    in.firers = {&gun};
    in.target = &company;
    in.range.band = Band::long_range;
    std::map<long long, double> want;
    for (long long kills : k_brit_cannon) {
        const long long base = kills == 0 ? 0 : kills + 10; // +10 closed, not on a miss
        want[base / 4] += 1.0 / 6;                          // x 1/2 long x 1/2 cover, floor
    }
    check_same(fire_odds(in, book), want);
}

TEST_CASE("UE-MORALE-1/2: P(fail) at each band, with and without cover", "[ue][odds]") {
    UeRuleBook book;
    const std::pair<Band, int> bands[] = {
        {Band::short_range, 3}, {Band::medium, 2}, {Band::long_range, 1}};
    for (const auto& [band, fails_on] : bands) {
        for (const bool cover : {false, true}) {
            Unit impi = make_unit("impi", "zulu-spears", 6);
            MoraleInput in;
            in.units = {&impi};
            in.band = band;
            in.cover = cover;
            const auto odds = dice::enumerate<bool>([&](dice::DiceSource& d) {
                return resolve_morale(in, book, Options{}, d).units.at(0).passed;
            });
            const double want = (fails_on - (cover ? 1 : 0)) / 6.0;
            CHECK((odds.contains(false) ? odds.at(false) : 0.0) ==
                  Approx(want).margin(k_tolerance));
        }
    }
}

TEST_CASE("UE-MELEE-4: phase B odds of a company against an iButho's remnant", "[ue][odds]") {
    UeRuleBook book;
    Unit company = make_unit("company", "brit-infantry", 3); // closed: MV 5, CP 135
    muster::ue::record(company).formation = "closed";
    Unit remnant = make_unit("remnant", "zulu-spears", 1, 90); // 14 figures: CP 210, MV 3
    MeleeInput in;
    in.a = {&company};
    in.b = {&remnant};
    const auto odds = dice::enumerate<char>(
        [&](dice::DiceSource& d) { return resolve_melee(in, book, Options{}, d).winner; });
    CHECK(odds.at('a') == Approx(phase_b_a_wins(5 * 135, 3 * 210)).margin(k_tolerance));
}

TEST_CASE("UE-FIRE-8 with UE-MORALE-1: cannon and company at short range, P(target breaks)",
          "[ue][odds]") {
    UeRuleBook book;
    Unit gun = make_unit("gun", "cannon-brit", 1);
    Unit company = make_unit("company", "brit-infantry", 3);
    muster::ue::record(company).formation = "closed";
    Unit impi = make_unit("impi", "zulu-spears", 6);
    FireInput in;
    in.firers = {&gun, &company};
    in.target = &impi;
    in.range.band = Band::short_range;
    const auto odds = dice::enumerate<bool>([&](dice::DiceSource& d) {
        const FireResult r = resolve_fire(in, book, Options{}, d);
        Unit tested = impi;
        muster::ue::record(tested).fired = r.band;
        MoraleInput test;
        test.units = {&tested};
        return r.morale_due && !resolve_morale(test, book, Options{}, d).units.at(0).passed;
    });
    // The company always kills (54), so the test is always due: fails on 1-3 at short.
    CHECK(odds.at(true) == Approx(0.5).margin(k_tolerance));
}

TEST_CASE("UE-FIRE-6 with UE-MORALE-1: two cannon at long range, summed, and the test after",
          "[ue][odds]") {
    UeRuleBook book;
    Unit gun1 = make_unit("gun1", "cannon-brit", 1);
    Unit gun2 = make_unit("gun2", "cannon-brit", 1);
    Unit impi = make_unit("impi", "zulu-spears", 6);
    FireInput in;
    in.firers = {&gun1, &gun2};
    in.target = &impi;
    in.range.band = Band::long_range;
    const FireOdds odds = fire_odds(in, book, Options{});
    std::map<long long, double> want;
    double p_kills = 0;
    for (long long a : k_brit_cannon) {
        for (long long b : k_brit_cannon) {
            const long long total = a / 2 + b / 2; // each gun floored, then summed
            want[total] += 1.0 / 36;
            p_kills += total > 0 ? 1.0 / 36 : 0.0;
        }
    }
    check_same(std::map<long long, double>(odds.total.begin(), odds.total.end()), want);
    CHECK(odds.p_morale_fails == Approx(p_kills / 6).margin(k_tolerance)); // long: fails on 1
}

// ---- charge (UE-APPROACH) -------------------------------------------------------------------

TEST_CASE("UE-APPROACH-2: a fire & charge from 6 inches at a closed company: the spears first",
          "[ue][charge]") {
    UeRuleBook book;
    Unit impi = make_unit("impi", "zulu-spears", 6); // 1800 men, 120 figures
    Unit company = make_unit("company", "brit-infantry", 3);
    muster::ue::record(company).formation = "closed";
    const auto odds = charge_odds({&impi, {&company}, 6.0}, book, Options{});
    // 3": spears 1800 x 1/20 = 90 first: the company is left one stand (45 men, half strength)
    // and returns fire as that stand, open (UE-FIRE-4): 45 x 1/10 x 2 x 1/2 = 4. The impi tests
    // at short with the single-stand benefit: fails on 1-2. Melee: impi CP 1800, MV 3, strength
    // 5400 against 3 figures x 15 x MV 5 = 225: the impi wins A, loses 360, the company loses
    // its last 45 and is destroyed (recorded as 135, UE-ROSTER-4); phase B 5400 > 225 x 6.
    CHECK(odds.p_repulsed == Approx(1.0 / 3).margin(k_tolerance));
    CHECK(odds.p_won == Approx(2.0 / 3).margin(k_tolerance));
    CHECK(odds.p_lost == Approx(0.0).margin(k_tolerance));
    CHECK(odds.expected_charger_losses == Approx(4 + 2.0 / 3 * 360).margin(k_tolerance));
    CHECK(odds.expected_defender_losses == Approx(90 + 2.0 / 3 * 45).margin(k_tolerance));
    check_same({odds.charger_losses.begin(), odds.charger_losses.end()},
               {{4, 1.0 / 3}, {4 + 360, 2.0 / 3}});
    check_same({odds.defender_losses.begin(), odds.defender_losses.end()},
               {{90, 1.0 / 3}, {135, 2.0 / 3}});
    CHECK(odds.p_target_destroyed == Approx(2.0 / 3).margin(k_tolerance));
}

TEST_CASE("UE-APPROACH-2: from 9 inches, one move under medium fire, then the fire & charge",
          "[ue][charge]") {
    UeRuleBook book;
    Unit impi = make_unit("impi", "zulu-spears", 6);
    Unit company = make_unit("company", "brit-infantry", 3);
    muster::ue::record(company).formation = "closed";
    const auto odds = charge_odds({&impi, {&company}, 9.0}, book, Options{});
    // Turn 1: 9 -> 6, medium: 27 kills, fails 1-2. Turn 2: 6 -> 3: spears from 119 figures:
    // 1785 / 20 = 89 first; the company keeps 2 stands, 4 figures, half strength, closed:
    // 60 x 2/10 x 2 x 1/2 = 12 (39 in all), test at short fails 1-3. Melee: impi 118 figures,
    // CP 1770, loses 354; the company's last 46 men are lost (recorded 135); the impi wins B.
    const double pass1 = 4.0 / 6;
    const double pass2 = 0.5;
    CHECK(odds.turns.size() == 2);
    CHECK(odds.turns[0].p_falls_back == Approx(2.0 / 6).margin(k_tolerance));
    CHECK(odds.p_won == Approx(pass1 * pass2).margin(k_tolerance));
    CHECK(odds.expected_charger_losses ==
          Approx((1 - pass1) * 27 + pass1 * (1 - pass2) * 39 + pass1 * pass2 * (39 + 354))
              .margin(k_tolerance));
    CHECK(odds.expected_defender_losses ==
          Approx(pass1 * (1 - pass2) * 89 + pass1 * pass2 * 135).margin(k_tolerance));
}

TEST_CASE("UE-APPROACH-2: a cannon's D6 joins the fire before the fire & charge", "[ue][charge]") {
    UeRuleBook book;
    Unit impi = make_unit("impi", "zulu-spears", 6);
    Unit company = make_unit("company", "brit-infantry", 3);
    muster::ue::record(company).formation = "closed";
    Unit gun = make_unit("gun", "cannon-brit", 1);
    const auto odds = charge_odds({&impi, {&company, &gun}, 6.0}, book, Options{});
    // 3": the spears leave the company one stand (4 kills at short, as above), the gun fires at
    // short: kills 4 + cannon x 2; two firers, so no single-stand benefit: the test fails 1-3
    // and is always due. Melee: impi CP (120 - floor(k / 15)) x 15 loses a fifth of it; it
    // always wins.
    double losses = 0;
    for (long long row : k_brit_cannon) {
        const long long k = 4 + row * 2;
        const long long cp = (120 - k / 15) * 15;
        losses += (static_cast<double>(k) + 0.5 * (static_cast<double>(cp) / 5.0)) / 6;
    }
    CHECK(odds.p_won == Approx(0.5).margin(k_tolerance));
    CHECK(odds.p_repulsed == Approx(0.5).margin(k_tolerance));
    CHECK(odds.expected_charger_losses == Approx(losses).margin(k_tolerance));
}

TEST_CASE("UE-APPROACH: a charge beyond the work bound is refused up front (exit 2)",
          "[ue][charge]") {
    UeRuleBook book;
    Unit horde = make_unit("horde", "zulu-spears", 1000);
    std::vector<Unit> guns;
    guns.reserve(30);
    for (int i = 0; i < 30; ++i) {
        guns.push_back(make_unit("gun" + std::to_string(i), "cannon-brit", 1));
    }
    ChargeInput in{&horde, {}, 30.0};
    for (const Unit& g : guns) {
        in.defenders.push_back(&g);
    }
    CHECK_THROWS_AS(charge_odds(in, book, Options{}), UsageError);
}

} // namespace muster_unit_ue_odds
