// The players' keys and signatures checked entry by entry (src/store/players.hpp).
#include "players.hpp"

#include "muster/store/signatures.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <string_view>
#include <vector>

namespace muster::store {

std::string PlayerLedger::list() const {
    std::vector<std::string_view> fingerprints;
    for (const auto& [fingerprint, key] : m_keys) {
        fingerprints.emplace_back(fingerprint);
    }
    return fmt::format("{}", fmt::join(fingerprints, ", "));
}

std::string PlayerLedger::step(const JournalEntry& entry) {
    const bool join = entry.command == "join" && entry.fair.is_object() &&
                      entry.fair.contains("key") && entry.fair["key"].is_string();
    if (m_keys.empty() && !join) {
        if (!entry.author.empty() || !entry.sig.empty()) {
            return fmt::format("signed by {} before any player joined the game",
                               entry.author.empty() ? std::string("no author") : entry.author);
        }
        return {}; // a game with no players (a local game, or one shared by an older muster)
    }
    if (entry.author.empty() || entry.sig.empty()) {
        return fmt::format("unsigned: every entry of a game with players is signed by its author "
                           "(the game's players: {})",
                           list());
    }
    std::string key;
    if (join) {
        key = entry.fair["key"].get<std::string>();
        if (key_fingerprint(key) != entry.author) {
            return fmt::format("a join by {} that adds another key ({})", entry.author,
                               key_fingerprint(key).value_or("not a key"));
        }
        if (m_keys.contains(entry.author)) {
            return fmt::format("the player {} joined before", entry.author);
        }
        if (m_keys.size() >= k_players_per_game) {
            return fmt::format("a third player's key {}: a game has two players ({})", entry.author,
                               list());
        }
    } else {
        const auto found = m_keys.find(entry.author);
        if (found == m_keys.end()) {
            return fmt::format("signed by {}, a key not in the game's list of players ({})",
                               entry.author, list());
        }
        key = found->second;
    }
    auto* keys = signatures();
    if (keys == nullptr) {
        return fmt::format("signed by {}, and this program cannot check signatures", entry.author);
    }
    if (!keys->verify(key, entry.seal, entry.sig)) {
        return fmt::format("its signature is not {}'s signature of its seal: the entry was "
                           "changed, or signed by another key",
                           entry.author);
    }
    if (join) {
        m_keys.emplace(entry.author, key);
    }
    return {};
}

} // namespace muster::store
