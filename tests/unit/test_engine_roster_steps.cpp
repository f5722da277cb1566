// The roster's own steps through the engine's one entry point, book->resolve(request, roster,
// env): casualties by hand (`kill`: UE men killed, UE-ROSTER-1..4; FW casualty markers,
// FW-PIECE-2) and formation-change orders (`form`, FW-ORDER-1/2). The next turn (`turn`) is in
// test_engine_roster_steps_turn.cpp. Numbers worked by hand from docs/rules.md.
#include "../support/engine_fixture.hpp"
#include "muster/fw/marks.hpp"
#include "muster/fw/record.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_engine_roster_steps {

using muster::KillRequest;
using muster::RuleError;
using muster::TurnRequest;
using muster::UsageError;
using muster::engine_test::derived_extra;
using muster::engine_test::fw;
using muster::engine_test::move_of;
using muster::engine_test::refused_with;
using muster::engine_test::ue;

namespace {

using Lines = std::vector<std::string>;

/// A brit-infantry company of 3 stands (45 men a stand, 135 men) with `killed` men killed.
muster::engine_test::Game company(int killed) {
    return ue("unit A brit-infantry side=british stands=3 killed=" + std::to_string(killed) + "\n");
}

} // namespace

// ---- UE-ROSTER via kill ---------------------------------------------------------------------

TEST_CASE("UE-ROSTER-1: book.resolve kill: men killed are added, figures and remainder follow",
          "[engine][ue][roster-steps][kill]") {
    auto g = company(0);
    const auto r = g.resolve(KillRequest{"A", 20});
    CHECK(r.command == "kill");
    CHECK(muster::ue::record(g.unit("A")).killed == 20);
    CHECK(r.result ==
          nlohmann::json{
              {"unit", "A"}, {"loss", "men"}, {"inflicted", 20}, {"applied", 20}, {"excess", 0}});
    CHECK(r.table.empty()); // 20 < 45: no stand lost
    CHECK(r.text.at(0) == "A: 20 killed (0 -> 20 men killed)");
    CHECK(r.brief == "kill A 20: killed 0 -> 20");
    CHECK(r.dice.empty());
    const auto d = g.book->derive(g.unit("A"), g.roster);
    CHECK(d.killed_figures == 1); // floor(20 / 15)
    CHECK(derived_extra(d, "remainder") == "5");
    CHECK(derived_extra(d, "men_left") == "115");

    const auto again = g.resolve(KillRequest{"A", 0});
    CHECK(again.result ==
          nlohmann::json{
              {"unit", "A"}, {"loss", "men"}, {"inflicted", 0}, {"applied", 0}, {"excess", 0}});
    CHECK(muster::ue::record(g.unit("A")).killed == 20);
}

TEST_CASE("UE-ROSTER-2: book.resolve kill: each stand lost is taken off the table",
          "[engine][ue][roster-steps][kill]") {
    auto g = company(40);
    CHECK(g.resolve(KillRequest{"A", 5}).table == Lines{"remove 1 stand of A"}); // 45: 1 stand
    CHECK(g.resolve(KillRequest{"A", 44}).table.empty());                        // 89: still 1
    CHECK(g.resolve(KillRequest{"A", 1}).table == Lines{"remove 1 stand of A"}); // 90: 2 stands
    CHECK(muster::ue::record(g.unit("A")).killed == 90);
    CHECK(g.book->derive(g.unit("A"), g.roster).stands_lost == 2);

    auto two = company(0);
    CHECK(two.resolve(KillRequest{"A", 90}).table == Lines{"remove 2 stands of A"});
    CHECK(two.book->derive(two.unit("A"), two.roster).stands_left == 1);
}

