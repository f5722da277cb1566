// Where the game stands as a report (`muster status`): the phase reached, and what each unit owes.
#include "muster/render/status.hpp"

#include "muster/engine/record.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <map>
#include <set>
#include <span>

namespace muster::render {

using store::JournalEntry;

namespace {

/// What the journal tells of the current turn and the units' falls.
struct JournalFacts {
    std::optional<Phase> phase; ///< the latest resolution's of this turn: where the players are
    std::map<std::string, int> fell_back; ///< unit -> turn of its latest failed morale/fire test
};

/// The live journal entries, read from the journal's end only as far back as needed (issue 41):
/// the phase reached this turn, and for each unit whose standing state says since when (falling
/// back, retreating), the turn of its last failed test that sent it back (the `roll` fields;
/// older journals have none, and are then read to their start).
JournalFacts journal_facts(const store::LiveChanges& newest_first, const Roster& roster,
                           const RuleBook& book) {
    JournalFacts facts;
    std::set<std::string, std::less<>> waiting; // units whose fall is still to be found
    for (const Unit& unit : roster.units) {
        if (book.standing_since(unit)) {
            waiting.insert(unit.name);
        }
    }
    const auto setbacks = book.setback_tests();
    const auto note_fall = [&](const nlohmann::json& roll, int turn) {
        const auto test = roll.value("test", "");
        if (std::ranges::find(setbacks, test) != setbacks.end() && !roll.value("passed", true)) {
            const auto unit = waiting.find(roll.value("unit", ""));
            if (unit != waiting.end()) { // the newest fall is the latest
                facts.fell_back[*unit] = turn;
                waiting.erase(unit);
            }
        }
    };
    std::vector<std::string> commands; // this turn's live commands, newest first
    bool turn_read = false;
    while (!turn_read || !waiting.empty()) {
        auto entry = newest_first();
        if (!entry) {
            break;
        }
        if (!entry->turn) {
            continue;
        }
        if (entry->roll.is_object()) {
            note_fall(entry->roll, *entry->turn);
        } else if (entry->roll.is_array()) {
            for (const auto& roll : entry->roll) {
                note_fall(roll, *entry->turn);
            }
        }
        if (*entry->turn == roster.turn) {
            commands.push_back(std::move(entry->command));
        } else {
            turn_read = true; // the live changes before it are of earlier turns
        }
    }
    const auto phases = book.phases();
    // The phase a `move` after a later one is, when the rule set has one (FW-SEQ's retreat
    // movement); otherwise the phase reached stays.
    const std::optional<Phase> retreat_phase = book.retreat_phase();
    for (auto command = commands.rbegin(); command != commands.rend(); ++command) {
        // The latest command's phase, except that a `move` after a later phase is a retreat,
        // not the turn taken back to movement (issue 24: "phase reached 2 movement" after the
        // beaten fell back).
        for (const Phase& phase : phases) {
            if (phase.command != *command) {
                continue;
            }
            const bool retreat =
                phase.retreats_after && facts.phase && facts.phase->number > phase.number;
            if (!retreat) {
                facts.phase = phase;
            } else if (retreat_phase && facts.phase->number < retreat_phase->number) {
                facts.phase = retreat_phase;
            }
        }
    }
    return facts;
}

/// What a unit has done and its standing state, in words.
std::vector<std::string> unit_done(const Unit& unit, const Roster& roster, const RuleBook& book,
                                   const JournalFacts& facts) {
    const auto period = book.period();
    const auto fell = facts.fell_back.find(unit.name);
    const std::string since = fell == facts.fell_back.end()
                                  ? std::string()
                                  : fmt::format(" since {} {} ({} {}{})", period, fell->second,
                                                roster.turn - fell->second + 1, period,
                                                roster.turn == fell->second ? "" : "s");
    std::vector<std::string> done;
    for (const auto& m : unit.done) {
        auto words = book.done_words(unit, m);
        done.push_back(words.empty() ? book.mark_words(m) : std::move(words));
    }
    for (auto& words : book.standing_words(unit, since)) {
        done.push_back(std::move(words));
    }
    return done;
}

} // namespace

Output status_report(const Roster& roster, const RuleBook& book,
                     const store::LiveChanges& newest_first) {
    const auto owed = owed_items(roster, book);
    const auto facts = journal_facts(newest_first, roster, book);
    const auto& phase = facts.phase;
    const auto period = book.period();
    Output report;
    report.command = "status";
    report.rules = std::string(roster.rules);
    report.text.push_back(fmt::format(
        "{} {}{}: phase reached {}", period, roster.turn,
        roster.title.empty() ? "" : fmt::format(" of {}", roster.title),
        phase
            ? fmt::format("{} {} (muster {})", phase->number, phase->name, phase->command)
            : std::string("none yet (no resolution journalled this ") + std::string(period) + ")"));
    const auto end = book.battle_end(roster);
    if (end) {
        report.text.push_back(end->words);
    }
    nlohmann::json units = nlohmann::json::array();
    for (const Unit& unit : roster.units) {
        const auto done = unit_done(unit, roster, book, facts);
        std::vector<std::string> owes;
        nlohmann::json owes_json = nlohmann::json::array();
        for (const auto& item : owed) {
            if (owed_names(item, unit.name)) {
                owes.push_back(
                    fmt::format("owes {} ({}): {}", item.what, item.rule, owed_command(item)));
                owes_json.push_back(owed_json(item));
            }
        }
        units.push_back({{"unit", unit.name},
                         {"side", unit.side},
                         {"done", unit.done},
                         {"state", done},
                         {"owed", owes_json}});
        if (done.empty() && owes.empty()) {
            continue;
        }
        std::vector<std::string> parts = done;
        parts.insert(parts.end(), owes.begin(), owes.end());
        report.text.push_back(fmt::format("  {}: {}", unit.name, fmt::join(parts, "; ")));
    }
    nlohmann::json owed_list = nlohmann::json::array();
    for (const auto& item : owed) {
        owed_list.push_back(owed_json(item));
        if (item.army) {
            report.text.push_back(fmt::format("  army {}: owes {} ({}): {}", item.who, item.what,
                                              item.rule, owed_command(item)));
        }
    }
    report.text.push_back(end ? std::string("nothing owed: the battle is over")
                          : owed.empty()
                              ? std::string("nothing owed: `muster turn` advances")
                              : fmt::format("{} owed before `muster turn`", owed.size()));
    report.result = {{"turn", roster.turn},
                     {"period", period},
                     {"title", roster.title},
                     {"phase", phase ? nlohmann::json{{"number", phase->number},
                                                      {"title", phase->name},
                                                      {"command", phase->command}}
                                     : nlohmann::json(nullptr)},
                     {"owed", owed_list},
                     {"units", units}};
    if (end) {
        report.result["battle"] = battle_json(roster, book);
    }
    report.brief = end ? fmt::format("status {} {}: {}", period, roster.turn, end->words)
                       : fmt::format("status {} {}: {} owed", period, roster.turn, owed.size());
    return report;
}

} // namespace muster::render
