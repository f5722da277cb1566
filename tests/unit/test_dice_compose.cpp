// Exact odds of the composed forms of issue 44 (docs/dice.md, "Notation"): chains, a random
// number of dice, max/min, a whole roll re-rolled once, opposed rolls, the best of groups and
// division by a die, each against an independent enumeration: the roll itself (the code that
// throws the dice, thrown.cpp) run on every path of every die by OddsSource, which knows
// nothing of the convolutions, mixtures and order statistics of exact.cpp and compose.cpp;
// and, where a formula gives the answer, against the formula.
#include "../support/dice_odds.hpp"
#include "muster/dice/dice.hpp"
#include "muster/dice/exact.hpp"
#include "muster/dice/notation.hpp"
#include "muster/dice/thrown.hpp"
#include "muster/error.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_dice_compose {

using namespace muster::dice;
using namespace muster_test_dice;

namespace {

double binomial(int n, int k, double p) {
    return std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0) +
                    k * std::log(p) + (n - k) * std::log1p(-p));
}

double p_of(const Outcomes& o, long long v) {
    const auto found = o.find(v);
    return found == o.end() ? 0.0 : found->second;
}

} // namespace

TEST_CASE("Chains: the successes of one roll are the dice of the next, against every throw",
          "[dice][exact][compose]") {
    for (const char* text : {"(3d6>=3)d6>=4", "(2d6>=5)d6>=3f1", "((2d6>=3)d6>=4)d6<=4",
                             "(3d6>=4)d6", "(2d6>=4)d6kh1", "(2d6>=2)d6!", "(3d4>=2)d6ro1"}) {
        check_enumerated(text);
    }
}

TEST_CASE("Chains: (100d6>=3)d6>=4 is binomial(100, 1/3): a hit on 3+ then a wound on 4+",
          "[dice][exact][compose]") {
    // Each of the 100 dice hits (2/3) and then wounds (1/2) or not: thinning a binomial.
    const Outcomes got = exact("(100d6>=3)d6>=4");
    Outcomes want;
    for (int k = 0; k <= 100; ++k) {
        want[k] = binomial(100, k, 1.0 / 3);
    }
    check_same(got, want, "(100d6>=3)d6>=4");
    // Hit, wound, then the save failed on 1-4 of a d6: binomial(10, 2/3 x 1/2 x 2/3).
    const Outcomes three = exact("((10d6>=3)d6>=4)d6<=4");
    for (int k = 0; k <= 10; ++k) {
        CHECK(std::abs(p_of(three, k) - binomial(10, k, 2.0 / 9)) < 1e-12);
    }
}

TEST_CASE("A random number of dice: (d3)d6, (d3+1)d6, d3d6, zero dice, keep of fewer",
          "[dice][exact][compose]") {
    for (const char* text : {"(d3)d6", "(d3+1)d6", "d3d6", "1d3d6", "(d4-1)d6", "(d3)d6kh2",
                             "(d3)d4dl1", "(d3)d4kl5", "(d2)d6>=5", "d3d3d3", "(d3)dF"}) {
        check_enumerated(text);
    }
    // (d3)d6 by hand: a third each of 1, 2 and 3 D6.
    const Outcomes d3d6 = exact("d3d6");
    CHECK(std::abs(p_of(d3d6, 1) - 1.0 / 18) < 1e-15);
    CHECK(std::abs(p_of(d3d6, 18) - 1.0 / 3 / 216) < 1e-15);
    // No die at all for a count of 0: the total 0, a quarter of the time.
    CHECK(std::abs(p_of(exact("(d4-1)d6"), 0) - 0.25) < 1e-15);
}

TEST_CASE("Clamping: max(1,d6-2) is at least 1 damage, min caps, both against every throw",
          "[dice][exact][compose]") {
    for (const char* text : {"max(1,d6-2)", "min(3,2d6)", "max(d6,d6,d6)", "min(d20,d20)",
                             "max(d4,-d6)", "min(max(1,d6-2),3)", "max(2d6,7)+1"}) {
        check_enumerated(text);
    }
    const Outcomes damage = exact("max(1,d6-2)");
    CHECK(std::abs(p_of(damage, 1) - 0.5) < 1e-15); // 1, 2 and 3 all give 1
    CHECK(std::abs(p_of(damage, 4) - 1.0 / 6) < 1e-15);
}

