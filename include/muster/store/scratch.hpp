#pragma once

#include <optional>
#include <string>

/// A dry-run script's game in memory (`muster --dry-run -`, docs/scripting.md): each roster the
/// script names is read from its file once, then every line's change is saved to a copy in
/// memory, roster and journal alike, so that line 2 sees what line 1 did, and nothing is
/// written: no roster, journal, lock or temp file.
namespace muster::store {

/// While one is alive, the store reads and saves the copies (`scratch_copy`) instead of the
/// files. Not nested: a second while one is alive is a programming error.
class ScratchGame {
  public:
    ScratchGame();
    ~ScratchGame();
    ScratchGame(const ScratchGame&) = delete;
    ScratchGame& operator=(const ScratchGame&) = delete;
};

/// Whether a ScratchGame is alive: a change is then saved to the copies, never to a file.
bool scratch_game_active();

/// A roster and its journal as a dry-run script has left them: nothing when absent.
struct ScratchCopy {
    std::optional<std::string> roster;
    std::optional<std::string> journal;
};

/// The copy of the roster at `path` while a ScratchGame is alive (read from the files the
/// first time it is asked for, as the store reads them: RosterError when they cannot be), or
/// nullptr when none is.
ScratchCopy* scratch_copy(const std::string& path);

} // namespace muster::store
