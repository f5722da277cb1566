// Fuzzy-wuzzy movement, reconnaissance, rally, casualty recovery and charge odds through the
// engine's one entry point, book->resolve(request, roster, env), with scripted dice; the
// provisional numbers (FW-TAB-1) as src/core/fw/tables.cpp has them.
#include "../support/engine_fixture.hpp"
#include "muster/fw/marks.hpp"
#include "muster/fw/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_engine_fw_phases {

using muster::RuleError;
using muster::UsageError;
using muster::engine_test::ChargeArgs;
using muster::engine_test::fw;
using muster::engine_test::move_of;
using muster::engine_test::probability_of;
using muster::engine_test::table_says;
using muster::engine_test::total_probability;

namespace {

/// The unit line `unit U TYPE side=s stands=1` with `extra` keys.
std::string unit_line(const std::string& type, const std::string& extra = "") {
    return "unit U " + type + " side=s stands=1 " + extra + "\n";
}

} // namespace

// ---- FW-MOVE, FW-ORDER-1 ------------------------------------------------------------------

TEST_CASE("FW-MOVE-1: book.resolve: the provisional dice counts by kind and rate",
          "[engine][fw][move]") {
    struct Case {
        const char* type;
        const char* rate;
        int dice;
        const char* die;
    };
    for (const Case c :
         {Case{"regular-infantry", "march", 1, "AvD"}, Case{"regular-infantry", "double", 2, "AvD"},
          Case{"regular-infantry", "charge", 3, "AvD"}, Case{"irregular-cavalry", "march", 2, "D6"},
          Case{"irregular-cavalry", "charge", 4, "D6"},
          Case{"regular-commander", "double", 3, "AvD"},
          Case{"regular-artillery", "double", 1, "AvD"},
          Case{"irregular-machine-gun", "charge", 2, "D6"},
          Case{"regular-transport", "double", 1, "AvD"}}) {
        CAPTURE(c.type, c.rate);
        auto g = fw(unit_line(c.type));
        const auto r = g.resolve(move_of({"U"}, c.rate),
                                 std::vector<int>(static_cast<std::size_t>(c.dice), 4));
        CHECK(r.result["units"][0]["dice_count"] == c.dice);
        CHECK(r.result["units"][0]["die"] == c.die);
        CHECK(r.result["distance"] == 4 * c.dice);
        CHECK(muster::fw::record(g.unit("U")).moved);
        CHECK(muster::fw::record(g.unit("U")).moves.back() == c.rate); // FW-MOVE-5
    }
}

TEST_CASE("FW-MOVE-2: book.resolve: regulars double or charge only after stationary or march",
          "[engine][fw][move]") {
    auto g = fw("unit A regular-infantry side=s stands=1 moves=stationary,double\n"
                "unit B regular-infantry side=s stands=1 moves=double,march\n"
                "unit F regular-infantry side=s stands=2 moves=charge retreating=2\n");
    CHECK_THROWS_AS(g.resolve(move_of({"A"}, "double"), {3, 3}), RuleError);
    CHECK_THROWS_AS(g.resolve(move_of({"A"}, "charge"), {3, 3, 3}), RuleError);
    CHECK_FALSE(muster::fw::record(g.unit("A")).moved);
    CHECK(g.resolve(move_of({"A"}, "march"), {5}).result["distance"] == 5);
    CHECK(g.resolve(move_of({"B"}, "charge"), {5, 4, 3}).result["distance"] == 12);
    // forced (retreating): charge & retreat whatever the last move
    const auto f = g.resolve(move_of({"F"}, "charge"), {2, 3, 4});
    CHECK(f.result["units"][0]["forced"] == true);
    CHECK(table_says(f, "F: retreating 2 stands fall back 9\""));
}

