#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/resolution.hpp"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

/// Fair dice in a shared game, this player's side (docs/remote-play.md, "Fair dice"): the secret
/// of the hash chain it pledged, kept outside the repository; the request a random roll becomes;
/// and, at each sync, the pledge, link or roll owed. Replay checks all of it
/// (src/store/fair_ledger.cpp).
namespace muster::remote {

/// Links in one chain: the fair rolls and answers one player can make in one game.
inline constexpr std::size_t k_chain_links = 4096;

/// Where this player's secrets are kept: $MUSTER_DATA_HOME, else $XDG_DATA_HOME/muster, else
/// ~/.local/share/muster (a folder muster makes is 0700, one already there keeps its mode but is
/// refused when others can write it: check_private_folder; each secret 0600). Beside each secret,
/// `<pledge>.position` (0600) counts the links of its chain this player has given: a link is never
/// revealed twice, even when the game's history was rewritten to hold fewer of them.
std::string secrets_folder();

/// Throws RosterError (exit 3) unless `folder` is a folder of this user's that no one else can
/// write: the secrets and the signature cache are kept only there.
void check_private_folder(const std::string& folder);

/// The file of the secret behind the chain `pledge` (in secrets_folder()).
std::string secret_file(const std::string& pledge);

/// A player of a shared game: his key's fingerprint and its public key (his `join`).
struct Player {
    std::string fingerprint;
    std::string key;
};

/// A shared game's fair dice, as this player sees them in its journal.
struct FairState {
    std::vector<std::string> chains; ///< every pledge of the game, in order
    std::vector<Player> players;     ///< the players who joined, in order (none: an older game)
    long long deadline = 0;          ///< the reveal deadline, seconds (a game with players)
    std::string me;                  ///< this player's fingerprint (a game with players)
    /// This player's live chain: in a game with players the one his key pledged last (whether
    /// its secret is here or not), else the one whose secret is here.
    std::optional<std::string> mine;
    bool secret_here = false;   ///< the secret of `mine` is in the secrets folder
    std::size_t my_reveals = 0; ///< links of it revealed so far
    struct Pending {
        std::size_t line = 0;
        std::string seal;
        std::string by;     ///< the roller's pledge
        std::string author; ///< the roller's key (a game with players)
        nlohmann::json request;
        std::optional<std::string> other; ///< the other player's link, once given
        std::string answered_by;          ///< who gave it
        long long answered_at = 0;        ///< when (its entry's time)
    };
    std::optional<Pending> pending;
    /// Whether the pending request is this player's.
    bool my_request() const;
};

/// The fair-dice state of the game of the roster at `roster_path` (committed entries).
FairState fair_state(const std::string& roster_path);

/// Refuses (RuleError, exit 1) a save in a shared game, before anything is written, when this
/// player's signing key is neither of the game's two players' (a clone by a third person, or a
/// player whose key changed: his entries could never be proven), or while a fair roll is pending
/// (the roster must be the same when the roll is made as when it was asked for).
void refuse_save(const std::string& roster_path);

/// A random roll in a shared game: journals `request` as pending (pledging this player's chain
/// first if it has none here) and returns the pending entry's journal line.
std::size_t request_fair(const std::string& roster_path, const nlohmann::json& request,
                         const std::string& what);

/// `muster undo` in a shared game with this player's request pending and unanswered: journals a
/// `withdraw` event for it ({"for": its seal, "by": this player's pledge}) and returns its
/// journal line. Nothing when no request is pending; RuleError (exit 1) when the pending request
/// is the other player's, or the other player's link was given for it (the roll stands then:
/// `muster sync` rolls it).
std::optional<std::size_t> withdraw_request(const std::string& roster_path);

/// What one sync's fair step did (each journalled, to be committed and pushed).
struct FairStep {
    std::optional<std::string> joined;   ///< this player joined the game: his key's fingerprint
    bool pledged = false;                ///< this player's chain pledged
    bool replaced = false;               ///< ... as a new chain replacing his chain before
    std::optional<std::size_t> answered; ///< the other's pending request (line) answered
    std::optional<Resolution> rolled;    ///< this player's request rolled
    std::optional<Resolution> closed;    ///< the other's withheld roll closed (`sync --close`)
    std::vector<Player> players;         ///< the game's players (their fingerprints to compare)
    bool any() const { return joined || pledged || answered || rolled || closed; }
};

/// What a sync asks of the fair step besides what is owed.
struct FairAsk {
    bool new_chain = false; ///< `sync --new-chain`: pledge a new chain for the one before
    /// `sync --close`: the other player's withheld roll closed with these dice (close_withheld).
    Env* close = nullptr;
};

/// `muster share`: this player joins the game (a `join` entry signed by his key, naming it and
/// the reveal deadline `deadline`, e.g. "48h"). Throws RosterError saying what to set when he
/// has no signing key.
void join(const std::string& roster_path, const std::string& deadline);

/// At a sync, on a game up to date with the other copy: pledges this player's chain if it has
/// none (RosterError naming the secrets to restore when the game's two chains are pledged and
/// neither secret is here; RuleError, history rewritten, when the game holds fewer of this
/// player's links than he gave), answers the other player's pending request with this player's next
/// link, or rolls this player's answered request (its own link revealed, the dice from both links
/// and the request).
FairStep fair_step(const std::string& roster_path, const FairAsk& ask = {});

/// `muster sync --close`: the other player's fair roll, answered by this player's link and not
/// rolled by its roller within the game's reveal deadline, closed with the dice `env` gives (this
/// player's choice: the worst the roller can get, docs/remote-play.md "A withheld reveal"),
/// source `closed`. RuleError (exit 1) when there is no such roll or the deadline has not
/// passed. Returns the resolution.
Resolution close_withheld(const std::string& roster_path, Env& env);
/// `close_withheld`'s refusals, checked before a sync changes anything.
void check_closable(const std::string& roster_path);

} // namespace muster::remote
