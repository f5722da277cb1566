// Issue 39: the schema follows the types. Each command's `result` is serialised from a C++ type
// (muster/engine/results.hpp and each rule set's results.hpp); this test serialises every type
// twice, once with every optional part given and once with none, and holds each `result_*`
// definition of schema/muster.schema.json to them: its properties are exactly the keys the
// types it describes can write, and its required keys exactly those they always write. A key
// a resolution adds that the schema does not admit (the hand-written schema missed UE fire's
// `tested_already` and, at a gun, `vs`/`hit`/`gun_hits`) fails here, without a test game that
// happens to reach it.
#include "../support/schema_follows.hpp"
#include "muster/engine/game_events.hpp"
#include "muster/engine/results.hpp"
#include "muster/engine/roll_result.hpp"
#include "muster/fw/results.hpp"
#include "muster/ue/results.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_result_types {

using namespace muster;
using muster::test::check_follows;
using muster::test::differences;
using muster::test::each;
using muster::test::fw_unit_state;
using muster::test::schema_defs;
using muster::test::unit_state;
using muster::test::Written;

namespace {

const results::Casualties k_casualties{"Z", "men", 12, 10, 2};
const dice::Distribution k_distribution{{0, 0.5}, {3, 0.5}};

ue::FireReport ue_fire(bool fullest) {
    ue::FireReport report{{k_casualties, true, fullest}, "short", {}, true, std::nullopt};
    report.firers.push_back(
        {{"A", "short", 12, {4}}, fullest ? std::optional<bool>(true) : std::nullopt});
    if (fullest) {
        report.gun = ue::GunFire{"gun", true, 2};
    }
    return report;
}

fw::FireReport fw_fire(bool fullest) {
    return {{{"R", "markers", 3, 2, 1}, true, fullest},
            "open",
            {{{"G", "short", 3, {4, 2}}, "AvD", 2, true, "field-gun", 1, 1, 3}}};
}

ue::MeleeReport ue_melee() {
    const ue::MeleeSideReport side{{{"A"}, 5}, 7.5, 30, 2, 0, 4, 30};
    return {"a", "b", side, side, true};
}

fw::CloseReport fw_melee() {
    const fw::CloseSideReport side{{{"R"}, 2}, 3, 6, 2, {{"R", 2}}};
    return {"tie", side, side};
}

ue::MeleeOddsReport ue_melee_odds() {
    return {{"men", 0.25, 0.75}, "b", 0, {{"A"}, 5}, {{"Z"}, 0}};
}

fw::CloseOddsReport fw_melee_odds() {
    return {{"markers", 0.25, 0.5}, 0.25, 1.5, 2.5, {{"R"}, k_distribution},
            {{"B"}, k_distribution}};
}

results::ChargeOdds charge_odds(const char* loss, const char* period) {
    return {"A", "Z", loss,           period,         20,       0.5, 0.25, 0.25, 0.5, 0.1,
            3,   4,   k_distribution, k_distribution, "reading"};
}

ue::ChargeOddsReport ue_charge() {
    return {charge_odds("men", "turn"),
            0.1,
            0.2,
            k_distribution,
            {{{1, 1, 0.5, 0.1}, 20, 10, false, false, {{"Z", "long", 0}}}}};
}

fw::ChargeOddsReport fw_charge() {
    return {charge_odds("markers", "move"),
            0.1,
            k_distribution,
            {{{1, 1, 0.5, 0.1}, "charge", k_distribution, 0.25, {"R"}}}};
}

const ue::ArmyTally k_tally{"zulu", 100, 30, true, false};

} // namespace

TEST_CASE("issue 39: add, set and remove give a unit edit, and option its option, in their "
          "definitions",
          "[results][schema]") {
    const nlohmann::json added = results::UnitEdit{"A", unit_state()};
    const nlohmann::json removed = results::UnitEdit{"A", std::nullopt};
    CHECK(added.at("state").at("unit") == "A");
    CHECK_FALSE(removed.contains("state"));
    for (const char* name : {"result_add", "result_set"}) {
        check_follows(schema_defs().at(name), {{added}, {added}, {}});
    }
    check_follows(schema_defs().at("result_remove"), {{removed}, {removed}, {}});
    const nlohmann::json option = results::OptionEdit{"combat_power", "men", "figures"};
    check_follows(schema_defs().at("result_option"), {{option}, {option}, {}});
}