TEST_CASE("FW-MOVE-3: book.resolve: irregulars double at most twice in a row",
          "[engine][fw][move]") {
    auto g = fw("unit A irregular-spearmen side=s stands=1 moves=double,double\n"
                "unit B irregular-spearmen side=s stands=1 moves=double,double,march\n"
                "unit C irregular-spearmen side=s stands=1 moves=march,double\n"
                "unit D irregular-spearmen side=s stands=1 moves=stationary,double\n"
                "unit E irregular-spearmen side=s stands=1 moves=charge\n");
    CHECK_THROWS_AS(g.resolve(move_of({"A"}, "double"), {3, 3}), RuleError);
    CHECK_THROWS_AS(g.resolve(move_of({"A"}, "charge"), {3, 3, 3}), RuleError);
    CHECK_THROWS_AS(g.resolve(move_of({"B"}, "double"), {3, 3}), RuleError);
    CHECK(g.resolve(move_of({"C"}, "charge"), {1, 2, 3}).result["distance"] == 6);
    CHECK(g.resolve(move_of({"D"}, "double"), {6, 6}).result["distance"] == 12);
    CHECK(muster::fw::record(g.unit("D")).moves ==
          std::vector<std::string>{"stationary", "double", "double"});
    CHECK_THROWS_AS(g.resolve(move_of({"E"}, "double"), {3, 3}), RuleError);
    CHECK_THROWS_AS(g.resolve(move_of({"E"}, "charge"), {3, 3, 3}), RuleError);
}

TEST_CASE("FW-MOVE-4: book.resolve: transport charges only when forced", "[engine][fw][move]") {
    auto g = fw("unit T regular-transport side=s stands=1\n"
                "unit R regular-transport side=s stands=1 retreating=1\n");
    CHECK_THROWS_AS(g.resolve(move_of({"T"}, "charge"), {3}), RuleError);
    CHECK(g.resolve(move_of({"R"}, "charge"), {3}).result["units"][0]["forced"] == true);
}

TEST_CASE("FW-MOVE-5: book.resolve: the last three rates are kept", "[engine][fw][move]") {
    auto g = fw("unit U regular-infantry side=s stands=1 moves=stationary,march,march\n");
    g.resolve(move_of({"U"}, "double"), {2, 3});
    CHECK(muster::fw::record(g.unit("U")).moves ==
          std::vector<std::string>{"march", "march", "double"});
}

TEST_CASE("FW-MOVE-6: book.resolve: --together moves a regular force at the slowest type's dice",
          "[engine][fw][move]") {
    auto g = fw("unit C regular-cavalry side=s stands=1\n"
                "unit I regular-infantry side=s stands=2\n"
                "unit S irregular-spearmen side=s stands=1\n");
    const auto m = move_of({"C", "I"}, "march", {{"--together"}});
    const auto r = g.resolve(m, {4}); // infantry march: 1 AvD for both
    CHECK(r.result["together"] == true);
    CHECK(r.result["distance"] == 4);
    CHECK(r.result["units"][0]["distance"] == 4);
    CHECK(r.result["units"][1]["distance"] == 4);
    CHECK(muster::fw::record(g.unit("C")).moved);
    const auto irregular = move_of({"S"}, "march", {{"--together"}});
    CHECK_THROWS_AS(g.resolve(irregular, {4}), RuleError);
}

TEST_CASE("FW-ORDER-1: book.resolve: a second movement order in one move is refused",
          "[engine][fw][move][order]") {
    auto g = fw(unit_line("regular-infantry"));
    g.resolve(move_of({"U"}, "march"), {3});
    CHECK_THROWS_AS(g.resolve(move_of({"U"}, "march"), {3}), RuleError);
    CHECK(muster::fw::record(g.unit("U")).moves == std::vector<std::string>{"march"});
    CHECK_THROWS_AS(g.resolve(move_of({"U"}, "stationary")), UsageError);
}

TEST_CASE("FW-MOVE-1: book.resolve: --odds of a march are the AvD's, nothing changes",
          "[engine][fw][move][odds]") {
    auto g = fw(unit_line("regular-infantry"));
    const auto r = g.odds(move_of({"U"}, "march"));
    CHECK(total_probability(r.result["distribution"]) == Approx(1.0));
    CHECK(probability_of(r.result["distribution"], 3) == Approx(2.0 / 6));
    CHECK(r.result["mean"].get<double>() == Approx(3.5));
}

// ---- FW-RECON -----------------------------------------------------------------------------

TEST_CASE("FW-RECON-1: book.resolve: a unit that marched rolls a D6, +1 in the open",
          "[engine][fw][recon]") {
    auto g = fw(unit_line("regular-cavalry", "moves=march moved"));
    const auto r = g.resolve(muster::engine_test::recon_of("U", true), {3});
    CHECK(r.result["values"][0] == 3);
    CHECK(r.result["score"] == 4);
    // FW-RECON-2 provisional: company 2 x score, battalion x2, brigade x3
    CHECK(r.result["distances"]["company"] == 8);
    CHECK(r.result["distances"]["battalion"] == 16);
    CHECK(r.result["distances"]["brigade"] == 24);
    CHECK(muster::has_mark(g.unit("U").done, muster::fw::mark::recon));
    CHECK_THROWS_AS(g.resolve(muster::engine_test::recon_of("U", false), {3}),
                    RuleError); // once a move
}

