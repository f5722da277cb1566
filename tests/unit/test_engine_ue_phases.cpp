// Unbalanced-equality morale, rally, army, melee, move, recrew and charge through the engine's
// one entry point, book->resolve(request, roster, env), with scripted dice; the other rule set's
// options and steps refused; --odds changing nothing. Numbers worked by hand from docs/rules.md.
#include "../support/engine_fixture.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_engine_ue_phases {

using muster::refuse_undeclared_options;
using muster::Request;
using muster::RuleError;
using muster::TurnRequest;
using muster::UsageError;
using muster::engine_test::ChargeArgs;
using muster::engine_test::fire_of;
using muster::engine_test::FireArgs;
using muster::engine_test::melee_of;
using muster::engine_test::MeleeArgs;
using muster::engine_test::morale_of;
using muster::engine_test::move_of;
using muster::engine_test::table_says;
using muster::engine_test::ue;

namespace {

/// The resolution's first test, as its typed event (issue 39).
muster::events::Tested first_test(const muster::Resolution& resolution) {
    for (const auto& event : resolution.events) {
        if (const auto* test = std::get_if<muster::events::Tested>(&event)) {
            return *test;
        }
    }
    FAIL("no test among the events");
    return {};
}

} // namespace

// ---- UE-MORALE ----------------------------------------------------------------------------

TEST_CASE("UE-MORALE-1: book.resolve: fails on 1-3 short, 1-2 medium, 1 long",
          "[engine][ue][morale]") {
    struct Case {
        const char* band;
        int fails_on;
        double chance;
    };
    for (const Case c :
         {Case{"short", 3, 3.0 / 6}, Case{"medium", 2, 4.0 / 6}, Case{"long", 1, 5.0 / 6}}) {
        CAPTURE(c.band);
        auto fail = ue(std::string("unit Z zulu-rifles side=zulu stands=6 fired=") + c.band + "\n");
        const auto failed = fail.resolve(morale_of({"Z"}), {c.fails_on});
        CHECK(failed.result["tests"][0]["passed"] == false);
        CHECK(failed.result["tests"][0]["fails_on"] == c.fails_on);
        CHECK(first_test(failed).test == "morale");
        CHECK(first_test(failed).passed == false);
        CHECK(first_test(failed).p_pass == Approx(c.chance));
        CHECK(muster::ue::record(fail.unit("Z")).falling_back);
        CHECK(muster::ue::record(fail.unit("Z")).fired ==
              muster::ue::Band::none); // the test clears the turn's band

        auto pass = ue(std::string("unit Z zulu-rifles side=zulu stands=6 fired=") + c.band + "\n");
        const auto passed = pass.resolve(morale_of({"Z"}), {c.fails_on + 1});
        CHECK(first_test(passed).passed == true);
        CHECK_FALSE(muster::ue::record(pass.unit("Z")).falling_back);
    }
}

TEST_CASE("UE-MORALE-1: book.resolve: a second morale test of a unit in one turn is refused",
          "[engine][ue][morale][record]") {
    auto g = ue("unit Z zulu-rifles side=zulu stands=6 fired=short\n");
    g.resolve(morale_of({"Z"}), {5});
    CHECK(muster::has_mark(g.unit("Z").done, muster::ue::mark::morale));
    const auto again = morale_of({"Z"}, {{"--range", "short"}});
    CHECK_THROWS_AS(g.resolve(again, {1}), RuleError);
    CHECK_FALSE(muster::ue::record(g.unit("Z")).falling_back);
    // with nothing named, nothing is due any more
    const auto none = g.resolve(muster::engine_test::morale_of({}));
    CHECK(none.result["tests"].empty());
    CHECK(none.brief == "morale: none due");
}

TEST_CASE("UE-MORALE-2: book.resolve: cover and a single stand each lower the failure by one",
          "[engine][ue][morale]") {
    auto g = ue("unit Z zulu-rifles side=zulu stands=6 fired=short cover\n"
                "unit Y zulu-rifles side=zulu stands=6 fired=long cover single-stand\n");
    const auto z = g.resolve(morale_of({"Z"}), {3}); // short in cover fails on 1-2 only
    CHECK(z.result["tests"][0]["fails_on"] == 2);
    CHECK(z.result["tests"][0]["passed"] == true);
    CHECK(first_test(z).p_pass == Approx(4.0 / 6));
    const auto y = g.resolve(morale_of({"Y"}), {1}); // both benefits at long cannot fail
    CHECK(y.result["tests"][0]["fails_on"] == 0);
    CHECK(y.result["tests"][0]["passed"] == true);
    CHECK(first_test(y).p_pass == Approx(1.0));
}