TEST_CASE("UE-ROSTER-3: book.resolve kill: men beyond those present are dropped",
          "[engine][ue][roster-steps][kill]") {
    // 101 killed of 135 (404 < 405: not yet 75%); 50 more: 34 applied, 16 dropped, destroyed
    auto g = company(101);
    const auto r = g.resolve(KillRequest{"A", 50});
    CHECK(r.result ==
          nlohmann::json{
              {"unit", "A"}, {"loss", "men"}, {"inflicted", 50}, {"applied", 34}, {"excess", 16}});
    CHECK(muster::ue::record(g.unit("A")).killed == 135);
    CHECK(r.table == Lines{"A: 16 kills beyond the men present are dropped (UE-ROSTER-3)",
                           "A is destroyed (75% killed): remove its last stand (UE-ROSTER-4)"});
    CHECK(r.text.at(1) == "16 more dropped: the unit had no more men (UE-ROSTER-3)");

    // a unit with no men left takes none: every kill is dropped
    auto gone = company(135);
    const auto none = gone.resolve(KillRequest{"A", 10});
    CHECK(none.result ==
          nlohmann::json{
              {"unit", "A"}, {"loss", "men"}, {"inflicted", 10}, {"applied", 0}, {"excess", 10}});
    CHECK(none.table == Lines{"A: 10 kills beyond the men present are dropped (UE-ROSTER-3)"});
    CHECK(muster::ue::record(gone.unit("A")).killed == 135);
}

TEST_CASE("UE-ROSTER-4: book.resolve kill: reaching 75% destroys the unit, recorded 100% killed",
          "[engine][ue][roster-steps][kill]") {
    auto g = company(101);
    CHECK(derived_extra(g.book->derive(g.unit("A"), g.roster), "destroyed") == "false");
    const auto r = g.resolve(KillRequest{"A", 1}); // 102 x 4 = 408 >= 405
    CHECK(r.result ==
          nlohmann::json{
              {"unit", "A"}, {"loss", "men"}, {"inflicted", 1}, {"applied", 1}, {"excess", 0}});
    CHECK(muster::ue::record(g.unit("A")).killed == 135);
    CHECK(r.table == Lines{"A is destroyed (75% killed): remove its last stand (UE-ROSTER-4)"});
    const auto d = g.book->derive(g.unit("A"), g.roster);
    CHECK(derived_extra(d, "destroyed") == "true");
    CHECK(d.stands_left == 0);

    auto whole = company(0);
    CHECK(whole.resolve(KillRequest{"A", 102}).table ==
          Lines{"A is destroyed (75% killed): remove its last 3 stands (UE-ROSTER-4)"});
    CHECK(muster::ue::record(whole.unit("A")).killed == 135);

    // an iButho: 6 stands of 300, 1800 men; 75% is 1350
    auto z = ue("unit Z zulu-spears side=zulu stands=6\n");
    CHECK(z.resolve(KillRequest{"Z", 1349}).table == Lines{"remove 4 stands of Z"});
    CHECK(muster::ue::record(z.unit("Z")).killed == 1349);
    CHECK(z.resolve(KillRequest{"Z", 1}).table ==
          Lines{"Z is destroyed (75% killed): remove its last 2 stands (UE-ROSTER-4)"});
    CHECK(muster::ue::record(z.unit("Z")).killed == 1800);
}

TEST_CASE("UE-ROSTER-1: book.resolve kill: a negative count takes men back and the stands return",
          "[engine][ue][roster-steps][kill]") {
    auto g = company(50);
    const auto r = g.resolve(KillRequest{"A", -10});
    CHECK(muster::ue::record(g.unit("A")).killed == 40);
    CHECK(r.result ==
          nlohmann::json{
              {"unit", "A"}, {"loss", "men"}, {"inflicted", -10}, {"applied", -10}, {"excess", 0}});
    CHECK(r.table == Lines{"put back 1 stand of A"}); // 50 -> 40: below 45
    CHECK(r.text.at(0) == "A: 10 taken back (50 -> 40 men killed)");
    CHECK(r.brief == "kill A -10: killed 50 -> 40");
    CHECK(g.resolve(KillRequest{"A", -5}).table.empty());
    CHECK(muster::ue::record(g.unit("A")).killed == 35);
    // more than were killed cannot be taken back
    CHECK(refused_with<RuleError>(g, KillRequest{"A", -36}) ==
          "A has 35 killed; cannot take back 36");
    CHECK(muster::ue::record(g.unit("A")).killed == 35);

    auto two = company(100);
    CHECK(two.resolve(KillRequest{"A", -100}).table == Lines{"put back 2 stands of A"});
    CHECK(muster::ue::record(two.unit("A")).killed == 0);
}