TEST_CASE("A whole-roll re-roll once: {2d6}ro<7 takes the second throw when the first is under 7",
          "[dice][exact][compose]") {
    for (const char* text :
         {"{2d6}ro<7", "{2d6}ro<7>=7", "{d6+d4}ro<=3", "(2d6)ro=7", "{3d6}ro>=10"}) {
        check_enumerated(text);
    }
    // P(charge) = P(7+) + P(under 7) P(7+).
    const Outcomes charge = exact("{2d6}ro<7>=7");
    CHECK(std::abs(p_of(charge, 1) - (21.0 / 36 + 15.0 / 36 * 21.0 / 36)) < 1e-15);
}

TEST_CASE("Opposed rolls: {2d6}>{2d6} wins, {2d6}={2d6} ties, against every throw",
          "[dice][exact][compose]") {
    for (const char* text :
         {"{2d6}>{2d6}", "{2d6}={2d6}", "{2d6+1}>={d6+d4}", "{d6}<{d8}", "{d6}>(d6)"}) {
        check_enumerated(text);
    }
    // A tie of two 2d6: sum over t of P(t)^2 = 146/1296.
    CHECK(std::abs(p_of(exact("{2d6}={2d6}"), 1) - 146.0 / 1296) < 1e-15);
    // Win and loss are as likely; with the tie they make 1.
    CHECK(std::abs(p_of(exact("{2d6}>{2d6}"), 1) - 575.0 / 1296) < 1e-15);
}

TEST_CASE("Best of groups: {2d6,2d6}kh1, unlike totals and kept more than one",
          "[dice][exact][compose]") {
    for (const char* text :
         {"{2d6,2d6}kh1", "{2d6,2d6}kl1", "{d6,d8,d10}kh2", "{d6,d8,d10}kl1", "{2d6,2d6,2d6}kh2",
          "{d6,d6}dl1", "{d4,d6}", "{d4,2d4,d6+1}dh1", "{d6,d4}kh3", "{2d6,2d6}kh1>=9"}) {
        check_enumerated(text);
    }
    // The best of two 2d6 is 12 with 1 - (35/36)^2.
    CHECK(std::abs(p_of(exact("{2d6,2d6}kh1"), 12) - (1 - 35.0 * 35 / 1296)) < 1e-15);
}

TEST_CASE("Division by a die: 10/d6, d6/d6 and d6/(2d6-1) divide (no value is 0)",
          "[dice][exact][compose]") {
    for (const char* text : {"10/d6", "d6/d6", "d6/(2d6-1)", "-7/d4", "d6/(d4+d4-1)", "d8/-d4"}) {
        check_enumerated(text);
    }
    // A die re-rolled on 1 again and again never shows it: d6r1-1 ranges 1 to 5.
    CHECK(parse_expression("d6/(d6r1-1)").root.kind == Node::Kind::divide);
    CHECK_THROWS_WITH(parse_expression("d6/(d6-1)"),
                      Catch::Contains("divisor that can be 0 (it ranges 0 to 5)"));
    CHECK_THROWS_WITH(parse_expression("d6/(d6-d6)"), Catch::Contains("divisor that can be 0"));
}

TEST_CASE("Keep or drop more dice than were thrown, and a sign after an operator",
          "[dice][exact][compose]") {
    check_same(exact("4d12kh5"), exact("4d12"), "4d12kh5 keeps all four, as the peers do");
    check_same(exact("4d6dl5"), Outcomes{{0, 1.0}}, "4d6dl5 drops all four");
    check_same(exact("1d20+-5"), exact("1d20-5"), "1d20+-5");
    check_same(exact("1d20--5"), exact("1d20+5"), "1d20--5");
    for (const char* text : {"2*-d6", "d6*-2+d4", "-(d6)--d4"}) {
        check_enumerated(text);
    }
}

