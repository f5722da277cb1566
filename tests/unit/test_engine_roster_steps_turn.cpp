// The next turn (UE-SEQ) or move (FW-SEQ) through the engine's one entry point,
// book->resolve(TurnRequest, roster, env): what it clears, what it lists as due, and what is
// owed before it (refused with RuleError unless skip_owed, which records what it skipped).
// Casualties by hand and formation orders are in test_engine_roster_steps.cpp.
#include "../support/engine_fixture.hpp"
#include "muster/fw/record.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_engine_roster_steps_turn {

using muster::KillRequest;
using muster::RuleError;
using muster::TurnRequest;
using muster::engine_test::fw;
using muster::engine_test::morale_of;
using muster::engine_test::move_of;
using muster::engine_test::refused_with;
using muster::engine_test::ue;
using nlohmann::json;

namespace {

using Lines = std::vector<std::string>;

const TurnRequest k_skip{true};

/// An owed item as the test states it: who owes (a unit, or a side's army check), what, by which
/// rule, settled by which command.
json owed(const std::string& who, const std::string& owes, const std::string& rule,
          const std::string& command) {
    return {{"who", who}, {"owes", owes}, {"rule", rule}, {"command", command}};
}

/// The journal's `skipped` items (owed_json) in the terms `owed` states, after checking that
/// each names exactly one of unit or side and that its words are its command.
json stated(const json& items) {
    json out = json::array();
    for (const auto& item : items) {
        CHECK(item.at("unit").is_null() != item.at("side").is_null());
        std::string words;
        for (const auto& word : item.at("argv")) {
            words += (words.empty() ? "" : " ") + word.get<std::string>();
        }
        CHECK(words == item.at("command"));
        out.push_back(owed(item.at("unit").is_null() ? item.at("side") : item.at("unit"),
                           item.at("owes"), item.at("rule"), item.at("command")));
    }
    return out;
}

/// The refusal of a turn while one item is owed: "turn 2 still owes 1: ITEM; settle it, ...".
std::string owes_one(const std::string& period, const std::string& item) {
    return period + " still owes 1: " + item +
           "; settle it, or `muster turn --skip-owed` advances and records what it skips";
}

/// The rules of what `book.owed` lists, one "who: rule" a line.
Lines owed_rules(const muster::engine_test::Game& g) {
    Lines lines;
    for (const auto& item : g.book->owed(g.roster)) {
        lines.push_back(item.who + ": " + item.rule);
    }
    return lines;
}

} // namespace

// ---- UE-SEQ ---------------------------------------------------------------------------------

TEST_CASE("UE-SEQ: book.resolve turn: clears the fired band, single stand, done and due, the "
          "turn goes up by one",
          "[engine][ue][roster-steps][turn]") {
    auto g = ue("turn 3\n"
                "unit A brit-infantry side=british stands=3 fired=short done=fire\n"
                "unit Z zulu-spears side=zulu stands=6 fired=short single-stand "
                "done=fired-at,morale due=melee\n");
    REQUIRE(g.book->owed(g.roster).empty());
    const auto r = g.resolve(TurnRequest{});
    CHECK(r.command == "turn");
    CHECK(g.roster.turn == 4);
    CHECK(r.result == json{{"turn", 4},
                           {"due", json::array()},
                           {"notes", json::array()},
                           {"optional", json::array()},
                           {"skipped", json::array()}});
    CHECK(r.skipped.is_null());
    CHECK(r.table.empty());
    CHECK(r.text == Lines{"turn 4: nothing is due"});
    CHECK(r.brief == "turn 4: nothing due");
    CHECK(r.dice.empty());
    for (const auto& unit : g.roster.units) {
        CAPTURE(unit.name);
        CHECK(muster::ue::record(unit).fired == muster::ue::Band::none);
        CHECK_FALSE(muster::ue::record(unit).single_stand);
        CHECK(unit.done.empty());
        CHECK(unit.due.empty());
    }
}

