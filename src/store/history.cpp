// The one journal reader over the roster's journal file (committed entries only), and the game
// record read back from it: the journal's line of an earlier roll, for the engine's refusals of
// a second one (docs/game-record.md).
#include "muster/engine/event.hpp"
#include "muster/error.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/store/store.hpp"

#include <algorithm>
#include <optional>

namespace muster::store {

namespace {

/// The names an entry is about, as data: the units and side its request names, and the unit
/// and side of each test it recorded (a version-1 entry has only the latter).
std::vector<std::string> entry_names(const JournalEntry& entry) {
    std::vector<std::string> names;
    if (entry.request.is_object()) {
        try {
            const auto request = request_from_json(entry.request);
            if (const auto* resolved = std::get_if<Request>(&request)) {
                names = named_units(*resolved);
                if (const auto* army = std::get_if<ArmyRequest>(resolved)) {
                    names.push_back(army->side);
                }
            }
        } catch (const std::exception&) {
            // a request this muster cannot read names nothing
        }
    }
    const auto add_roll = [&](const nlohmann::json& roll) {
        for (const char* key : {"unit", "side"}) {
            if (const auto it = roll.find(key); it != roll.end() && it->is_string()) {
                names.push_back(it->get<std::string>());
            }
        }
    };
    if (entry.roll.is_object()) {
        add_roll(entry.roll);
    } else if (entry.roll.is_array()) {
        for (const auto& roll : entry.roll) {
            if (roll.is_object()) {
                add_roll(roll);
            }
        }
    }
    return names;
}

} // namespace

JournalScan read_journal(const std::string& roster_path,
                         const std::optional<std::string>& roster_text,
                         const std::function<void(JournalEntry&&)>& visit) {
    const auto text = read_journal_file(roster_path);
    if (!text) {
        return {};
    }
    const auto committed =
        std::string_view(*text).substr(0, committed_length(*text, text_hash(roster_text)));
    return scan_journal(committed, visit);
}

std::vector<RecordedChange> turn_history(const std::string& path, const Roster& roster,
                                         const std::string& roster_text) {
    std::optional<std::string> text;
    try {
        text = read_journal_file(path);
    } catch (const Error&) {
        return {};
    }
    if (!text) {
        return {};
    }
    const auto journal =
        std::string_view(*text).substr(0, committed_length(*text, text_hash(roster_text)));
    // Newest first, only as far back as this turn: an undo cancels the nearest change before it
    // (live_changes, read backwards), so a big journal costs no more than its last turn.
    std::vector<RecordedChange> history;
    int undos = 0;
    std::size_t end = journal.size();
    while (end > 0) {
        std::size_t start = 0; // the line that ends at `end` (with its newline, if any)
        if (end >= 2) {
            const auto nl = journal.rfind('\n', end - 2);
            start = nl == std::string_view::npos ? 0 : nl + 1;
        }
        const auto line = journal.substr(start, end - start);
        end = start;
        std::optional<JournalEntry> found;
        scan_journal(line, [&](JournalEntry&& entry) { found = std::move(entry); });
        if (!found || is_fair_event(*found)) {
            continue; // damaged (skipped, as every reader does), or no change (a fair-dice event)
        }
        if (found->undo) {
            ++undos;
            continue;
        }
        if (undos > 0) {
            --undos;
            continue;
        }
        if (!found->turn || *found->turn != roster.turn) {
            break;
        }
        history.push_back({found->command, entry_names(*found),
                           brief_line(brief_with_dice(found->brief, found->dice), found->turn)});
    }
    std::reverse(history.begin(), history.end());
    return history;
}

} // namespace muster::store