// Found by this test (issue 12): stands lost were killed / men_per_stand alone, so 135 -> 134
// killed said "put back 1 stand" of a unit still at 75% or more killed, which UE-ROSTER-4 keeps
// off the table; a destroyed unit now has every stand lost (src/core/ue/unit.cpp).
TEST_CASE("UE-ROSTER-4: book.resolve kill: taking men back from a unit still destroyed puts no "
          "stand back",
          "[engine][ue][roster-steps][kill]") {
    auto g = company(135);
    const auto r = g.resolve(KillRequest{"A", -1});
    CHECK(muster::ue::record(g.unit("A")).killed == 134);
    CHECK(derived_extra(g.book->derive(g.unit("A"), g.roster), "destroyed") == "true");
    CHECK(r.table.empty()); // 134 x 4 >= 405: still destroyed, every stand stays off
    CHECK(g.book->derive(g.unit("A"), g.roster).stands_left == 0);
    // ... and killing its last men takes no stand off again: none was left on the table.
    const auto again = g.resolve(KillRequest{"A", 1});
    CHECK(muster::ue::record(g.unit("A")).killed == 135);
    CHECK(again.table.empty());
}

TEST_CASE("UE-ROSTER-1: book.resolve kill: an unknown unit or a count beyond the limit is a usage "
          "error",
          "[engine][ue][roster-steps][kill]") {
    auto g = company(10);
    CHECK_THROWS_AS(g.resolve(KillRequest{"Nobody", 5}), UsageError);
    CHECK(refused_with<UsageError>(g, KillRequest{"A", 1'000'001}) ==
          "kill 1000001 is beyond the limit of 1000000");
    CHECK_THROWS_AS(g.resolve(KillRequest{"A", -1'000'001}), UsageError);
    CHECK(muster::ue::record(g.unit("A")).killed == 10);
}

// ---- FW-PIECE-2 via kill --------------------------------------------------------------------

TEST_CASE("FW-PIECE-2: book.resolve kill: markers are added and counted as taken this move "
          "(FW-FIRE-3)",
          "[engine][fw][roster-steps][kill]") {
    auto g = fw("unit U regular-infantry side=s stands=3\n"); // 6 figures
    const auto r = g.resolve(KillRequest{"U", 1});
    CHECK(r.command == "kill");
    CHECK(muster::fw::record(g.unit("U")).markers == 1);
    CHECK(muster::fw::record(g.unit("U")).taken == 1);
    CHECK(r.result["applied"] == 1);
    CHECK(r.table.empty()); // stand 1 still has an unwounded figure
    CHECK(r.text.at(0) == "U: +1 casualty markers (0 -> 1; taken this move 1). In fuzzy-wuzzy "
                          "`kill` adds casualty markers.");
    CHECK(r.brief == "kill U 1: markers 0 -> 1");

    const auto more = g.resolve(KillRequest{"U", 2}); // 3 markers: stand 1 full, stand 2 half
    CHECK(muster::fw::record(g.unit("U")).markers == 3);
    CHECK(muster::fw::record(g.unit("U")).taken == 3);
    CHECK(more.table == Lines{"1 more stand of U out of action"});
    const auto d = g.book->derive(g.unit("U"), g.roster);
    CHECK(d.wounded_figures == 3);
    CHECK(d.stands_lost == 1);
    CHECK(d.stands_left == 2);
    CHECK(derived_extra(d, "unwounded") == "3");

    // FW-PIECE-1: a commander stand has one figure, so one marker puts it out of action
    auto c = fw("unit C regular-commander side=s stands=1\n");
    CHECK(c.resolve(KillRequest{"C", 1}).table == Lines{"1 more stand of C out of action"});
    CHECK(c.book->derive(c.unit("C"), c.roster).stands_left == 0);
}