TEST_CASE("UE-RALLY-1: book.resolve turn: a unit falling back owes a rally at the start of the "
          "next turn",
          "[engine][ue][roster-steps][turn][rally]") {
    auto g = ue("unit Z zulu-spears side=zulu stands=6 falling-back done=morale\n");
    REQUIRE(g.book->owed(g.roster).empty()); // it fell back this turn (morale): nothing owed yet
    const auto r = g.resolve(TurnRequest{});
    const std::string line =
        "UE-RALLY-1: Z is falling back: rally roll, 4-6 it returns to the fight (muster rally Z)";
    CHECK(r.table == Lines{line});
    CHECK(r.result["notes"] == json::array({line}));
    CHECK(r.brief == "turn 2: due: Z rally");
    CHECK(muster::ue::record(g.unit("Z")).falling_back);
    CHECK(g.unit("Z").due == Lines{"rally"});
    CHECK(owed_rules(g) == Lines{"Z: UE-RALLY-1"});
    // refused while the rally is owed, nothing changed
    CHECK(refused_with<RuleError>(g, TurnRequest{}) ==
          owes_one("turn 2", "Z: rally (UE-RALLY-1): muster rally Z"));
    CHECK(g.roster.turn == 2);
    CHECK(g.unit("Z").due == Lines{"rally"});
    // rallied (4-6): nothing owed, the next turn has nothing due
    g.resolve(muster::engine_test::rally_of({"Z"}), {4});
    CHECK_FALSE(muster::ue::record(g.unit("Z")).falling_back);
    const auto next = g.resolve(TurnRequest{});
    CHECK(g.roster.turn == 3);
    CHECK(next.table.empty());
    CHECK(g.unit("Z").due.empty());
}

TEST_CASE("UE-RALLY-1: status: a unit written falling back with no marks owes its rally (it "
          "fell back before this turn)",
          "[engine][ue][roster-steps][turn][rally]") {
    // examples/isandlwana-turn3.roster: no `due=` mark, yet the rules say the rally is owed
    auto g = ue("unit Z zulu-spears side=zulu stands=6 falling-back\n");
    CHECK(owed_rules(g) == Lines{"Z: UE-RALLY-1"});
    CHECK(refused_with<RuleError>(g, TurnRequest{}) ==
          owes_one("turn 1", "Z: rally (UE-RALLY-1): muster rally Z"));
    g.resolve(muster::engine_test::rally_of({"Z"}),
              {2}); // stays: rolled once this turn, nothing owed
    CHECK(muster::ue::record(g.unit("Z")).falling_back);
    CHECK(g.book->owed(g.roster).empty());
}

TEST_CASE("UE-RALLY-1: book.resolve turn --skip-owed: advances and records the rally skipped",
          "[engine][ue][roster-steps][turn][rally]") {
    auto g = ue("turn 5\nunit Z zulu-spears side=zulu stands=6 falling-back due=rally\n");
    const auto r = g.resolve(k_skip);
    CHECK(g.roster.turn == 6);
    const json skipped = json::array({owed("Z", "rally", "UE-RALLY-1", "muster rally Z")});
    CHECK(stated(r.skipped) == skipped);
    CHECK(stated(r.result["skipped"]) == skipped);
    CHECK(r.text.at(0) == "skipped: Z: rally (UE-RALLY-1): muster rally Z");
    CHECK(r.text.at(1) == "turn 6");
    CHECK(r.brief == "turn 6: due: Z rally; skipped 1 owed");
    CHECK(muster::ue::record(g.unit("Z")).falling_back); // still falling back: due again this turn
    CHECK(g.unit("Z").due == Lines{"rally"});
    // skip_owed with nothing owed records nothing
    auto clear = ue("unit A brit-infantry side=british stands=3\n");
    const auto c = clear.resolve(k_skip);
    CHECK(c.skipped.is_null());
    CHECK(c.result["skipped"] == json::array());
    CHECK(c.brief == "turn 2: nothing due");
}

