// Exact odds of the dice notation (docs/dice.md, "Exact odds") against a brute-force
// enumerator written here, independently of the engine: every die is thrown along every path
// (re-rolls and explosions followed to their end), every joint outcome of the dice is listed,
// sorted, kept and scored as the notation says. Plus cases restated from peers' test suites.
#include "muster/dice/exact.hpp"
#include "muster/dice/notation.hpp"
#include "muster/dice/thrown.hpp"
#include "muster/error.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/format.h>
#include <functional>
#include <map>
#include <random>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_dice_exact {

using namespace muster::dice;

namespace {

/// A small dice term as the brute force sees it; `text()` writes it in the notation.
struct Spec {
    int count = 1;
    int sides = 6;
    int reroll = 0; ///< re-roll faces <= reroll (0: none)
    bool once = false;
    int explode = 0; ///< explode on faces >= explode (0: none)
    int keep = 0;    ///< keep this many (0: all)
    bool highest = true;
    int success = 0;         ///< count results >= success (0: sum)
    int failure = 0;         ///< ... less results <= failure (0: none)
    int modifier = 0;        ///< each die's result is its face plus this
    int natural_success = 0; ///< a face >= this always succeeds (0: none)
    int natural_failure = 0; ///< a face <= this never does (0: none)

    std::string text() const {
        std::string t = modifier == 0 ? fmt::format("{}d{}", count, sides)
                                      : fmt::format("{}d(d{}{:+})", count, sides, modifier);
        if (reroll > 0) {
            t += fmt::format("r{}<={}", once ? "o" : "", reroll);
        }
        if (explode > 0) {
            t += fmt::format("!>={}", explode);
        }
        if (keep > 0) {
            t += fmt::format("k{}{}", highest ? "h" : "l", keep);
        }
        if (success > 0) {
            t += fmt::format(">={}", success);
            if (failure > 0) {
                t += fmt::format("f<={}", failure);
            }
        }
        if (natural_success > 0) {
            t += fmt::format("cs>={}", natural_success);
        }
        if (natural_failure > 0) {
            t += fmt::format("cf<={}", natural_failure);
        }
        return t;
    }
};

using Outcomes = std::map<long long, double>;

/// Every way one die can end: (its chain's faces) -> probability, by following each throw.
void throw_die(const Spec& s, std::vector<long long>& chain, double p, int depth, bool rerolled,
               int explosions, std::map<std::vector<long long>, double>& out) {
    if (p < 1e-20) {
        return; // re-rolls that go on this long carry nothing a double can hold
    }
    for (int face = 1; face <= s.sides; ++face) {
        const double q = p / s.sides;
        if (s.reroll > 0 && face <= s.reroll && (!s.once || !rerolled)) {
            throw_die(s, chain, q, depth + 1, true, explosions, out);
            continue;
        }
        chain.push_back(face);
        if (s.explode > 0 && face >= s.explode && explosions < k_max_explosions) {
            throw_die(s, chain, q, depth + 1, false, explosions + 1, out);
        } else {
            out[chain] += q;
        }
        chain.pop_back();
    }
}

/// The brute-force distribution of a term: all joint outcomes of its dice.
Outcomes brute_force(const Spec& s) {
    std::map<std::vector<long long>, double> chains;
    std::vector<long long> chain;
    throw_die(s, chain, 1.0, 0, false, 0, chains);
    // Each die as (chain total, chain score): what keep sorts by and what it adds.
    std::map<std::pair<long long, long long>, double> die;
    for (const auto& [c, p] : chains) {
        long long total = 0;
        long long score = 0;
        for (long long f : c) {
            // The rule as the notation states it: the result is the face plus the modifier; a
            // natural success scores 1 and a natural failure never succeeds (-1 when failures
            // count), whatever the result.
            const long long result = f + s.modifier;
            total += result;
            const bool always = s.natural_success > 0 && f >= s.natural_success;
            const bool never = s.natural_failure > 0 && f <= s.natural_failure;
            const bool fails = s.failure > 0 && (never || result <= s.failure);
            score += s.success == 0                  ? result
                     : always                        ? 1
                     : !never && result >= s.success ? 1
                     : fails                         ? -1
                                                     : 0;
        }
        die[{total, s.success == 0 ? total : score}] += p;
    }
    std::vector<std::pair<std::pair<long long, long long>, double>> faces(die.begin(), die.end());
    Outcomes out;
    std::vector<std::size_t> index(static_cast<std::size_t>(s.count), 0);
    while (true) {
        double p = 1.0;
        std::vector<std::pair<long long, long long>> dice;
        for (std::size_t i : index) {
            p *= faces[i].second;
            dice.push_back(faces[i].first);
        }
        std::sort(dice.begin(), dice.end(),
                  [&](const auto& a, const auto& b) { return a.first > b.first; });
        if (!s.highest) {
            std::reverse(dice.begin(), dice.end());
        }
        const std::size_t kept = s.keep == 0 ? dice.size() : static_cast<std::size_t>(s.keep);
        long long sum = 0;
        for (std::size_t i = 0; i < kept; ++i) {
            sum += dice[i].second;
        }
        out[sum] += p;
        std::size_t k = 0;
        while (k < index.size() && ++index[k] == faces.size()) {
            index[k++] = 0;
        }
        if (k == index.size()) {
            break;
        }
    }
    return out;
}

void check_same(const Distribution& got, const Outcomes& want, const std::string& text) {
    INFO(text);
    Outcomes g;
    for (const auto& [v, p] : got) {
        g[v] += p;
    }
    double total = 0.0;
    for (const auto& [v, p] : want) {
        INFO("outcome " << v);
        CHECK(std::abs(g[v] - p) < 1e-12);
        total += g[v];
    }
    CHECK(std::abs(total - 1.0) < 1e-12);
}

Distribution odds(const std::string& text) {
    return exact_distribution(parse_expression(text));
}

double p_of(const Distribution& d, long long v) {
    for (const auto& [x, p] : d) {
        if (x == v) {
            return p;
        }
    }
    return 0.0;
}

double mean_of(const Distribution& d) {
    double m = 0.0;
    for (const auto& [x, p] : d) {
        m += static_cast<double>(x) * p;
    }
    return m;
}

Spec random_spec(std::mt19937& rng) {
    const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution(lo, hi)(rng); };
    Spec s;
    s.sides = pick(2, 6);
    s.count = pick(1, 4);
    if (pick(0, 2) == 0) {
        s.reroll = pick(1, s.sides - 1);
        s.once = pick(0, 1) == 1;
        // Re-rolling again and again: one face, so the brute force follows one path a level
        // (several faces would branch at every level, 5^25 paths for r<=5 on a d6).
        s.reroll = s.once ? s.reroll : 1;
    }
    if (pick(0, 2) == 0 && s.reroll == 0) {
        // The top face: chains the brute force can follow to the cap (with re-rolls inside
        // each chain too, the brute force's paths grow as 2^depth: minutes).
        s.explode = s.sides;
        s.count = std::min(s.count, 2);
    }
    if (pick(0, 1) == 0) {
        s.keep = pick(1, s.count);
        s.highest = pick(0, 1) == 1;
    }
    if (pick(0, 1) == 0 && !(s.keep > 0 && s.explode > 0)) {
        s.success = pick(2, s.sides);
        s.failure = pick(0, 1) == 0 ? 1 : 0;
    }
    return s;
}

} // namespace

