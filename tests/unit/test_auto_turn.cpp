// turn --auto's order and requests (muster/engine/auto_turn.hpp): the owed items in the order
// of the rules' sequence, and the request that settles each by dice alone.
#include "../support/engine_fixture.hpp"
#include "muster/engine/auto_turn.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_auto_turn {

using muster::engine_test::fw;
using muster::engine_test::ue;

namespace {
// roster order puts the army's units first and the rally last: the sequence reorders them
constexpr std::string_view k_ue_owed =
    "turn 2\n"
    "unit A brit-infantry side=british stands=3 locked=Z due=melee\n"
    "unit M zulu-spears side=zulu stands=6 killed=1300 fired=short\n"
    "unit Z zulu-spears side=zulu stands=6 killed=500 locked=A due=melee\n"
    "unit R zulu-spears side=zulu stands=6 falling-back due=rally\n";

std::vector<std::string> order(const std::vector<muster::Owed>& owed) {
    std::vector<std::string> out;
    out.reserve(owed.size());
    for (const auto& item : owed) {
        out.push_back(item.who + " " + item.rule);
    }
    return out;
}

/// The command and units of the request that settles `owed` ("rally R"), "" when none does.
std::string settles(const muster::Owed& owed, const muster::RuleBook& book) {
    const auto request = muster::settling_request(owed, book);
    if (!request) {
        return {};
    }
    std::string out = request->command;
    for (const auto& unit : std::get<muster::BookRequest>(request->base()).units) {
        out += " " + unit;
    }
    return out;
}
} // namespace

TEST_CASE("UE-SEQ: turn --auto throws rally, then reaction tests, then army, a melee is a choice",
          "[engine][ue][turn][auto]") {
    auto g = ue(k_ue_owed);
    const auto owed = muster::owed_in_order(g.roster, *g.book);
    // UE-MELEE-5: one item for the melee of A and Z, at its first unit.
    CHECK(order(owed) == std::vector<std::string>{"R UE-RALLY-1", "M UE-MORALE-1", "A UE-MELEE-5",
                                                  "zulu UE-ARMY-1"});
    REQUIRE(muster::settling_request(owed[0], *g.book));
    CHECK(settles(owed[0], *g.book) == "rally R");
    CHECK(settles(owed[1], *g.book) == "morale M");
    CHECK_FALSE(
        muster::settling_request(owed[2], *g.book)); // UE-MELEE-5: who joins, drive off or pursue
    CHECK_FALSE(owed[2].choice.empty());
    const auto army = muster::settling_request(owed[3], *g.book);
    REQUIRE(army);
    CHECK(army->command == "army");
    CHECK(std::get<muster::BookRequest>(army->base()).word("side") == "zulu");
}

TEST_CASE("FW-SEQ: turn --auto throws fire combat results before rallies",
          "[engine][fw][turn][auto]") {
    auto g = fw("unit R irregular-spearmen side=m stands=3 retreating=3\n"
                "unit H irregular-spearmen side=m stands=3 markers=2 taken=2\n");
    const auto owed = muster::owed_in_order(g.roster, *g.book);
    CHECK(order(owed) == std::vector<std::string>{"H FW-FIRE-3", "R FW-RALLY-1/2"});
    CHECK(settles(owed[0], *g.book) == "morale H");
    CHECK(settles(owed[1], *g.book) == "rally R");
}

TEST_CASE("UE-SEQ: the engine plans turn --auto on a copy: each test's dice, then the stop",
          "[engine][ue][turn][auto]") {
    auto g = ue(k_ue_owed);
    const muster::Roster before = g.roster;
    muster::dice::ScriptedSource typed({5, 2}); // R's rally (passes), M's morale (fails)
    const auto plan = muster::plan_auto_turn(g.roster, *g.book, typed, true);
    REQUIRE(plan.steps.size() == 2); // then A and Z's melee needs the players' decision
    CHECK(plan.steps[0].owed.who == "R");
    REQUIRE(plan.steps[0].dice.size() == 1);
    CHECK(plan.steps[0].dice[0].value == 5);
    CHECK(plan.steps[1].owed.who == "M");
    CHECK(plan.steps[1].dice[0].value == 2);
    REQUIRE(plan.stop);
    CHECK(plan.stop->rule == "UE-MELEE-5");
    CHECK(g.roster.units == before.units); // planned on a copy: nothing changed
}

} // namespace muster_unit_auto_turn