TEST_CASE("issue 39: kill's result is the casualties event's fields, in its schema definition",
          "[results][schema]") {
    const nlohmann::json kill = casualties_json(k_casualties);
    check_follows(schema_defs().at("result_kill"), {{kill}, {kill}, {}});
    nlohmann::json event = event_json(Event{k_casualties});
    event.erase("event");
    CHECK(event == kill);
}

TEST_CASE("issue 39: result_fire admits every key either rule set's fire writes, at a gun and "
          "tested already too",
          "[results][schema]") {
    const std::vector<nlohmann::json> fullest{ue_fire(true), fw_fire(true)};
    const std::vector<nlohmann::json> barest{ue_fire(false), fw_fire(false)};
    const auto& definition = schema_defs().at("result_fire");
    check_follows(definition, {fullest, barest, {}});
    check_follows(definition.at("properties").at("firers").at("items"),
                  {each(fullest, "/firers/0"), each(barest, "/firers/0"), {}});
    CHECK(nlohmann::json(ue_fire(true)).at("tested_already") == true);
    CHECK_FALSE(nlohmann::json(ue_fire(false)).contains("tested_already"));
}

TEST_CASE("issue 39: result_artillery is unbalanced-equality's artillery (fuzzy-wuzzy's is a "
          "fire)",
          "[results][schema]") {
    const auto& definition = schema_defs().at("result_artillery");
    check_follows(definition, {{ue_fire(true)}, {ue_fire(false)}, {}});
    check_follows(definition.at("properties").at("firers").at("items"),
                  {{nlohmann::json(ue_fire(true)).at("firers").at(0)},
                   {nlohmann::json(ue_fire(false)).at("firers").at(0)},
                   {}});
}

TEST_CASE("issue 39: a fire's odds have one type and one definition whatever the rule set",
          "[results][schema]") {
    const nlohmann::json odds = results::ShotOdds{"Z", "men", k_distribution, 0.25, false};
    CHECK(odds.at("mean") == 1.5);
    for (const char* name : {"result_fire_odds", "result_artillery_odds"}) {
        check_follows(schema_defs().at(name), {{odds}, {odds}, {"headline"}});
    }
}

TEST_CASE("issue 39: result_melee and its sides follow both rule sets' melee types",
          "[results][schema]") {
    const std::vector<nlohmann::json> written{ue_melee(), fw_melee()};
    const auto& definition = schema_defs().at("result_melee");
    check_follows(definition, {written, written, {}});
    for (const char* side : {"a", "b"}) {
        const auto sides = each(written, std::string("/sides/") + side);
        check_follows(definition.at("properties").at("sides").at("properties").at(side),
                      {sides, sides, {}});
    }
}

TEST_CASE("issue 39: result_melee_odds and its sides follow both rule sets' odds types",
          "[results][schema]") {
    const std::vector<nlohmann::json> written{ue_melee_odds(), fw_melee_odds()};
    const auto& definition = schema_defs().at("result_melee_odds");
    check_follows(definition, {written, written, {"headline"}});
    const nlohmann::json expected = nlohmann::json(fw_melee_odds()).at("expected_loss");
    check_follows(definition.at("properties").at("expected_loss"), {{expected}, {expected}, {}});
    for (const char* side : {"a", "b"}) {
        const auto sides = each(written, std::string("/sides/") + side);
        check_follows(definition.at("properties").at("sides").at("properties").at(side),
                      {sides, sides, {}});
    }
}

