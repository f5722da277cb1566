#include "muster/engine/record.hpp"

#include "muster/error.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/fw/rules.hpp"
#include "muster/roster/format.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/rulebook.hpp"

#include <fmt/format.h>
#include <map>
#include <optional>

namespace muster {

std::string_view period_word(RuleSet rules) {
    return rules == RuleSet::fuzzy_wuzzy ? "move" : "turn";
}

void refuse_repeat(const Env& env, const Unit& unit, std::string_view mark, std::string_view what,
                   std::string_view rule, const Roster& roster) {
    if (!has_mark(unit.done, mark)) {
        return;
    }
    // The commands that leave each mark, to find the roll in the journal.
    static const std::map<std::string_view, std::vector<std::string_view>> k_commands = {
        {mark::fire, {"fire", "artillery"}},
        {mark::morale, {"morale"}},
        {mark::rally, {"rally"}},
        {mark::fire_result, {"morale"}},
        {mark::close_result, {"melee"}},
        {mark::recover, {"recover"}},
        {mark::recon, {"recon"}},
        {mark::form, {"form", "rally"}}};
    const auto period = period_word(roster.rules);
    const auto found = k_commands.find(mark);
    const std::string line =
        found == k_commands.end() ? "" : env.recorded_line(roster, found->second, unit.name);
    // "uThulwana already took its morale test this turn (t3 morale uThulwana failed (2) [dice
    // 2]; UE-MORALE-1: once a turn)"
    throw RuleError(fmt::format("{} already {} this {} ({}; {}: once a {}); `muster undo` takes "
                                "it back",
                                unit.name, what, period,
                                line.empty() ? fmt::format("{} {}", period, roster.turn) : line,
                                rule, period));
}

void mark_done(Roster& roster, const std::string& name, std::string_view mark) {
    if (Unit* unit = roster.find(name)) {
        add_mark(unit->done, mark);
    }
}

nlohmann::json roll_json(std::string_view test, std::string_view unit, std::string_view side,
                         bool passed, double chance) {
    nlohmann::json roll = {{"test", test}};
    if (!unit.empty()) {
        roll["unit"] = unit;
    }
    if (!side.empty()) {
        roll["side"] = side;
    }
    roll["passed"] = passed;
    roll["chance"] = chance;
    return roll;
}

void add_roll(Resolution& report, nlohmann::json roll) {
    if (report.roll.is_null()) {
        report.roll = std::move(roll);
        return;
    }
    if (report.roll.is_object()) {
        report.roll = nlohmann::json::array({report.roll});
    }
    report.roll.push_back(std::move(roll));
}

namespace {

Owed unit_owes(const Unit& unit, std::string what, std::string rule, std::string_view command) {
    return {unit.name, std::move(what), std::move(rule),
            fmt::format("muster {} {}", command, quote_if_needed(unit.name))};
}

/// UE-SEQ: a reaction test for every native unit fired on with casualties (UE-MORALE-1), the
/// rally of a unit falling back at the start of the turn (UE-RALLY-1), a continuing melee
/// (UE-MELEE-5), the army check of an army at 25% (UE-ARMY-1).
std::vector<Owed> ue_owed(const Roster& roster, const RuleBook& rulebook) {
    const auto& book = ue::ue_book(rulebook);
    std::vector<Owed> owed;
    const auto morale = ue::morale_due(roster.units, book);
    for (const Unit& unit : roster.units) {
        if (std::find(morale.begin(), morale.end(), &unit) != morale.end()) {
            owed.push_back(unit_owes(unit, "morale test", "UE-MORALE-1", "morale"));
        }
        if (has_mark(unit.due, mark::rally) && !has_mark(unit.done, mark::rally) &&
            unit.falling_back) {
            owed.push_back(unit_owes(unit, "rally", "UE-RALLY-1", "rally"));
        }
        if (has_mark(unit.due, mark::melee) && !has_mark(unit.done, mark::melee) &&
            !unit.locked.empty()) {
            owed.push_back({unit.name, "continuing melee", "UE-MELEE-5",
                            fmt::format("muster melee {} --vs {}", quote_if_needed(unit.name),
                                        quote_if_needed(unit.locked.front()))});
        }
    }
    if (!ue::read_options(roster).army_morale) {
        return owed;
    }
    const auto armies = ue::army_tallies(roster.units, book);
    if (std::count_if(armies.begin(), armies.end(), [](const auto& a) { return a.reached; }) >= 2) {
        return owed; // UE-ARMY-2: a draw, no roll
    }
    for (const auto& army : armies) {
        const bool checked = std::any_of(roster.units.begin(), roster.units.end(), [&](auto& u) {
            return u.side == army.side && has_mark(u.done, mark::army);
        });
        if (army.reached && !checked) {
            owed.push_back({army.side, "army check", "UE-ARMY-1",
                            fmt::format("muster army {}", quote_if_needed(army.side))});
        }
    }
    return owed;
}

/// FW-SEQ: the fire combat result test of a unit that took markers (FW-FIRE-3, OPT-4), the
/// rally of retreating stands (FW-RALLY-1/2) unless the formation order was spent (FW-ORDER-2).
std::vector<Owed> fw_owed(const Roster& roster, const RuleBook& rulebook) {
    const auto& book = fw::book_of(rulebook);
    const bool regulars = fw::regular_fire_results(roster);
    std::vector<Owed> owed;
    for (const Unit& unit : roster.units) {
        if (unit.taken > 0 && !has_mark(unit.done, mark::fire_result) &&
            fw::no_test_reason(book, unit, regulars).empty()) {
            owed.push_back(unit_owes(unit, "fire combat result test", "FW-FIRE-3", "morale"));
        }
        if (unit.retreating > 0 && !has_mark(unit.done, mark::rally) &&
            !has_mark(unit.done, mark::form)) {
            owed.push_back(unit_owes(unit, "rally", "FW-RALLY-1/2", "rally"));
        }
    }
    return owed;
}

} // namespace

std::vector<Owed> owed_items(const Roster& roster, const RuleBook& book) {
    return roster.rules == RuleSet::fuzzy_wuzzy ? fw_owed(roster, book) : ue_owed(roster, book);
}

std::string owed_text(const Owed& owed) {
    return fmt::format("{}: {} ({}): {}", owed.who, owed.what, owed.rule, owed.command);
}

nlohmann::json owed_json(const Owed& owed) {
    return {{"who", owed.who}, {"owes", owed.what}, {"rule", owed.rule}, {"command", owed.command}};
}

} // namespace muster
