#pragma once

#include "muster/remote/game.hpp"
#include "muster/remote/incoming.hpp"

#include <string>
#include <string_view>

/// `muster sync --keep both` (docs/remote-play.md, "Both players saved"): this side's new
/// entries re-resolved, with their recorded requests and dice, after the other side's.
namespace muster::remote {

/// The game `theirs` holds with this side's entries of `mine_journal` past its first `common`
/// bytes re-resolved on top, each through the rules with its own dice (the roster's rules and
/// once-a-turn checks as for a new command), in a folder of the repository's git directory;
/// the game's own files are not touched. Throws RuleError (exit 1), naming the entry, when one
/// is an undo or an `init`, or the rules refuse it there.
Copy keep_both(const Game& game, const Copy& theirs, std::string_view mine_journal,
               std::size_t common);

} // namespace muster::remote
