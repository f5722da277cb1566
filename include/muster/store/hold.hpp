#pragma once

#include "muster/store/files.hpp"

#include <cstddef>
#include <optional>
#include <string>

/// A `muster -` script's hold on the rosters it names (docs/scripting.md, "Batch semantics"):
/// the roster's lock is taken when a line first reads or writes the roster and kept until the
/// script ends, so no other muster writes between two of its lines; and the journal's length
/// when the script first touched it is remembered, so that the script's `undo` takes back only
/// the script's own entries.
namespace muster::store {

/// While one is alive, every roster lock this process takes is kept (re-entrant: a later
/// RosterLock on the same lock file is a no-op) and released when it ends. `keep_locks` false
/// (a `--dry-run` script, which makes no lock) remembers only where each journal began. Not
/// nested.
class ScriptHold {
  public:
    explicit ScriptHold(bool keep_locks);
    ~ScriptHold();
    ScriptHold(const ScriptHold&) = delete;
    ScriptHold& operator=(const ScriptHold&) = delete;
};

/// Whether a ScriptHold that keeps locks is alive.
bool holding_locks();

/// With a ScriptHold keeping locks: true when this process already holds the lock on the open
/// lock file `fd` (its device and inode), so the caller need not (must not: flock on a second
/// open file would wait for ourselves) take it again.
bool lock_already_held(int fd);

/// With a ScriptHold keeping locks: keeps the locked `fd` open until the hold ends.
void keep_lock(files::Fd& fd);

/// With a ScriptHold keeping locks and a roster at `roster_path`: takes its lock now (waiting
/// as any writer does) and keeps it, so that what a reading line sees stays so for the script.
/// A lock file that cannot be made (a read-only folder) is no error: nothing can write there.
void hold_roster(const std::string& roster_path);

/// With a ScriptHold alive: remembers, the first time the script touches the roster at
/// `roster_path` (whose text is `roster_text`), where its journal's committed entries end (a
/// byte offset: an entry whose line starts before it was saved before the script).
void note_script_start(const std::string& roster_path, const std::string& roster_text);

/// Where the journal's committed entries ended when the script first touched the roster at
/// `roster_path` (bytes); nothing outside a script.
std::optional<std::size_t> script_start(const std::string& roster_path);

} // namespace muster::store
