#include "muster/dice/notation.hpp"
#include "muster/error.hpp"

#include <catch2/catch.hpp>

using namespace muster::dice;

TEST_CASE("Notation: 3d6, d6, 2avd, 10avd+1 and 2d6+1avd-2", "[notation]") {
    const auto a = parse_expression("3d6");
    REQUIRE(a.terms.size() == 1);
    CHECK(a.terms[0].count == 3);
    CHECK(a.terms[0].die.name() == "D6");
    CHECK(parse_expression("d6").terms[0].count == 1);
    CHECK(parse_expression("2AvD").terms[0].die.name() == "AvD");
    const auto b = parse_expression("10avd+1");
    CHECK(b.constant() == 1);
    CHECK(b.pool_parts().size() == 1);
    const auto c = parse_expression("2d6+1avd-2");
    CHECK(c.terms.size() == 3);
    CHECK(c.constant() == -2);
    CHECK(parse_expression("D20").terms[0].die.name() == "d20");
    CHECK(parse_expression("4d6-2").constant() == -2);
}

TEST_CASE("Notation: subtracted dice score negative", "[notation]") {
    const auto e = parse_expression("d6-d6");
    const auto parts = e.pool_parts();
    REQUIRE(parts.size() == 2);
    CHECK(parts[1].score(4) == -4);
}

TEST_CASE("Notation: errors name the offending character", "[notation]") {
    CHECK_THROWS_WITH(parse_expression("3d6+"),
                      Catch::Contains("nothing after '+'") && Catch::Contains("column 4"));
    CHECK_THROWS_WITH(parse_expression("3x6"),
                      Catch::Contains("unexpected 'x'") && Catch::Contains("column 2"));
    CHECK_THROWS_WITH(parse_expression(""), Catch::Contains("empty"));
    CHECK_THROWS_WITH(parse_expression("3d"), Catch::Contains("number of sides"));
    CHECK_THROWS_WITH(parse_expression("0d6"), Catch::Contains("zero dice"));
    CHECK_THROWS_WITH(parse_expression("d1"), Catch::Contains("2 to 1000 sides"));
    CHECK_THROWS_WITH(parse_expression("d1001"), Catch::Contains("2 to 1000 sides"));
    CHECK_THROWS_WITH(parse_expression("10001d6"), Catch::Contains("more than 10000 dice"));
    CHECK_THROWS_WITH(parse_expression("5000d6+5001d6"), Catch::Contains("more than 10000 dice"));
    CHECK_THROWS_WITH(parse_expression("3d6++1"), Catch::Contains("column 5"));
    CHECK_THROWS_AS(parse_expression("99999999999d6"), muster::UsageError);
}