TEST_CASE("UE-MORALE-2: book.resolve: OPT-2 literal subtracts 1 from the roll instead",
          "[engine][ue][morale][opt]") {
    auto g = ue("option morale-modifiers literal\n"
                "unit Z zulu-rifles side=zulu stands=6 fired=short cover\n");
    const auto r = g.resolve(morale_of({"Z"}), {4}); // 4 - 1 = 3: fails on 1-3
    CHECK(r.result["tests"][0]["modifier"] == 1);
    CHECK(r.result["tests"][0]["fails_on"] == 3);
    CHECK(r.result["tests"][0]["passed"] == false);
    CHECK(first_test(r).p_pass == Approx(2.0 / 6)); // 5 or 6
    CHECK(muster::ue::record(g.unit("Z")).falling_back);
}

TEST_CASE("UE-MORALE-2a: book.resolve: a single stand's fire counts its figures and gives the "
          "benefit until other fire",
          "[engine][ue][morale][fire]") {
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit B brit-infantry side=british stands=3 formation=closed\n"
                "unit Z zulu-rifles side=zulu stands=6\n");
    FireArgs one = fire_of({"A"}, "Z", "medium");
    one.single_stand = true;
    CHECK(g.resolve(one).result["inflicted"] == 9); // one stand: 3 figures x 15 x 2/10
    CHECK(muster::ue::record(g.unit("Z")).single_stand);
    FireArgs other = one;
    other.firers = {"B"};
    other.single_stand = false;
    g.resolve(other);
    CHECK_FALSE(
        muster::ue::record(g.unit("Z")).single_stand); // any other fire this turn loses the benefit
    const auto r = g.resolve(morale_of({"Z"}), {2});
    CHECK(r.result["tests"][0]["single_stand"] == false);
    CHECK(r.result["tests"][0]["fails_on"] == 2);
    FireArgs cavalry = one;
    cavalry.firers = {"brit-heavy-cavalry"};
    CHECK_THROWS_AS(g.resolve(cavalry), RuleError); // not regular infantry
}

TEST_CASE("UE-MORALE-3: book.resolve: the test uses the closest band fired at this turn",
          "[engine][ue][morale]") {
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit B brit-infantry side=british stands=3 formation=closed\n"
                "unit Z zulu-rifles side=zulu stands=6\n");
    g.resolve(fire_of({"A"}, "Z", "short"));
    g.resolve(fire_of({"B"}, "Z", "long"));
    CHECK(muster::ue::record(g.unit("Z")).fired == muster::ue::Band::short_range);
    const auto r =
        g.resolve(muster::engine_test::morale_of({}), {3}); // nothing named: the units due
    CHECK(r.result["tests"][0]["unit"] == "Z");
    CHECK(r.result["tests"][0]["band"] == "short");
    CHECK(r.result["tests"][0]["passed"] == false);
}

TEST_CASE("UE-MORALE-4: book.resolve: failure falls back two moves, further if already back",
          "[engine][ue][morale]") {
    auto g = ue("unit Z zulu-rifles side=zulu stands=6 fired=medium\n"
                "unit Y zulu-rifles side=zulu stands=6 fired=medium falling-back\n");
    const auto z = g.resolve(morale_of({"Z"}), {1});
    CHECK(muster::ue::record(g.unit("Z")).falling_back);
    CHECK(table_says(z, "Z falls back two full moves and faces away"));
    const auto y = g.resolve(morale_of({"Y"}), {2});
    CHECK(muster::ue::record(g.unit("Y")).falling_back);
    CHECK(table_says(y, "Y falls back two full moves further"));
}

TEST_CASE("UE-MORALE-5: book.resolve: british units never take the test", "[engine][ue][morale]") {
    auto g = ue("unit A brit-infantry side=british stands=3 fired=short\n"
                "unit N native-regular-infantry side=british stands=3 fired=short\n");
    CHECK_THROWS_AS(g.resolve(morale_of({"A"}), {1}), RuleError);
    CHECK_FALSE(muster::ue::record(g.unit("A")).falling_back);
    g.resolve(morale_of({"N"}), {1}); // native regular infantry do
    CHECK(muster::ue::record(g.unit("N")).falling_back);
}