TEST_CASE("Typed dice of a chain: the hits first, then as many dice for the wounds",
          "[dice][compose]") {
    const auto expr = parse_expression("(3d6>=4)d6>=5");
    ScriptedSource typed({4, 2, 6, 5, 1});
    const Thrown t = throw_expression(expr, typed);
    CHECK(t.value == 1);
    CHECK(t.shown == "[4* 2 6*] -> 2d6>=5 [5* 1]");
    CHECK_NOTHROW(typed.finish());
    // A whole roll thrown again: its dice after the first throw's, labelled as a re-roll.
    ScriptedSource again({3, 2, 6, 5});
    const Thrown r = throw_expression(parse_expression("{2d6}ro<7"), again);
    CHECK(r.value == 11);
    CHECK(r.shown == "{[3 2] = 5} re-rolled: [6 5]");
    CHECK(again.thrown()[2].purpose == "2d6 (1/2), whole re-roll");
    ScriptedSource best({3, 4, 6, 6});
    CHECK(throw_expression(parse_expression("{2d6,2d6}kh1"), best).shown ==
          "{([3 4] = 7), [6 6] = 12}");
    ScriptedSource opposed({3, 4, 2, 2});
    CHECK(throw_expression(parse_expression("{2d6}>{2d6}"), opposed).shown ==
          "{[3 4] = 7} > {[2 2] = 4}");
    ScriptedSource clamp({2});
    CHECK(throw_expression(parse_expression("max(1,d6-2)"), clamp).shown == "max(1, [2] - 2)");
}

TEST_CASE("Repeats: a die's label says its place in its term as (k/n) and its total as #k",
          "[dice][compose]") {
    // Issue 44: `2x2d6` labelled its four dice 2d6 (1/2), 2d6 (2/2), 2d6 (1/2), 2d6 (2/2).
    const auto expr = parse_expression("2x2d6");
    ScriptedSource typed({1, 2, 3, 4});
    throw_expression(expr, typed, 1);
    throw_expression(expr, typed, 2);
    REQUIRE(typed.thrown().size() == 4);
    CHECK(typed.thrown()[0].purpose == "2d6 #1 (1/2)");
    CHECK(typed.thrown()[3].purpose == "2d6 #2 (2/2)");
}

TEST_CASE("Notation of the composed forms: what is refused, and why", "[notation][compose]") {
    CHECK_THROWS_WITH(parse_expression("(d6-4)d6"), Catch::Contains("number of dice below 0"));
    CHECK_THROWS_WITH(parse_expression("{2d6}r<7"), Catch::Contains("re-rolled once: ro"));
    CHECK_THROWS_WITH(parse_expression("max(d6)"), Catch::Contains("two or more"));
    CHECK_THROWS_WITH(parse_expression("max(d6,"), Catch::Contains("nothing after"));
    CHECK_THROWS_WITH(parse_expression("(d6,d6)kh1"), Catch::Contains("expected ')'"));
    CHECK_THROWS_WITH(parse_expression("(2000d6)d6"), Catch::Contains("more than 10000 dice"));
    CHECK_THROWS_WITH(parse_expression("{2d6}>d6"), Catch::Contains("a number or a group"));
    CHECK_THROWS_WITH(parse_expression("4d6kh0"), Catch::Contains("keep 0 dice"));
    // `4d6d1` still drops the lowest: only after one die does `d` start a chain.
    CHECK(parse_expression("4d6d1").root.dice->drop_count == 1);
    CHECK(parse_expression("d3d6").root.dice->count_node != nullptr);
}

