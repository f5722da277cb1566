// Issue 15, finding 8: the smaller holes in the roster format, each with its case.
#include "../support/fake_rulebook.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"

#include <catch2/catch.hpp>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_hostile_roster {

using namespace muster;

namespace {

const std::string k_head = "# muster roster v1\n"
                           "rules   unbalanced-equality\n";

} // namespace

TEST_CASE("UE-MELEE-5: a unit cannot be locked in melee with itself", "[ue][melee][roster]") {
    const std::string text = k_head + "unit A brit-infantry stands=3 locked=A\n";
    CHECK_THROWS_WITH(parse_roster(text, "r"), Catch::Contains("`locked` names the unit itself"));
}

TEST_CASE("UE-MELEE-5: `locked` names each opponent once (not one name 150,000 times)",
          "[ue][melee][roster]") {
    std::string names = "B";
    for (int i = 0; i < 150000; ++i) {
        names += ",B";
    }
    const std::string text = k_head + "unit A brit-infantry stands=3 locked=" + names +
                             "\nunit B zulu-spears stands=6\n";
    CHECK_THROWS_WITH(parse_roster(text, "r"), Catch::Contains("`locked` names `B` twice"));
    CHECK_NOTHROW(parse_roster(k_head +
                                   "unit A brit-infantry stands=3 locked=B,C\n"
                                   "unit B zulu-spears stands=6\nunit C zulu-spears stands=6\n",
                               "r"));
}

TEST_CASE("Roster format: without a final newline, a last line kill rewrites gets one, as add's",
          "[roster][format]") {
    const std::string text =
        k_head + "unit A brit-infantry stands=3\nunit B brit-infantry stands=3";
    const auto doc = parse_roster(text, "r");
    Roster added = doc.roster;
    added.units.push_back(muster::test::make_unit("C", "zulu-spears", 6));
    CHECK(format_roster(doc, added).text.back() == '\n');
    Roster killed_last = doc.roster;
    muster::ue::record(killed_last.units[1]).killed = 3;
    const auto last = format_roster(doc, killed_last);
    CHECK(last.text == k_head + "unit A brit-infantry stands=3\nunit B brit-infantry stands=3 "
                                "killed=3\n");
    CHECK(revert_edits(last.text, last.edits) == text);
    // A line the change does not write keeps its bytes, its (missing) ending too.
    Roster killed_first = doc.roster;
    muster::ue::record(killed_first.units[0]).killed = 3;
    CHECK(format_roster(doc, killed_first).text.ends_with("unit B brit-infantry stands=3"));
}

} // namespace muster_unit_hostile_roster
