// Where the exact odds must be exact at the edges (docs/dice.md, "Exact odds"): a leading
// minus binds to the number it stands before, as after an operator (`-7/2` is (-7)/2), and the
// top and bottom totals of a big keep pool are computed as themselves, never as the difference
// of two numbers close to 1. Each against a closed form or an enumeration written here.
#include "../support/dice_odds.hpp"
#include "muster/dice/dice.hpp"
#include "muster/dice/exact.hpp"
#include "muster/dice/notation.hpp"
#include "muster/dice/thrown.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/format.h>
#include <map>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_dice_extremes {

using namespace muster::dice;
using muster_test_dice::exact;

namespace {

long long floor_div(long long a, long long b) {
    const long long q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/// log C(n, k) in long double.
long double log_choose(int n, int k) {
    return std::lgamma(static_cast<long double>(n) + 1) -
           std::lgamma(static_cast<long double>(k) + 1) -
           std::lgamma(static_cast<long double>(n - k) + 1);
}

/// P(at least k of n dice show one given face of s): the chance that the k kept highest of
/// NdS are all the top face (and, alike, the k kept lowest all the lowest face). Summed term
/// by term in long double, each term positive: no difference of close numbers.
double p_at_least_k_of_face(int n, int k, int s) {
    const long double p = 1.0L / s;
    long double sum = 0;
    for (int c = k; c <= n; ++c) {
        sum += std::exp(log_choose(n, c) + c * std::log(p) + (n - c) * std::log1p(-p));
    }
    return static_cast<double>(sum);
}

/// P(NdSkhK totals K*S - 1): exactly K - 1 dice show S and at least one of the rest S - 1.
double p_one_below_top(int n, int k, int s) {
    const int rest = n - (k - 1);
    const long double all_below =
        std::pow(static_cast<long double>(s - 1) / s, rest) -
        std::pow(static_cast<long double>(s - 2) / s, rest); // the rest below S, not all below S-1
    return static_cast<double>(std::exp(log_choose(n, k - 1) + (k - 1) * std::log(1.0L / s)) *
                               all_below);
}

void check_relative(double got, double want, const std::string& what) {
    INFO(what << ": got " << got << ", exact " << want);
    REQUIRE(want > 0.0);
    CHECK(std::abs(got - want) <= 1e-9 * want);
}

} // namespace

TEST_CASE("A leading minus binds to its number: -7/2 is (-7)/2 = -4, as after an operator",
          "[dice][notation][exact]") {
    CHECK(exact("-7/2") == std::map<long long, double>{{-4, 1.0}});
    CHECK(exact("-7/2") == exact("(-7)/2"));
    CHECK(exact("-7/2") == exact("0+-7/2"));
    ScriptedSource none({});
    const Thrown thrown = throw_expression(parse_expression("-7/2"), none);
    CHECK(thrown.value == -4);
    REQUIRE(!thrown.steps.empty());
    CHECK(thrown.steps.back() == "-7 / 2 = -4 (rounded down)");
    // -10/d3 against every face: floor(-10/1), floor(-10/2), floor(-10/3) = -10, -5, -4.
    std::map<long long, double> want;
    for (int d = 1; d <= 3; ++d) {
        want[floor_div(-10, d)] += 1.0 / 3;
    }
    const auto got = exact("-10/d3");
    REQUIRE(got.size() == want.size());
    for (const auto& [v, p] : want) {
        INFO("-10/d3 = " << v);
        REQUIRE(got.contains(v));
        CHECK(std::abs(got.at(v) - p) < 1e-15);
    }
    // A minus before a whole product still negates the product where brackets say so.
    CHECK(exact("-(7/2)") == std::map<long long, double>{{-3, 1.0}});
    CHECK(exact("-2d6*2").begin()->first == -24);
}

TEST_CASE("Keep pools: the top total of NdSkhK is P(at least K dice show S), exactly, however "
          "small",
          "[dice][exact][keep]") {
    struct Pool {
        int n, s, k;
    };
    for (const Pool pool : {Pool{200, 6, 100}, Pool{100, 6, 50}, Pool{1000, 6, 250},
                            Pool{40, 6, 20}, Pool{60, 10, 7}, Pool{300, 6, 80}}) {
        const std::string text = fmt::format("{}d{}kh{}", pool.n, pool.s, pool.k);
        const auto got = exact(text);
        const long long top = static_cast<long long>(pool.k) * pool.s;
        REQUIRE(got.rbegin()->first == top);
        check_relative(got.rbegin()->second, p_at_least_k_of_face(pool.n, pool.k, pool.s),
                       text + " top");
        REQUIRE(got.contains(top - 1));
        check_relative(got.at(top - 1), p_one_below_top(pool.n, pool.k, pool.s),
                       text + " one below the top");
        // The bottom: every die shows 1 (where a double holds it: 6^-1000 it does not).
        if (pool.n * std::log10(pool.s) < 300) {
            REQUIRE(got.begin()->first == pool.k);
            check_relative(got.begin()->second, std::pow(1.0 / pool.s, pool.n), text + " bottom");
        }
    }
    // 200d6kh100's 600: (1/6)^100 x C(200, 100) (5/6)^100 and the rarer terms: 2.1e-27.
    const double p600 = exact("200d6kh100").at(600);
    CHECK(p600 > 2.0e-27);
    CHECK(p600 < 2.2e-27);
}

TEST_CASE("Keep pools: the bottom total of NdSklK is P(at least K dice show 1), exactly",
          "[dice][exact][keep]") {
    for (const auto& [n, k] : {std::pair{200, 100}, std::pair{100, 50}, std::pair{300, 120}}) {
        const std::string text = fmt::format("{}d6kl{}", n, k);
        const auto got = exact(text);
        REQUIRE(got.begin()->first == k);
        check_relative(got.begin()->second, p_at_least_k_of_face(n, k, 6), text + " bottom");
        check_relative(got.rbegin()->second, std::pow(1.0 / 6, n), text + " top");
    }
}

} // namespace muster_unit_dice_extremes