TEST_CASE("Exact odds: 200 random small expressions equal brute-force enumeration",
          "[dice][exact]") {
    std::mt19937 rng(20261130);
    for (int i = 0; i < 200; ++i) {
        const Spec s = random_spec(rng);
        check_same(odds(s.text()), brute_force(s), s.text());
    }
}

TEST_CASE("Natural results: 200 random small expressions with a per-die modifier, natural "
          "successes and failures equal brute-force enumeration",
          "[dice][exact][natural]") {
    std::mt19937 rng(20261202);
    const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution(lo, hi)(rng); };
    for (int i = 0; i < 200; ++i) {
        Spec s = random_spec(rng);
        s.modifier = pick(-3, 3);
        if (s.success == 0 && s.modifier == 0) {
            s.modifier = 1;
        }
        if (s.success > 0) {
            // A target the modifier may push past the die (d6+1 against 7), so the natural
            // results decide; a natural failure below a natural success.
            s.success = pick(2, s.sides + 2);
            s.natural_success = pick(0, 1) == 1 ? pick(2, s.sides) : 0;
            s.natural_failure =
                pick(0, 1) == 1
                    ? pick(1, s.natural_success > 0 ? std::max(1, s.natural_success - 1) : 2)
                    : 0;
            if (s.natural_success > 0 && s.natural_failure >= s.natural_success) {
                s.natural_failure = 0;
            }
        }
        check_same(odds(s.text()), brute_force(s), s.text());
    }
}