TEST_CASE("FW-PIECE-2: book.resolve kill: markers beyond the figures without one are dropped",
          "[engine][fw][roster-steps][kill]") {
    // 2 stands, 4 figures: 2 dead (stand 1 gone), 1 marker: one figure left without a marker
    auto g = fw("unit U regular-infantry side=s stands=2 dead=2 markers=1\n");
    const auto r = g.resolve(KillRequest{"U", 5});
    CHECK(r.result ==
          nlohmann::json{
              {"unit", "U"}, {"loss", "markers"}, {"inflicted", 5}, {"applied", 1}, {"excess", 4}});
    CHECK(muster::fw::record(g.unit("U")).markers == 2);
    CHECK(muster::fw::record(g.unit("U")).taken == 1);
    CHECK(muster::fw::record(g.unit("U")).dead == 2);
    CHECK(r.text.at(1) == "4 more dropped: every figure already carries a marker");
    CHECK(r.table == Lines{"1 more stand of U out of action"});
    CHECK(r.brief == "kill U 5: markers 1 -> 2");

    const auto none = g.resolve(KillRequest{"U", 1});
    CHECK(none.result ==
          nlohmann::json{
              {"unit", "U"}, {"loss", "markers"}, {"inflicted", 1}, {"applied", 0}, {"excess", 1}});
    CHECK(none.table.empty());
    CHECK(muster::fw::record(g.unit("U")).markers == 2);
    CHECK(muster::fw::record(g.unit("U")).taken == 1);
}

TEST_CASE("FW-PIECE-2: book.resolve kill: a negative count takes markers back and puts stands "
          "back",
          "[engine][fw][roster-steps][kill]") {
    auto g = fw("unit U regular-infantry side=s stands=3 markers=4 taken=4\n");
    const auto r = g.resolve(KillRequest{"U", -2});
    CHECK(muster::fw::record(g.unit("U")).markers == 2);
    CHECK(muster::fw::record(g.unit("U")).taken == 2);
    CHECK(
        r.result ==
        nlohmann::json{
            {"unit", "U"}, {"loss", "markers"}, {"inflicted", -2}, {"applied", -2}, {"excess", 0}});
    CHECK(r.table == Lines{"put back 1 stand of U"}); // 2 stands out of action -> 1
    CHECK(r.text.at(0) == "U: -2 casualty markers (4 -> 2; taken this move 2). In fuzzy-wuzzy "
                          "`kill` adds casualty markers.");
    CHECK(r.brief == "kill U -2: markers 4 -> 2");
    // 2 -> 1 marker: stand 1 has an unwounded figure again
    CHECK(g.resolve(KillRequest{"U", -1}).table == Lines{"put back 1 stand of U"});
    CHECK(g.book->derive(g.unit("U"), g.roster).stands_left == 3);
    CHECK(refused_with<RuleError>(g, KillRequest{"U", -2}) ==
          "U carries 1 marker; cannot take back 2");
    CHECK(muster::fw::record(g.unit("U")).markers == 1);

    // markers from an earlier move (none taken this move): taken stays at 0
    auto old = fw("unit U regular-infantry side=s stands=3 markers=3\n");
    old.resolve(KillRequest{"U", -1});
    CHECK(muster::fw::record(old.unit("U")).markers == 2);
    CHECK(muster::fw::record(old.unit("U")).taken == 0);
    CHECK_THROWS_AS(old.resolve(KillRequest{"Nobody", 1}), UsageError);
}

