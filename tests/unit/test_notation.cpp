#include "muster/dice/exact.hpp"
#include "muster/dice/notation.hpp"
#include "muster/error.hpp"

#include <catch2/catch.hpp>
#include <fmt/format.h>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_notation {

using namespace muster::dice;
using Kind = Node::Kind;

TEST_CASE("Notation: 3d6, d6, 2avd, 10avd+1 and 2d6+1avd-2", "[notation]") {
    const auto a = parse_expression("3d6");
    REQUIRE(a.root.kind == Kind::dice);
    CHECK(a.root.dice->count == 3);
    CHECK(a.root.dice->die.name() == "D6");
    CHECK(parse_expression("d6").root.dice->count == 1);
    CHECK(parse_expression("2AvD").root.dice->die.name() == "AvD");
    const auto b = parse_expression("10avd+1");
    REQUIRE(b.root.kind == Kind::add);
    CHECK(b.root.operands[1].number == 1);
    const auto c = parse_expression("2d6+1avd-2");
    REQUIRE(c.root.kind == Kind::subtract);
    CHECK(c.root.operands[0].kind == Kind::add);
    CHECK(c.dice_count() == 3);
    CHECK(parse_expression("D20").root.dice->die.name() == "d20");
}

TEST_CASE("Notation: success counting with failures (5d6>=4, 10d10>=7f1, 4d6=6)", "[notation]") {
    const auto a = parse_expression("5d6>=4");
    REQUIRE(a.root.dice->success);
    CHECK(a.root.dice->success->text() == ">=4");
    const auto b = parse_expression("10d10>=7f1");
    REQUIRE(b.root.dice->failure);
    CHECK(b.root.dice->score(1) == -1);
    CHECK(b.root.dice->score(7) == 1);
    CHECK(b.root.dice->score(4) == 0);
    CHECK(parse_expression("4d6=6").root.dice->success->text() == "=6");
    CHECK(parse_expression("10d6>4").root.dice->success->text() == ">4");
    CHECK(parse_expression("6d6<3f>=6").root.dice->failure->text() == ">=6");
}

TEST_CASE("Notation: re-rolls, explosions and keep/drop", "[notation]") {
    const auto r = parse_expression("2d6r1");
    CHECK(r.root.dice->reroll->text() == "=1");
    CHECK_FALSE(r.root.dice->reroll_once);
    const auto ro = parse_expression("2d6ro<=2");
    CHECK(ro.root.dice->reroll_once);
    CHECK(ro.root.dice->reroll->text() == "<=2");
    CHECK(parse_expression("3d6!").root.dice->explode->text() == "=6");
    CHECK(parse_expression("3d6!>=5").root.dice->explode->text() == ">=5");
    const auto kh = parse_expression("4d6kh3");
    CHECK(kh.root.dice->keep == DiceTerm::Keep::highest);
    CHECK(kh.root.dice->keep_count == 3);
    const auto dl = parse_expression("4d6dl1");
    CHECK(dl.root.dice->keep == DiceTerm::Keep::highest);
    CHECK(dl.root.dice->keep_count == 3);
    const auto kl = parse_expression("2d20kl1");
    CHECK(kl.root.dice->keep == DiceTerm::Keep::lowest);
    const auto dh = parse_expression("5d6dh2");
    CHECK(dh.root.dice->keep == DiceTerm::Keep::lowest);
    CHECK(dh.root.dice->keep_count == 3);
    CHECK(parse_expression("4d6d1").root.dice->keep_count == 3);
    CHECK(parse_expression("4d6k2").root.dice->keep == DiceTerm::Keep::highest);
    const auto all = parse_expression("6d6r1!kh3");
    CHECK(all.root.dice->reroll);
    CHECK(all.root.dice->explode);
    CHECK(all.root.dice->keep_count == 3);
    CHECK(parse_expression("6d6r1!>=5").root.dice->explode->text() == ">=5");
    CHECK(parse_expression("6d6>=5!").root.dice->success.has_value()); // successes, then !
}

TEST_CASE("Notation: groups compare the total, arithmetic, repeats, d%, dF and dd66",
          "[notation]") {
    const auto g = parse_expression("{2d6}>=7");
    CHECK(g.is_test());
    CHECK(g.root.condition.text() == ">=7");
    CHECK(parse_expression("(2d6+1)>=7").is_test());
    CHECK_FALSE(parse_expression("(2d6)+1").is_test());
    CHECK(parse_expression("d6*2").root.kind == Kind::multiply);
    CHECK(parse_expression("2d6/2").root.kind == Kind::divide);
    // * binds tighter than +
    const auto p = parse_expression("1+2*d6");
    REQUIRE(p.root.kind == Kind::add);
    CHECK(p.root.operands[1].kind == Kind::multiply);
    const auto spaced = parse_expression("2d6 + 3");
    CHECK(spaced.root.kind == Kind::add);
    CHECK(spaced.root.operands[0].text == "2d6");
    const auto x = parse_expression("3x3d6");
    CHECK(x.repeat == 3);
    CHECK(x.body == "3d6");
    CHECK(x.dice_count() == 9);
    CHECK(parse_expression("d%").root.dice->die.faces().size() == 100);
    CHECK(parse_expression("4dF").root.dice->die.name() == "dF");
    const auto d66 = parse_expression("dd66");
    CHECK(d66.root.dice->d66);
    CHECK(d66.root.dice->die.faces().size() == 36);
    CHECK(parse_expression("d66").root.dice->die.faces().size() == 66); // a 66-sided die
    CHECK(parse_expression("-d6").root.kind == Kind::negate);
}