TEST_CASE("UE-MORALE-1: book.resolve: --odds gives the chance of failing and changes nothing",
          "[engine][ue][morale][odds]") {
    auto g = ue("unit Z zulu-rifles side=zulu stands=6 fired=medium\n");
    const auto r = g.odds(morale_of({"Z"}));
    CHECK(r.result["p_fail"].get<double>() == Approx(2.0 / 6));
    CHECK(r.result["tests"][0]["p_fail"].get<double>() == Approx(2.0 / 6));
    CHECK_FALSE(r.result.contains("distribution")); // a test's chance is its p_fail (schema 3)
}

// ---- UE-RALLY -----------------------------------------------------------------------------

TEST_CASE("UE-RALLY-1: book.resolve: 4-6 clears falling-back, 1-3 stays", "[engine][ue][rally]") {
    auto g = ue("unit Z zulu-rifles side=zulu stands=6 falling-back\n"
                "unit Y zulu-rifles side=zulu stands=6 falling-back\n"
                "unit X zulu-rifles side=zulu stands=6\n");
    const auto both = muster::engine_test::rally_of({"Z", "Y"});
    const auto r = g.resolve(both, {4, 3});
    CHECK_FALSE(muster::ue::record(g.unit("Z")).falling_back);
    CHECK(muster::ue::record(g.unit("Y")).falling_back);
    const auto roll = muster::tests_roll_json(r.events); // the journal's, from the events
    REQUIRE(roll.is_array());
    CHECK(roll[0]["passed"] == true);
    CHECK(roll[1]["passed"] == false);
    CHECK(roll[1]["p_pass"].get<double>() == Approx(0.5));
    CHECK(r.result["tests"][1]["values"][0] == 3);
    // once a turn
    const auto y = muster::engine_test::rally_of({"Y"});
    CHECK_THROWS_AS(g.resolve(y, {6}), RuleError);
    CHECK(muster::ue::record(g.unit("Y")).falling_back);
    // a unit not falling back has nothing to rally
    CHECK_THROWS_AS(g.resolve(muster::engine_test::rally_of({"X"}), {6}), RuleError);
}

TEST_CASE("UE-RALLY-1: book.resolve: a unit that fell back this turn rallies next turn, not now",
          "[engine][ue][rally]") {
    // Found by a new-user trial (issue 12): a unit failing its morale test could roll to rally
    // in the same turn, and so never fall back. It rallies at the start of the next turn.
    auto g = ue("unit Z zulu-spears side=zulu stands=6 fired=short\n"
                "unit H zulu-spears side=zulu stands=6 falling-back\n");
    muster::ue::record(g.unit("Z")).killed = 30;
    g.unit("Z").done.emplace_back("fired-at");
    g.resolve(morale_of({"Z"}), {1}); // 1 fails: Z falls back
    REQUIRE(muster::ue::record(g.unit("Z")).falling_back);
    const auto before = g.roster;
    CHECK_THROWS_WITH(g.resolve(muster::engine_test::rally_of({"Z"}), {6}),
                      "Z fell back this turn (turn 1): it rolls to rally at the start of the "
                      "next turn (UE-RALLY-1)");
    CHECK(g.roster == before);
    // `rally` with no unit named takes H (set falling back by hand), not Z.
    const auto r = g.resolve(muster::engine_test::rally_of(), {6});
    CHECK(r.result["tests"].size() == 1);
    CHECK(r.result.at("tests").at(0).at("unit") == "H");
    CHECK(muster::ue::record(g.unit("Z")).falling_back);
    // After `turn`, Z is due its rally and rolls it.
    g.resolve(TurnRequest{true});
    g.resolve(muster::engine_test::rally_of({"Z"}), {5});
    CHECK_FALSE(muster::ue::record(g.unit("Z")).falling_back);
}

TEST_CASE("UE-RALLY-1: book.resolve: --odds of a rally are one half and change nothing",
          "[engine][ue][rally][odds]") {
    auto g = ue("unit Z zulu-rifles side=zulu stands=6 falling-back\n");
    const auto r = g.odds(muster::engine_test::rally_of());
    CHECK(r.result["p_fail"].get<double>() == Approx(0.5));
    CHECK(r.result["tests"][0]["p_fail"].get<double>() == Approx(0.5));
}

// ---- UE-ARMY ------------------------------------------------------------------------------