TEST_CASE("Exact odds: large keep-highest against the brute force (5d12kh2, 6d6kl3)",
          "[dice][exact]") {
    Spec a;
    a.count = 5;
    a.sides = 12;
    a.keep = 2;
    check_same(odds(a.text()), brute_force(a), a.text());
    Spec b;
    b.count = 6;
    b.keep = 3;
    b.highest = false;
    check_same(odds(b.text()), brute_force(b), b.text());
}

TEST_CASE("Exact odds: arithmetic, groups and dice the brute force combines itself",
          "[dice][exact]") {
    // {2d6}>=7: 21 of 36 throws.
    const auto test = odds("{2d6}>=7");
    CHECK(std::abs(p_of(test, 1) - 21.0 / 36) < 1e-15);
    CHECK(std::abs(p_of(test, 0) - 15.0 / 36) < 1e-15);
    // 2d6/2 rounds down: totals 2..12 halve to 1..6; 7 (6/36) and 6 (5/36) both give 3.
    CHECK(std::abs(p_of(odds("2d6/2"), 3) - 11.0 / 36) < 1e-15);
    CHECK(std::abs(p_of(odds("d6*2"), 12) - 1.0 / 6) < 1e-15);
    CHECK(p_of(odds("d6*2"), 7) == 0.0);
    // -d6 rounds down too: floor(-3/2) = -2.
    CHECK(std::abs(p_of(odds("-d6/2"), -2) - 2.0 / 6) < 1e-15);
    // (d6+d6)*(d4): brute force over 6 x 6 x 4 throws.
    Outcomes want;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            for (int c = 1; c <= 4; ++c) {
                want[(a + b) * c] += 1.0 / 144;
            }
        }
    }
    check_same(odds("(d6+d6)*d4"), want, "(d6+d6)*d4");
    // dd66: 36 equally likely values 11..66, no 17 or 60.
    const auto d66 = odds("dd66");
    CHECK(d66.size() == 36);
    CHECK(p_of(d66, 17) == 0.0);
    CHECK(std::abs(p_of(d66, 35) - 1.0 / 36) < 1e-15);
    // 4dF: -4..4, P(0) = 19/81.
    CHECK(std::abs(p_of(odds("4dF"), 0) - 19.0 / 81) < 1e-15);
    CHECK(std::abs(mean_of(odds("d%")) - 50.5) < 1e-12);
}

TEST_CASE("Exact odds: explosions are capped and say so in the distribution's reach",
          "[dice][exact]") {
    // d2! with the cap: the largest chain is k_max_explosions + 1 twos.
    const auto d = odds("d2!");
    CHECK(d.back().first == 2LL * (k_max_explosions + 1));
    CHECK(std::abs(d.back().second - std::pow(0.5, k_max_explosions + 1)) < 1e-18);
}

// icepool (HighDiceRoller/icepool), tests/reroll_test.py: d6.reroll([1]) equals d5 + 1,
// d6.reroll([1, 2]) equals d4 + 2, d4.reroll([1], depth=1) has weights 1, 5, 5, 5.
TEST_CASE("Peer cases: icepool's re-roll tests restated", "[dice][exact][peers]") {
    const auto r1 = odds("d6r1");
    REQUIRE(r1.size() == 5);
    for (const auto& [v, p] : r1) {
        CHECK(v >= 2);
        CHECK(std::abs(p - 0.2) < 1e-15);
    }
    const auto r2 = odds("d6r<=2");
    REQUIRE(r2.size() == 4);
    CHECK(std::abs(p_of(r2, 3) - 0.25) < 1e-15);
    const auto once = odds("d4ro1");
    CHECK(std::abs(p_of(once, 1) - 1.0 / 16) < 1e-15);
    CHECK(std::abs(p_of(once, 2) - 5.0 / 16) < 1e-15);
    CHECK(std::abs(p_of(once, 4) - 5.0 / 16) < 1e-15);
}

// icepool, tests/statistics_test.py: d6 mean 3.5, d8 variance 63/12.
// icepool, tests/explode_test.py: d6.explode(which=[5, 6], depth=d) has denominator
// 6^(depth+1) (restated: every probability is a multiple of 6^-(cap+1)); a d6 exploding on 6
// with depth 1 is the brute force 1..5, 7..11, 12 (weights 6, 6, 1 out of 36).
TEST_CASE("Peer cases: icepool's statistics and explode tests restated", "[dice][exact][peers]") {
    CHECK(mean_of(odds("d6")) == 3.5);
    const auto d8 = odds("d8");
    double var = 0.0;
    for (const auto& [x, p] : d8) {
        var += (static_cast<double>(x) - 4.5) * (static_cast<double>(x) - 4.5) * p;
    }
    CHECK(std::abs(var - 63.0 / 12) < 1e-12);
    const auto ex = odds("d6!");
    CHECK(std::abs(p_of(ex, 5) - 1.0 / 6) < 1e-15);
    CHECK(std::abs(p_of(ex, 8) - 1.0 / 36) < 1e-15);
    CHECK(p_of(ex, 6) == 0.0);
    CHECK(std::abs(p_of(ex, 13) - 1.0 / 216) < 1e-15);
}

