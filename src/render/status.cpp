// Where the game stands as a report (`muster status`): the phase reached, and what each unit owes.
#include "muster/render/status.hpp"

#include "muster/engine/record.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <map>
#include <span>

namespace muster::render {

using store::JournalEntry;

namespace {

/// What the journal tells of the current turn and the units' falls.
struct JournalFacts {
    std::optional<Phase> phase; ///< the latest resolution's of this turn: where the players are
    std::map<std::string, int> fell_back; ///< unit -> turn of its latest failed morale/fire test
};

/// The live journal entries: the phase reached this turn, and when each unit last failed the
/// test that sent it back (the `roll` fields; older journals have none). The journal is read
/// twice, never held (issue 20): which entries are undos, then the changes still standing.
JournalFacts journal_facts(const store::JournalFile& journal, const Roster& roster,
                           const RuleBook& book) {
    std::vector<bool> undos;
    std::vector<std::size_t> lines;
    journal.scan([&](JournalEntry&& entry) {
        undos.push_back(entry.undo);
        lines.push_back(entry.line);
    });
    std::vector<std::size_t> live_lines;
    for (const std::size_t i : store::live_changes(undos)) {
        live_lines.push_back(lines[i]);
    }
    JournalFacts facts;
    const auto phases = book.phases();
    // The phase a `move` after a later one is, when the rule set has one (FW-SEQ's retreat
    // movement); otherwise the phase reached stays.
    const std::optional<Phase> retreat_phase = book.retreat_phase();
    const auto note_fall = [&](const nlohmann::json& roll, int turn) {
        const auto test = roll.value("test", "");
        if ((test == "morale" || test == "fire-result") && !roll.value("passed", true)) {
            facts.fell_back[roll.value("unit", "")] = turn;
        }
    };
    const auto note = [&](const JournalEntry& entry) {
        if (!entry.turn) {
            return;
        }
        if (entry.roll.is_object()) {
            note_fall(entry.roll, *entry.turn);
        } else if (entry.roll.is_array()) {
            for (const auto& roll : entry.roll) {
                note_fall(roll, *entry.turn);
            }
        }
        if (*entry.turn != roster.turn) {
            return;
        }
        // The latest command's phase, except that a `move` after a later phase is a retreat,
        // not the turn taken back to movement (issue 24: "phase reached 2 movement" after the
        // beaten fell back).
        for (const Phase& phase : phases) {
            if (phase.command != entry.command) {
                continue;
            }
            const bool retreat =
                entry.command == "move" && facts.phase && facts.phase->number > phase.number;
            if (!retreat) {
                facts.phase = phase;
            } else if (retreat_phase && facts.phase->number < retreat_phase->number) {
                facts.phase = retreat_phase;
            }
        }
    };
    journal.scan([&](JournalEntry&& entry) { note(entry); },
                 [&](std::size_t line) {
                     return std::binary_search(live_lines.begin(), live_lines.end(), line);
                 });
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
                     const store::JournalFile& journal) {
    const auto owed = owed_items(roster, book);
    const auto facts = journal_facts(journal, roster, book);
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
                         {"owes", owes_json}});
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
    report.text.push_back(owed.empty() ? std::string("nothing owed: `muster turn` advances")
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
    report.brief = fmt::format("status {} {}: {} owed", period, roster.turn, owed.size());
    return report;
}

} // namespace muster::render