TEST_CASE("UE-ARMY-1: book.resolve: an army at 25% killed retreats on 1-2", "[engine][ue][army]") {
    // british: 135 men, 34 killed (34 x 4 = 136 >= 135); zulu: 1800, none killed
    auto g = ue("unit A brit-infantry side=british stands=3 killed=34\n"
                "unit Z zulu-spears side=zulu stands=6\n");
    const auto r = g.resolve(muster::engine_test::army_of(), {2});
    CHECK(r.result["armies"][0]["side"] == "british");
    CHECK(r.result["armies"][0]["reached"] == true);
    CHECK(r.result["armies"][1]["reached"] == false);
    CHECK(r.result["tests"][0]["side"] == "british");
    CHECK(r.result["tests"][0]["passed"] == false);
    CHECK(first_test(r).test == "army");
    CHECK(first_test(r).side == "british");
    CHECK(first_test(r).p_pass == Approx(4.0 / 6));
    CHECK(table_says(r, "the british army retreats from the field"));
    CHECK(muster::has_mark(g.unit("A").done, muster::ue::mark::army));
    // the battle is over (UE-ARMY-3): no army checks again
    CHECK_THROWS_AS(g.resolve(muster::engine_test::army_of(), {6}), RuleError);
}

TEST_CASE("UE-ARMY-1: book.resolve: below 25% no army tests and no die is thrown",
          "[engine][ue][army]") {
    auto g = ue("unit A brit-infantry side=british stands=3 killed=33\n"
                "unit Z zulu-spears side=zulu stands=6\n");
    const auto r = g.resolve(muster::engine_test::army_of());
    CHECK(r.result["tests"].empty());
    CHECK(r.dice.empty());
    CHECK(muster::tests_roll_json(r.events).is_null());
    CHECK_THROWS_AS(g.resolve(muster::engine_test::army_of("martians")), UsageError);
}

TEST_CASE("UE-ARMY-2: book.resolve: both armies at 25% is a draw, no dice", "[engine][ue][army]") {
    auto g = ue("unit A brit-infantry side=british stands=3 killed=34\n"
                "unit Z zulu-spears side=zulu stands=1 killed=75\n");
    const auto r = g.resolve(muster::engine_test::army_of());
    CHECK(r.result["draw"] == true);
    CHECK(r.dice.empty());
    CHECK(table_says(r, "the battle ends in a draw"));
}

TEST_CASE("OPT-3: book.resolve: army-morale off refuses the army check",
          "[engine][ue][army][opt]") {
    auto g = ue("option army-morale off\n"
                "unit A brit-infantry side=british stands=3 killed=34\n"
                "unit Z zulu-spears side=zulu stands=6\n");
    CHECK_THROWS_AS(g.resolve(muster::engine_test::army_of(), {1}), RuleError);
    CHECK_FALSE(muster::has_mark(g.unit("A").done, muster::ue::mark::army));
}

TEST_CASE("UE-ARMY-1: book.resolve: --odds, the army retreats one time in three",
          "[engine][ue][army][odds]") {
    auto g = ue("unit A brit-infantry side=british stands=3 killed=34\n"
                "unit Z zulu-spears side=zulu stands=6\n");
    const auto r = g.odds(muster::engine_test::army_of());
    CHECK(r.result["tests"][0]["p_fail"].get<double>() == Approx(1.0 / 3));
    // each outcome as data: the sides that retreat in it, and its chance, summing to 1
    double total = 0;
    for (const auto& outcome : r.result["outcomes"]) {
        total += outcome["p"].get<double>();
        if (outcome["retreats"] == nlohmann::json::array({"british"})) {
            CHECK(outcome["p"].get<double>() == Approx(1.0 / 3));
        }
    }
    CHECK(total == Approx(1.0));
}

// ---- UE-MELEE -----------------------------------------------------------------------------

TEST_CASE("UE-MELEE-1: book.resolve: strength MV x CP, +1 MV in a defensive position",
          "[engine][ue][melee]") {
    // A: 4 stands closed, 180 men, MV 5 + 1 (cover) = 6 -> 1080; B: one zulu stand 3 x 300 = 900
    auto g = ue("unit A brit-infantry side=british stands=4 formation=closed cover\n"
                "unit B zulu-spears side=zulu stands=1\n");
    const auto r = g.resolve(melee_of({"A"}, {"B"}), {1, 6});
    CHECK(r.result["sides"]["a"]["strength"] == 1080.0);
    CHECK(r.result["sides"]["b"]["strength"] == 900.0);
    CHECK(r.result["phase_a_winner"] == "a");
    CHECK(r.result["sides"]["a"]["losses"] == 36); // 180 / 5
    CHECK(r.result["sides"]["b"]["losses"] == 48); // 36 x 4/3
    CHECK(r.result["winner"] == "b");              // 1080 x 1 < 900 x 6
    CHECK(muster::ue::record(g.unit("A")).killed == 36);
    CHECK(muster::ue::record(g.unit("B")).killed == 48);
    CHECK(muster::has_mark(g.unit("A").done, muster::ue::mark::melee));
}