TEST_CASE("FW-RECON-1: book.resolve: only a unit that moved at march or double reconnoitres",
          "[engine][fw][recon]") {
    auto still = fw(unit_line("regular-cavalry"));
    CHECK_THROWS_AS(still.resolve(muster::engine_test::recon_of("U", false), {3}), RuleError);
    auto charged = fw(unit_line("regular-cavalry", "moves=charge moved"));
    CHECK_THROWS_AS(charged.resolve(muster::engine_test::recon_of("U", false), {3}), RuleError);
    auto doubled = fw(unit_line("regular-cavalry", "moves=double moved"));
    CHECK(doubled.resolve(muster::engine_test::recon_of("U", false), {1})
              .result["distances"]["company"] == 2);
}

TEST_CASE("FW-RECON-2: book.resolve: a 6 in the open is score 7: 14, 28 and 42 inches",
          "[engine][fw][recon]") {
    auto g = fw(unit_line("irregular-cavalry", "moves=march moved"));
    const auto r = g.resolve(muster::engine_test::recon_of("U", true), {6});
    CHECK(r.result["score"] == 7);
    CHECK(r.result["distances"]["company"] == 14);
    CHECK(r.result["distances"]["battalion"] == 28);
    CHECK(r.result["distances"]["brigade"] == 42);
}

TEST_CASE("FW-RECON-2: book.resolve: --odds of the scores, nothing changes",
          "[engine][fw][recon][odds]") {
    auto g = fw(unit_line("irregular-cavalry", "moves=march moved"));
    const auto r = g.odds(muster::engine_test::recon_of("U", true));
    CHECK(total_probability(r.result["distribution"]) == Approx(1.0));
    CHECK(probability_of(r.result["distribution"], 1) == Approx(0.0)); // +1: scores 2-7
    CHECK(probability_of(r.result["distribution"], 7) == Approx(1.0 / 6));
    CHECK(r.result["scores"][0]["company"] == 4);
}

// ---- FW-RALLY, FW-ORDER-2 -----------------------------------------------------------------

TEST_CASE("FW-RALLY-1: book.resolve: a regular stand rallies on an AvD of 4 or 5",
          "[engine][fw][rally]") {
    auto g = fw("unit R regular-infantry side=s stands=3 retreating=2\n");
    const auto r = g.resolve(muster::engine_test::rally_of({"R"}), {4, 3});
    CHECK(r.result["rallied"] == 1);
    CHECK(r.result["tests"][0]["die"] == "AvD");
    CHECK(r.result["tests"][0]["retreating"] == 1);
    CHECK(muster::fw::record(g.unit("R")).retreating == 1);
    CHECK(muster::tests_roll_json(r.events)["test"] == "rally");
    CHECK(muster::tests_roll_json(r.events)["passed"] == false);
    CHECK(muster::tests_roll_json(r.events)["p_pass"].get<double>() ==
          Approx(0.25)); // both stands: (3/6)^2
    CHECK(table_says(r, "R: 1 stand still retreating at charge rate"));
}

TEST_CASE("FW-RALLY-2: book.resolve: an irregular stand rallies on a D6 of 5 or 6",
          "[engine][fw][rally]") {
    auto g = fw("unit I irregular-spearmen side=s stands=4 retreating=3\n");
    const auto r = g.resolve(muster::engine_test::rally_of(),
                             {5, 6, 4}); // nothing named: every retreating unit
    CHECK(r.result["rallied"] == 2);
    CHECK(r.result["tests"][0]["die"] == "D6");
    CHECK(muster::fw::record(g.unit("I")).retreating == 1);
    CHECK(muster::tests_roll_json(r.events)["p_pass"].get<double>() == Approx(1.0 / 27));
}

TEST_CASE("FW-RALLY-3: book.resolve: rallying all retreating stands passes, a unit not "
          "retreating has nothing to rally",
          "[engine][fw][rally]") {
    auto g = fw("unit I irregular-spearmen side=s stands=4 retreating=1\n"
                "unit J irregular-spearmen side=s stands=4\n");
    const auto r = g.resolve(muster::engine_test::rally_of({"I"}), {5});
    CHECK(muster::tests_roll_json(r.events)["passed"] == true);
    CHECK(muster::fw::record(g.unit("I")).retreating == 0);
    CHECK_THROWS_AS(g.resolve(muster::engine_test::rally_of({"J"}), {5}), RuleError);
}

