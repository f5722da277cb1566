// The dice wargamers own (docs/dice.md, "Notation"): custom-faced dice, a face that scores
// twice, ceil and floor, explosion depth, not-equal, a whole roll re-rolled again, labels, and
// the quirks of the notation each given the answer a player expects or refused saying why.
// Each form's exact odds against two enumerations that share nothing with exact.cpp: the
// roll's own code (thrown.cpp) run over every path of every die by OddsSource, and a brute
// force written here over every joint face of the dice (the semantics of icepool's
// `Die([...])`, `explode(depth=1)`, `map`, `!=` and `reroll(depth=2)`).
#include "../support/dice_odds.hpp"
#include "muster/dice/dice.hpp"
#include "muster/dice/exact.hpp"
#include "muster/dice/notation.hpp"
#include "muster/dice/thrown.hpp"
#include "muster/error.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <functional>
#include <map>
#include <string>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_dice_notation3 {

using namespace muster::dice;
using namespace muster_test_dice;

namespace {

/// Every joint face of independent dice, each die's faces equally likely, scored by `f`.
Outcomes brute(const std::vector<std::vector<int>>& dice,
               const std::function<long long(const std::vector<int>&)>& f) {
    Outcomes out;
    std::vector<std::size_t> at(dice.size(), 0);
    std::vector<int> faces(dice.size());
    while (true) {
        double p = 1.0;
        for (std::size_t i = 0; i < dice.size(); ++i) {
            faces[i] = dice[i][at[i]];
            p /= static_cast<double>(dice[i].size());
        }
        out[f(faces)] += p;
        std::size_t k = 0;
        while (k < dice.size() && ++at[k] == dice[k].size()) {
            at[k++] = 0;
        }
        if (k == dice.size()) {
            return out;
        }
    }
}

const std::vector<int> k_d6{1, 2, 3, 4, 5, 6};

long long sum_of(const std::vector<int>& v) {
    long long s = 0;
    for (int x : v) {
        s += x;
    }
    return s;
}

long long floor_div(long long a, long long b) {
    const long long q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

long long ceil_div(long long a, long long b) {
    return -floor_div(-a, b);
}

} // namespace

TEST_CASE("Custom-faced dice: d{1,3,5} and 2d{1,1,2,3}, a face written twice twice as likely",
          "[dice][notation][exact][custom]") {
    check_same(exact("d{1,3,5}"), brute({{1, 3, 5}}, sum_of), "d{1,3,5}");
    check_same(exact("2d{1,1,2,3}"), brute({{1, 1, 2, 3}, {1, 1, 2, 3}}, sum_of), "2d{1,1,2,3}");
    check_same(
        exact("3d{0,0,0,1,1,2}+d{-1,0,1}"),
        brute({{0, 0, 0, 1, 1, 2}, {0, 0, 0, 1, 1, 2}, {0, 0, 0, 1, 1, 2}, {-1, 0, 1}}, sum_of),
        "3d{0,0,0,1,1,2}+d{-1,0,1}");
    for (const char* text : {"3d{1,3,5}>=3", "3d{2,3,3,4,4,5}kh2", "2d{1,2,4}!o", "d{1,3,5}ro1",
                             "(2d6>=4)d{0,1,1,2}", "d(d{1,3,5}+1)", "4d{1,1,2,3}ro1"}) {
        check_enumerated(text);
    }
    // The faces are the typed dice: a value the die does not have is refused.
    ScriptedSource typed({3, 5});
    CHECK(throw_expression(parse_expression("2d{1,3,5}"), typed).value == 8);
    ScriptedSource wrong({2});
    CHECK_THROWS_WITH(throw_expression(parse_expression("d{1,3,5}"), wrong),
                      Catch::Contains("not a face of the d{1,3,5} (1,3,5)"));
    CHECK_THROWS_WITH(parse_expression("d{1,3,"), Catch::Contains("a face"));
    CHECK_THROWS_WITH(parse_expression("d{1,3"), Catch::Contains("',' or '}'"));
    CHECK_THROWS_WITH(parse_expression("d{1,2000}"), Catch::Contains("a face is -1000 to 1000"));
}

TEST_CASE("A face that scores twice: 5d6>=4>=6 is 6s as two hits, as 5d{0,0,0,1,1,2}",
          "[dice][notation][exact][twice]") {
    const auto hits = [](const std::vector<int>& v) {
        long long h = 0;
        for (int f : v) {
            h += (f >= 4 ? 1 : 0) + (f >= 6 ? 1 : 0);
        }
        return h;
    };
    check_same(exact("4d6>=4>=6"), brute({k_d6, k_d6, k_d6, k_d6}, hits), "4d6>=4>=6");
    check_same(exact("5d6>=4>=6"), exact("5d{0,0,0,1,1,2}"), "5d6>=4>=6 as custom faces");
    for (const char* text : {"3d6>=4>=6f1", "3d(d6+1)>=4>=7cf1", "4d6>=3>=5>=6kh2",
                             "(3d6>=4>=6)d6>=5", "3d6>=5=6cs1"}) {
        check_enumerated(text);
    }
    ScriptedSource typed({6, 4, 2});
    const Thrown t = throw_expression(parse_expression("3d6>=4>=6"), typed);
    CHECK(t.value == 3);
    CHECK(t.shown == "[6** 4* 2]");
}

TEST_CASE("ceil and floor: a division rounded up (halve, rounding up) or down",
          "[dice][notation][exact][round]") {
    check_same(
        exact("ceil(2d6/2)"),
        brute({k_d6, k_d6}, [](const std::vector<int>& v) { return ceil_div(sum_of(v), 2); }),
        "ceil(2d6/2)");
    check_same(exact("ceil(-d6/4)"),
               brute({k_d6}, [](const std::vector<int>& v) { return ceil_div(-v[0], 4); }),
               "ceil(-d6/4)");
    check_same(exact("floor(2d6/3)"), exact("2d6/3"), "floor is what / always does");
    for (const char* text : {"ceil(10/d3)", "ceil(d6/2)+ceil(d6/2)", "d6/ceil(d6/4)",
                             "max(1,ceil(d6/4))", "ceil((d6+1)/3)*2"}) {
        check_enumerated(text);
    }
    ScriptedSource typed({5});
    const Thrown t = throw_expression(parse_expression("ceil(d6/2)"), typed);
    CHECK(t.value == 3);
    CHECK(t.rounded_up);
    CHECK(t.shown == "ceil([5] / 2)");
    CHECK(t.steps.back() == "5 / 2 = 3 (rounded up)");
    CHECK_THROWS_WITH(parse_expression("ceil(d6+1)"), Catch::Contains("rounds a division"));
    CHECK_THROWS_WITH(parse_expression("ceil(d6/2"), Catch::Contains("expected ')'"));
    // The divisor's range is worked out rounded up: ceil(d6/7) is always 1, never 0.
    check_same(exact("d6/ceil(d6/7)"), exact("d6"), "d6/ceil(d6/7)");
}

TEST_CASE("Explosion depth: d6!o explodes once, as icepool's explode(depth=1)",
          "[dice][notation][exact][explode]") {
    // A 6 adds one more die, which does not explode again.
    const Outcomes once = brute({k_d6, k_d6}, [](const std::vector<int>& v) {
        return v[0] == 6 ? 6LL + v[1] : static_cast<long long>(v[0]);
    });
    check_same(exact("d6!o"), once, "d6!o");
    for (const char* text : {"3d6!o", "2d6!o>=5", "3d6!o>=5>=4", "2d6ro1!o", "4d6!okh2"}) {
        check_enumerated(text);
    }
    ScriptedSource typed({6, 6});
    CHECK(throw_expression(parse_expression("d6!o"), typed).value == 12);
    CHECK_NOTHROW(typed.finish());
}

TEST_CASE("Not equal: <> counts, compares and re-rolls (!= would read as an explosion)",
          "[dice][notation][exact][ne]") {
    const auto not_one = [](const std::vector<int>& v) {
        long long n = 0;
        for (int f : v) {
            n += f != 1 ? 1 : 0;
        }
        return n;
    };
    check_same(exact("3d6<>1"), brute({k_d6, k_d6, k_d6}, not_one), "3d6<>1");
    check_same(
        exact("{2d6}<>7"),
        brute({k_d6, k_d6}, [](const std::vector<int>& v) { return sum_of(v) != 7 ? 1 : 0; }),
        "{2d6}<>7");
    for (const char* text : {"{2d6}<>{2d6}", "2d6ro<>3", "2d6!o<>1", "4d6>=4f<>6", "{2d6}ro<>7"}) {
        check_enumerated(text);
    }
}

TEST_CASE("A whole roll re-rolled again: {2d6}ro<7ro<7 throws 2d6 at most three times",
          "[dice][notation][exact][reroll]") {
    const Outcomes d = exact("2d6");
    const double fail = 15.0 / 36; // 2d6 under 7
    Outcomes want;
    for (const auto& [x, p] : d) {
        // Stands at the first throw, at the second, or the third stands whatever it shows.
        want[x] += x >= 7 ? p * (1 + fail + fail * fail) : p * fail * fail;
    }
    check_same(exact("{2d6}ro<7ro<7"), want, "{2d6}ro<7ro<7");
    for (const char* text : {"{2d6}ro<7ro<7", "{d6}ro1ro<3>=4", "{2d6}ro<5ro<7ro<9"}) {
        check_enumerated(text);
    }
}

TEST_CASE("Labels: hits:10d6>=3 names a term, and changes neither its odds nor its dice",
          "[dice][notation][label]") {
    const auto expr = parse_expression("hits:10d6>=3");
    CHECK(expr.root.label == "hits");
    CHECK(expr.root.text == "10d6>=3");
    CHECK(exact("hits:10d6>=3") == exact("10d6>=3"));
    // A label keeps its case; spaces around it are a quoted expression's own.
    CHECK(parse_expression("Wounds: 3d6>=4").root.label == "Wounds");
    ScriptedSource typed({3, 4, 5});
    const Thrown t = throw_expression(parse_expression("2d6+bonus:d6"), typed);
    CHECK(t.shown == "[3 4] + bonus [5]");
    REQUIRE(t.terms.size() == 2);
    CHECK(t.terms[0].label.empty());
    CHECK(t.terms[1].label == "bonus");
    ScriptedSource chain({4, 1, 5, 6, 5});
    CHECK(throw_expression(parse_expression("(hits:3d6>=4)d6>=5"), chain).shown ==
          "hits [4* 1 5*] -> 2d6>=5 [6* 5*]");
    CHECK_THROWS_WITH(parse_expression("a:b:d6"), Catch::Contains("one label a term"));
    CHECK_THROWS_WITH(parse_expression("averyveryverylongnamethatgoesonandon:d6"),
                      Catch::Contains("at most 32 characters"));
    CHECK_THROWS_WITH(parse_expression("10d6>=3[hits]"), Catch::Contains("square brackets"));
}

TEST_CASE("Quirks: d3d6d6 is dice of dice, f anywhere, a > b > c refused, D66 modifiers",
          "[dice][notation][quirks]") {
    // d3d6d6: the total of d3d6 is the number of D6 after it (it was a drop of 6: always 0).
    const auto d3d6d6 = parse_expression("d3d6d6");
    REQUIRE(d3d6d6.root.dice->count_node != nullptr);
    CHECK(d3d6d6.root.dice->count == 18);
    CHECK(d3d6d6.root.dice->keep == DiceTerm::Keep::all);
    check_enumerated("d2d3d4");
    double mean = 0.0;
    for (const auto& [v, p] : exact("d3d6d6")) {
        mean += static_cast<double>(v) * p;
    }
    CHECK(std::abs(mean - 2 * 3.5 * 3.5) < 1e-9); // E[d3] E[d6] E[d6]
    CHECK(exact("d3d6d6").rbegin()->first == 108);
    // Modifiers in any order, failures too.
    check_same(exact("6d6>=4cs6f1"), exact("6d6>=4f1cs6"), "6d6>=4cs6f1");
    check_same(exact("6d6f1>=4"), exact("6d6>=4f1"), "6d6f1>=4");
    CHECK_THROWS_WITH(parse_expression("6d6f1"), Catch::Contains("give the comparison too"));
    // One comparison at a time.
    CHECK_THROWS_WITH(parse_expression("{2d6}>{2d6}>{2d6}"),
                      Catch::Contains("one comparison at a time"));
    CHECK_THROWS_WITH(parse_expression("[d6,d8]"), Catch::Contains("square brackets"));
    CHECK_THROWS_WITH(parse_expression("[max(1,d6)]"), Catch::Contains("square brackets"));
    // A second modifier of one kind on a die says how to write it.
    CHECK_THROWS_WITH(parse_expression("2d6r1r2"), Catch::Contains("one re-roll a die"));
    CHECK_THROWS_WITH(parse_expression("4d6kh3dl1"), Catch::Contains("one keep or drop a term"));
    CHECK_THROWS_WITH(parse_expression("3d6!!"), Catch::Contains("one explosion a die"));
    // A D66 takes the modifiers any die takes, against every throw.
    for (const char* text : {"dd66!", "dd66ro11", "2dd66kh1", "2dd66>=44"}) {
        check_enumerated(text);
    }
}

} // namespace muster_unit_dice_notation3
