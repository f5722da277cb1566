// Every FW odds result against an independent exact computation written here from docs/rules.md
// (the dice faces and provisional gradings typed in again, the dice walked by hand), to 1e-9.
#include "../support/fw_test_units.hpp"
#include "muster/budget.hpp"
#include "muster/dice/dice.hpp"
#include "muster/error.hpp"
#include "muster/fw/charge.hpp"
#include "muster/fw/close_odds.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"

#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <functional>
#include <map>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fw_odds {

using namespace muster;
using namespace muster::fw;
using muster::fw::test::unit;

namespace {

constexpr double k_tolerance = 1e-9;
const std::vector<int> k_d6 = {1, 2, 3, 4, 5, 6};
const std::vector<int> k_avd = {2, 3, 3, 4, 4, 5}; // docs/rules.md, "Dice"

using Odds = std::map<long long, double>;

/// The sum of `n` dice of `faces`, each scored by `score`, walked die by die.
Odds sum_of(int n, const std::vector<int>& faces, const std::function<long long(int)>& score) {
    Odds dist{{0, 1.0}};
    for (int i = 0; i < n; ++i) {
        Odds next;
        for (const auto& [total, p] : dist) {
            for (int f : faces) {
                next[total + score(f)] += p / static_cast<double>(faces.size());
            }
        }
        dist = next;
    }
    return dist;
}

/// FW-FIRE-2 / FW-CLOSE-2 provisional: max(0, score + modifier).
std::function<long long(int)> markers(int modifier) {
    return [modifier](int f) { return std::max(0, f + modifier); };
}

void check_same(const Odds& got, const Odds& want) {
    REQUIRE(got.size() == want.size());
    for (const auto& [k, p] : want) {
        REQUIRE(got.count(k) == 1);
        CHECK(got.at(k) == Approx(p).margin(k_tolerance));
    }
}

double p_greater(const Odds& x, const Odds& y) {
    double p = 0;
    for (const auto& [a, pa] : x) {
        for (const auto& [b, pb] : y) {
            p += a > b ? pa * pb : 0.0;
        }
    }
    return p;
}

} // namespace

TEST_CASE("FW-CLOSE-1..3: Ansar against a regular stand, odds by one pass", "[fw][odds]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 2); // 4 figures: 4 AvD, +1 attack
    Unit guards = unit("Guards", "regular-infantry", 1); // 2 figures: 2 D6
    const CloseOdds odds = close_odds(book, {{&ansar}, {&guards}, std::nullopt});
    const Odds a = sum_of(4, k_avd, markers(1 - 3));
    const Odds b = sum_of(2, k_d6, markers(0 - 3));
    CHECK(odds.p_a == Approx(p_greater(a, b)).margin(k_tolerance));
    CHECK(odds.p_b == Approx(p_greater(b, a)).margin(k_tolerance));
    CHECK(odds.p_tie == Approx(1 - p_greater(a, b) - p_greater(b, a)).margin(k_tolerance));
    double on_guards = 0;
    for (const auto& [m, p] : a) {
        on_guards += static_cast<double>(std::min(m, 2LL)) * p;
    }
    CHECK(odds.expected_on_b == Approx(on_guards).margin(k_tolerance));
}

TEST_CASE("FW-FIRE-2: two regular stands at medium range against the open", "[fw][odds]") {
    Book book;
    Unit line = unit("Line", "regular-infantry", 2);
    Unit ansar = unit("Ansar", "irregular-spearmen", 3);
    FireInput in;
    in.firers = {&line};
    in.target = &ansar;
    in.band = RangeBand::medium;
    const auto got = dice::enumerate<long long>(
        [&](dice::DiceSource& d) { return resolve_fire(book, in, d).inflicted; });
    check_same(got, sum_of(2, k_avd, markers(0 + 0 - 3)));
}

TEST_CASE("FW-FIRE-3: an irregular unit with 3 markers taken retreats on a D6 under 3",
          "[fw][odds]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 3);
    muster::fw::record(ansar).markers = 3;
    muster::fw::record(ansar).taken = 3;
    const auto got = dice::enumerate<bool>([&](dice::DiceSource& d) {
        return resolve_fire_results(book, {&ansar}, true, d).units.at(0).retreats;
    });
    CHECK(got.at(true) == Approx(2.0 / 6).margin(k_tolerance));
}

TEST_CASE("FW-MOVE-1: irregular infantry charge on three D6", "[fw][odds]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 3);
    const auto got = dice::enumerate<long long>([&](dice::DiceSource& d) {
        return resolve_move(book, {&ansar}, Rate::charge, false, d).units.at(0).distance;
    });
    check_same(got, sum_of(3, k_d6, [](int f) { return f; }));
}

TEST_CASE("FW-RALLY-2: three retreating irregular stands rally on 5-6 each", "[fw][odds]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 3);
    muster::fw::record(ansar).retreating = 3;
    const auto got = dice::enumerate<long long>(
        [&](dice::DiceSource& d) { return resolve_rally(book, {&ansar}, d).rallied; });
    check_same(got, sum_of(3, k_d6, [](int f) { return f >= 5 ? 1 : 0; }));
}

// ---- charge (FW-APPROACH) -------------------------------------------------------------------

