#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

/// `muster replay` (docs/game-record.md, "Replay"): the game re-played from its journal, entry
/// by entry, through the rules engine with the recorded requests and dice, to prove that the
/// roster is exactly what the rules and the dice give, or to name the first entry that differs.
namespace muster::store {

/// What kind of difference replay found first.
enum class ReplayDifference {
    none,
    hand_edit,    ///< the roster's lines changed outside muster (before an entry, or at the end)
    altered,      ///< a journal entry altered: its seal, or its hash chain `from`/`to`, broken
    not_a_face,   ///< a die whose value is not a face of its die
    seed,         ///< a seeded die that is not what its seed and position give
    rules,        ///< the current rules give a different result (or refuse the request)
    no_beginning, ///< the journal does not begin with the roster's `init`
    fair,         ///< a shared game's fair dice broken: a link, a request, a die (fair_ledger)
    derived,      ///< a field the rules or replay derive (brief, roll, turn, ...) that differs
    chain,        ///< the chain of seals broken: an entry removed, inserted or moved
    signature,    ///< a game with players: an entry unsigned, or not signed by a player's key
};

/// "hand-edit", "altered-entry", "not-a-face", "seed", "rules", "no-beginning", "fair-dice",
/// "derived-field", "chain", "signature", "none".
std::string to_string(ReplayDifference difference);

/// How far a replay with no difference proves the game, which its journal's format decides
/// (docs/game-record.md, "Replay"): every entry of format 4 or later (`sealed`: every field
/// derived again and compared, sealed and chained); some of format 2 or 3 (`results`: their
/// results and line changes re-resolved, their other fields neither derived again nor sealed,
/// and not chained); some of format 1 (`lines`: their line changes applied as recorded, nothing
/// re-resolved).
enum class ReplayExtent { sealed, results, lines };

struct ReplayOutcome {
    std::size_t entries = 0;  ///< journal entries read (committed)
    std::size_t resolved = 0; ///< re-resolved through the rules engine and proven equal
    std::size_t applied = 0;  ///< applied as recorded: init, undo and version-1 entries
    std::size_t version1 = 0; ///< version-1 entries among them (no request: not re-resolved)
    std::size_t chained = 0;  ///< format-4 entries among them (sealed in a chain, every field)
    /// The journal's format: its first entry's (0: none read), which no later entry lowers.
    int format = 0;
    ReplayDifference difference = ReplayDifference::none;
    std::size_t line = 0; ///< the journal line of the entry that differs (0: the roster)
    std::string command;  ///< its command
    std::string detail;   ///< what differs, in words
    std::string field;    ///< for `derived` and `rules` of a format-4 entry: the field's path
    std::vector<std::string> rule_ids; ///< for `rules`: the rule ids changed since its revision
    std::string recorded_revision;     ///< for `rules`: the revision it was resolved under
};

/// How far `outcome` proves its game.
ReplayExtent extent_of(const ReplayOutcome& outcome);
/// "sealed", "results", "lines".
std::string to_string(ReplayExtent extent);

/// Replays the journal of the roster at `path` (committed entries only, read once, in order;
/// nothing is written). Throws RosterError (exit 3) when the roster or journal cannot be read.
ReplayOutcome replay(const std::string& path);

/// `replay` over a roster's text and its journal's, as another player's copy of the game holds
/// them (muster sync): nothing is read from or written to a file; `label` names the roster in
/// messages. A journal with entries past the roster (a save cut short) differs.
ReplayOutcome replay_texts(const std::string& label, const std::string& roster,
                           std::string_view journal);

} // namespace muster::store