TEST_CASE("issue 39: result_morale and its tests follow both rule sets' tests, tested or not",
          "[results][schema]") {
    const nlohmann::json ue_morale =
        ue::MoraleReport{{{{"Z", false, {4}, true}, "short", 3, 0, false, false}}};
    const nlohmann::json fw_tested =
        fw::MoraleReport{{{{"R", false, {2}, false}, true, "D6", 2, true, ""}}};
    const nlohmann::json fw_not_tested =
        fw::MoraleReport{{{{"B", false, {}, true}, false, "", 0, false, "regulars do not test"}}};
    const std::vector<nlohmann::json> written{ue_morale, fw_tested, fw_not_tested};
    const auto& definition = schema_defs().at("result_morale");
    check_follows(definition, {written, written, {}});
    check_follows(definition.at("properties").at("tests").at("items"),
                  {each(written, "/tests/0"), each(written, "/tests/0"), {}});
}

TEST_CASE("issue 39: result_morale_odds follows both rule sets' odds of tests, one or several",
          "[results][schema]") {
    const nlohmann::json one = results::TestsOdds{{{"Z", false, 0.25}}};
    const nlohmann::json two = results::TestsOdds{{{"Z", false, 0.25}, {"Y", false, 0.5}}};
    const nlohmann::json fw = fw::MoraleOddsReport{{{{"R", false, 0.5}, true}}};
    CHECK(one.at("p_fail") == 0.25);
    CHECK_FALSE(two.contains("p_fail"));
    const std::vector<nlohmann::json> written{one, two, fw};
    const auto& definition = schema_defs().at("result_morale_odds");
    check_follows(definition, {written, written, {"headline"}});
    check_follows(definition.at("properties").at("tests").at("items"),
                  {each(written, "/tests/0"), each(written, "/tests/0"), {}});
}

TEST_CASE("issue 39: result_rally and result_rally_odds follow both rule sets' rally types",
          "[results][schema]") {
    const nlohmann::json ue_rally = ue::RallyReport{{{"Z", false, {5}, true}}};
    const nlohmann::json fw_skipped =
        fw::RallyReport{{{{"R", false, {4, 1}, false}, "D6", 1, 1}}, 1, {"B"}};
    const nlohmann::json fw_rally = fw::RallyReport{{{{"R", false, {4}, true}, "D6", 1, 0}}, 1, {}};
    const nlohmann::json nothing_due = fw::RallyReport{{}, 0, {}};
    const auto& definition = schema_defs().at("result_rally");
    check_follows(definition, {{ue_rally, fw_skipped, fw_rally, nothing_due},
                               {ue_rally, fw_skipped, fw_rally, nothing_due},
                               {}});
    const std::vector<nlohmann::json> tested{ue_rally, fw_skipped};
    check_follows(definition.at("properties").at("tests").at("items"),
                  {each(tested, "/tests/0"), each(tested, "/tests/0"), {}});
    // UE's rally odds are each unit's chance of staying; FW's, the stands rallied: a number.
    const nlohmann::json one = results::TestsOdds{{{"Z", false, 0.25}}};
    const nlohmann::json two = results::TestsOdds{{{"Z", false, 0.25}, {"Y", false, 0.5}}};
    check_follows(schema_defs().at("result_rally_odds"), {{one, two}, {one, two}, {"headline"}});
    check_follows(schema_defs().at("result_rally_odds").at("properties").at("tests").at("items"),
                  {{one.at("tests").at(0)}, {one.at("tests").at(0)}, {}});
    const nlohmann::json stands = results::NumberOdds{k_distribution};
    check_follows(schema_defs().at("result_number_odds"), {{stands}, {stands}, {"headline"}});
}