TEST_CASE("Notation: errors point at the column", "[notation]") {
    CHECK_THROWS_WITH(parse_expression("3d6+"),
                      Catch::Contains("nothing after '+'") && Catch::Contains("column 4"));
    CHECK_THROWS_WITH(parse_expression("3y6"),
                      Catch::Contains("unexpected 'y'") && Catch::Contains("column 2"));
    CHECK_THROWS_WITH(parse_expression(""), Catch::Contains("empty"));
    CHECK_THROWS_WITH(parse_expression("3d"), Catch::Contains("number of sides"));
    CHECK_THROWS_WITH(parse_expression("0d6"), Catch::Contains("zero dice"));
    CHECK_THROWS_WITH(parse_expression("d1"), Catch::Contains("2 to 1000 sides"));
    CHECK_THROWS_WITH(parse_expression("d1001"), Catch::Contains("2 to 1000 sides"));
    CHECK_THROWS_WITH(parse_expression("10001d6"), Catch::Contains("more than 10000 dice"));
    CHECK_THROWS_WITH(parse_expression("5000d6+5001d6"), Catch::Contains("more than 10000 dice"));
    CHECK_THROWS_WITH(parse_expression("3x4000d6"), Catch::Contains("more than 10000 dice"));
    CHECK_THROWS_WITH(parse_expression("3d6+*1"), Catch::Contains("column 5"));
    CHECK(parse_expression("3d6++1").root.kind == Kind::add); // a sign after an operator
    CHECK_THROWS_AS(parse_expression("99999999999d6"), muster::UsageError);
    // The column is the one typed, spaces included.
    CHECK_THROWS_WITH(parse_expression("2d6 + y"), Catch::Contains("column 7"));
    CHECK_THROWS_WITH(parse_expression("1 2d6"), Catch::Contains("space inside a number"));
    CHECK_THROWS_WITH(parse_expression("2d6+3>=7"),
                      Catch::Contains("after a group") && Catch::Contains("column 6"));
    // Keeping more than were thrown keeps them all, dropping as many drops them all (issue 44:
    // `4d12kh5` was refused where the peers keep the four).
    CHECK(parse_expression("4d6kh5").root.dice->kept(4) == 4);
    CHECK(parse_expression("4d6dl4").root.dice->kept(4) == 0);
    CHECK_THROWS_WITH(parse_expression("d6r<=6"), Catch::Contains("re-roll forever"));
    CHECK_THROWS_WITH(parse_expression("d6!>=1"), Catch::Contains("explode forever"));
    CHECK_THROWS_WITH(parse_expression("d6/(d6-d6)"), Catch::Contains("divisor that can be 0"));
    CHECK_THROWS_WITH(parse_expression("{2d6>=7"), Catch::Contains("expected '}'"));
    CHECK_THROWS_WITH(parse_expression("101x3d6"), Catch::Contains("1 to 100 times"));
    CHECK_THROWS_WITH(parse_expression("d6*1000000*1000000*1000000"), Catch::Contains("too large"));
    CHECK_THROWS_WITH(parse_expression("3d6!kh2>=5"), Catch::Contains("not supported"));
}

TEST_CASE("Notation: nesting past the limit and operators past the limit are refused, not a "
          "crash (issue 41: 6,000 parentheses)",
          "[notation]") {
    const auto nested = [](int depth) {
        return std::string(static_cast<std::size_t>(depth), '(') + "d6" +
               std::string(static_cast<std::size_t>(depth), ')');
    };
    CHECK(parse_expression(nested(k_max_nesting)).root.kind == Node::Kind::dice);
    CHECK_THROWS_WITH(parse_expression(nested(k_max_nesting + 1)),
                      Catch::Contains("nested more than 100 deep") &&
                          Catch::Contains(fmt::format("column {}", k_max_nesting + 1)));
    CHECK_THROWS_WITH(parse_expression(nested(6000)), Catch::Contains("nested more than 100"));
    CHECK_THROWS_WITH(parse_expression(std::string(6000, '{') + "d6"),
                      Catch::Contains("nested more than 100"));
    std::string chain = "1";
    for (int i = 0; i < k_max_operators; ++i) {
        chain += "+1";
    }
    CHECK(exact_distribution(parse_expression(chain)).front().first == k_max_operators + 1);
    CHECK_THROWS_WITH(parse_expression(chain + "+1"), Catch::Contains("more than 1000 operators"));
}

TEST_CASE("Notation: is_expression tells `-d6` (an expression) from `-d` (the option)",
          "[notation]") {
    CHECK(is_expression("-d6"));
    CHECK(is_expression("-2d6+1"));
    CHECK_FALSE(is_expression("-d"));
    CHECK_FALSE(is_expression("--dice"));
    CHECK_FALSE(is_expression("-d6,3"));
}

} // namespace muster_unit_notation
