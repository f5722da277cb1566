#pragma once

#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/store.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// The journal entries muster writes, made in one place for the save that writes them and for
/// `muster replay`, which makes them again from the facts of the recorded entry and compares
/// the two field for field (docs/game-record.md, "Replay"). Time, hashes and chain are the
/// save's.
namespace muster::store {

/// What the store adds to an outcome's resolution before it is shown and saved: the brief
/// line's note of the units destroyed and the stands lost, from its events.
void note_losses(Resolution& resolution, const RuleBook& book);

/// The entry of a completed resolution: what the rules derived (command, brief, turn, rule set,
/// result, roll, skipped, the line changes `edits`) and the facts of `mode` (the request, the
/// dice's source and seed, a fair roll's links).
JournalEntry resolution_entry(const Resolution& resolution, const Mode& mode,
                              std::vector<LineEdit> edits);

/// An `init` entry: the roster file `file` (its name only, never its folder: issue 41) made of
/// `text`, whose roster is `roster`, over `old` (the text it replaced, `init --force`), or, when
/// `began`, a roster that existed before its journal, as it was then.
JournalEntry init_entry(std::string_view file, const std::optional<std::string>& old,
                        std::string_view text, const Roster& roster, bool began);

/// The entry of an undo of the change whose brief line is `brief`, leaving the roster at `turn`.
JournalEntry undo_entry(std::string_view brief, int turn);

/// The name of the file at `path`, without its folder.
std::string file_name(std::string_view path);

} // namespace muster::store
