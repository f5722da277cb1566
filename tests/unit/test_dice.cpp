#include "muster/dice/dice.hpp"
#include "muster/error.hpp"

#include <catch2/catch.hpp>
#include <map>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_dice {

using namespace muster::dice;

namespace {
double total_probability(const Distribution& dist) {
    double sum = 0.0;
    for (const auto& [x, p] : dist) {
        sum += p;
    }
    return sum;
}
double probability_in(const Distribution& dist, long long value) {
    for (const auto& [x, p] : dist) {
        if (x == value) {
            return p;
        }
    }
    return 0.0;
}
} // namespace

TEST_CASE("Dice: the AvD has faces 2,3,3,4,4,5 and the D6 1-6", "[dice]") {
    const Die avd = Die::avd();
    CHECK(std::vector<int>(avd.faces().begin(), avd.faces().end()) ==
          std::vector<int>{2, 3, 3, 4, 4, 5});
    CHECK_FALSE(avd.has_face(1));
    CHECK_FALSE(avd.has_face(6));
    CHECK(avd.faces_text() == "2,3,3,4,4,5");
    const Die d6 = Die::d6();
    CHECK(d6.name() == "D6");
    CHECK(d6.faces_text() == "1-6");
    CHECK(Die::dn(20).name() == "d20");
    CHECK(Die::dn(20).has_face(20));
}

TEST_CASE("Odds: 2d6 gives 7 at exactly 6/36", "[dice][odds]") {
    const PoolPart part{Die::d6(), 2, {}, "2d6"};
    const auto dist = pool_distribution(std::span(&part, 1));
    CHECK(dist.front().first == 2);
    CHECK(dist.back().first == 12);
    CHECK(probability_in(dist, 7) == Approx(6.0 / 36.0).epsilon(1e-14));
    CHECK(probability_in(dist, 2) == Approx(1.0 / 36.0).epsilon(1e-14));
    CHECK(total_probability(dist) == Approx(1.0).margin(1e-12));
}

TEST_CASE("Odds: 2avd gives 7 at exactly 10/36", "[dice][odds]") {
    const PoolPart part{Die::avd(), 2, {}, "2avd"};
    const auto dist = pool_distribution(std::span(&part, 1));
    CHECK(dist.front().first == 4);
    CHECK(dist.back().first == 10);
    CHECK(probability_in(dist, 7) == Approx(10.0 / 36.0).epsilon(1e-14));
}

TEST_CASE("Odds: a 400-die sum is one convolution and sums to 1", "[dice][odds]") {
    const PoolPart part{Die::d6(), 400, {}, "400d6"};
    const auto dist = pool_distribution(std::span(&part, 1));
    CHECK(dist.front().first == 400);
    CHECK(dist.back().first == 2400);
    CHECK(total_probability(dist) == Approx(1.0).margin(1e-12));
    CHECK(probability_in(dist, 1400) > probability_in(dist, 1300));
}

TEST_CASE("Odds: a pool too large to work out while the player waits is refused, 10,000 D6 is "
          "not",
          "[dice][odds]") {
    const PoolPart huge{Die::dn(1000), 1000, {}, "test"};
    CHECK_THROWS_AS(pool_distribution(std::span(&huge, 1)), muster::UsageError);
    const PoolPart avd{Die::avd(), 10000, {}, "test"};
    CHECK_THROWS_AS(pool_distribution(std::span(&avd, 1)), muster::UsageError);
    const PoolPart d6s{Die::d6(), 2000, {}, "test"}; // (10,000 D6 is allowed but slow in Debug)
    const auto dist = pool_distribution(std::span(&d6s, 1));
    CHECK(dist.size() == 10001);
}

TEST_CASE("Odds: a per-die score function and subtracted dice", "[dice][odds]") {
    // Successes: a D6 scores 1 on 5-6. Two dice: P(2) = 1/9, P(1) = 4/9, P(0) = 4/9.
    const PoolPart hits{Die::d6(), 2, [](int face) { return face >= 5 ? 1 : 0; }, "hits"};
    const auto dist = pool_distribution(std::span(&hits, 1));
    REQUIRE(dist.size() == 3);
    CHECK(probability_in(dist, 2) == Approx(1.0 / 9.0));
    CHECK(probability_in(dist, 0) == Approx(4.0 / 9.0));
    // d6 - d6 is symmetric around 0 with P(0) = 6/36.
    const PoolPart parts[] = {{Die::d6(), 1, {}, "a"},
                              {Die::d6(), 1, [](int f) { return -f; }, "b"}};
    const auto diff = pool_distribution(parts);
    CHECK(diff.front().first == -5);
    CHECK(probability_in(diff, 0) == Approx(6.0 / 36.0));
    CHECK(probability_in(diff, 3) == Approx(probability_in(diff, -3)));
}

