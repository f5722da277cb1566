#include "../support/fake_rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <catch2/catch.hpp>

using namespace muster;
using muster::test::make_unit;

namespace {} // namespace

TEST_CASE("roster: rule set names round trip", "[roster]") {
    CHECK(to_string(RuleSet::unbalanced_equality) == "unbalanced-equality");
    CHECK(to_string(RuleSet::fuzzy_wuzzy) == "fuzzy-wuzzy");
    CHECK(parse_rule_set("fuzzy-wuzzy") == RuleSet::fuzzy_wuzzy);
    CHECK(parse_rule_set("unbalanced-equality") == RuleSet::unbalanced_equality);
    CHECK_FALSE(parse_rule_set("Fuzzy-Wuzzy").has_value());
    CHECK_FALSE(parse_rule_set("").has_value());
}

TEST_CASE("UE-FIRE-1: range band names round trip, none is empty", "[roster]") {
    for (auto band : {Band::short_range, Band::medium, Band::long_range}) {
        CHECK(parse_band(to_string(band)) == band);
    }
    CHECK(to_string(Band::none).empty());
    CHECK(to_string(Band::short_range) == "short");
    CHECK_FALSE(parse_band("").has_value());
    CHECK_FALSE(parse_band("close").has_value());
}

TEST_CASE("roster: find is by exact, case-sensitive name", "[roster]") {
    Roster roster;
    roster.units.push_back(make_unit("90th/A", "brit-infantry", 3));
    roster.units.push_back(make_unit("uThulwana", "zulu-spears", 6));
    REQUIRE(roster.find("uThulwana") != nullptr);
    CHECK(roster.find("uThulwana")->stands == 6);
    CHECK(roster.find("uthulwana") == nullptr);
    roster.find("90th/A")->killed = 15;
    const Roster& view = roster;
    CHECK(view.find("90th/A")->killed == 15);
    CHECK(view.find("90th") == nullptr);
}