namespace {

/// FW-APPROACH by hand for one irregular spearman stand (2 figures) charging one regular
/// infantry stand in the open: rates charge (3 D6), march (1 D6), charge... (FW-MOVE-3 from
/// stationary); the rifle (18/12/6, one AvD, short +1, long -1, defence 3) fires at the distance
/// left after every move, the move of contact included (short); 2 markers put the stand out of
/// action; 1 marker: retreat on a D6 under 1 (never).
struct Hand {
    double contact = 0, won = 0, repulsed = 0, out = 0;
};

void approach(double left, int markers_on, int move, double p, Hand& h) {
    const int dice = move % 2 == 1 ? 3 : 1;
    for (const auto& [roll, q] : sum_of(dice, k_d6, [](int f) { return f; })) {
        const double pq = p * q;
        // FW-APPROACH-2 (revised): the rifle fires after every move, at short range (none left)
        // in the move of contact, and the result comes before any close combat.
        const bool contact = static_cast<double>(roll) >= left;
        const double rest = contact ? 0.0 : left - static_cast<double>(roll);
        const int adjustment = rest <= 6 ? 1 : rest <= 12 ? 0 : rest <= 18 ? -1 : -99;
        Odds fire{{0, 1.0}};
        if (adjustment != -99) {
            fire = sum_of(1, k_avd, markers(adjustment - 3));
        }
        for (const auto& [m, pm] : fire) {
            const int now = markers_on + static_cast<int>(std::min<long long>(m, 2 - markers_on));
            if (now == 2) {
                h.out += pq * pm;
                continue;
            }
            if (contact) {
                const Odds a = sum_of(2 - now, k_avd, markers(1 - 3));
                const Odds b = sum_of(2, k_d6, markers(0 - 3));
                h.contact += pq * pm;
                h.won += pq * pm * p_greater(a, b);
                continue;
            }
            approach(rest, now, move + 1, pq * pm, h);
        }
    }
}

Hand by_hand(double from) {
    Hand h;
    approach(from, 0, 1, 1.0, h);
    return h;
}

void check_charge(double from) {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 1);
    Unit guards = unit("Guards", "regular-infantry", 1);
    const auto odds = charge_odds(book, {&ansar, {&guards}, from, true});
    const Hand h = by_hand(from);
    CHECK(odds.p_contact == Approx(h.contact).margin(k_tolerance));
    CHECK(odds.p_won == Approx(h.won).margin(k_tolerance));
    CHECK(odds.p_out_of_action == Approx(h.out).margin(k_tolerance));
    CHECK(odds.p_repulsed == Approx(0.0).margin(k_tolerance));
    double total = 0;
    double mean = 0;
    for (const auto& [m, p] : odds.charger_markers) {
        total += p;
        mean += static_cast<double>(m) * p;
    }
    CHECK(total == Approx(1.0).margin(k_tolerance));
    CHECK(mean == Approx(odds.expected_charger_markers).margin(k_tolerance));
}

} // namespace

TEST_CASE("FW-APPROACH-2/3: from 0 inches, the defenders fire at short, then one close combat",
          "[fw][charge]") {
    check_charge(0);
}

TEST_CASE("FW-APPROACH-1/2: from 8 inches, charge dice then short-range fire", "[fw][charge]") {
    check_charge(8);
}

TEST_CASE("FW-APPROACH-1/2: from 16 inches, charge, march, charge under rifle fire",
          "[fw][charge]") {
    check_charge(16);
}

TEST_CASE("FW charge: the whole charge is charged once, before the first move (issue 20)",
          "[fw][budget]") {
    Book book;
    Unit ansar = unit("Ansar", "irregular-spearmen", 1);
    Unit guards = unit("Guards", "regular-infantry", 1);
    const ChargeInput small{&ansar, {&guards}, 12.0, true};
    const BudgetScope scope;
    Cost asked;
    {
        const BudgetProbe probe; // stops at the first charge: it is the whole estimate
        CHECK_THROWS_AS(charge_odds(book, small), UsageError);
        asked = probe.asked();
    }
    CHECK(asked.seconds > 0);
    charge_odds(book, small);
    // Nothing was charged after it: the pools, sums and close combats were part of it.
    CHECK(Budget::current().spent().seconds == asked.seconds);
    CHECK(Budget::current().spent().memory == asked.memory);

    // Ten stands at four defenders of 1,000 stands (issue 20: 19 s before "too many outcomes"):
    // the first charge, before any move is worked out, is over the limit.
    Unit had = unit("Had", "irregular-spearmen", 10);
    std::vector<Unit> defenders;
    for (const char* name : {"D1", "D2", "D3", "D4"}) {
        defenders.push_back(unit(name, "regular-infantry", 1000));
    }
    const ChargeInput big{
        &had, {&defenders[0], &defenders[1], &defenders[2], &defenders[3]}, std::nullopt, false};
    {
        const BudgetProbe probe;
        CHECK_THROWS_AS(charge_odds(book, big), UsageError);
        asked = probe.asked();
    }
    CHECK(asked.seconds > k_command_limit.seconds);
    CHECK_THROWS_WITH(charge_odds(book, big), Catch::Contains("moves at 4 defenders") &&
                                                  Catch::Contains("to work out exactly"));
}

} // namespace muster_unit_fw_odds