TEST_CASE("Odds source: enumerate runs the same code over every path", "[dice][odds]") {
    // One D6, then a second D6 only when the first is a 6: P(total >= 10) = 1/6 * 3/6.
    const auto outcomes = enumerate<int>([](DiceSource& dice) {
        int total = dice.roll(Die::d6(), "first");
        if (total == 6) {
            total += dice.roll(Die::d6(), "second");
        }
        return total;
    });
    double p_high = 0.0;
    double sum = 0.0;
    for (const auto& [value, p] : outcomes) {
        sum += p;
        if (value >= 10) {
            p_high += p;
        }
    }
    CHECK(sum == Approx(1.0).margin(1e-12));
    CHECK(p_high == Approx(3.0 / 36.0));
    CHECK(outcomes.at(1) == Approx(1.0 / 6.0));
    CHECK(outcomes.at(12) == Approx(1.0 / 36.0));
}

TEST_CASE("Odds source: more paths than it walks is refused as a usage error (exit 2)",
          "[dice][odds]") {
    // Four D6 thrown one by one: 6^4 = 1,296 paths; a limit of 1,000 refuses them, 1,300 not.
    const auto four_dice = [](DiceSource& dice) {
        int total = 0;
        for (int i = 0; i < 4; ++i) {
            total += dice.roll(Die::d6(), "one of four");
        }
        return total;
    };
    CHECK_THROWS_AS(enumerate<int>(four_dice, 1000), muster::UsageError);
    CHECK(enumerate<int>(four_dice, 1300).at(24) == Approx(1.0 / 1296.0));
}

TEST_CASE("Odds source: a pool is one choice point over its totals", "[dice][odds]") {
    int runs = 0;
    const auto outcomes = enumerate<long long>([&](DiceSource& dice) {
        ++runs;
        CHECK(dice.enumerating());
        return dice.pool(Die::d6(), 40, {}, "40 stands");
    });
    CHECK(runs == 201); // 40..240, not 6^40 paths
    CHECK(outcomes.begin()->first == 40);
}

TEST_CASE("Odds source: re-roll on a tie gives the conditional distribution", "[dice][odds]") {
    // Two D6 compared, ties re-rolled: A wins with probability exactly 1/2.
    const Die dice[] = {Die::d6(), Die::d6()};
    const auto outcomes = enumerate<bool>([&](DiceSource& source) {
        const auto values = source.roll_until(
            dice, [](std::span<const int> v) { return v[0] != v[1]; }, "compare");
        return values[0] > values[1];
    });
    CHECK(outcomes.at(true) == Approx(0.5));
    CHECK(outcomes.at(false) == Approx(0.5));
}

TEST_CASE("Random source: the same seed gives the same dice", "[dice][random]") {
    RandomSource a(42);
    RandomSource b(42);
    RandomSource c(43);
    std::vector<int> ra;
    std::vector<int> rb;
    std::vector<int> rc;
    for (int i = 0; i < 50; ++i) {
        ra.push_back(a.roll(Die::d6(), "x"));
        rb.push_back(b.roll(Die::d6(), "x"));
        rc.push_back(c.roll(Die::d6(), "x"));
    }
    CHECK(ra == rb);
    CHECK(ra != rc);
    CHECK(a.thrown().size() == 50);
}

TEST_CASE("Random source: the seed's dice are fixed by the generator, not the platform",
          "[dice][random]") {
    // std::mt19937_64 is specified by the standard; this pins our face mapping to it too.
    RandomSource source(1);
    std::vector<int> rolls;
    for (int i = 0; i < 6; ++i) {
        rolls.push_back(source.roll(Die::d6(), "x"));
    }
    std::mt19937_64 engine(1);
    std::vector<int> expected;
    for (int i = 0; i < 6; ++i) {
        expected.push_back(static_cast<int>(engine() % 6) + 1); // no rejection at these draws
    }
    CHECK(rolls == expected);
}

TEST_CASE("Random source: AvD values are always AvD faces", "[dice][random]") {
    RandomSource source(7);
    std::map<int, int> seen;
    for (int i = 0; i < 600; ++i) {
        ++seen[source.roll(Die::avd(), "x")];
    }
    CHECK(seen.size() == 4);
    CHECK(seen.begin()->first == 2);
    CHECK(seen.rbegin()->first == 5);
}

TEST_CASE("Scripted source: values are used in order and recorded", "[dice][scripted]") {
    ScriptedSource source({4, 2, 6});
    CHECK(source.roll(Die::d6(), "a") == 4);
    CHECK(source.pool(Die::d6(), 2, {}, "b") == 8);
    REQUIRE(source.thrown().size() == 3);
    CHECK(source.thrown()[1].purpose == "b (1/2)");
    CHECK_NOTHROW(source.finish());
}