TEST_CASE("UE-MELEE-2: book.resolve: the winner of phase A loses 20% of its CP, the loser 4/3 "
          "of that, equal strength both 20%",
          "[engine][ue][melee]") {
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit B zulu-spears side=zulu stands=1\n");
    // A 5 x 135 = 675 < B 900: B loses 300/5 = 60, A 60 x 4/3 = 80
    const auto r = g.resolve(melee_of({"A"}, {"B"}), {6, 4});
    CHECK(r.result["phase_a_winner"] == "b");
    CHECK(r.result["sides"]["b"]["phase_a_loss"] == 60);
    CHECK(r.result["sides"]["a"]["phase_a_loss"] == 80);
    CHECK(r.result["winner"] == "a"); // 675 x 6 = 4050 > 900 x 4
    CHECK(muster::ue::record(g.unit("A")).killed == 80);
    CHECK(muster::ue::record(g.unit("B")).killed == 60);
    CHECK(table_says(r, "remove 1 stand of A"));
    CHECK(table_says(r, "B retires 4 moves to the rear")); // UE-MELEE-5 default drive-off

    auto tie = ue("unit A brit-infantry side=british stands=4 formation=closed\n"
                  "unit B zulu-spears side=zulu stands=1\n");
    const auto t = tie.resolve(melee_of({"A"}, {"B"}), {6, 1}); // 900 = 900
    CHECK(t.result["phase_a_winner"] == "tie");
    CHECK(t.result["sides"]["a"]["losses"] == 36); // 180 / 5
    CHECK(t.result["sides"]["b"]["losses"] == 60); // 300 / 5
}

TEST_CASE("UE-MELEE-3: book.resolve: a side's losses are shared by men, largest remainder",
          "[engine][ue][melee]") {
    // A: 135 infantry (675) + 90 light cavalry (4 x 90 = 360) = 1035, CP 225;
    // B: 585 men (39 figures) x 3 = 1755: B loses 117, A 156 = 93.6 + 62.4 -> 94 + 62
    auto g = ue("unit I brit-infantry side=british stands=3 formation=closed\n"
                "unit L brit-light-cavalry side=british stands=3\n"
                "unit B zulu-spears side=zulu stands=2 killed=15\n");
    const auto r = g.resolve(melee_of({"I", "L"}, {"B"}), {6, 1});
    CHECK(r.result["sides"]["a"]["strength"] == 1035.0);
    CHECK(r.result["sides"]["a"]["cp"] == 225);
    CHECK(r.result["sides"]["a"]["losses"] == 156);
    CHECK(r.result["sides"]["b"]["losses"] == 117);
    CHECK(muster::ue::record(g.unit("I")).killed == 94);
    CHECK(muster::ue::record(g.unit("L")).killed == 62);
    CHECK(muster::ue::record(g.unit("B")).killed == 15 + 117);
    CHECK(r.result["winner"] == "a");
}

TEST_CASE("UE-MELEE-4: book.resolve: phase B is strength x D6, equal products roll again",
          "[engine][ue][melee]") {
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit B zulu-spears side=zulu stands=1\n");
    // 675 x 4 = 2700 = 900 x 3: again; 675 x 1 < 900 x 2
    const auto r = g.resolve(melee_of({"A"}, {"B"}), {4, 3, 1, 2});
    CHECK(r.dice.size() == 4);
    CHECK(r.result["sides"]["a"]["values"] == nlohmann::json::array({1}));
    CHECK(r.result["sides"]["b"]["values"] == nlohmann::json::array({2}));
    CHECK(r.result["sides"]["a"]["product"] == 675.0);
    CHECK(r.result["winner"] == "b");
    CHECK(table_says(r, "A retires 4 moves"));
}

