#pragma once

#include "muster/remote/fair.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// A game shared through git (docs/remote-play.md): the roster's folder in a git repository
/// with a remote, and a marker file `<roster>.shared` committed beside the roster, which makes
/// every copy of the repository (a plain `git clone`) a shared game too.
namespace muster::remote {

/// Where sync keeps the other copy's branch it fetched: a ref of muster's own.
inline constexpr std::string_view k_incoming_ref = "refs/muster/incoming";
/// The commit a sync is taking, recorded before it writes the game's files and removed once the
/// branch is moved there: a sync killed between the two leaves it, and the next commit of the
/// game moves the branch there instead of committing the other player's saves as this one's.
inline constexpr std::string_view k_taking_ref = "refs/muster/taking";

/// `<roster>.shared`.
std::string marker_path(const std::string& roster_path);

/// Whether the roster at `roster_path` is a shared game (its marker is there).
bool is_shared(const std::string& roster_path);

/// Where a shared game's files are in its repository.
struct Game {
    std::string roster_path; ///< as muster was given it
    std::string top;         ///< the repository's work tree
    std::string roster;      ///< the roster's path in the repository
    std::string journal;     ///< its journal's
    std::string marker;      ///< its marker's
    std::string remote;      ///< the remote it syncs with (git config muster.remote, else origin)
    /// The remote's branch it syncs with: the one `share` pushed (git config muster.branch),
    /// else the branch checked out.
    std::string branch;
    std::string exclude; ///< the repository's `info/exclude` file
    /// The commit checked out (empty before the first), kept up to date by whatever here moves
    /// the branch (commit_saves, sync's take and merge).
    std::string head;
    /// The commit a sync cut short was taking (k_taking_ref), when there is one.
    std::optional<std::string> taking;
    /// store::saves_made() when the game's files were last known to be as committed: while no
    /// save has been made since, there is nothing to commit and git is not asked.
    std::size_t clean_at = static_cast<std::size_t>(-1);
};

/// The game of the roster at `roster_path`, from the repository it is in: one `git rev-parse`
/// and one `git config` (git_config_of), the first time a process asks; after that the same
/// Game, which the steps that move the branch keep up to date. Throws RosterError (exit 3) when
/// it is in none, or no branch is checked out.
Game& open_game(const std::string& roster_path);

/// `open_game` read anew from git, forgetting what this process knew of the game: where another
/// process may have moved the branch since (each round of `sync --watch`). git's configuration
/// is not read again: a change of a remote's URL during a `sync --watch` is taken at its next
/// start.
Game& reopen_game(const std::string& roster_path);

/// What `muster share` did.
struct Shared {
    std::string top; ///< the repository
    bool created_repository = false;
    std::string remote; ///< its name
    std::string url;
    std::string branch;
    std::string commit; ///< the commit pushed
    /// The game's players: the sharer alone (his key's fingerprint, for the other player to
    /// compare out of band).
    std::vector<Player> players;
};

/// `muster share URL` (share.cpp), all or nothing: reaches the remote first (and reads the branch
/// its HEAD names, else git's default branch), checks the game replays, makes its folder a git
/// repository of that branch (or uses the one it is in, when that holds nothing but the game),
/// records `url` as the remote `remote_name`, writes the marker, joins this player (his signing
/// key, and the game's reveal deadline `deadline`), pledges his fair-dice chain, commits the
/// roster, journal and marker, and pushes to that branch. When a step fails,
/// every one before it is undone. Throws UsageError (exit 2) for a URL or name git could take
/// for an option or a command transport, RuleError (exit 1) when the game does not replay, the
/// repository holds other files or the remote name is taken by another URL, RosterError (exit 3)
/// when git fails (the remote unreachable, the push refused).
Shared share(const std::string& roster_path, const std::string& url, const std::string& remote_name,
             const std::string& deadline);

/// What `commit_saves` committed: the commit, and the seals of the entries it holds.
struct Committed {
    std::string commit;
    std::vector<std::string> seals;
};

/// In a shared game, commits the roster and journal when they differ from the commit checked
/// out (after finishing a take cut short: k_taking_ref): the brief line of the first new entry
/// as the subject, every new entry's brief line in
/// the body and one `Muster-Event: <seal>` trailer each. Nothing when they do not differ.
/// `game.head` follows the branch.
std::optional<Committed> commit_saves(Game& game);

} // namespace muster::remote
