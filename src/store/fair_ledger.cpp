// The fair-dice protocol checked entry by entry (src/store/fair_ledger.hpp).
#include "fair_ledger.hpp"

#include "muster/dice/fair.hpp"
#include "muster/engine/event.hpp"

#include <fmt/format.h>

namespace muster::store {

namespace {

std::string field(const JournalEntry& entry, const char* key) {
    const auto found = entry.fair.find(key);
    return found == entry.fair.end() ? std::string() : found->get<std::string>();
}

std::string short_hex(const std::string& hex) {
    return hex.substr(0, 12);
}

} // namespace

std::string FairLedger::reveal(const std::string& pledge, const std::string& revealed,
                               const char* whose) {
    const auto last = m_last.find(pledge);
    if (last == m_last.end()) {
        return fmt::format("{} link is of no pledge made before it", whose);
    }
    const auto digest = dice::from_hex(revealed);
    if (!digest ||
        dice::to_hex(dice::sha256(std::string_view(reinterpret_cast<const char*>(digest->data()),
                                                   digest->size()))) != last->second) {
        return fmt::format("{} link {} does not hash to the last link of its chain ({}): a link "
                           "used twice, or not of the chain pledged",
                           whose, short_hex(revealed), short_hex(last->second));
    }
    last->second = revealed;
    return {};
}

std::string FairLedger::owns(const JournalEntry& entry, const std::string& chain,
                             const char* what) const {
    if (!m_players) {
        return {};
    }
    const auto found = m_chain_of.find(entry.author);
    if (found == m_chain_of.end() || found->second != chain) {
        return fmt::format("{} on the chain {}, which is not the live chain of its author {}", what,
                           short_hex(chain), entry.author);
    }
    return {};
}

std::string FairLedger::join(const JournalEntry& entry) {
    if (!entry.edits.empty() || !entry.dice.empty()) {
        return "a join that changes the roster or holds dice";
    }
    const auto deadline = field(entry, "deadline");
    if (m_players) {
        return deadline.empty() ? std::string()
                                : "a reveal deadline set by the second player: the game's is "
                                  "the one its sharer set";
    }
    m_players = true;
    m_deadline = *deadline_seconds(deadline.empty() ? k_default_reveal_deadline : deadline);
    return {};
}

std::string FairLedger::pledge(const JournalEntry& entry) {
    const auto end = field(entry, "pledge");
    if (end.empty() || !entry.edits.empty() || !entry.dice.empty()) {
        return "a pledge that is not one";
    }
    if (m_last.contains(end)) {
        return fmt::format("the pledge {} was made before", short_hex(end));
    }
    const auto replaces = field(entry, "replaces");
    if (m_players) {
        const auto live = m_chain_of.find(entry.author);
        if (live != m_chain_of.end() && replaces.empty()) {
            return fmt::format("a second fair-dice chain ({}) of the player {}, whose chain {} "
                               "is pledged: a player has one chain, and a new one is announced "
                               "(`muster sync --new-chain`)",
                               short_hex(end), entry.author, short_hex(live->second));
        }
        if (!replaces.empty() && (live == m_chain_of.end() || live->second != replaces)) {
            return fmt::format("a new chain of {} replacing {}, which is not his live chain",
                               entry.author, short_hex(replaces));
        }
        if (!replaces.empty() && m_pending) {
            return fmt::format("a new chain of {} while the request of journal line {} is "
                               "pending: a chain is replaced only when nothing is pending",
                               entry.author, m_pending->line);
        }
        m_chain_of[entry.author] = end;
        m_last.emplace(end, end);
        return {};
    }
    if (!replaces.empty()) {
        return "a new chain in a game with no players";
    }
    if (m_last.size() >= dice::k_chains_per_game) {
        return fmt::format("a third fair-dice chain ({}): a game holds one chain for each of its "
                           "two players, and a second chain of one player lets him answer his "
                           "own requests",
                           short_hex(end));
    }
    m_last.emplace(end, end);
    return {};
}

std::string FairLedger::request(const JournalEntry& entry) {
    const auto by = field(entry, "by");
    if (!entry.edits.empty() || !entry.dice.empty() || !entry.request.is_object()) {
        return "a pending request that changes the roster or holds dice";
    }
    if (m_pending) {
        return fmt::format("a second request while the one of journal line {} is pending",
                           m_pending->line);
    }
    if (!m_last.contains(by)) {
        return "a request by no pledge made before it";
    }
    if (auto broken = owns(entry, by, "a request"); !broken.empty()) {
        return broken;
    }
    m_pending = Pending{entry.seal,
                        by,
                        entry.request,
                        std::nullopt,
                        entry.line,
                        entry.author,
                        {},
                        journal_seconds(entry.time).value_or(0),
                        0};
    return {};
}

std::string FairLedger::link(const JournalEntry& entry) {
    if (!m_pending || field(entry, "for") != m_pending->seal) {
        return "a link for no pending request";
    }
    if (!entry.edits.empty() || !entry.dice.empty()) {
        return "a link that changes the roster or holds dice";
    }
    const auto by = field(entry, "by");
    if (by == m_pending->by || (m_players && entry.author == m_pending->author)) {
        return "the roller answering his own request";
    }
    if (auto broken = owns(entry, by, "a link"); !broken.empty()) {
        return broken;
    }
    const auto at = journal_seconds(entry.time).value_or(0);
    if (m_players && at < m_pending->asked_at) {
        return fmt::format("a link dated {} before the request it answers (journal line {})",
                           entry.time, m_pending->line);
    }
    if (m_pending->other) {
        return fmt::format("a second link for the request of journal line {}", m_pending->line);
    }
    if (auto broken = reveal(by, field(entry, "link"), "the answering"); !broken.empty()) {
        return broken;
    }
    m_pending->other = field(entry, "link");
    m_pending->answered_by = entry.author;
    m_pending->answered_at = at;
    return {};
}

std::string FairLedger::withdraw(const JournalEntry& entry) {
    if (!m_pending || field(entry, "for") != m_pending->seal) {
        return "a withdrawal of no pending request";
    }
    if (!entry.edits.empty() || !entry.dice.empty()) {
        return "a withdrawal that changes the roster or holds dice";
    }
    if (field(entry, "by") != m_pending->by || (m_players && entry.author != m_pending->author)) {
        return "a request withdrawn by another than the player who asked it";
    }
    if (m_pending->other) {
        return fmt::format("the request of journal line {} withdrawn after the other player's "
                           "link was given: its roll stands",
                           m_pending->line);
    }
    m_pending.reset();
    return {};
}

std::string FairLedger::roll(const JournalEntry& entry) {
    if (!m_pending || field(entry, "request") != m_pending->seal || !m_pending->other) {
        return "a fair roll of no answered request";
    }
    if (field(entry, "other") != *m_pending->other) {
        return "its other player's link is not the one given for the request";
    }
    if (entry.request != m_pending->request) {
        return fmt::format("its request is not the one of journal line {}: the request changed "
                           "after the other player's link was given",
                           m_pending->line);
    }
    if (m_players && entry.author != m_pending->author) {
        return fmt::format("a fair roll made by {}, not by the player who asked it ({})",
                           entry.author, m_pending->author);
    }
    const auto roller = field(entry, "roller");
    if (auto broken = reveal(m_pending->by, roller, "the roller's"); !broken.empty()) {
        return broken;
    }
    const auto digest = dice::request_digest(m_pending->seal, m_pending->request.dump());
    const auto mine = *dice::from_hex(roller);
    const auto other = *dice::from_hex(*m_pending->other);
    for (std::size_t i = 0; i < entry.dice.size(); ++i) {
        const auto& thrown = entry.dice[i];
        const auto die = die_named(thrown.die);
        if (!die) {
            return fmt::format("die {} is no known die", i + 1);
        }
        const int expected =
            dice::fair_value(mine, other, digest, static_cast<std::uint32_t>(i), *die);
        if (expected != thrown.value) {
            return fmt::format("die {} ({}) shows {}; both links and the request give {}", i + 1,
                               thrown.die, thrown.value, expected);
        }
    }
    m_pending.reset();
    return {};
}

std::string FairLedger::close(const JournalEntry& entry) {
    if (!m_players) {
        return "a roll closed in a game with no players";
    }
    if (!m_pending || field(entry, "request") != m_pending->seal || !m_pending->other ||
        entry.fair.contains("roller")) {
        return "a close of no answered request";
    }
    if (field(entry, "other") != *m_pending->other) {
        return "its other player's link is not the one given for the request";
    }
    if (entry.request != m_pending->request) {
        return fmt::format("its request is not the one of journal line {}", m_pending->line);
    }
    if (entry.author != m_pending->answered_by) {
        return fmt::format("a roll closed by {}, not by the player who gave his link ({})",
                           entry.author, m_pending->answered_by);
    }
    const auto at = journal_seconds(entry.time).value_or(0);
    if (at < m_pending->answered_at + m_deadline) {
        return fmt::format("a roll closed at {}, before the reveal deadline ({} s after the link "
                           "given for the request of journal line {}) has passed",
                           entry.time, m_deadline, m_pending->line);
    }
    m_pending.reset();
    return {};
}

std::string FairLedger::step(const JournalEntry& entry) {
    std::string broken;
    const bool fair_roll = !entry.fair.is_null() && entry.fair.contains("request");
    if (entry.fair.is_null()) {
        if (entry.source == "fair" || entry.source == "closed") {
            broken = fmt::format("{} dice with no fair roll recorded", entry.source);
        } else if (!m_last.empty() && entry.source == "random") {
            // Once a chain is pledged the game is shared: its random dice are made by both
            // players. One player's random dice are dice he could throw until they suited
            // him (a copy with its marker moved away, rolled, the marker put back).
            broken = "random dice in a shared game: its dice are fair (made by both players), "
                     "typed or seeded";
        } else if (m_pending) {
            broken = fmt::format("a change while the request of journal line {} was pending",
                                 m_pending->line);
        }
    } else if (entry.command == "pledge") {
        broken = pledge(entry);
    } else if (entry.command == "pending") {
        broken = request(entry);
    } else if (entry.command == "link") {
        broken = link(entry);
    } else if (entry.command == "withdraw") {
        broken = withdraw(entry);
    } else if (entry.command == "join") {
        broken = join(entry);
    } else if (fair_roll) {
        broken = entry.source == "fair"     ? roll(entry)
                 : entry.source == "closed" ? close(entry)
                                            : "a fair roll whose dice are not fair";
    } else {
        broken = "a fair-dice record on an entry that is none";
    }
    return broken;
}

} // namespace muster::store