TEST_CASE("issue 39: result_army and result_army_odds follow the army types", "[results][schema]") {
    const nlohmann::json army = ue::ArmyReport{{k_tally}, {{"zulu", true, {1}, false}}, false};
    check_follows(schema_defs().at("result_army"), {{army}, {army}, {}});
    check_follows(schema_defs().at("result_army").at("properties").at("tests").at("items"),
                  {{army.at("tests").at(0)}, {army.at("tests").at(0)}, {}});
    check_follows(schema_defs().at("result_army").at("properties").at("armies").at("items"),
                  {{army.at("armies").at(0)}, {army.at("armies").at(0)}, {}});
    const nlohmann::json odds =
        ue::ArmyOddsReport{{k_tally}, {{"zulu", true, 0.5}}, false, {{{"zulu"}, 0.5}, {{}, 0.5}}};
    const auto& definition = schema_defs().at("result_army_odds");
    check_follows(definition, {{odds}, {odds}, {"headline"}});
    check_follows(definition.at("properties").at("tests").at("items"),
                  {{odds.at("tests").at(0)}, {odds.at("tests").at(0)}, {}});
    check_follows(definition.at("properties").at("outcomes").at("items"),
                  {{odds.at("outcomes").at(0)}, {odds.at("outcomes").at(0)}, {}});
    check_follows(definition.at("properties").at("armies").at("items"),
                  {{odds.at("armies").at(0)}, {odds.at("armies").at(0)}, {}});
}

TEST_CASE("issue 39: result_move and result_move_odds follow both rule sets' move types",
          "[results][schema]") {
    const nlohmann::json ue_move = ue::MoveReport{{{"A", 6, 3, 9, 0, {"A moves 6\""}}}};
    const nlohmann::json fw_one = fw::MoveReport{"march", false, {{"R", "D6", 2, 7, false}}};
    const nlohmann::json fw_two =
        fw::MoveReport{"march", false, {{"R", "D6", 2, 7, false}, {"B", "D6", 2, 5, true}}};
    const std::vector<nlohmann::json> moves{ue_move, fw_one, fw_two};
    const auto& definition = schema_defs().at("result_move");
    check_follows(definition, {moves, moves, {}});
    check_follows(definition.at("properties").at("units").at("items"),
                  {each(moves, "/units/0"), each(moves, "/units/0"), {}});
    const nlohmann::json one = fw::MoveOddsReport{{{"R", {k_distribution}}}};
    const nlohmann::json two =
        fw::MoveOddsReport{{{"R", {k_distribution}}, {"B", {k_distribution}}}};
    const auto& odds = schema_defs().at("result_move_odds");
    check_follows(odds, {{one, two}, {one, two}, {"headline"}});
    check_follows(odds.at("properties").at("units").at("items"),
                  {{one.at("units").at(0)}, {one.at("units").at(0)}, {}});
}

TEST_CASE("issue 39: recover, recon, form and recrew follow their types", "[results][schema]") {
    const nlohmann::json recover = fw::RecoverReport{"move", 2, {{"R", 3, 2, {5}, 0, 1, 6}}};
    check_follows(schema_defs().at("result_recover"), {{recover}, {recover}, {}});
    check_follows(schema_defs().at("result_recover").at("properties").at("units").at("items"),
                  {{recover.at("units").at(0)}, {recover.at("units").at(0)}, {}});
    const nlohmann::json recon = fw::ReconReport{4, 5, true, 10, 20, 30};
    check_follows(schema_defs().at("result_recon"), {{recon}, {recon}, {}});
    check_follows(schema_defs().at("result_recon").at("properties").at("distances"),
                  {{recon.at("distances")}, {recon.at("distances")}, {}});
    const nlohmann::json recon_odds = fw::ReconOddsReport{k_distribution, {{4, 0.5, 10, 20, 30}}};
    const auto& definition = schema_defs().at("result_recon_odds");
    check_follows(definition, {{recon_odds}, {recon_odds}, {"headline"}});
    check_follows(definition.at("properties").at("scores").at("items"),
                  {{recon_odds.at("scores").at(0)}, {recon_odds.at("scores").at(0)}, {}});
    const nlohmann::json form = fw::FormReport{"R", "square"};
    check_follows(schema_defs().at("result_form"), {{form}, {form}, {}});
    const nlohmann::json recrew = ue::RecrewReport{"G", "A", 15};
    check_follows(schema_defs().at("result_recrew"), {{recrew}, {recrew}, {}});
}