TEST_CASE("UE-MORALE-1: book.resolve turn: refused while a native unit fired on has not tested",
          "[engine][ue][roster-steps][turn][morale]") {
    auto g = ue("unit Z zulu-rifles side=zulu stands=6 fired=medium\n");
    CHECK(refused_with<RuleError>(g, TurnRequest{}) ==
          owes_one("turn 1", "Z: morale test (UE-MORALE-1): muster morale Z"));
    CHECK(g.roster.turn == 1);
    CHECK(muster::ue::record(g.unit("Z")).fired == muster::ue::Band::medium);
    // tested (medium fails on 1-2): the turn may end
    g.resolve(morale_of({"Z"}), {3});
    g.resolve(TurnRequest{});
    CHECK(g.roster.turn == 2);

    // skipped: recorded, and the band is cleared with the turn
    auto skip = ue("unit Z zulu-rifles side=zulu stands=6 fired=short\n");
    const auto r = skip.resolve(k_skip);
    CHECK(stated(r.skipped) ==
          json::array({owed("Z", "morale test", "UE-MORALE-1", "muster morale Z")}));
    CHECK(muster::ue::record(skip.unit("Z")).fired == muster::ue::Band::none);
    CHECK(skip.roster.turn == 2);

    // UE-MORALE-5: a british unit fired on owes no test
    auto brit = ue("unit A brit-infantry side=british stands=3 fired=short\n");
    CHECK(brit.book->owed(brit.roster).empty());
    CHECK(brit.resolve(TurnRequest{}).skipped.is_null());
}

TEST_CASE("UE-MELEE-5: book.resolve turn: a melee locked for next turn goes on, owed until fought",
          "[engine][ue][roster-steps][turn][melee]") {
    auto g = ue("unit A brit-infantry side=british stands=3 locked=Z\n"
                "unit Z zulu-spears side=zulu stands=6 locked=A\n");
    REQUIRE(g.book->owed(g.roster).empty()); // locked this turn: the melee goes on next turn
    const auto r = g.resolve(TurnRequest{});
    // One line and one owed item for the melee, naming all its units (issue 43).
    CHECK(r.table == Lines{"UE-MELEE-5: A is locked in melee with Z: the melee goes on (muster "
                           "melee A --vs Z)"});
    CHECK(g.unit("A").due == Lines{"melee"});
    CHECK(g.unit("Z").due == Lines{"melee"});
    CHECK(owed_rules(g) == Lines{"A: UE-MELEE-5"});
    CHECK_THROWS_AS(g.resolve(TurnRequest{}), RuleError);
    CHECK(g.roster.turn == 2);
    const auto skipped = g.resolve(k_skip);
    CHECK(stated(skipped.skipped) ==
          json::array({owed("A", "continuing melee", "UE-MELEE-5", "muster melee A --vs Z")}));
    CHECK(skipped.brief == "turn 3: due: A continuing melee; skipped 1 owed");
    CHECK(muster::ue::record(g.unit("A")).locked == Lines{"Z"}); // the turn does not end the melee
}

TEST_CASE("UE-ARMY-1: book.resolve turn: an army at 25% owes its army check every turn",
          "[engine][ue][roster-steps][turn][army]") {
    // zulu: 6 stands of 300 = 1800 men; 450 killed is 25%
    auto g = ue("unit A brit-infantry side=british stands=3\n"
                "unit Z zulu-spears side=zulu stands=6 killed=450\n");
    CHECK(refused_with<RuleError>(g, TurnRequest{}) ==
          owes_one("turn 1", "zulu: army check (UE-ARMY-1): muster army zulu"));
    g.resolve(muster::engine_test::army_of("zulu"), {4}); // 3-6: it stays
    CHECK(g.book->owed(g.roster).empty());
    const auto r = g.resolve(TurnRequest{});
    CHECK(r.table == Lines{"UE-ARMY-1: army zulu has lost 450 of 1800 men (25% or more): army "
                           "morale roll, 1-2 it retreats (muster army zulu)"});
    // owed again the next turn
    CHECK(owed_rules(g) == Lines{"zulu: UE-ARMY-1"});
    const auto skipped = g.resolve(k_skip);
    CHECK(stated(skipped.skipped) ==
          json::array({owed("zulu", "army check", "UE-ARMY-1", "muster army zulu")}));
    CHECK(g.roster.turn == 3);

    // 449 of 1800 is below 25%: nothing owed or due
    auto below = ue("unit Z zulu-spears side=zulu stands=6 killed=449\n");
    CHECK(below.resolve(TurnRequest{}).table.empty());
}

