#pragma once

#include "muster/dice/dice.hpp"
#include "muster/remote/fair.hpp"
#include "muster/remote/game.hpp"

#include <optional>
#include <string>
#include <vector>

/// `muster sync` (docs/remote-play.md): the other player's saves fetched, proven by replay,
/// taken; one's own pushed; two players' saves after the same entry shown and never merged
/// silently.
namespace muster::remote {

/// A journal entry as sync shows it: its line, command, turn, brief line (for people) and dice.
struct EntrySummary {
    std::size_t line = 0;
    std::string command;
    std::optional<int> turn;
    std::string brief;
    std::vector<dice::Throw> dice;
    std::string source; ///< where the dice came from (the entry's `source`)
    std::string seal;
    std::string time;    ///< the entry's time (its author's clock)
    std::string request; ///< the fair request a roll or close resolves (its seal), if one
    bool event = false;  ///< a fair-dice pledge, request or link: no roster line changed
    bool fair = false;   ///< any part of the fair-dice protocol (an event, or a fair roll)
};

/// What came in and was refused: the kind (a replay difference's name, or `unexpected-file`,
/// `too-big`), the journal line of the entry named (0: none, the roster, or a file), its command,
/// and the reason in words.
struct Refusal {
    std::string kind;
    std::size_t line = 0;
    std::string command;
    std::string detail;
};

/// The choice for two players' saves after the same entry (`--keep`).
enum class Keep { none, mine, theirs, both };

enum class SyncState {
    up_to_date, ///< nothing new either side
    pushed,     ///< only this side had new saves: pushed
    taken,      ///< only the other side had: proven and taken
    concurrent, ///< both had, no --keep: nothing changed
    kept,       ///< both had, resolved by --keep
    refused,    ///< what came in does not prove: nothing changed
};

struct SyncOutcome {
    SyncState state = SyncState::up_to_date;
    Keep keep = Keep::none;
    std::vector<EntrySummary> mine;   ///< this side's entries after the common ones
    std::vector<EntrySummary> theirs; ///< the other side's
    /// Taken from a remote that already chose (the other player's `--keep mine`): this side's
    /// entries it left out.
    std::vector<EntrySummary> dropped;
    std::optional<Refusal> refusal;
    std::optional<Committed> committed; ///< this side's saves committed before fetching
    bool pushed = false;
    std::string head; ///< the commit checked out at the end
    FairStep fair;    ///< the fair-dice step made once up to date (pledge, link or roll)
    /// A close of this player's request that came in before he could have had its link for the
    /// whole reveal deadline (void: his roll made on the link instead), or, for the closer, his
    /// close the roller's fair roll left out.
    std::optional<EntrySummary> void_close;
    std::optional<long long> unanswered_ago; ///< (the roller) seconds since he last saw the
                                             ///< request unanswered
    std::size_t asked_at = 0;                ///< (the roller) the request's journal line
};

/// One sync of the shared game of the roster at `roster_path`: commits this side's saves,
/// fetches the remote's branch, checks what came in (only the roster and journal changed,
/// regular files within the store's bounds, the whole game replays) before the local files are
/// touched, then takes it, pushes, or (both sides changed) does what `keep` says. When one
/// side's new entries change no roster line (fair-dice pledges, requests, links), both are
/// kept without asking if the game with both replays. Then the fair-dice step (fair_step). Throws
/// RuleError (exit 1) when this side's own copy does not replay or `--keep both` cannot
/// re-resolve an entry, RosterError (exit 3) when git fails.
SyncOutcome sync(const std::string& roster_path, Keep keep, const FairAsk& ask = {});

/// How far ahead of this machine's clock a closed roll's time may be (the players' clocks
/// differ a little): a roll closed "after the deadline" by a clock set forward is refused.
inline constexpr long long k_clock_tolerance_seconds = 600;

} // namespace muster::remote
