#pragma once

#include <optional>
#include <string>

/// A whole game taken from another copy of it (muster sync, docs/remote-play.md): the roster and
/// its journal replaced together, under the roster's lock, once the caller has proven them by
/// replay.
namespace muster::store {

/// Under the roster's lock: when the roster and journal at `path` are still exactly `expected_*`
/// (nothing saved since the caller read them; nothing for no journal), writes `roster` to a new
/// temp file `<roster>.sync-XXXXXX` and flushes it, renames a new journal over the old (the
/// game's record: from here the game is the one taken), then the roster's temp over the roster.
/// A muster killed between the two renames leaves the temp whose hash the journal ends at: the
/// next muster that locks the roster renames it (finish_take_locked), so the game is always the
/// one before or the one after. Returns false, writing nothing, when either file changed
/// meanwhile. Throws RosterError (exit 3) when a file cannot be written.
bool adopt_game(const std::string& path, const std::string& expected_roster,
                const std::optional<std::string>& expected_journal, const std::string& roster,
                const std::string& journal);

/// Under the roster's lock: puts back the journal `before` (none: removes it) over one that
/// only gained entries that change no roster line (a `share` that failed after it began the
/// journal or pledged a chain). The roster is not touched.
void restore_journal(const std::string& path, const std::optional<std::string>& before);

/// Under the roster's lock (RosterLock calls it once it holds the lock): a take cut short
/// (adopt_game killed after its journal was renamed) finished: when the roster is not the one
/// the journal ends at and a take temp of the roster is, that temp is renamed over the roster.
/// Every other take temp left behind is removed. Nothing when there is none.
void finish_take_locked(const std::string& path);

/// `finish_take_locked` for a reader about to check the game (sync, replay): takes the roster's
/// lock only when a take temp is there.
void finish_take(const std::string& path);

} // namespace muster::store