TEST_CASE("issue 39: result_charge, its periods and their fire follow both rule sets' charge "
          "types",
          "[results][schema]") {
    const std::vector<nlohmann::json> written{ue_charge(), fw_charge()};
    const auto& definition = schema_defs().at("result_charge");
    check_follows(definition, {written, written, {"headline"}});
    const auto& period = definition.at("properties").at("periods").at("items");
    check_follows(period, {each(written, "/periods/0"), each(written, "/periods/0"), {}});
    check_follows(period.at("properties").at("fire").at("items"),
                  {each(written, "/periods/0/fire/0"), each(written, "/periods/0/fire/0"), {}});
    for (const char* pair : {"expected_loss", "loss_distribution"}) {
        const auto both = each(written, std::string("/") + pair);
        check_follows(definition.at("properties").at(pair), {both, both, {}});
    }
}

TEST_CASE("issue 39: result_roll and result_roll_odds follow the roll types, down to each die",
          "[results][schema]") {
    const results::RolledDie fullest_die{8, true, 8, {1}, {6, 2}, "1r6!2"};
    const results::RolledDie barest_die{4, false, 4, {}, {}, "(4)"};
    const results::Roll fullest{
        "3x(d3)d6!>=4 #1", {{"(d3)d6!", {8}, 1, {{fullest_die}}, 1, "hits"}}, 1, 1, true, 1};
    const results::Roll barest{
        "d6",
        {{"d6", {4}, std::nullopt, std::nullopt, std::nullopt, std::nullopt}},
        4,
        std::nullopt,
        std::nullopt,
        std::nullopt};
    const nlohmann::json one = results::RollReport{{fullest}};
    const nlohmann::json two = results::RollReport{{barest, barest}};
    CHECK(one.at("pass") == true);
    const auto& definition = schema_defs().at("result_roll");
    check_follows(definition, {{one, two}, {one, two}, {}});
    const auto& roll = definition.at("properties").at("rolls").at("items");
    check_follows(roll, {{nlohmann::json(fullest)}, {nlohmann::json(barest)}, {}});
    const auto& term = roll.at("properties").at("terms").at("items");
    check_follows(term,
                  {{nlohmann::json(fullest.terms[0])}, {nlohmann::json(barest.terms[0])}, {}});
    check_follows(term.at("properties").at("dice").at("items"),
                  {{nlohmann::json(fullest_die)}, {nlohmann::json(barest_die)}, {}});

    const results::RollOdds fullest_odds{"3x{2d6!}>=7", k_distribution, 0.5, {0.1, 100, 2}, 20, 3};
    const results::RollOdds barest_odds{"d6",          k_distribution, std::nullopt,
                                        {0.1, 100, 2}, std::nullopt,   std::nullopt};
    const nlohmann::json odds_one = results::RollOddsReport{{fullest_odds}};
    const nlohmann::json odds_two = results::RollOddsReport{{barest_odds, barest_odds}};
    CHECK(odds_one.at("p_pass") == 0.5);
    const auto& odds = schema_defs().at("result_roll_odds");
    check_follows(odds, {{odds_one, odds_two}, {odds_one, odds_two}, {}});
    check_follows(odds.at("properties").at("rolls").at("items"),
                  {{nlohmann::json(fullest_odds)}, {nlohmann::json(barest_odds)}, {}});
    const nlohmann::json estimate = fullest_odds.estimate;
    check_follows(odds.at("properties").at("rolls").at("items").at("properties").at("estimate"),
                  {{estimate}, {estimate}, {}});
}