TEST_CASE("FW-ORDER-2: book.resolve: rallying is the move's formation order, once a move",
          "[engine][fw][rally][order]") {
    auto g = fw("unit I irregular-spearmen side=s stands=4 retreating=2\n");
    g.resolve(muster::engine_test::rally_of({"I"}), {1, 6});
    CHECK(muster::has_mark(g.unit("I").done, muster::fw::mark::rally));
    CHECK(muster::has_mark(g.unit("I").done, muster::fw::mark::form));
    CHECK_THROWS_AS(g.resolve(muster::engine_test::rally_of({"I"}), {6}), RuleError);
    CHECK(muster::fw::record(g.unit("I")).retreating == 1);
    // a unit that already took another formation order this move cannot rally
    auto formed = fw("unit I irregular-spearmen side=s stands=4 retreating=2\n");
    muster::add_mark(formed.unit("I").done, muster::fw::mark::form);
    CHECK_THROWS_AS(formed.resolve(muster::engine_test::rally_of({"I"}), {6, 6}), RuleError);
}

TEST_CASE("FW-RALLY-2: book.resolve: --odds of the stands rallied, nothing changes",
          "[engine][fw][rally][odds]") {
    auto g = fw("unit I irregular-spearmen side=s stands=4 retreating=2\n");
    const auto r = g.odds(muster::engine_test::rally_of());
    const auto& dist = r.result["distribution"];
    CHECK(total_probability(dist) == Approx(1.0));
    CHECK(probability_of(dist, 2) == Approx(1.0 / 9));
    CHECK(probability_of(dist, 0) == Approx(4.0 / 9));
}

// ---- FW-RECOVER ---------------------------------------------------------------------------

TEST_CASE("FW-RECOVER-1: book.resolve: half the markers, an odd count rounds up on 1-3, marked "
          "stands retreat at march",
          "[engine][fw][recover]") {
    auto g = fw("unit R regular-infantry side=s stands=4 markers=5\n");
    const auto r = g.resolve(muster::engine_test::recover_of({"R"}, "move"), {2, 3});
    CHECK(r.result["units"][0]["removed"] == 3);
    CHECK(r.result["units"][0]["values"][0] == 2);
    CHECK(muster::fw::record(g.unit("R")).markers == 2);
    CHECK(r.result["units"][0]["stands_retreat"] == 1); // stand 1 still carries 2 markers
    CHECK(r.result["units"][0]["distance"] == 3);       // march: 1 AvD
    CHECK(muster::fw::record(g.unit("R")).moved);       // recorded as its march move
    CHECK(muster::fw::record(g.unit("R")).moves.back() == "march");
    CHECK(muster::has_mark(g.unit("R").done, muster::fw::mark::recover));
    CHECK_THROWS_AS(g.resolve(muster::engine_test::recover_of({"R"}, "move"), {2}), RuleError);
}

TEST_CASE("FW-RECOVER-1: book.resolve: an odd count rounds down on 4-6, an even count needs no "
          "die",
          "[engine][fw][recover]") {
    auto odd = fw("unit R regular-infantry side=s stands=4 markers=5\n");
    const auto r = odd.resolve(muster::engine_test::recover_of({"R"}, "move"), {4, 3});
    CHECK(r.result["units"][0]["removed"] == 2);
    CHECK(muster::fw::record(odd.unit("R")).markers == 3);
    CHECK(r.result["units"][0]["stands_retreat"] == 2);
    auto even = fw("unit R regular-infantry side=s stands=4 markers=4\n");
    const auto e = even.resolve(muster::engine_test::recover_of({"R"}, "move"), {5});
    CHECK(e.result["units"][0]["removed"] == 2);
    CHECK(e.result["units"][0]["values"].empty());
    CHECK(e.dice.size() == 1); // only the retreat's AvD
}