TEST_CASE("UE-ARMY-3: book.resolve turn: both armies at 25% owe the check that records the "
          "draw and when it is skipped the next turn lists the draw",
          "[engine][ue][roster-steps][turn][army]") {
    // british 34 of 135 (34 x 4 = 136 >= 135), zulu 450 of 1800
    auto g = ue("unit A brit-infantry side=british stands=3 killed=34\n"
                "unit Z zulu-spears side=zulu stands=6 killed=450\n");
    const auto owed = g.book->owed(g.roster);
    REQUIRE(owed.size() == 2);
    CHECK(owed[0].rule == "UE-ARMY-2");
    CHECK(owed[0].settle == "army");
    CHECK_THROWS_AS(g.resolve(TurnRequest{}), RuleError);
    const auto r = g.resolve(TurnRequest{true});
    CHECK(r.table == Lines{"UE-ARMY-2: both armies have reached 25%: the result is a draw"});
    CHECK(r.skipped.size() == 2);
}

TEST_CASE("OPT-3: book.resolve turn: army-morale off: no army check owed or due",
          "[engine][ue][roster-steps][turn][army][opt]") {
    auto g = ue("option army-morale off\n"
                "unit A brit-infantry side=british stands=3\n"
                "unit Z zulu-spears side=zulu stands=6 killed=900\n");
    CHECK(g.book->owed(g.roster).empty());
    const auto r = g.resolve(TurnRequest{});
    CHECK(r.table.empty());
    CHECK(r.brief == "turn 2: nothing due");
    CHECK(g.roster.turn == 2);
}

TEST_CASE("UE-SEQ: book.resolve turn --skip-owed: everything owed, in roster order, armies last",
          "[engine][ue][roster-steps][turn]") {
    auto g = ue("unit A brit-infantry side=british stands=3 locked=Z due=melee\n"
                "unit Z zulu-spears side=zulu stands=6 killed=450 fired=long falling-back "
                "locked=A due=rally,melee\n");
    // The melee of A and Z is one item, at A (UE-MELEE-5).
    CHECK(owed_rules(g) ==
          Lines{"A: UE-MELEE-5", "Z: UE-MORALE-1", "Z: UE-RALLY-1", "zulu: UE-ARMY-1"});
    CHECK_THROWS_AS(g.resolve(TurnRequest{}), RuleError);
    const auto r = g.resolve(k_skip);
    const auto items = stated(r.skipped);
    REQUIRE(items.size() == 4);
    CHECK(items[1] == owed("Z", "morale test", "UE-MORALE-1", "muster morale Z"));
    CHECK(items[3] == owed("zulu", "army check", "UE-ARMY-1", "muster army zulu"));
    // due now: the melee, Z's rally, then the army
    REQUIRE(r.table.size() == 3);
    CHECK(r.table[0].starts_with("UE-MELEE-5: A "));
    CHECK(r.table[1].starts_with("UE-RALLY-1: Z "));
    CHECK(r.table[2].starts_with("UE-ARMY-1: army zulu "));
    CHECK(r.brief == "turn 2: due: A continuing melee, Z rally, zulu army check; skipped 4 owed");
    CHECK(g.unit("Z").due == Lines{"rally", "melee"});
}