// ---- FW-ORDER-2 via form --------------------------------------------------------------------

TEST_CASE("FW-ORDER-2: book.resolve form: square, line and column record the formation",
          "[engine][fw][roster-steps][form]") {
    struct Case {
        const char* order;
        const char* formation;
        const char* says;
    };
    for (const Case c :
         {Case{"square", "square", "forms square"}, Case{"line", "line", "forms line"},
          Case{"column", "column", "forms column of march"}}) {
        CAPTURE(c.order);
        auto g = fw("unit U regular-infantry side=s stands=3\n");
        const auto r = g.resolve(muster::engine_test::form_of("U", c.order));
        CHECK(r.command == "form");
        CHECK(muster::fw::record(g.unit("U")).formation == c.formation);
        CHECK(muster::has_mark(g.unit("U").done, muster::fw::mark::form));
        CHECK(r.result == nlohmann::json{{"unit", "U"}, {"order", c.order}});
        CHECK(r.brief == std::string("form U: ") + c.says);
        CHECK(r.text.at(0) ==
              std::string("U ") + c.says + " (FW-ORDER-2: its formation change this move)");
        CHECK(r.dice.empty());
    }
    // square is the one with numbers: defence 5 against fire, 4 in close combat (provisional)
    auto sq = fw("unit U irregular-spearmen side=s stands=2\n");
    CHECK(sq.resolve(muster::engine_test::form_of("U", "square")).text.at(1) ==
          "in square its defence grading is 5 against fire (FW-FIRE-2) and 4 in close combat "
          "(FW-CLOSE-2), provisional numbers (FW-TAB-1)");
    // out of square, the defence grading goes back to the open's (found at the table, issue 21)
    auto ln = fw("unit U regular-infantry side=s stands=2 formation=square\n");
    CHECK(ln.resolve(muster::engine_test::form_of("U", "line")).text.at(1) ==
          "out of square its defence grading is 3 in the open (4 in cover) against fire "
          "(FW-FIRE-2), was 5, and 3 in the open in close combat (FW-CLOSE-2), was 4; "
          "provisional numbers (FW-TAB-1)");
    CHECK(muster::fw::record(ln.unit("U")).formation == "line");
}

TEST_CASE("FW-ORDER-2: book.resolve form: guns limber and unlimber, cavalry mount and dismount",
          "[engine][fw][roster-steps][form]") {
    auto g = fw("unit G regular-artillery side=s stands=1\n"
                "unit M irregular-machine-gun side=s stands=1\n"
                "unit C regular-cavalry side=s stands=2\n"
                "unit K irregular-cavalry side=s stands=2\n");
    CHECK(g.resolve(muster::engine_test::form_of("G", "limber")).brief == "form G: limbers up");
    CHECK(muster::fw::record(g.unit("G")).limbered);
    CHECK(g.resolve(muster::engine_test::form_of("M", "limber")).result["order"] == "limber");
    CHECK(muster::fw::record(g.unit("M")).limbered);
    CHECK(g.resolve(muster::engine_test::form_of("C", "mount")).brief == "form C: mounts");
    CHECK(muster::fw::record(g.unit("C")).mounted);
    CHECK(g.resolve(muster::engine_test::form_of("K", "mount")).result["order"] == "mount");
    CHECK(muster::fw::record(g.unit("K")).mounted);
    g.resolve(TurnRequest{}); // the next move: a new formation order each
    CHECK(g.resolve(muster::engine_test::form_of("G", "unlimber")).brief == "form G: unlimbers");
    CHECK_FALSE(muster::fw::record(g.unit("G")).limbered);
    CHECK(g.resolve(muster::engine_test::form_of("C", "dismount")).brief == "form C: dismounts");
    CHECK_FALSE(muster::fw::record(g.unit("C")).mounted);
}

