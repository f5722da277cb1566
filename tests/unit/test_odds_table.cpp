// How odds are printed for people (docs/before-the-dice.md): one decimal, rare and all-but-certain
// chances marked, long tables folded, the headline first.
#include "muster/engine/odds_table.hpp"
#include "muster/render/odds.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_odds_table {

using namespace muster;

TEST_CASE("odds: percentages to one decimal, <0.1% and >99.9% for what rounds away",
          "[cli][odds]") {
    CHECK(percent(1.0 / 6) == "16.7%");
    CHECK(percent(0.0004) == "<0.1%");
    CHECK(percent(0.9996) == ">99.9%");
    CHECK(percent(0.0) == "0%");
    CHECK(percent(1.0) == "100%");
    CHECK(percent(0.5) == "50.0%");
}

TEST_CASE("odds: a long table folds each tail under 0.1% into one line", "[cli][odds]") {
    // 2..40: a spike at 21 with tiny tails on both sides.
    dice::Distribution dist;
    double tails = 0;
    for (long long x = 2; x <= 40; ++x) {
        const double p = x == 21 ? 0.0 : 1e-5;
        tails += p;
        dist.emplace_back(x, p);
    }
    dist[19].second = 1.0 - tails;
    const auto lines = render::odds_lines({dist, "kills"}, 80, false);
    REQUIRE(lines.size() < dist.size());
    CHECK(lines.at(1).find("<=") != std::string::npos);
    CHECK(lines.back().find(">=") != std::string::npos);
}

TEST_CASE("odds: a short table keeps every row with exact, at-least and at-most", "[cli][odds]") {
    const dice::Distribution dist = {{1, 0.25}, {2, 0.5}, {3, 0.25}};
    const auto lines = render::odds_lines({dist, "total"}, 80, false);
    REQUIRE(lines.size() == 4);
    CHECK(lines[0].find("P(=x)") != std::string::npos);
    CHECK(lines[0].find("P(>=x)") != std::string::npos);
    CHECK(lines[0].find("P(<=x)") != std::string::npos);
    CHECK(lines[2].find("50.0%") != std::string::npos);
    CHECK(lines[2].find("75.0%") != std::string::npos);
    // The bars: the most likely row fills the width left (80 - 32 columns of numbers - 3),
    // the others in proportion; block characters in colour.
    CHECK(lines[2].ends_with("  " + std::string(45, '#')));
    CHECK(lines[1].ends_with("  " + std::string(23, '#')));
    const auto wide = render::odds_lines({dist, "total"}, 120, true);
    std::string blocks;
    for (int i = 0; i < 85; ++i) {
        blocks += "\u2588";
    }
    CHECK(wide[2].ends_with("  " + blocks));
}

TEST_CASE("odds: the engine returns tables as values, placed among its lines", "[cli][odds]") {
    Resolution report;
    report.text.emplace_back("2d6: exact odds");
    add_odds_table(report, {{1, 0.5}, {2, 0.5}}, "total");
    report.text.emplace_back("after the table");
    Headline h;
    h.chance("pass", 0.5);
    lead_with(report, h);
    REQUIRE(report.odds.size() == 1);
    CHECK(report.odds[0].heading == "total");
    CHECK(report.odds[0].before_line == 2); // the headline moved the table down with its line
    CHECK(report.text[2] == "after the table");
}

TEST_CASE("odds: the headline joins its items and keeps full precision for JSON", "[cli][odds]") {
    Headline h;
    h.chance("impi breaks", 5.0 / 12).number("expected kills", 48.25);
    CHECK(h.text() == "impi breaks: 41.7%   expected kills: 48.2");
    CHECK(h.json()[0]["p"].get<double>() == Approx(5.0 / 12));
    CHECK(h.json()[1]["value"].get<double>() == Approx(48.25));
}

} // namespace muster_unit_odds_table
