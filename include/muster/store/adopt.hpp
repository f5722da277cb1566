#pragma once

#include <optional>
#include <string>

/// A whole game taken from another copy of it (muster sync, docs/remote-play.md): the roster and
/// its journal replaced together, under the roster's lock, once the caller has proven them by
/// replay.
namespace muster::store {

/// Under the roster's lock: when the roster and journal at `path` are still exactly `expected_*`
/// (nothing saved since the caller read them; nothing for no journal), writes `journal` then
/// `roster`, each to a new temp file renamed over the old. Returns false, writing nothing, when
/// either file changed meanwhile. Throws RosterError (exit 3) when a file cannot be written.
bool adopt_game(const std::string& path, const std::string& expected_roster,
                const std::optional<std::string>& expected_journal, const std::string& roster,
                const std::string& journal);

} // namespace muster::store