TEST_CASE("FW-ORDER-2: book.resolve form: any kind reorganises, which records only the order",
          "[engine][fw][roster-steps][form]") {
    for (const char* type : {"regular-transport", "regular-commander", "irregular-artillery"}) {
        CAPTURE(type);
        auto g = fw(std::string("unit U ") + type + " side=s stands=1\n");
        auto expected = g.unit("U");
        const auto r = g.resolve(muster::engine_test::form_of("U", "reorganise"));
        CHECK(r.brief == "form U: reorganises");
        muster::add_mark(expected.done, muster::fw::mark::form);
        CHECK(g.unit("U") == expected); // nothing but the order is recorded
    }
    auto us = fw("unit U regular-infantry side=s stands=1\n");
    CHECK(us.resolve(muster::engine_test::form_of("U", "reorganize")).result["order"] ==
          "reorganise");
}

TEST_CASE("FW-ORDER-2: book.resolve form: the kinds that may not give an order are refused",
          "[engine][fw][roster-steps][form]") {
    struct Case {
        const char* type;
        const char* order;
    };
    for (const Case c :
         {Case{"regular-cavalry", "square"}, Case{"regular-artillery", "square"},
          Case{"regular-commander", "square"}, Case{"regular-transport", "square"},
          Case{"regular-infantry", "limber"}, Case{"regular-cavalry", "unlimber"},
          Case{"irregular-spearmen", "mount"}, Case{"regular-machine-gun", "dismount"},
          Case{"regular-transport", "limber"}}) {
        CAPTURE(c.type, c.order);
        auto g = fw(std::string("unit U ") + c.type + " side=s stands=1\n");
        const auto before = g.unit("U");
        CHECK_THROWS_AS(g.resolve(muster::engine_test::form_of("U", c.order)), RuleError);
        CHECK(g.unit("U") == before); // not even the order is spent
    }
    auto g = fw("unit U regular-cavalry side=s stands=1\n");
    CHECK(refused_with<RuleError>(g, muster::engine_test::form_of("U", "square")) ==
          "U is cavalry: it cannot square (FW-ORDER-2)");
    CHECK(g.resolve(muster::engine_test::form_of("U", "mount")).brief ==
          "form U: mounts"); // still this move's
}

TEST_CASE("FW-ORDER-2: book.resolve form: a unit already so formed is refused",
          "[engine][fw][roster-steps][form]") {
    auto g = fw("unit S regular-infantry side=s stands=2 formation=square\n"
                "unit L regular-infantry side=s stands=2 formation=line\n"
                "unit G regular-artillery side=s stands=1 limbered\n"
                "unit H regular-artillery side=s stands=1\n"
                "unit C regular-cavalry side=s stands=2 mounted\n"
                "unit D regular-cavalry side=s stands=2\n");
    CHECK(refused_with<RuleError>(g, muster::engine_test::form_of("S", "square")) ==
          "S is already in square");
    CHECK(refused_with<RuleError>(g, muster::engine_test::form_of("L", "line")) ==
          "L is already in line");
    // The state it is in, in words (issue 21: "Lancers is already dismounts" before).
    CHECK(refused_with<RuleError>(g, muster::engine_test::form_of("G", "limber")) ==
          "G is already limbered");
    CHECK(refused_with<RuleError>(g, muster::engine_test::form_of("H", "unlimber")) ==
          "H is already unlimbered");
    CHECK(refused_with<RuleError>(g, muster::engine_test::form_of("C", "mount")) ==
          "C is already mounted");
    CHECK(refused_with<RuleError>(g, muster::engine_test::form_of("D", "dismount")) ==
          "D is already dismounted");
    for (const auto& unit : g.roster.units) {
        CAPTURE(unit.name);
        CHECK(unit.done.empty());
    }
    CHECK(muster::fw::record(g.unit("S")).formation == "square");
    CHECK(muster::fw::record(g.unit("G")).limbered);
    CHECK(muster::fw::record(g.unit("C")).mounted);
}