TEST_CASE("UE-SEQ: book.resolve turn: the refusal names eight owed items, then counts the rest",
          "[engine][ue][roster-steps][turn]") {
    std::string body;
    for (int i = 1; i <= 9; ++i) {
        body += "unit Z" + std::to_string(i) + " zulu-rifles side=zulu stands=6 fired=long\n";
    }
    auto g = ue(body);
    const auto message = refused_with<RuleError>(g, TurnRequest{});
    CHECK(message.starts_with("turn 1 still owes 9: Z1: morale test"));
    CHECK(message.find("Z8: morale test (UE-MORALE-1): muster morale Z8; and 1 more (`muster "
                       "status` lists them); settle them") != std::string::npos);
    CHECK(message.find("Z9") == std::string::npos);
    CHECK(g.resolve(k_skip).skipped.size() == 9);
}

TEST_CASE("UE-SEQ: book.resolve turn: the last turn muster counts is not passed",
          "[engine][ue][roster-steps][turn]") {
    auto g = ue("turn 1000000\nunit A brit-infantry side=british stands=3\n");
    CHECK(refused_with<RuleError>(g, TurnRequest{}) ==
          "turn 1000000 is the last turn muster counts");
    CHECK(g.roster.turn == 1'000'000);
}

// ---- FW-SEQ ---------------------------------------------------------------------------------

TEST_CASE("FW-SEQ: book.resolve turn: one move, taken, moved and fought cleared, stationary "
          "recorded for a unit that did not move (FW-MOVE-5)",
          "[engine][fw][roster-steps][turn][move]") {
    auto g = fw("turn 2\n"
                "unit M regular-infantry side=s stands=2 moves=march,march moved markers=1 "
                "taken=1 done=fire-result\n"
                "unit S regular-infantry side=s stands=2 moves=march,double,march fought "
                "done=form\n");
    REQUIRE(g.book->owed(g.roster).empty());
    const auto r = g.resolve(TurnRequest{});
    CHECK(g.roster.turn == 3);
    CHECK(muster::fw::record(g.unit("M")).moves ==
          Lines{"march", "march"}); // it moved: no stationary
    CHECK(muster::fw::record(g.unit("S")).moves ==
          Lines{"double", "march", "stationary"}); // the last three
    for (const auto& unit : g.roster.units) {
        CAPTURE(unit.name);
        CHECK_FALSE(muster::fw::record(unit).moved);
        CHECK_FALSE(muster::fw::record(unit).fought);
        CHECK(muster::fw::record(unit).taken == 0);
        CHECK(unit.done.empty());
    }
    CHECK(muster::fw::record(g.unit("M")).markers == 1); // markers stay until recovered
    // FW-RECOVER-1 is a choice, not owed: shown apart, in one line, and not counted as due;
    // FW calls the new turn a move (FW-ORDER-1), as status does
    CHECK(r.table == Lines{"optional, FW-RECOVER-1: M (1 marker) may recover half its markers "
                           "this move if it neither moves nor fights (muster recover UNIT)"});
    CHECK(r.result["notes"] == json::array());
    CHECK(r.result["optional"].size() == 1);
    CHECK(r.brief == "move 3: nothing due, 1 optional");
    // a second move without moving: stationary again
    g.resolve(TurnRequest{});
    CHECK(muster::fw::record(g.unit("M")).moves == Lines{"march", "march", "stationary"});
}

TEST_CASE("FW-MOVE-5: book.resolve turn: a unit that moved keeps its rate, one that did not is "
          "stationary",
          "[engine][fw][roster-steps][turn][move]") {
    auto g = fw("unit I irregular-spearmen side=s stands=2\n"
                "unit J irregular-spearmen side=s stands=2\n");
    g.resolve(move_of({"I"}, "march"), {4});
    g.resolve(TurnRequest{});
    CHECK(muster::fw::record(g.unit("I")).moves == Lines{"march"});
    CHECK(muster::fw::record(g.unit("J")).moves == Lines{"stationary"});
    g.resolve(TurnRequest{});
    CHECK(muster::fw::record(g.unit("I")).moves == Lines{"march", "stationary"});
    CHECK(muster::fw::record(g.unit("J")).moves == Lines{"stationary", "stationary"});
}