TEST_CASE("Natural results: +1 to hit, a natural 1 always fails, a natural 6 always hits, in "
          "chains and composed forms, against every throw",
          "[dice][exact][compose][natural]") {
    for (const char* text : {"5d(d6+1)>=4cf1cs6",
                             "4d(d6+3)>=4cf",
                             "4d(d6-2)>=5cs",
                             "(4d(d6+1)>=4cf1)d6>=4",
                             "(3d6>=4)d(d6-1)>=4cs6",
                             "((3d(d6+1)>=3cf1)d(d6-1)>=4cs6)d6<=4",
                             "d3d(d6+1)",
                             "(d3)d(d6+1)>=5cf1cs6",
                             "4d(d6+1)kh3",
                             "4d(d6-1)>=4kh2cs6",
                             "2d(d6+1)!",
                             "2d(d6-2)>=4!cs6",
                             "3d(d6+1)ro1>=5cf1",
                             "3d(d6+2)ro<=2>=6cf1cs6",
                             "4d(d10+2)>=8f<=3cf1",
                             "4d(df+1)",
                             "4d(avd+1)>=5cs5",
                             "{3d(d6+1)}>=10",
                             "max(1,d(d6-3))",
                             "{2d(d6+1)}>{2d6}",
                             "{d(d6+1),d(d6+1)}kh1",
                             "{2d(d6+1)>=4cf1}ro<1"}) {
        INFO(text);
        check_enumerated(text);
    }
    // +1 to hit on 4+ is a hit on 3+; a natural 1 fails anyway, a 6 hits anyway.
    check_same(exact("5d(d6+1)>=4cf1cs6"), exact("5d6>=3"), "5d(d6+1)>=4cf1cs6");
    // +3 to hit on 4+ would hit on every face but the natural 1.
    check_same(exact("5d(d6+3)>=4cf1"), exact("5d6>=2"), "5d(d6+3)>=4cf1");
    // -3 to hit on 4+ needs a 7: only the natural 6 hits.
    check_same(exact("5d(d6-3)>=4cs6"), exact("5d6=6"), "5d(d6-3)>=4cs6");
    // A natural failure counted as a failure: d10+2 against 8, failing on 3 or less or a 1.
    const Outcomes f = exact("d(d10+2)>=8f<=3cf1");
    CHECK(std::abs(p_of(f, 1) - 0.5) < 1e-15);  // faces 6-10
    CHECK(std::abs(p_of(f, -1) - 0.1) < 1e-15); // the natural 1 (a 2 and a 3 are 4 and 5 up)
    // Each die +1 in a sum: 3d(d6+1) is 3d6+3.
    check_same(exact("3d(d6+1)"), exact("3d6+3"), "3d(d6+1)");
}

TEST_CASE("Natural results: meaningless combinations are refused with a one-line error",
          "[dice][compose][natural]") {
    const auto refused = [](const char* text, const char* why) {
        INFO(text);
        CHECK_THROWS_WITH(parse_expression(text), Catch::Contains(why));
        CHECK_THROWS_AS(parse_expression(text), muster::UsageError);
    };
    refused("5d(d6+1)cs6", "a natural result (cs, cf) changes a success count");
    refused("5d6cf1", "a natural result (cs, cf) changes a success count");
    refused("5d6>=4cs7", "cs=7: no face of the D6 meets it");
    refused("5d6>=4cf<1", "cf<1: no face of the D6 meets it");
    refused("5d6>=4cs>=3cf<=3", "a natural 3 cannot both always succeed");
    refused("d(dd66+1)", "a D66 takes no per-die modifier");
    refused("d(2d6+1)", "one die and + or - a number in d(...)");
    refused("d(d6*2)", "one die and + or - a number in d(...)");
    refused("d(d6)", "one die and + or - a number in d(...)");
    refused("d(d6+d4)", "one die and + or - a number in d(...)");
    refused("d((d6+1))", "one die and + or - a number in d(...)");
    refused("5d(d6+1", "one die and + or - a number in d(...)");
}

TEST_CASE("Natural results: typed dice are the faces, shown with the modifier once",
          "[dice][compose][natural]") {
    ScriptedSource hits({3, 1, 6, 2, 4});
    const Thrown t = throw_expression(parse_expression("5d(d6+1)>=4cf1cs6"), hits);
    CHECK(t.value == 3);
    CHECK(t.shown == "[3* 1 6* 2 4*] +1 each");
    CHECK_NOTHROW(hits.finish());
    // +3 to hit: a natural 1 (a result of 4) still fails; a 2 (5) hits.
    ScriptedSource plus3({1, 2});
    CHECK(throw_expression(parse_expression("2d(d6+3)>=4cf1"), plus3).shown == "[1 2*] +3 each");
    // In a chain: the hits' count, then the wounds at -1 with a natural 6 always wounding.
    ScriptedSource chain({4, 1, 6, 6, 3});
    const Thrown c = throw_expression(parse_expression("(3d(d6+1)>=4cf1)d(d6-1)>=5cs6"), chain);
    CHECK(c.shown == "[4* 1 6*] +1 each -> 2d(d6-1)>=5cs6 [6* 3] -1 each");
    CHECK(c.value == 1);
    // A sum's dice are the faces; the total adds the modifier to each.
    ScriptedSource sum({3, 5, 1});
    const Thrown s = throw_expression(parse_expression("3d(d6+1)"), sum);
    CHECK(s.value == 12);
    CHECK(s.terms.front().dice[0].value == 4);
}

} // namespace muster_unit_dice_compose
