#include "../support/fake_rulebook.hpp"
#include "muster/fw/record.hpp"
#include "muster/roster/roster.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_roster {

using namespace muster;
using muster::test::make_unit;

namespace {} // namespace

TEST_CASE("roster: a rules line names a registered rule set, spelled exactly", "[roster]") {
    // The built-in ones are registered for the tests (test_rule_sets.cpp), as main does.
    CHECK(is_roster_rules("unbalanced-equality"));
    CHECK(is_roster_rules("fuzzy-wuzzy"));
    CHECK_FALSE(is_roster_rules("Fuzzy-Wuzzy"));
    CHECK_FALSE(is_roster_rules(""));
    add_roster_rules("fuzzy-wuzzy", &fw::new_record); // again: listed once
    CHECK(std::count(roster_rules().begin(), roster_rules().end(), "fuzzy-wuzzy") == 1);
}

TEST_CASE("UE-FIRE-1: range band names round trip, none is empty", "[roster]") {
    for (auto band : {ue::Band::short_range, ue::Band::medium, ue::Band::long_range}) {
        CHECK(ue::parse_band(to_string(band)) == band);
    }
    CHECK(to_string(ue::Band::none).empty());
    CHECK(to_string(ue::Band::short_range) == "short");
    CHECK_FALSE(ue::parse_band("").has_value());
    CHECK_FALSE(ue::parse_band("close").has_value());
}

TEST_CASE("roster: find is by exact, case-sensitive name", "[roster]") {
    Roster roster;
    roster.units.push_back(make_unit("90th/A", "brit-infantry", 3));
    roster.units.push_back(make_unit("uThulwana", "zulu-spears", 6));
    REQUIRE(roster.find("uThulwana") != nullptr);
    CHECK(roster.find("uThulwana")->stands == 6);
    CHECK(roster.find("uthulwana") == nullptr);
    muster::ue::record(*roster.find("90th/A")).killed = 15;
    const Roster& view = roster;
    CHECK(muster::ue::record(*view.find("90th/A")).killed == 15);
    CHECK(view.find("90th") == nullptr);
}

} // namespace muster_unit_roster
