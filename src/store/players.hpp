#pragma once

#include "muster/store/journal.hpp"

#include <map>
#include <string>

/// The players of a shared game as `replay` checks them (docs/remote-play.md, "Players"): the
/// keys its `join` entries list, at most two, each join signed by the key it adds; from the
/// first join on, every entry signed by its author, a key of the list.
namespace muster::store {

/// The players of a shared game: the sharer and the other player.
inline constexpr std::size_t k_players_per_game = 2;

class PlayerLedger {
  public:
    /// One entry in journal order: "" when it holds, else what breaks it (an entry unsigned, or
    /// signed by a key not in the list, naming it; a signature that is not its author's; a third
    /// player's key). Throws RosterError when a signature cannot be checked (no ssh-keygen).
    std::string step(const JournalEntry& entry);

  private:
    std::string list() const;
    std::map<std::string, std::string> m_keys; ///< each player's fingerprint and public key
};

} // namespace muster::store
