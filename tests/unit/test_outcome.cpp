// A request worked out without changing the roster, its typed events, and `apply`, the one
// place a roster changes (issue 39; include/muster/engine/outcome.hpp).
#include "../support/engine_fixture.hpp"
#include "muster/engine/event.hpp"
#include "muster/engine/game_events.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/record.hpp"
#include "muster/fw/record.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>
#include <variant>

namespace muster_unit_outcome {

using namespace muster;
using muster::engine_test::fire_of;
using muster::engine_test::FireArgs;
using muster::engine_test::Game;
using muster::engine_test::melee_of;
using muster::engine_test::morale_of;

namespace {

/// `request` resolved with `dice` against the game's roster, which it must leave as it was.
Outcome resolved(Game& game, const AnyRequest& request, std::vector<int> dice = {}) {
    dice::ScriptedSource source(std::move(dice));
    FixedEnv env(source);
    const Roster before = game.roster;
    Outcome outcome = resolve(game.roster, request, *game.book, env);
    CHECK(game.roster == before);
    return outcome;
}

/// The names of the units an Outcome changes, in order.
std::vector<std::string> written(const Outcome& outcome) {
    std::vector<std::string> names;
    for (const auto& delta : outcome.resolution.deltas) {
        names.push_back(delta.unit);
    }
    return names;
}

template <class T> std::vector<T> all_of(const Outcome& outcome) {
    std::vector<T> found;
    for (const auto& event : outcome.resolution.events) {
        if (const auto* e = std::get_if<T>(&event)) {
            found.push_back(*e);
        }
    }
    return found;
}

std::vector<std::string> kinds(const Outcome& outcome) {
    std::vector<std::string> out;
    for (const auto& event : outcome.resolution.events) {
        out.emplace_back(event_kind(event));
    }
    return out;
}

constexpr const char* k_shot = "unit 90th/A brit-infantry side=british stands=3\n"
                               "unit Gun cannon-brit side=british stands=1\n";

FireArgs shot_at(std::string target) {
    return fire_of({"90th/A", "Gun"}, std::move(target), "medium");
}

} // namespace

TEST_CASE("UE-FIRE-3: a rule set resolves a fire on a const roster and apply alone writes it",
          "[engine][outcome]") {
    Game game =
        engine_test::ue(std::string(k_shot) + "unit uThulwana zulu-spears side=zulu stands=20\n"
                                              "unit Bystander zulu-spears side=zulu stands=6\n");
    const Roster& frozen = game.roster; // the rule book is handed no roster it could write
    dice::ScriptedSource source({5});
    FixedEnv env(source);
    const Roster before = frozen;
    const Outcome shot = game.book->resolve(Request(shot_at("uThulwana")), frozen, env);
    CHECK(frozen == before);
    CHECK(shot.resolution.dice.size() == 1);
    // The firers' marks and the target's losses; the unit no one named is not in it.
    REQUIRE(written(shot) == std::vector<std::string>{"90th/A", "Gun", "uThulwana"});
    const long long killed = ue::record(*shot.resolution.deltas[2].after).killed;
    CHECK(killed == 47);
    apply(game.roster, shot);
    CHECK(ue::record(*game.roster.find("uThulwana")).killed == killed);
    CHECK(*game.roster.find("Bystander") == *before.find("Bystander"));
    CHECK(has_mark(game.roster.find("90th/A")->done, ue::mark::fire));
}

TEST_CASE("UE-ROSTER-3: a fire's casualties event says inflicted, applied and excess",
          "[engine][outcome][ue]") {
    SECTION("all applied: the fire leaves a morale test owed (UE-MORALE-1)") {
        Game game = engine_test::ue(std::string(k_shot) +
                                    "unit uThulwana zulu-spears side=zulu stands=20\n");
        const Outcome shot = resolved(game, shot_at("uThulwana"), {5});
        const auto hits = all_of<events::Casualties>(shot);
        REQUIRE(hits.size() == 1);
        CHECK(hits[0].unit == "uThulwana");
        CHECK(hits[0].loss == "men");
        CHECK(hits[0].inflicted == 47);
        CHECK(hits[0].applied == 47);
        CHECK(hits[0].excess == 0);
        const auto owes = all_of<events::Owes>(shot);
        REQUIRE(owes.size() == 1);
        CHECK(owes[0].owed.who == "uThulwana");
        CHECK(owes[0].owed.rule == "UE-MORALE-1");
        CHECK(owes[0].owed.settle == "morale");
        CHECK(all_of<events::StandsRemoved>(shot).empty()); // 47 of 300 men: no stand yet
    }
    SECTION("capped at the men present: the rest dropped, the unit destroyed (UE-ROSTER-4)") {
        // 30 men, 20 killed: 10 present, under 75% (UE-ROSTER-4 would have destroyed it)
        Game game = engine_test::ue(std::string(k_shot) +
                                    "unit Last native-light-cavalry side=zulu stands=1 "
                                    "killed=20\n");
        const Outcome shot = resolved(game, shot_at("Last"), {5});
        const auto hits = all_of<events::Casualties>(shot);
        REQUIRE(hits.size() == 1);
        CHECK(hits[0].inflicted == shot.resolution.result["inflicted"]);
        CHECK(hits[0].inflicted > 10);
        CHECK(hits[0].applied == 10);
        CHECK(hits[0].excess == hits[0].inflicted - 10);
        CHECK(all_of<events::Gone>(shot).size() == 1);
        CHECK(all_of<events::Owes>(shot).empty()); // a destroyed unit owes no test
        const auto json = events_json(shot.resolution.events);
        CHECK(json[0] == nlohmann::json{{"event", "casualties"},
                                        {"unit", "Last"},
                                        {"loss", "men"},
                                        {"inflicted", hits[0].inflicted},
                                        {"applied", 10},
                                        {"excess", hits[0].excess}});
    }
}

TEST_CASE("UE-MORALE-4: a failed morale test is a tested event and a falls_back event",
          "[engine][outcome][ue]") {
    Game game = engine_test::ue("unit Z zulu-rifles side=zulu stands=6 fired=short\n");
    const Outcome failed = resolved(game, morale_of({"Z"}), {1});
    CHECK(kinds(failed) == std::vector<std::string>{"tested", "falls_back"});
    const auto test = all_of<events::Tested>(failed).at(0);
    CHECK(test.test == "morale");
    CHECK(test.unit == "Z");
    CHECK(test.side == "zulu");
    CHECK_FALSE(test.passed);
    CHECK(test.p_pass == Approx(3.0 / 6));
    CHECK(test.die == "D6");
    CHECK(test.values == std::vector<int>{1});
    // the journal's `roll` is made from it
    CHECK(tests_roll_json(failed.resolution.events) == nlohmann::json{{"test", "morale"},
                                                                      {"unit", "Z"},
                                                                      {"side", "zulu"},
                                                                      {"passed", false},
                                                                      {"p_pass", test.p_pass}});

    const Outcome passed = resolved(game, morale_of({"Z"}), {6});
    CHECK(kinds(passed) == std::vector<std::string>{"tested"});
}

TEST_CASE("FW-RALLY-1: a rally's tested event lists the die of each retreating stand",
          "[engine][outcome][fw]") {
    Game game = engine_test::fw("unit R irregular-spearmen side=mahdist stands=4 retreating=2\n");
    const auto rally = engine_test::rally_of({"R"});
    const Outcome rallied = resolved(game, rally, {6, 1});
    const auto tests = all_of<events::Tested>(rallied);
    REQUIRE(tests.size() == 1);
    CHECK(tests[0].test == "rally");
    CHECK(tests[0].values == std::vector<int>{6, 1});
    CHECK_FALSE(tests[0].die.empty());
    CHECK_FALSE(tests[0].passed); // one of its two stands still retreats
}

TEST_CASE("UE-MELEE-4: a melee's winner is a melee_won event naming its side and units",
          "[engine][outcome][ue]") {
    Game game = engine_test::ue("unit 90th/A brit-infantry side=british stands=3\n"
                                "unit uThulwana zulu-spears side=zulu stands=2\n");
    const Outcome fight = resolved(game, melee_of({"uThulwana"}, {"90th/A"}), {6, 1});
    const auto won = all_of<events::MeleeWon>(fight);
    REQUIRE(won.size() == 1);
    CHECK((won[0].side == "a" || won[0].side == "b"));
    CHECK(won[0].units == (won[0].side == "a" ? std::vector<std::string>{"uThulwana"}
                                              : std::vector<std::string>{"90th/A"}));
    CHECK(fight.resolution.result["winner"] == won[0].side);
    CHECK_FALSE(all_of<events::Casualties>(fight).empty());
}

TEST_CASE("FW-FIRE-3: a fire's markers are a casualties event and the test it owes",
          "[engine][outcome][fw]") {
    Game game = engine_test::fw("unit F regular-infantry side=british stands=4\n"
                                "unit T irregular-spearmen side=mahdist stands=6\n");
    const FireArgs fire = fire_of({"F"}, "T", "medium");
    const Outcome shot = resolved(game, fire, {5, 4, 3, 2}); // 2 + 1 + 0 + 0 (FW-FIRE-2)
    const auto hits = all_of<events::Casualties>(shot);
    REQUIRE(hits.size() == 1);
    CHECK(hits[0].unit == "T");
    CHECK(hits[0].loss == "markers");
    CHECK(hits[0].inflicted == 3);
    CHECK(hits[0].applied == 3);
    CHECK(hits[0].excess == 0);
    const auto owes = all_of<events::Owes>(shot);
    REQUIRE(owes.size() == 1);
    CHECK(owes[0].owed.who == "T");
    CHECK(owes[0].owed.rule == "FW-FIRE-3");
    REQUIRE(written(shot) == std::vector<std::string>{"F", "T"});
    apply(game.roster, shot);
    CHECK(fw::record(*game.roster.find("T")).markers == 3);
    CHECK(*game.roster.find("T") == *shot.resolution.deltas[1].after);
}

TEST_CASE("issue 39: apply adds a unit in its place and removes one, events say so",
          "[engine][outcome]") {
    Game game = engine_test::ue("unit A brit-infantry side=british stands=3\n"
                                "unit B brit-infantry side=british stands=3\n");
    AddRequest add;
    add.name = "C";
    add.type = "zulu-spears";
    add.side = "zulu";
    const Outcome added = resolved(game, add);
    CHECK(kinds(added) == std::vector<std::string>{"added"});
    apply(game.roster, added);
    REQUIRE(game.roster.units.size() == 3);
    CHECK(game.roster.units[2].name == "C");

    const Outcome removed = resolved(game, RemoveRequest{"A"});
    CHECK(kinds(removed) == std::vector<std::string>{"removed"});
    apply(game.roster, removed);
    REQUIRE(game.roster.units.size() == 2);
    CHECK(game.roster.units[0].name == "B");
    CHECK(game.roster.units[1].name == "C");
}

TEST_CASE("issue 39: apply refuses an outcome worked out on another roster, changing nothing",
          "[engine][outcome]") {
    Game game =
        engine_test::ue(std::string(k_shot) + "unit uThulwana zulu-spears side=zulu stands=20\n");
    const Outcome shot = resolved(game, shot_at("uThulwana"), {5});
    apply(game.roster, shot);
    const Roster once = game.roster;
    CHECK_THROWS_AS(apply(game.roster, shot), RuleError); // the same shot twice
    CHECK(game.roster == once);

    AddRequest add;
    add.name = "C";
    add.type = "zulu-spears";
    add.side = "zulu";
    const Outcome added = resolved(game, add);
    apply(game.roster, added);
    const Roster with_c = game.roster;
    CHECK_THROWS_AS(apply(game.roster, added), RuleError); // C is there already
    CHECK(game.roster == with_c);
}

TEST_CASE("issue 39: every event kind has one JSON form with its kind's name",
          "[engine][outcome][json]") {
    const std::vector<Event> all = {
        events::Casualties{"U", "men", 3, 2, 1},
        events::Tested{"army", "", "zulu", true, 0.5, "D6", {4}},
        events::FallsBack{"U"},
        events::MeleeWon{"a", {"U", "V"}},
        events::Owes{Owed{"U", "morale test", "UE-MORALE-1", 4, "morale", ""}},
        events::StandsRemoved{"U", 2},
        events::StandsReturned{"U", 1},
        events::Gone{"U"},
        events::Added{"U"},
        events::Removed{"U"},
    };
    const auto json = events_json(all);
    std::vector<std::string> names;
    for (const auto& e : json) {
        names.push_back(e["event"]);
    }
    CHECK(names == std::vector<std::string>{"casualties", "tested", "falls_back", "melee_won",
                                            "owes", "stands_removed", "stands_returned", "gone",
                                            "added", "removed"});
    CHECK(json[1]["unit"].is_null()); // an army's test is about no unit
    CHECK(json[3]["units"] == nlohmann::json{"U", "V"});
    CHECK(json[4]["owed"] == owed_json(std::get<events::Owes>(all[4]).owed)); // as `owed` lists it
    CHECK(json[4]["owed"]["argv"] == nlohmann::json{"muster", "morale", "U"});
    CHECK(json[5]["stands"] == 2);
    CHECK(event_unit(all[3]).empty());
    CHECK(event_unit(all[0]) == "U");
    // two tests make the journal's `roll` an array
    CHECK(tests_roll_json(all).is_object());
    CHECK(tests_roll_json({all[1], all[1]}).is_array());
    CHECK(tests_roll_json({all[0]}).is_null());
}

} // namespace muster_unit_outcome
