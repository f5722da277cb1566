#pragma once

#include "muster/store/journal.hpp"

#include <map>
#include <optional>
#include <string>

/// The fair-dice protocol of a shared game as `replay` checks it (docs/game-record.md, "Fair
/// dice"): every pledge, pending request, link and fair roll of a journal, in order.
namespace muster::store {

class FairLedger {
  public:
    /// One entry in journal order: "" when the protocol holds, else what breaks it (a link that
    /// does not hash to its chain's last, a link used twice, a second request while one is
    /// pending, a change while one is pending, a request changed after the link, a fair die
    /// the links and request do not give, random dice once a chain is pledged).
    std::string step(const JournalEntry& entry);
    /// At the end of a journal: the pending request not yet rolled, if one (not an error).
    bool pending() const { return m_pending.has_value(); }

  private:
    std::string pledge(const JournalEntry& entry);
    std::string request(const JournalEntry& entry);
    std::string link(const JournalEntry& entry);
    /// The roller's own request withdrawn before any link was given for it (`muster undo`).
    std::string withdraw(const JournalEntry& entry);
    std::string roll(const JournalEntry& entry);
    /// The first join sets the game's reveal deadline (docs/remote-play.md, "A withheld
    /// reveal"); from then on chains belong to players.
    std::string join(const JournalEntry& entry);
    /// A roll withheld past the deadline closed by the player who gave his link, with dice of
    /// his choice (`source` "closed").
    std::string close(const JournalEntry& entry);
    /// With players: `entry`'s author is the owner of the live chain `chain`.
    std::string owns(const JournalEntry& entry, const std::string& chain, const char* what) const;
    /// "" when `revealed` hashes to the last link of `pledge`'s chain (then it becomes the last).
    std::string reveal(const std::string& pledge, const std::string& revealed, const char* whose);

    struct Pending {
        std::string seal;
        std::string by;
        nlohmann::json request;
        std::optional<std::string> other;
        std::size_t line = 0;
        std::string author;        ///< the roller (with players)
        std::string answered_by;   ///< the player who gave his link
        long long asked_at = 0;    ///< the request's time (seconds)
        long long answered_at = 0; ///< the link's time
    };
    std::map<std::string, std::string> m_last; ///< each pledge's last revealed link (or its end)
    std::optional<Pending> m_pending;
    bool m_players = false;                        ///< a player joined: chains are players'
    long long m_deadline = 0;                      ///< the reveal deadline (seconds)
    std::map<std::string, std::string> m_chain_of; ///< each player's live chain
};

} // namespace muster::store