TEST_CASE("UE-MELEE-5: book.resolve: pursue locks both sides for next turn",
          "[engine][ue][melee]") {
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit B zulu-spears side=zulu stands=1\n");
    MeleeArgs m = melee_of({"A"}, {"B"});
    m.pursue = true;
    const auto r = g.resolve(m, {1, 6});
    CHECK(r.result["winner"] == "b");
    CHECK(r.result["pursue"] == true);
    CHECK(muster::ue::record(g.unit("A")).locked == std::vector<std::string>{"B"});
    CHECK(muster::ue::record(g.unit("B")).locked == std::vector<std::string>{"A"});
    CHECK(table_says(r, "A retires 2 moves; B follows"));
}

TEST_CASE("UE-MELEE-6: book.resolve: a locked side that cannot reinforce fights with MV halved",
          "[engine][ue][melee]") {
    // A lost the melee that locked them (the pursuit records it; `turn` keeps it in `due`).
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed locked=B "
                "due=lost-melee\n"
                "unit B zulu-spears side=zulu stands=1 locked=A\n"
                "unit C brit-infantry side=british stands=3 formation=closed\n");
    MeleeArgs m = melee_of({"A"}, {"B"});
    m.no_reinforce = "a";
    const auto r = g.resolve(m, {6, 1});
    CHECK(r.result["sides"]["a"]["strength"] == 337.5);    // 5/2 x 135
    CHECK(r.result["winner"] == "a");                      // 2025 > 900
    CHECK(muster::ue::record(g.unit("A")).locked.empty()); // driven off: the melee ends
    MeleeArgs unlocked = melee_of({"C"}, {"B"});
    unlocked.no_reinforce = "a";
    CHECK_THROWS_AS(g.resolve(unlocked, {6, 1}), RuleError);
    unlocked.no_reinforce = "c";
    CHECK_THROWS_AS(g.resolve(unlocked, {6, 1}), UsageError);
}

TEST_CASE("UE-MELEE-7: book.resolve: a gun in melee loses its crew, adds no strength, and the "
          "other side loses half the crew figures",
          "[engine][ue][melee]") {
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit G cannon-brit side=british stands=1\n"
                "unit B zulu-spears side=zulu stands=1\n");
    const auto r = g.resolve(melee_of({"A", "G"}, {"B"}), {1, 1});
    CHECK(r.result["sides"]["a"]["strength"] == 675.0); // the gun adds nothing
    CHECK(r.result["sides"]["b"]["gun_penalty"] == 30); // 4 crew figures / 2 x 15
    CHECK(r.result["sides"]["a"]["losses"] == 80 + 60);
    CHECK(r.result["sides"]["b"]["losses"] == 60 + 30);
    CHECK(muster::ue::record(g.unit("G")).killed == 60);
    CHECK(muster::ue::record(g.unit("A")).killed == 80);
    CHECK(muster::ue::record(g.unit("B")).killed == 90);
}

TEST_CASE("UE-MELEE-8: book.resolve: a unit destroyed by melee losses is recorded 100%",
          "[engine][ue][melee]") {
    // one stand (45 men) loses 80: capped at 45 (UE-ROSTER-3), destroyed (UE-ROSTER-4)
    auto g = ue("unit A brit-infantry side=british stands=1 formation=closed\n"
                "unit B zulu-spears side=zulu stands=1\n");
    const auto r = g.resolve(melee_of({"A"}, {"B"}), {1, 1});
    CHECK(r.result["sides"]["a"]["losses"] == 45);
    CHECK(muster::ue::record(g.unit("A")).killed == 45);
    CHECK(table_says(r, "A is destroyed (75% killed)"));
    CHECK_THROWS_AS(g.resolve(melee_of({"A"}, {"B"}), {1, 1}), RuleError);
}

TEST_CASE("UE-MELEE-4: book.resolve: --odds of a melee sum to 1 and change nothing",
          "[engine][ue][melee][odds]") {
    auto g = ue("unit A brit-infantry side=british stands=3 formation=closed\n"
                "unit B zulu-spears side=zulu stands=1\n");
    const auto r = g.odds(melee_of({"A"}, {"B"}));
    CHECK(r.result["p_a_wins"].get<double>() + r.result["p_b_wins"].get<double>() == Approx(1.0));
    CHECK(r.result["sides"]["a"]["losses"] == 80);
    CHECK(r.result["p_a_wins_phase_a"] == 0.0);
    // 675 a vs 900 b: of the 36 throws A wins (3 da > 4 db) 12 times, 4-3 ties (re-rolled)
    CHECK(r.result["p_a_wins"].get<double>() == Approx(12.0 / 35));
}

// ---- UE-MOVE, UE-ARTY-5 recrew, UE-CHARGE --------------------------------------------------

