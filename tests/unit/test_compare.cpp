// `muster compare`: the comparison as data (engine) and as the lines a person reads (render).
#include "muster/engine/compare.hpp"
#include "muster/render/compare.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_compare {

using muster::Choice;

namespace {

nlohmann::json item(const std::string& what, double p, const std::string& text) {
    return {{"what", what}, {"p", p}, {"text", text}};
}

Choice choice(const std::string& command, nlohmann::json headline) {
    return {command, {{"headline", std::move(headline)}}, {}};
}

} // namespace

TEST_CASE("compare: one row per headline item, '-' where a choice lacks it, and the verdict names "
          "the highest",
          "[compare]") {
    const auto comparison = muster::compare(
        {choice("fire A --range long", {item("kills", 0.25, "25%"), item("rout", 0.1, "10%")}),
         choice("fire A --range short", {item("kills", 0.75, "75%")})});
    REQUIRE(comparison.rows.size() == 2);
    CHECK(comparison.rows[0].what == "kills");
    CHECK(comparison.rows[0].texts == std::vector<std::optional<std::string>>{"25%", "75%"});
    CHECK(comparison.rows[1].texts == std::vector<std::optional<std::string>>{"10%", std::nullopt});
    REQUIRE(comparison.verdict);
    CHECK(comparison.verdict->what == "kills");
    CHECK(comparison.verdict->best == std::optional<std::size_t>(1));

    const auto report = muster::render::compare_report(comparison);
    CHECK(report.text.back() == "verdict: highest kills: choice 2, 75% (choice 1 25%)");
    CHECK(report.text.at(5) == "  rout        10%         -");
    CHECK(report.result["verdict"]["best"] == 2);
    CHECK(report.result["choices"][1]["command"] == "fire A --range short");
}

TEST_CASE("compare: equal values have no best, and with no item shared as a number, no verdict",
          "[compare]") {
    const auto equal = muster::compare(
        {choice("a", {item("win", 0.5, "50%")}), choice("b", {item("win", 0.5, "50%")})});
    REQUIRE(equal.verdict);
    CHECK_FALSE(equal.verdict->best);
    CHECK(muster::render::compare_report(equal).text.back() ==
          "verdict: every choice gives the same win: 50%");
    CHECK(muster::comparison_json(equal)["verdict"]["best"].is_null());

    const auto apart = muster::compare(
        {choice("a", {item("win", 0.5, "50%")}), choice("b", {item("loss", 0.5, "50%")})});
    CHECK_FALSE(apart.verdict);
    CHECK(muster::comparison_json(apart)["verdict"].is_null());
    CHECK(muster::render::compare_report(apart).brief ==
          "compare 2 choices: verdict: the choices answer different questions; compare the lines "
          "above");
}

TEST_CASE("compare: a refused choice is shown with its reason, never best, and the others are "
          "compared",
          "[compare]") {
    const auto comparison =
        muster::compare({choice("fire A --range long", {item("breaks", 0.25, "25%")}),
                         {"morale Z", nullptr, "Z already took its morale test this turn"},
                         choice("fire A --range short", {item("breaks", 0.5, "50%")})});
    REQUIRE(comparison.verdict);
    CHECK(comparison.verdict->best == std::optional<std::size_t>(2));
    CHECK(comparison.rows.at(0).texts ==
          std::vector<std::optional<std::string>>{"25%", std::nullopt, "50%"});
    const auto report = muster::render::compare_report(comparison);
    CHECK(report.text.at(3) == "     refused: Z already took its morale test this turn");
    CHECK(report.text.back() ==
          "verdict: highest breaks: choice 3, 50% (choice 1 25%, choice 2 refused)");
    CHECK(report.result["choices"][1]["refused"] == "Z already took its morale test this turn");
    CHECK(report.result["choices"][0]["refused"].is_null());

    // One choice left to take is the best one, whatever its value.
    const auto one_left = muster::compare(
        {{"morale Z", nullptr, "refused"}, choice("fire A", {item("breaks", 0.0, "0%")})});
    REQUIRE(one_left.verdict);
    CHECK(one_left.verdict->best == std::optional<std::size_t>(1));
}

} // namespace muster_unit_compare