TEST_CASE("FW-ORDER-1: book.resolve form: one formation change a move, besides a movement order",
          "[engine][fw][roster-steps][form][order]") {
    auto g = fw("unit U regular-infantry side=s stands=2\n");
    g.resolve(muster::engine_test::form_of("U", "line"));
    CHECK(refused_with<RuleError>(g, muster::engine_test::form_of("U", "column")) ==
          "U already took its formation-change order this move (move 1; FW-ORDER-2: once a "
          "move); `muster undo` takes it back");
    CHECK(muster::fw::record(g.unit("U")).formation == "line");
    CHECK_THROWS_AS(g.resolve(muster::engine_test::form_of("U", "reorganise")), RuleError);
    // the formation change is not the movement order: the unit may still march this move
    CHECK(g.resolve(move_of({"U"}, "march"), {4}).result["distance"] == 4);
    // the next move gives a new formation order
    g.resolve(TurnRequest{});
    CHECK_FALSE(muster::has_mark(g.unit("U").done, muster::fw::mark::form));
    g.resolve(muster::engine_test::form_of("U", "column"));
    CHECK(muster::fw::record(g.unit("U")).formation == "column");
}

TEST_CASE("FW-ORDER-2: book.resolve form: not after a rally, which is the move's formation change",
          "[engine][fw][roster-steps][form][rally]") {
    auto g = fw("unit U irregular-spearmen side=s stands=2 retreating=2\n");
    g.resolve(muster::engine_test::rally_of({"U"}), {5, 6}); // both stands rally
    CHECK(muster::fw::record(g.unit("U")).retreating == 0);
    CHECK(refused_with<RuleError>(g, muster::engine_test::form_of("U", "line")) ==
          "U rallied this move (move 1), and rallying is its one formation change (FW-ORDER-2); "
          "`muster undo` takes the rally back");
    CHECK(muster::fw::record(g.unit("U")).formation.empty());
    // a failed rally is the move's formation change too
    auto failed = fw("unit U irregular-spearmen side=s stands=1 retreating=1\n");
    failed.resolve(muster::engine_test::rally_of({"U"}), {2});
    CHECK_THROWS_AS(failed.resolve(muster::engine_test::form_of("U", "square")), RuleError);
    CHECK(muster::fw::record(failed.unit("U")).formation.empty());
}

TEST_CASE("FW-ORDER-2: book.resolve form: an unknown order or unit is a usage error",
          "[engine][fw][roster-steps][form]") {
    auto g = fw("unit U regular-infantry side=s stands=2\n");
    CHECK(refused_with<UsageError>(g, muster::engine_test::form_of("U", "wedge")) ==
          "form wedge: expected square, line, column, limber, unlimber, mount, dismount or "
          "reorganise");
    CHECK_THROWS_AS(g.resolve(muster::engine_test::form_of("Nobody", "line")), UsageError);
    CHECK(g.unit("U").done.empty());
}

TEST_CASE("FW-ORDER-2: book.resolve form: unbalanced-equality has no formation-change orders",
          "[engine][ue][roster-steps][form]") {
    auto g = ue("unit A brit-infantry side=british stands=3 formation=open\n");
    const auto before = g.roster;
    for (const char* order : {"line", "square", "column", "reorganise"}) {
        CAPTURE(order);
        CHECK_THROWS_AS(g.resolve(muster::engine_test::form_of("A", order)), RuleError);
    }
    // A mistyped order is a usage error first, in either rule set (as before issue 12).
    CHECK(refused_with<UsageError>(g, muster::engine_test::form_of("A", "sqaure")) ==
          "form sqaure: expected square, line, column, limber, unlimber, mount, dismount or "
          "reorganise");
    CHECK(g.roster == before);
}

} // namespace muster_unit_engine_roster_steps