TEST_CASE("UE-MOVE-1: book.resolve: the allowance by type and state, nothing rolled",
          "[engine][ue][move]") {
    auto g = ue("unit O brit-infantry side=british stands=3 formation=open\n"
                "unit C brit-infantry side=british stands=3 formation=closed\n"
                "unit S zulu-spears side=zulu stands=6\n"
                "unit M brit-mounted-infantry side=british stands=2 mounted\n"
                "unit X maxim-brit side=british stands=1\n"
                "unit K cannon-brit side=british stands=1\n");
    const muster::Roster before = g.roster;
    const auto r = g.resolve(move_of({"O", "C", "S", "M", "X", "K"}));
    CHECK(r.dice.empty());
    CHECK(g.roster == before);
    const auto& units = r.result["units"];
    CHECK(units[0]["lines"][0] ==
          "O (brit-infantry, open) moves 2\" on normal ground, 1\" on rough (UE-MOVE-1)");
    CHECK(units[1]["lines"][0].get<std::string>().find("moves 1\"") != std::string::npos);
    CHECK(units[2]["lines"][1].get<std::string>().find("+3\" = 6\"") != std::string::npos);
    CHECK(units[3]["lines"][1].get<std::string>().find("or 2\" mounted and 2\" dismounted") !=
          std::string::npos);
    // UE-TYPE-5: a Maxim moves 1" and fires; a cannon cannot move and fire
    CHECK(units[4]["lines"][1] == "or 1\" and fire this turn (UE-TYPE-5)");
    CHECK(units[5]["lines"][1] == "it cannot move and fire in the same turn (UE-TYPE-5)");
    // the same allowances as numbers (issue 27), in inches
    CHECK(units[0]["unit"] == "O");
    CHECK(units[0]["normal"] == 2);
    CHECK(units[0]["rough"] == 1);
    CHECK(units[0]["fire_and_charge"] == 0);
    CHECK(units[2]["fire_and_charge"] == 6);
    CHECK(units[4]["move_and_fire"] == 1);
    CHECK(units[5]["move_and_fire"] == 0);
    const auto closed = move_of({"O"}, "", {{"--closed"}});
    CHECK(g.resolve(closed).result["units"][0]["lines"][0].get<std::string>().find(
              "closed) moves 1\"") != std::string::npos);
}

TEST_CASE("UE-ARTY-5: book.resolve: recrew takes 60 men from an infantry unit",
          "[engine][ue][recrew]") {
    auto g = ue("unit G cannon-brit side=british stands=1 killed=60\n"
                "unit A brit-infantry side=british stands=3 killed=10\n"
                "unit L brit-light-cavalry side=british stands=3\n");
    CHECK_THROWS_AS(g.resolve(muster::engine_test::own_command("recrew", {"G", "L"})),
                    RuleError); // not infantry
    const auto r = g.resolve(muster::engine_test::own_command("recrew", {"G", "A"}));
    CHECK(r.result["men"] == 60);
    CHECK(muster::ue::record(g.unit("G")).killed == 0);
    CHECK(muster::ue::record(g.unit("G")).crew_replaced);
    CHECK(muster::ue::record(g.unit("A")).killed == 70);
    CHECK(table_says(r, "remove 1 stand of A"));
    CHECK_THROWS_AS(g.resolve(muster::engine_test::own_command("recrew", {"G", "A"})),
                    RuleError); // it has a crew now
}

TEST_CASE("UE-ARTY-5: book.resolve: recrew needs 60 men in the donor", "[engine][ue][recrew]") {
    auto g = ue("unit G cannon-brit side=british stands=1 killed=60\n"
                "unit A brit-infantry side=british stands=3 killed=80\n");
    CHECK_THROWS_AS(g.resolve(muster::engine_test::own_command("recrew", {"G", "A"})),
                    RuleError); // 55 men left
    CHECK(muster::ue::record(g.unit("G")).killed == 60);
    CHECK_FALSE(muster::ue::record(g.unit("G")).crew_replaced);
}

TEST_CASE("UE-CHARGE-1: book.resolve: a charge from 6 inches is a fire & charge in turn 1",
          "[engine][ue][charge][odds]") {
    auto g = ue("unit S zulu-spears side=zulu stands=6\n"
                "unit A brit-infantry side=british stands=3 formation=closed\n");
    const muster::Roster before = g.roster;
    const auto r = g.resolve(ChargeArgs{"S", {"A"}, 6.0});
    CHECK(g.roster == before); // a charge is always odds
    CHECK(r.result["from"] == 6.0);
    CHECK(r.result["periods"][0]["fire_and_charge"] == true);
    CHECK(r.result["periods"][0]["contact"] == true);
    CHECK(r.result["p_won"].get<double>() + r.result["p_lost"].get<double>() +
              r.result["p_repulsed"].get<double>() ==
          Approx(1.0));
}