TEST_CASE("Scripted source: too few, too many and impossible values", "[dice][scripted]") {
    ScriptedSource few({4});
    CHECK(few.roll(Die::d6(), "a") == 4);
    CHECK_THROWS_WITH(few.roll(Die::avd(), "stand 2"), Catch::Contains("too few values") &&
                                                           Catch::Contains("AvD") &&
                                                           Catch::Contains("stand 2"));
    ScriptedSource many({4, 5});
    many.roll(Die::d6(), "a");
    CHECK_THROWS_AS(many.finish(), muster::UsageError);
    ScriptedSource impossible({1});
    CHECK_THROWS_WITH(impossible.roll(Die::avd(), "rally"),
                      Catch::Contains("value 1") && Catch::Contains("2,3,3,4,4,5"));
}

TEST_CASE("Scripted source: a re-roll after a tie takes the next values", "[dice][scripted]") {
    ScriptedSource source({3, 3, 5, 2});
    const Die dice[] = {Die::d6(), Die::d6()};
    const auto values = source.roll_until(
        dice, [](std::span<const int> v) { return v[0] != v[1]; }, "phase B");
    CHECK(values == std::vector<int>{5, 2});
    CHECK(source.used() == 4);
}

TEST_CASE("Scripted source: dice named for a unit go to its dice, the others take the plain "
          "values in order (issue 24)",
          "[dice][scripted]") {
    // `--dice B=6 --dice 1,2`: A's die, then B's, then a die for no unit.
    ScriptedSource source({1, 2}, {{"B", {6}}});
    {
        const auto own = source.for_unit("A");
        CHECK(source.roll(Die::d6(), "A morale") == 1);
    }
    {
        const auto own = source.for_unit("B");
        CHECK(source.roll(Die::d6(), "B morale") == 6);
        {
            const auto inner = source.for_unit("A");
            CHECK(source.unit() == "A");
        }
        CHECK(source.unit() == "B"); // the outer unit comes back
    }
    CHECK(source.unit().empty());
    CHECK(source.roll(Die::d6(), "no unit's") == 2);
    CHECK_NOTHROW(source.finish());
    // The record is in the order thrown, whatever order the dice were typed in.
    REQUIRE(source.thrown().size() == 3);
    CHECK(source.thrown()[1].value == 6);
    CHECK(source.thrown()[1].purpose == "B morale");

    // A pool's part thrown for a unit takes that unit's dice (FW fire: one pool, a part a firer).
    ScriptedSource pool({5}, {{"F2", {3, 4}}});
    const PoolPart parts[] = {{Die::d6(), 1, {}, "fire F1", "F1"},
                              {Die::d6(), 2, {}, "fire F2", "F2"}};
    const auto result = pool.pool(parts);
    CHECK(result.faces == std::vector<std::vector<int>>{{5}, {3, 4}});
    CHECK(pool.unit().empty());
    CHECK_NOTHROW(pool.finish());
}

TEST_CASE("Scripted source: a named unit that throws no die, too few or too many of its dice "
          "are refused, naming it (issue 24)",
          "[dice][scripted]") {
    ScriptedSource unused({4}, {{"Nobody", {3}}});
    {
        const auto own = unused.for_unit("A");
        CHECK(unused.roll(Die::d6(), "A morale") == 4);
    }
    CHECK_THROWS_WITH(unused.finish(),
                      Catch::Contains("no die of this command is thrown for Nobody"));

    ScriptedSource waiting({}, {{"Nobody", {3}}});
    const auto a = waiting.for_unit("A");
    CHECK_THROWS_WITH(waiting.roll(Die::d6(), "A morale"),
                      Catch::Contains("too few unnamed values") &&
                          Catch::Contains("no die has been thrown for Nobody"));

    ScriptedSource few({}, {{"B", {3}}});
    const auto b = few.for_unit("B");
    CHECK(few.roll(Die::d6(), "B rally") == 3);
    CHECK_THROWS_WITH(few.roll(Die::d6(), "B rally, re-roll"),
                      Catch::Contains("too few values for B (1 given)"));

    ScriptedSource many({}, {{"B", {3, 4}}});
    {
        const auto own = many.for_unit("B");
        many.roll(Die::d6(), "B rally");
    }
    CHECK_THROWS_WITH(many.finish(),
                      Catch::Contains("too many values for B: 2 given, it throws 1"));

    ScriptedSource face({}, {{"B", {1}}});
    const auto own = face.for_unit("B");
    CHECK_THROWS_WITH(face.roll(Die::avd(), "B"),
                      Catch::Contains("value 1 (number 1 for B)") && Catch::Contains("AvD"));
}

} // namespace muster_unit_dice
