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
/// ~/.local/share/muster (a folder muster makes is 0700, one already there keeps its mode; each
/// secret 0600). Beside each secret, `<pledge>.position` (0600) counts the links of its chain
/// this player has given: a link is never revealed twice, even when the game's history was
/// rewritten to hold fewer of them.
std::string secrets_folder();

/// The file of the secret behind the chain `pledge` (in secrets_folder()).
std::string secret_file(const std::string& pledge);

/// A shared game's fair dice, as this player sees them in its journal.
struct FairState {
    std::vector<std::string> chains; ///< every pledge of the game, in order
    std::optional<std::string> mine; ///< this player's pledge (the one whose secret is here)
    std::size_t my_reveals = 0;      ///< links of it revealed so far
    struct Pending {
        std::size_t line = 0;
        std::string seal;
        std::string by; ///< the roller's pledge
        nlohmann::json request;
        std::optional<std::string> other; ///< the other player's link, once given
    };
    std::optional<Pending> pending;
};

/// The fair-dice state of the game of the roster at `roster_path` (committed entries).
FairState fair_state(const std::string& roster_path);

/// Refuses (RuleError, exit 1) a save while a fair roll is pending in a shared game: the roster
/// must be the same when the roll is made as when it was asked for.
void refuse_while_pending(const std::string& roster_path);

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
    bool pledged = false;                ///< this player's chain pledged
    std::optional<std::size_t> answered; ///< the other's pending request (line) answered
    std::optional<Resolution> rolled;    ///< this player's request rolled
    bool any() const { return pledged || answered || rolled; }
};

/// At a sync, on a game up to date with the other copy: pledges this player's chain if it has
/// none (RosterError naming the secrets to restore when the game's two chains are pledged and
/// neither secret is here; RuleError, history rewritten, when the game holds fewer of this
/// player's links than he gave), answers the other player's pending request with this player's next
/// link, or rolls this player's answered request (its own link revealed, the dice from both links
/// and the request).
FairStep fair_step(const std::string& roster_path);

} // namespace muster::remote