namespace {

/// A result of a command as a type writes it, and the definition it is written for.
struct Sample {
    const char* command;
    const char* definition;
    nlohmann::json result;
};

/// Every type above, its fullest and barest (an odds result with the `headline` lead_with adds:
/// its items are the Headline's, checked by the e2e outputs).
std::vector<Sample> samples() {
    const auto odds = [](nlohmann::json result) {
        result["headline"] = nlohmann::json::array();
        return result;
    };
    const Owed owed{"uThulwana", "rally", "UE-RALLY-1", 1, "rally", "", false};
    const results::RolledDie die{8, true, 8, {1}, {6, 2}, "1r6!2"};
    const results::Roll roll{
        "3x(d3)d6!>=4 #1", {{"(d3)d6!", {8}, 1, {{die}}, 1, "hits"}}, 1, 1, true, 1};
    const results::RollOdds roll_odds{"3x{2d6!}>=7", k_distribution, 0.5, {0.1, 100, 2}, 20, 3};
    return {
        {"kill", "result_kill", casualties_json(k_casualties)},
        {"add", "result_add", results::UnitEdit{"A", unit_state()}},
        {"set", "result_set", results::UnitEdit{"A", unit_state()}},
        {"add", "result_add", results::UnitEdit{"Ansar", fw_unit_state()}},
        {"remove", "result_remove", results::UnitEdit{"A", std::nullopt}},
        {"option", "result_option", results::OptionEdit{"combat_power", "men", "figures"}},
        {"fire", "result_fire", ue_fire(true)},
        {"fire", "result_fire", ue_fire(false)},
        {"fire", "result_fire", fw_fire(true)},
        {"fire", "result_fire", fw_fire(false)},
        {"artillery", "result_artillery", ue_fire(true)},
        {"artillery", "result_fire", fw_fire(false)},
        {"fire", "result_fire_odds",
         odds(results::ShotOdds{"Z", "men", k_distribution, 0.25, true})},
        {"artillery", "result_artillery_odds",
         odds(results::ShotOdds{"Z", "men", k_distribution, 0.25, false})},
        {"melee", "result_melee", ue_melee()},
        {"melee", "result_melee", fw_melee()},
        {"melee", "result_melee_odds", odds(ue_melee_odds())},
        {"melee", "result_melee_odds", odds(fw_melee_odds())},
        {"morale", "result_morale",
         ue::MoraleReport{{{{"Z", false, {4}, true}, "short", 3, 0, false, false}}}},
        {"morale", "result_morale",
         fw::MoraleReport{{{{"R", false, {2}, false}, true, "D6", 2, true, ""},
                           {{"B", false, {}, true}, false, "", 0, false, "regulars do not test"}}}},
        {"morale", "result_morale_odds", odds(results::TestsOdds{{{"Z", false, 0.25}}})},
        {"morale", "result_morale_odds", odds(fw::MoraleOddsReport{{{{"R", false, 0.5}, true}}})},
        {"rally", "result_rally", ue::RallyReport{{{"Z", false, {5}, true}}}},
        {"rally", "result_rally",
         fw::RallyReport{{{{"R", false, {4, 1}, false}, "D6", 1, 1}}, 1, {"B"}}},
        {"rally", "result_rally", fw::RallyReport{{}, 0, {}}},
        {"rally", "result_rally_odds",
         odds(results::TestsOdds{{{"Z", false, 0.25}, {"Y", false, 0.5}}})},
        {"rally", "result_number_odds", odds(results::NumberOdds{k_distribution})},
        {"recover", "result_number_odds", odds(results::NumberOdds{k_distribution})},
        {"army", "result_army", ue::ArmyReport{{k_tally}, {{"zulu", true, {1}, false}}, false}},
        {"army", "result_army_odds",
         odds(ue::ArmyOddsReport{
             {k_tally}, {{"zulu", true, 0.5}}, false, {{{"zulu"}, 0.5}, {{}, 0.5}}})},
        {"move", "result_move", ue::MoveReport{{{"A", 6, 3, 9, 0, {"A moves 6\""}}}}},
        {"move", "result_move", fw::MoveReport{"march", true, {{"R", "D6", 2, 7, false}}}},
        {"move", "result_move_odds", odds(fw::MoveOddsReport{{{"R", {k_distribution}}}})},
        {"move", "result_move_odds",
         odds(fw::MoveOddsReport{{{"R", {k_distribution}}, {"B", {k_distribution}}}})},
        {"recover", "result_recover", fw::RecoverReport{"move", 2, {{"R", 3, 2, {5}, 0, 1, 6}}}},
        {"recon", "result_recon", fw::ReconReport{4, 5, true, 10, 20, 30}},
        {"recon", "result_recon_odds",
         odds(fw::ReconOddsReport{k_distribution, {{4, 0.5, 10, 20, 30}}})},
        {"form", "result_form", fw::FormReport{"R", "square"}},
        {"recrew", "result_recrew", ue::RecrewReport{"G", "A", 15}},
        {"charge", "result_charge", odds(ue_charge())},
        {"charge", "result_charge", odds(fw_charge())},
        {"turn", "result_turn",
         results::TurnRun{
             results::Turn{4, {owed}, {"rally: uThulwana"}, {"recover"}, {owed}}, false, {}, owed}},
        {"turn", "result_turn",
         results::TurnRun{results::Turn{4, {}, {}, {}, {}}, true, {}, std::nullopt}},
        {"roll", "result_roll", results::RollReport{{roll}}},
        {"roll", "result_roll_odds", results::RollOddsReport{{roll_odds}}},
    };
}

} // namespace

