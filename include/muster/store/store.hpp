#pragma once

#include "muster/engine/env.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/format.hpp"
#include "muster/roster/roster.hpp"
#include "muster/store/journal.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// The store (ARCHITECTURE.md): the roster file and its journal as the game's record. The lock,
/// the write-ahead journal, the atomic save, undo and recovery after a crash (docs/roster.md,
/// "What muster guarantees about the file"; docs/reliability.md). It knows rosters and journal
/// entries; it renders nothing and knows no command line.
namespace muster::store {

/// The largest roster muster reads: a 10,000-unit roster is under 1 MiB, so a bigger file is
/// the wrong file, and reading it whole would only waste memory.
inline constexpr std::size_t k_max_roster_bytes = std::size_t{16} << 20;
/// The memory a command holds at most for each byte of the roster it reads whole (`status` of a
/// 13.1 MB roster of 168,000 units peaked at 330 MB: 25.2; `kill` 19.5, `show` 6): charged to the
/// command's budget before the roster is read, so a roster of more than about 10 MB is refused
/// (exit 2) before it is read, rather than taking a command past 256 MiB.
inline constexpr double k_memory_per_roster_byte = 26;
/// The largest journal muster reads: a long campaign on a big roster stays far below it.
inline constexpr std::size_t k_max_journal_bytes = std::size_t{256} << 20;

/// A roster read: where it is, its bytes, the parsed document and its rule book with the house
/// rules applied.
struct LoadedRoster {
    std::string path;
    RosterDocument doc; ///< its `source` is the file's bytes
    std::unique_ptr<RuleBook> book;
    /// The file's bytes, as read (the text the document's lines are views of).
    const std::string& text() const { return *doc.source; }
};

/// Reads, parses and checks the roster at `path` (no lock). Throws RosterError (exit 3) when it
/// is missing (saying how to create one: `muster init`), unreadable or malformed.
LoadedRoster load(const std::string& path);

/// A roster's bytes, or nothing when it does not exist. Throws RosterError when it cannot be
/// read, is not a regular file (a link, a device, a FIFO) or is too big (files::read_regular).
std::optional<std::string> read_text_file(const std::string& path);

/// `<roster>.journal`.
std::string journal_path(const std::string& roster_path);

/// How a transaction runs.
struct Mode {
    bool write = true; ///< false: resolve, check the change as if saved, save nothing
    /// Where the dice came from, for the journal ("typed", "seeded N", "random").
    std::string dice_source;
    /// The seed of seeded dice (each die re-derived from it and its position by `replay`).
    std::optional<std::uint64_t> seed;
    /// The request as the journal keeps it (muster/engine/event.hpp request_json); null for none.
    nlohmann::json request = nullptr;
    /// The journal's `fair` (muster/store/journal.hpp) of a fair roll; null for none.
    nlohmann::json fair = nullptr;
    /// The journal's `solo` (muster/store/journal.hpp) of a command `solo --play` chose.
    nlohmann::json solo = nullptr;
};

/// What a transaction did: the resolution, the roster before and after it, and the rule book
/// (for the changes' derived numbers). `changed` when the roster's text differs; `saved` when
/// it was written.
struct Transaction {
    Resolution resolution;
    Roster before;
    Roster after;
    std::shared_ptr<const RuleBook> book;
    bool changed = false;
    bool saved = false;
};

/// A read-modify-write of the roster at `path`, atomic and journalled: takes the exclusive
/// lock (when writing), reads and parses, calls `change(roster, book)` — which works out the
/// change on the roster it may not write and returns its Outcome (muster/engine/outcome.hpp) —
/// writes it (`apply`, the one writer of the roster a change saves), then, unless nothing changed
/// or `mode.write` is false, appends the journal entry (time, brief line, turn, dice and their
/// source, the roll, the before-image) and saves write-ahead. A change that would leave a roster
/// that does not load is refused (RuleError). Any exception leaves the roster and journal
/// byte-for-byte unchanged. `change` is handed the live changes of the roster's turn
/// (turn_history), read before it runs. A change as `transact` runs it: the roster to change, its
/// book, the turn's live changes.
using Change =
    std::function<Outcome(const Roster&, const RuleBook&, const std::vector<RecordedChange>&)>;
Transaction transact(const std::string& path, const Mode& mode, const Change& change);
/// `transact` for a change that needs no history (a roster edit, the tests).
Transaction transact(const std::string& path, const Mode& mode,
                     const std::function<Outcome(const Roster&, const RuleBook&)>& change);

/// Journals `entry`, an event that changes no roster line (a shared game's fair-dice pledge,
/// pending request or link, docs/game-record.md), under the lock: its time, turn and hash
/// chain (`from` = `to`, the roster's hash) are set here. Throws as `transact`.
void append_event(const std::string& path, JournalEntry entry);

/// A roster with no journal (an example copied, a game begun before journals) gets one: an
/// `init` entry that creates the roster's text as it is now, so that `replay` proves the game
/// from there (`muster share`). False, and nothing written, when it has a journal.
bool begin_journal(const std::string& path);

/// `muster init`: writes a new roster atomically under the lock. Refuses (RuleError) to replace
/// an existing roster unless `force`; with `force` the replaced text is kept in the journal.
void create(const std::string& path, const std::string& text, bool force);

/// What `undo` did: the brief lines undone (newest first), whether it ran out of changes to
/// undo before `count`, and the roster before and after.
struct Undone {
    std::vector<std::string> briefs;
    bool ran_out = false;
    Roster before;
    Roster after;
    std::shared_ptr<const RuleBook> book; ///< the book of `before`
};

/// Undoes the last `count` changes not yet undone, restoring the exact previous bytes, under
/// the lock; each undo is journalled (nothing is written when `dry_run`). Refuses (RuleError)
/// when there is nothing to undo or the roster's lines no longer match the journal (edited by
/// hand since).
Undone undo(const std::string& path, int count, bool dry_run);

/// The live changes of the roster's current turn (UE turn, FW move), oldest first, from its
/// journal's committed entries: what the engine is handed (Env::history) so that it never reads
/// the store in the middle of a transaction. Empty when there is no journal or it cannot be read.
/// `roster_hash`: text_hash(roster_text) when the caller has it (a transaction that saves), so
/// that a big roster is not hashed again. Within one process the turn read is remembered with
/// the journal file's identity, size and time: the next change, if nobody else wrote the
/// journal meanwhile, is handed it extended by `note_saved_change`, not read again (issue 41:
/// a script's saves cost the change, not the turn). `remember` false: read from the file, the
/// memo neither used nor changed (the tests' independent reading).
std::vector<RecordedChange> turn_history(const std::string& path, const Roster& roster,
                                         const std::string& roster_text,
                                         const TextHash* roster_hash = nullptr,
                                         bool remember = true);
/// Tells turn_history that this process's transaction saved `entry` (its turn's change) on a
/// roster of turn `turn_before`, leaving the roster with hash `hash_after`: the turn's history
/// read before is extended, not read again (a script's saves cost the change, issue 41).
void note_saved_change(const std::string& path, const JournalEntry& entry, int turn_before,
                       const TextHash& hash_after);

} // namespace muster::store