TEST_CASE("UE-APPROACH-2: book.resolve: beyond the fire & charge reach the charger moves its "
          "allowance under fire",
          "[engine][ue][charge][odds]") {
    auto g = ue("unit S zulu-spears side=zulu stands=6\n"
                "unit A brit-infantry side=british stands=3 formation=closed\n");
    const auto r = g.odds(ChargeArgs{"S", {"A"}, 20.0});
    const auto& t1 = r.result["periods"][0];
    CHECK(t1["from"] == 20.0);
    CHECK(t1["to"] == 17.0); // 3" a turn
    CHECK(t1["fire_and_charge"] == false);
    CHECK(t1["fire"][0]["band"] == "long");
    CHECK(t1["p_start"] == 1.0);
}

// ---- the other rule set's options and steps -------------------------------------------------

TEST_CASE("UE-SEQ: unbalanced-equality's book refuses fuzzy-wuzzy's options (UsageError naming "
          "fuzzy-wuzzy, issue 40: it does not declare them) and steps (RuleError)",
          "[engine][ue][refuse]") {
    auto g = ue("unit A brit-infantry side=british stands=3\n"
                "unit Z zulu-rifles side=zulu stands=6 fired=short\n");
    const muster::Roster before = g.roster;
    const auto& given = muster::engine_test::given_option;
    const std::vector<Request> foreign = {
        given(fire_of({"A"}, "Z", "medium"), "fire", "--square"),
        given(fire_of({"A"}, "Z", "medium"), "artillery", "--fortified"),
        given(melee_of({"A"}, {"Z"}), "melee", "--cover"),
        given(morale_of({"Z"}), "morale", "--markers"),
        given(move_of({"A"}), "move", "--rate"),
        given(move_of({"A"}), "move", "--together")};
    for (const auto& request : foreign) {
        const auto& option = request.given.back().name; // the one given_option added
        INFO(request.command << " " << option);
        CHECK_THROWS_WITH(refuse_undeclared_options(*g.book, request),
                          option + " is an option of fuzzy-wuzzy; this roster plays "
                                   "unbalanced-equality");
    }
    // Its own are declared: not refused.
    CHECK_NOTHROW(refuse_undeclared_options(
        *g.book, given(fire_of({"A"}, "Z", "medium"), "fire", "--closed")));
    CHECK_NOTHROW(
        refuse_undeclared_options(*g.book, given(melee_of({"A"}, {"Z"}), "melee", "--pursue")));
    CHECK_THROWS_AS(g.resolve(muster::engine_test::recon_of("A", false), {4}), RuleError);
    CHECK_THROWS_AS(g.resolve(muster::engine_test::recover_of({"A"}, "move"), {4}), RuleError);
    CHECK(g.roster == before);
}

TEST_CASE("OPT-1: book.resolve: combat-power men: melee strength and 20% losses from the men "
          "present",
          "[engine][ue][melee][opt]") {
    // 4 stands, 7 killed: 173 men (12 figures = 180 by figures); MV 5 + 1 in cover
    const char* units = "unit A brit-infantry side=british stands=4 killed=7 formation=closed "
                        "cover\n"
                        "unit B zulu-spears side=zulu stands=1\n";
    auto men = ue(std::string("option combat-power men\n") + units);
    const auto r = men.resolve(melee_of({"A"}, {"B"}), {6, 1});
    CHECK(r.result["sides"]["a"]["strength"] == 1038.0); // 6 x 173
    CHECK(r.result["sides"]["a"]["losses"] == 34);       // 173 / 5
    CHECK(r.result["sides"]["b"]["losses"] == 45);       // 34 x 4/3
    auto figures = ue(units);
    const auto f = figures.resolve(melee_of({"A"}, {"B"}), {6, 1});
    CHECK(f.result["sides"]["a"]["strength"] == 1080.0); // 6 x 180
    CHECK(f.result["sides"]["a"]["losses"] == 36);
    CHECK(f.result["sides"]["b"]["losses"] == 48);
}

} // namespace muster_unit_engine_ue_phases
