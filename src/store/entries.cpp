// The journal entries muster writes (src/store/entries.hpp): one maker of each kind, for the save
// and for `muster replay`.
#include "entries.hpp"

#include "muster/engine/event.hpp"
#include "muster/error.hpp"
#include "muster/store/diary.hpp"
#include "muster/text/text.hpp"

#include <fmt/format.h>
#include <utility>

namespace muster::store {

void note_losses(Resolution& resolution, const RuleBook& book) {
    if (!resolution.brief.empty()) {
        // what a player writes down: the units destroyed and the stands lost (issue 27)
        resolution.brief += stands_note(resolution.events, book.gone_word());
    }
}

JournalEntry resolution_entry(const Resolution& resolution, const Mode& mode,
                              std::vector<LineEdit> edits) {
    JournalEntry entry;
    entry.command = resolution.command;
    entry.brief = resolution.brief;
    entry.turn = resolution.turn;
    entry.dice = resolution.dice;
    entry.source = resolution.dice.empty() ? std::string() : mode.dice_source;
    entry.roll = tests_roll_json(resolution.events);
    entry.skipped = resolution.skipped;
    entry.edits = std::move(edits);
    entry.rules = resolution.rules;
    entry.rules_revision = std::string(k_rules_revision);
    entry.request = mode.request;
    entry.result = resolution.result;
    entry.seed = resolution.dice.empty() ? std::nullopt : mode.seed;
    entry.fair = mode.fair;
    entry.solo = mode.solo;
    return entry;
}

JournalEntry init_entry(std::string_view file, const std::optional<std::string>& old,
                        std::string_view text, const Roster& roster, bool began) {
    JournalEntry entry;
    entry.command = "init";
    entry.file = std::string(file);
    entry.began = began;
    entry.brief = began ? fmt::format("init {} (the roster as it was when its journal began)", file)
                        : fmt::format("init {}", file);
    entry.turn = roster.turn;
    entry.rules = std::string(roster.rules);
    entry.rules_revision = std::string(k_rules_revision);
    entry.edits.push_back(
        {0, old ? split_lines(*old) : std::vector<std::string>{}, split_lines(text)});
    return entry;
}

JournalEntry undo_entry(std::string_view brief, int turn) {
    JournalEntry entry;
    entry.command = "undo";
    entry.brief = fmt::format("undo {}", brief);
    entry.undo = true;
    entry.turn = turn;
    return entry;
}

std::string file_name(std::string_view path) {
    const auto slash = path.rfind('/');
    std::string name(slash == std::string_view::npos ? path : path.substr(slash + 1));
    if (const auto problem = text::text_problem(name); !problem.empty()) {
        // The journal records the name (`file`), and a journal holds only text muster writes:
        // an entry with it would be read back as damaged, and the game never proven.
        throw UsageError(fmt::format("the roster's file name `{}` {}: the journal records it, "
                                     "and holds no such character; name the file without it",
                                     quoted_text(name), problem));
    }
    return name;
}

} // namespace muster::store
