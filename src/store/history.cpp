#include "muster/error.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/store/store.hpp"

#include <algorithm>
#include <optional>

/// The game's record read back: the journal's line of an earlier roll, for the engine's
/// refusals of a second one (docs/game-record.md).
namespace muster::store {

std::string recorded_line(const std::string& path, const Roster& roster,
                          const std::vector<std::string_view>& commands, std::string_view who) {
    std::optional<std::string> text;
    try {
        text = read_journal_file(path);
    } catch (const Error&) {
        return "";
    }
    if (!text) {
        return "";
    }
    int damaged = 0;
    const auto entries = decode_journal(*text, damaged);
    const auto live = live_changes(entries);
    for (auto it = live.rbegin(); it != live.rend(); ++it) {
        const JournalEntry& entry = entries[*it];
        if (!entry.turn || *entry.turn != roster.turn) {
            break;
        }
        const bool command =
            std::find(commands.begin(), commands.end(), entry.command) != commands.end();
        if (command && entry.brief.find(who) != std::string::npos) {
            return brief_line(brief_with_dice(entry.brief, entry.dice), entry.turn);
        }
    }
    return "";
}

} // namespace muster::store