// icepool, tests/keep_test.py: die.highest(4, keep) for a d12 equals the brute force sort of
// 4 d12 (keep 1..4), and likewise lowest: restated against this file's brute force.
TEST_CASE("Peer cases: icepool's keep tests restated (4d12, keep 1 to 4)", "[dice][exact][peers]") {
    for (int keep = 1; keep <= 4; ++keep) {
        for (bool highest : {true, false}) {
            Spec s;
            s.count = 4;
            s.sides = 12;
            s.keep = keep;
            s.highest = highest;
            check_same(odds(s.text()), brute_force(s), s.text());
        }
    }
    // 4d6 drop lowest: mean 15869/1296 (the D&D ability score, a figure every peer quotes).
    CHECK(std::abs(mean_of(odds("4d6dl1")) - 15869.0 / 1296) < 1e-12);
    // 2d20 keep highest (advantage): mean 13.825; keep lowest 7.175.
    CHECK(std::abs(mean_of(odds("2d20kh1")) - 13.825) < 1e-12);
    CHECK(std::abs(mean_of(odds("2d20kl1")) - 7.175) < 1e-12);
}

TEST_CASE("Exact odds: large pools stay fast and normalised (20d6kh10, 100d10>=7, 1000d6)",
          "[dice][exact]") {
    for (const char* text : {"20d6kh10", "100d10>=7", "100d10>=7f1", "1000d6", "60d6!"}) {
        INFO(text);
        double total = 0.0;
        for (const auto& [v, p] : odds(text)) {
            total += p;
        }
        CHECK(std::abs(total - 1.0) < 1e-12);
    }
    // 100d10>=7: binomial(100, 0.4) mean 40.
    CHECK(std::abs(mean_of(odds("100d10>=7")) - 40.0) < 1e-9);
    // ... less 1s: 0.4 - 0.1 a die.
    CHECK(std::abs(mean_of(odds("100d10>=7f1")) - 30.0) < 1e-9);
}

TEST_CASE("Seeded rolls fall inside the support and typed dice reproduce the total",
          "[dice][exact]") {
    std::mt19937 rng(7);
    for (int i = 0; i < 100; ++i) {
        const Spec s = random_spec(rng);
        const auto expr = parse_expression(s.text() + "+2");
        const auto dist = exact_distribution(expr);
        RandomSource random(static_cast<std::uint64_t>(i));
        const Thrown thrown = throw_expression(expr, random);
        INFO(s.text() << " seed " << i);
        CHECK(p_of(dist, thrown.value) > 0.0);
        std::vector<int> typed;
        for (const auto& t : random.thrown()) {
            typed.push_back(t.value);
        }
        ScriptedSource scripted(typed);
        const Thrown again = throw_expression(expr, scripted);
        CHECK(again.value == thrown.value);
        CHECK(again.shown == thrown.shown);
        CHECK_NOTHROW(scripted.finish());
    }
}

TEST_CASE("Typed dice: the order is the term's dice, then re-rolls, then explosions",
          "[dice][exact]") {
    // 2d6r1!: first throw 1 and 6; the 1 is re-rolled (4); the 6 explodes (2).
    const auto expr = parse_expression("2d6r1!");
    ScriptedSource typed({1, 6, 4, 2});
    const Thrown t = throw_expression(expr, typed);
    CHECK(t.value == 12);
    CHECK(t.shown == "[1r4 6!2]");
    // dd66: tens then units.
    ScriptedSource d66({3, 5});
    CHECK(throw_expression(parse_expression("dd66"), d66).value == 35);
    // 4d6kh3 shows the dropped die in parentheses; 5d6>=4 marks successes.
    ScriptedSource k({5, 1, 6, 3});
    CHECK(throw_expression(parse_expression("4d6kh3"), k).shown == "[5 (1) 6 3]");
    ScriptedSource s({6, 2, 4, 1, 5});
    const Thrown st = throw_expression(parse_expression("5d6>=4f1"), s);
    CHECK(st.shown == "[6* 2 4* 1- 5*]");
    CHECK(st.value == 2);
}

} // namespace muster_unit_dice_exact