TEST_CASE("FW-RALLY: book.resolve turn: retreating stands owe a rally before the move ends",
          "[engine][fw][roster-steps][turn][rally]") {
    auto g = fw("unit R irregular-spearmen side=s stands=4 retreating=2\n");
    CHECK(refused_with<RuleError>(g, TurnRequest{}) ==
          owes_one("move 1", "R: rally (FW-RALLY-1/2): muster rally R"));
    CHECK(g.roster.turn == 1);
    const auto r = g.resolve(k_skip);
    CHECK(stated(r.skipped) == json::array({owed("R", "rally", "FW-RALLY-1/2", "muster rally R")}));
    CHECK(r.table == Lines{"FW-RALLY: R has 2 retreating stands: rally roll (muster rally R)"});
    CHECK(r.brief == "move 2: due: R rally; skipped 1 owed");
    CHECK(muster::fw::record(g.unit("R")).retreating == 2);
    // rolled (one stand rallies on 5-6): settled, the next move lists the stand still back
    g.resolve(muster::engine_test::rally_of({"R"}), {5, 1});
    const auto next = g.resolve(TurnRequest{});
    CHECK(next.table == Lines{"FW-RALLY: R has 1 retreating stand: rally roll (muster rally R)"});
    CHECK(next.skipped.is_null());

    // FW-ORDER-2: a unit that spent its formation order this move cannot rally, so owes none
    auto formed = fw("unit R irregular-spearmen side=s stands=4 retreating=2 done=form\n");
    CHECK(formed.book->owed(formed.roster).empty());
    CHECK(formed.resolve(TurnRequest{}).skipped.is_null());
}

TEST_CASE("FW-FIRE-3: book.resolve turn: markers taken this move owe the fire combat result test",
          "[engine][fw][roster-steps][turn][morale]") {
    auto g = fw("unit H irregular-spearmen side=s stands=3\n");
    g.resolve(KillRequest{"H", 2}); // markers by hand count as taken (FW-PIECE-2)
    CHECK(refused_with<RuleError>(g, TurnRequest{}) ==
          owes_one("move 1", "H: fire combat result test (FW-FIRE-3): muster morale H"));
    g.resolve(morale_of({"H"}), {4}); // 4 is not below 2: it holds
    const auto r = g.resolve(TurnRequest{});
    CHECK(muster::fw::record(g.unit("H")).taken == 0);
    CHECK(muster::fw::record(g.unit("H")).markers == 2);
    CHECK(r.table == Lines{"optional, FW-RECOVER-1: H (2 markers) may recover half its markers "
                           "this move if it neither moves nor fights (muster recover UNIT)"});

    // skipped: recorded, and taken is cleared with the move
    auto skip = fw("unit H irregular-spearmen side=s stands=3 markers=1 taken=1\n");
    const auto s = skip.resolve(k_skip);
    CHECK(stated(s.skipped) ==
          json::array({owed("H", "fire combat result test", "FW-FIRE-3", "muster morale H")}));
    CHECK(muster::fw::record(skip.unit("H")).taken == 0);
}

TEST_CASE("OPT-4: book.resolve turn: fw-regular-fire-results off: regulars owe no results test",
          "[engine][fw][roster-steps][turn][opt]") {
    auto on = fw("unit R regular-infantry side=s stands=2 markers=1 taken=1\n");
    CHECK(owed_rules(on) == Lines{"R: FW-FIRE-3"});
    CHECK_THROWS_AS(on.resolve(TurnRequest{}), RuleError);
    auto off = fw("option fw-regular-fire-results off\n"
                  "unit R regular-infantry side=s stands=2 markers=1 taken=1\n"
                  "unit I irregular-spearmen side=s stands=2 markers=1 taken=1\n");
    CHECK(owed_rules(off) == Lines{"I: FW-FIRE-3"}); // irregulars still test
    off.resolve(morale_of({"I"}), {6});
    off.resolve(TurnRequest{});
    CHECK(off.roster.turn == 2);
    CHECK(muster::fw::record(off.unit("R")).taken == 0);
}

} // namespace muster_unit_engine_roster_steps_turn