TEST_CASE("FW-RECOVER-4: book.resolve: a unit that moved, fought or was fired on cannot recover",
          "[engine][fw][recover]") {
    for (const char* flag : {"moved", "fought", "taken=1"}) {
        CAPTURE(flag);
        auto g =
            fw(std::string("unit R regular-infantry side=s stands=4 markers=4 ") + flag + "\n");
        CHECK_THROWS_AS(g.resolve(muster::engine_test::recover_of({"R"}, "move"), {3}), RuleError);
        CHECK(muster::fw::record(g.unit("R")).markers == 4);
    }
    auto none = fw("unit R regular-infantry side=s stands=4\n");
    CHECK_THROWS_AS(none.resolve(muster::engine_test::recover_of({"R"}, "move")), RuleError);
    CHECK_THROWS_AS(none.resolve(muster::engine_test::recover_of({}, "move")), UsageError);
    CHECK_THROWS_AS(none.resolve(muster::engine_test::recover_of({"R"}, "fortnight")), UsageError);
}

TEST_CASE("FW-RECOVER-2: book.resolve: at the end of the day every unit removes half its markers",
          "[engine][fw][recover]") {
    auto g = fw("unit A regular-infantry side=s stands=4 markers=3 moved\n"
                "unit B irregular-spearmen side=t stands=4 markers=6\n"
                "unit C irregular-spearmen side=t stands=4\n");
    const auto r =
        g.resolve(muster::engine_test::recover_of({}, "day"), {4}); // only A's odd count rolls
    CHECK(r.result["removed"] == 1 + 3);
    CHECK(muster::fw::record(g.unit("A")).markers == 2);
    CHECK(muster::fw::record(g.unit("B")).markers == 3);
    CHECK(r.result["units"].size() == 2);
    CHECK(r.result["units"][0]["stands_retreat"] == 0); // no retreat at the end of the day
    CHECK(muster::fw::record(g.unit("A")).dead == 0);
}

TEST_CASE("FW-RECOVER-3: book.resolve: at the end of the week markers left are dead",
          "[engine][fw][recover]") {
    auto g = fw("unit A regular-infantry side=s stands=4 markers=5\n");
    const auto r = g.resolve(muster::engine_test::recover_of({"A"}, "week"), {1});
    CHECK(r.result["units"][0]["removed"] == 3);
    CHECK(r.result["units"][0]["dead"] == 2);
    CHECK(muster::fw::record(g.unit("A")).markers == 0);
    CHECK(muster::fw::record(g.unit("A")).dead == 2);
    CHECK(table_says(r, "A: 2 figures dead, removed for good (FW-RECOVER-3)"));
}

TEST_CASE("FW-RECOVER-1: book.resolve: --odds of the markers removed, nothing changes",
          "[engine][fw][recover][odds]") {
    auto g = fw("unit A regular-infantry side=s stands=4 markers=5\n");
    const auto r = g.odds(muster::engine_test::recover_of({"A"}, "day"));
    CHECK(total_probability(r.result["distribution"]) == Approx(1.0));
    CHECK(probability_of(r.result["distribution"], 3) == Approx(0.5));
    CHECK(probability_of(r.result["distribution"], 2) == Approx(0.5));
}

// ---- FW-APPROACH --------------------------------------------------------------------------

TEST_CASE("FW-APPROACH-1 and FW-APPROACH-3: book.resolve: a charge's odds (contact, repulsed, out "
          "of action) sum to 1 and change nothing",
          "[engine][fw][charge][odds]") {
    auto g = fw("unit H irregular-spearmen side=mahdist stands=2\n"
                "unit G regular-infantry side=british stands=2\n");
    const muster::Roster before = g.roster;
    const auto r = g.resolve(ChargeArgs{"H", {"G"}, 10.0});
    CHECK(g.roster == before);
    CHECK(r.result["from"] == 10.0);
    CHECK(r.result["periods"][0]["rate"] == "charge"); // from stationary: charge
    CHECK(r.result["periods"][0]["p_start"] == 1.0);
    // FW-APPROACH-3: contact ends won, lost or drawn; otherwise repulsed, or the charger has no
    // unwounded figure left on the way (out of action)
    const double contact = r.result["p_won"].get<double>() + r.result["p_lost"].get<double>() +
                           r.result["p_tie"].get<double>();
    CHECK(r.result["p_contact"].get<double>() == Approx(contact));
    CHECK(contact + r.result["p_repulsed"].get<double>() + r.result["p_destroyed"].get<double>() ==
          Approx(1.0));
    CHECK(total_probability(r.result["periods"][0]["distance"]) == Approx(1.0));
}

} // namespace muster_unit_engine_fw_phases
