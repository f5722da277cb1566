// UE-ARMY-3 (docs/rules.md, revised 2026-12-07): the army check decides the battle. An army
// that must retreat ends it, the other army winning; a draw (UE-ARMY-2) ends it too. The end is
// recorded with its turn on the armies' units, nothing more is owed, and a further resolution is
// refused with the result. Through the engine's one entry point with scripted dice.
#include "../support/engine_fixture.hpp"
#include "muster/engine/event.hpp"
#include "muster/error.hpp"
#include "muster/ue/battle.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_ue_battle_end {

using muster::RuleError;
using muster::TurnRequest;
using muster::engine_test::army_of;
using muster::engine_test::fire_of;
using muster::engine_test::morale_of;
using muster::engine_test::ue;

namespace {

/// british 135 men, 34 killed: 34 x 4 = 136 >= 135, past the line; zulu 1800, none killed.
constexpr const char* k_british_past_line = "turn 3\n"
                                            "unit A brit-infantry side=british stands=3 killed=34\n"
                                            "unit Z zulu-spears side=zulu stands=6\n";

std::string refusal(muster::engine_test::Game& g, const muster::Request& request,
                    std::vector<int> dice = {}) {
    try {
        g.resolve(request, std::move(dice));
    } catch (const RuleError& e) {
        return e.what();
    }
    return "(not refused)";
}

} // namespace

TEST_CASE("UE-ARMY-3: an army that must retreat ends the battle and the other army wins (recorded "
          "with its turn)",
          "[ue][army][battle]") {
    auto g = ue(k_british_past_line);
    CHECK_FALSE(g.book->battle_end(g.roster));
    const auto r = g.resolve(army_of(), {2}); // 1-2 retreats (UE-ARMY-1)
    CHECK(r.brief.find("the battle is over, zulu won") != std::string::npos);
    CHECK(muster::ue::record(g.unit("A")).left_field == 3);
    CHECK(muster::ue::record(g.unit("Z")).left_field == 0);
    const auto end = g.book->battle_end(g.roster);
    REQUIRE(end);
    CHECK(end->period == 3);
    CHECK(end->retreated == std::vector<std::string>{"british"});
    CHECK(end->winners == std::vector<std::string>{"zulu"});
    CHECK_FALSE(end->draw);
    CHECK(end->words == "the battle is over: the british army retreated from the field in turn "
                        "3; zulu won (UE-ARMY-3)");
    // nothing more is owed: no army check, no reaction test
    CHECK(g.book->owed(g.roster).empty());
}

TEST_CASE("UE-ARMY-3: an army that passes its army check fights on", "[ue][army][battle]") {
    auto g = ue(k_british_past_line);
    g.resolve(army_of(), {3}); // 3-6 stands
    CHECK_FALSE(g.book->battle_end(g.roster));
    CHECK(muster::ue::record(g.unit("A")).left_field == 0);
    g.resolve(fire_of({"A"}, "Z", "short")); // the battle goes on
}

TEST_CASE("UE-ARMY-3: after the end a further resolution is refused with the result",
          "[ue][army][battle]") {
    auto g = ue(k_british_past_line);
    g.resolve(army_of(), {1});
    const muster::Roster after = g.roster;
    // the retreated army's units fire no more, nor does the winner, nor does the turn advance
    for (const auto& request :
         {muster::Request(fire_of({"A"}, "Z", "short")),
          muster::Request(fire_of({"Z"}, "A", "medium")), muster::Request(TurnRequest{})}) {
        const auto message = refusal(g, request);
        CHECK(message.find("the battle is over: the british army retreated from the field in "
                           "turn 3; zulu won (UE-ARMY-3)") != std::string::npos);
        CHECK(message.find("`muster undo` takes back the army check that decided it") !=
              std::string::npos);
    }
    CHECK(refusal(g, morale_of({"Z"}), {1}).find("the battle is over") != std::string::npos);
    CHECK(g.roster == after);
    // `army` says the result, throws no die, changes nothing
    const auto r = g.resolve(army_of());
    CHECK(r.dice.empty());
    CHECK(r.text.front().find("the british army retreated from the field in turn 3; zulu won") !=
          std::string::npos);
    CHECK(g.roster == after);
    // odds change nothing and stay open (a what-if after the game)
    g.odds(fire_of({"A"}, "Z", "short"));
}

TEST_CASE("UE-ARMY-3: a draw (UE-ARMY-2) ends the battle, recorded with its turn, no dice",
          "[ue][army][battle]") {
    auto g = ue("turn 5\n"
                "unit A brit-infantry side=british stands=3 killed=34\n"
                "unit Z zulu-spears side=zulu stands=1 killed=75\n");
    // both past the line: each army owes the check that records the draw
    const auto owed = g.book->owed(g.roster);
    REQUIRE(owed.size() == 2);
    CHECK(owed[0].rule == "UE-ARMY-2");
    const auto r = g.resolve(army_of());
    CHECK(r.dice.empty());
    CHECK(r.result["draw"] == true);
    const auto end = g.book->battle_end(g.roster);
    REQUIRE(end);
    CHECK(end->draw);
    CHECK(end->period == 5);
    CHECK(end->winners.empty());
    CHECK(end->words == "the battle is over: a draw in turn 5, british and zulu past 25% killed "
                        "(UE-ARMY-2, UE-ARMY-3)");
    CHECK(muster::ue::record(g.unit("A")).drawn == 5);
    CHECK(muster::ue::record(g.unit("Z")).drawn == 5);
    CHECK(g.book->owed(g.roster).empty());
    CHECK(refusal(g, TurnRequest{}).find("a draw in turn 5") != std::string::npos);
}

TEST_CASE("UE-ARMY-3: an older record's army-retreated mark, with no turn, ends the battle too",
          "[ue][army][battle]") {
    auto g = ue("unit A brit-infantry side=british stands=3 killed=34 due=army-retreated\n"
                "unit Z zulu-spears side=zulu stands=6\n");
    const auto end = g.book->battle_end(g.roster);
    REQUIRE(end);
    CHECK(end->period == 0);
    CHECK(end->words.find("(turn not recorded); zulu won") != std::string::npos);
}

TEST_CASE("UE-ARMY-3, UE-MELEE-7, UE-APPROACH-2: replay names the rules revised 2026-12-07 for "
          "an entry resolved under 2026-11-30",
          "[ue][replay]") {
    CHECK(muster::rules_changed_since("2026-11-30") ==
          std::vector<std::string>{"UE-MELEE-7", "UE-APPROACH-2", "UE-ARMY-3"});
    CHECK(muster::rules_changed_since(muster::k_rules_revision).empty());
}

} // namespace muster_unit_ue_battle_end