TEST_CASE("issue 39: result_turn follows the turn's types: the journalled turn and what --json "
          "adds",
          "[results][schema]") {
    const Owed owed{"uThulwana", "rally", "UE-RALLY-1", 1, "rally", "", false};
    const nlohmann::json journalled = results::Turn{4, {owed}, {"rally"}, {}, {}};
    CHECK(journalled.size() == 5); // the journal's turn: replay compares it key for key
    const nlohmann::json stopped = results::TurnRun{journalled, false, {}, owed};
    const nlohmann::json advanced = results::TurnRun{journalled, true, {}, std::nullopt};
    CHECK(advanced.at("stopped").is_null());
    check_follows(schema_defs().at("result_turn"), {{stopped, advanced}, {stopped, advanced}, {}});
}

TEST_CASE("issue 39: every result type's sample, for the schema's validator", "[.][dump]") {
    // Run by unit.result_types_schema (tests/CMakeLists.txt): python3-jsonschema validates
    // each sample against its definition and against what its command may give, so the
    // definitions' types, enums and bounds are held to the types too, not only their keys.
    const char* path = std::getenv("MUSTER_RESULT_TYPES_OUT");
    REQUIRE(path != nullptr);
    std::ofstream out(path);
    for (const auto& sample : samples()) {
        out << nlohmann::json{{"command", sample.command},
                              {"definition", sample.definition},
                              {"result", sample.result}}
                   .dump()
            << '\n';
    }
    REQUIRE(out.good());
}

TEST_CASE("issue 39: the samples name definitions the schema has", "[results][schema]") {
    for (const auto& sample : samples()) {
        INFO(sample.definition);
        CHECK(schema_defs().contains(sample.definition));
    }
}

TEST_CASE("issue 39: the check of a definition against the types can fail", "[results][schema]") {
    const nlohmann::json kill = casualties_json(k_casualties);
    const Written written{{kill}, {kill}, {}};
    REQUIRE(differences(schema_defs().at("result_kill"), written).empty());
    nlohmann::json lacking = schema_defs().at("result_kill");
    lacking.at("properties").erase("excess"); // a key the type writes, not admitted
    CHECK(differences(lacking, written).size() == 1);
    nlohmann::json demanding = schema_defs().at("result_kill");
    demanding.at("required").push_back("destroyed"); // a key the type never writes
    CHECK(differences(demanding, written).size() == 1);
    nlohmann::json open = schema_defs().at("result_kill");
    open["additionalProperties"] = true;
    CHECK(differences(open, written).size() == 1);
    // A key one rule set writes only sometimes is not required.
    nlohmann::json fire = schema_defs().at("result_fire");
    fire.at("required").push_back("tested_already");
    CHECK_FALSE(
        differences(fire, {{ue_fire(true), fw_fire(true)}, {ue_fire(false), fw_fire(false)}, {}})
            .empty());
}

} // namespace muster_unit_result_types
