// The engine's registry of rule sets (issue 22): a roster's `rules` line names a registered id,
// its rule book comes from the registry, and an id nobody registered is refused.
#include "muster/books.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_rule_sets {

namespace {
/// The built-in rule sets, registered before any test runs (as main does).
const bool k_registered = (muster::books::register_rule_sets(), true);
} // namespace

TEST_CASE("rule sets: the built-in ones are registered in order under their roster ids",
          "[engine][rulesets]") {
    REQUIRE(k_registered);
    const auto& sets = muster::rule_sets();
    REQUIRE(sets.size() >= 2);
    CHECK(sets[0].id == "unbalanced-equality");
    CHECK(sets[1].id == "fuzzy-wuzzy");
    CHECK(muster::make_rulebook("fuzzy-wuzzy")->rules() == "fuzzy-wuzzy");
    CHECK(muster::roster_rules().front() == "unbalanced-equality");
}

TEST_CASE("rule sets: registering again keeps one entry in its place", "[engine][rulesets]") {
    const auto before = muster::rule_sets().size();
    muster::books::register_rule_sets();
    CHECK(muster::rule_sets().size() == before);
    CHECK(muster::rule_sets()[0].id == "unbalanced-equality");
}

TEST_CASE("rule sets: an id nobody registered is refused by the roster and the engine",
          "[engine][rulesets]") {
    CHECK_THROWS_WITH(muster::make_rulebook("napoleonic"),
                      Catch::Contains("unknown rules `napoleonic`"));
    CHECK_THROWS_AS(muster::parse_roster("rules napoleonic\n", "x.roster"), muster::RosterError);
}

TEST_CASE("rule sets: a command's dice order joins each rule set's", "[engine][rulesets]") {
    const auto fire = muster::dice_order("fire");
    CHECK(fire.starts_with("unbalanced-equality: "));
    CHECK(fire.find("; fuzzy-wuzzy: ") != std::string::npos);
    CHECK(muster::dice_order("recon").starts_with("fuzzy-wuzzy: "));
    CHECK(muster::dice_order("nonesuch").empty());
}

} // namespace muster_unit_rule_sets
