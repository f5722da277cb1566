#pragma once

#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"
#include "muster/store/journal.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// The battle report's data (issue 14): what the roster and its journal say per turn, per side
/// and per unit, built once and drawn by html.cpp. Pure: no I/O, no HTML, so the numbers are
/// unit-tested on in-memory text.
namespace muster::battle_report {

/// A test or roll with a pass/fail outcome, from a journal entry's `roll` field (the game record:
/// `{"test", "unit", "side", "passed", "chance"}`); absent in older journals.
struct RollOutcome {
    std::string test;
    std::string unit;
    std::string side; ///< "" when the entry did not say
    bool passed = false;
    double chance = 0; ///< the exact chance of passing before the dice were thrown
};

/// One journal line as the report reads it: the decoded entry, the line `muster log` prints for
/// it, and the game-record fields when the line has them.
struct Record {
    store::JournalEntry entry;
    std::string log_line;
    bool live = true;   ///< a change no later undo cancelled (store::live_changes); false for undos
    std::string source; ///< `source`: "typed", "seeded N", "random"; "" when not recorded
    std::vector<RollOutcome> rolls;
    std::vector<std::string> skipped; ///< `skipped`: what `turn --skip-owed` skipped
    /// Who did what, read from the event's typed request and result (journal version 2; a
    /// version-1 entry has none of these, and the report says so): never from the `brief`.
    bool typed = false;              ///< the entry has a request (version 2)
    std::vector<std::string> firers; ///< fire, artillery: the units that fired
    std::string target;              ///< fire, artillery: the unit fired on
    std::vector<std::string> side_a; ///< melee: side A's units
    std::vector<std::string> side_b; ///< melee: side B's units
    std::string melee_outcome;       ///< melee: "won by X" (", pursuing"), or "a tie"
    std::vector<std::string> movers; ///< move: the units that moved
    std::string rate;  ///< move: the words of its options (FW's rate: march, double, charge)
    std::string scout; ///< recon: the unit that scouted
    std::vector<std::string> named;       ///< every unit the request names, in order
    std::vector<std::string> skipped_who; ///< `skipped`: each item's unit or side (`who`)
};

/// The journal's committed entries (the store's one reader, store::read_journal) as the report
/// reads them (src/report/records.cpp).
std::vector<Record> read_records(std::vector<store::JournalEntry> entries);

/// One side's losses at one moment. UE counts men (UE-ROSTER-1) against the army's starting men
/// (UE-ARMY-1); FW counts casualty markers and dead figures (FW-PIECE-2, FW-RECOVER-3).
struct SideTotals {
    std::string side;
    long long men = 0; ///< UE: starting men of the army
    /// The side's casualty counts in the rule book's words (RuleBook::counts): ("killed", 120)
    /// in UE, ("markers", 9), ("dead", 2) in FW, in the book's order.
    std::vector<std::pair<std::string, long long>> counts;
    int figures = 0;
    int stands = 0;
    int stands_lost = 0; ///< UE: stands lost; FW: stands out of action or gone
    int units = 0;
    int destroyed = 0;      ///< units with no stand left able to act
    bool army_test = false; ///< UE-ARMY-1: killed at or beyond the 25% line

    /// The count named `word` (0 when none).
    long long count(std::string_view word) const {
        for (const auto& [w, n] : counts) {
            if (w == word) {
                return n;
            }
        }
        return 0;
    }
    void add(std::string_view word, long long n) {
        for (auto& [w, total] : counts) {
            if (w == word) {
                total += n;
                return;
            }
        }
        counts.emplace_back(word, n);
    }
};

/// The casualties at the end of a turn (or, for the first point, before the journal's first
/// change), one SideTotals per side in `GameModel::sides` order, and the turn's key events.
struct TurnPoint {
    int turn = 0;
    bool start = false; ///< the state before the first change of the history
    std::vector<SideTotals> sides;
    std::vector<std::string> key_events;
};

/// What happened to a unit (the unit histories' timeline).
enum class EventKind {
    fired,
    hit,
    tested,
    fell_back,
    rallied,
    fought, ///< a fight between units (a melee, a close combat)
    gone,   ///< the unit is gone in its rule book's words (RuleBook::gone_word)
    joined,
    removed,
    recovered,
    moved,
    changed
};

struct UnitEvent {
    UnitEvent(int when, EventKind what, std::string words, std::string key_event = {})
        : turn(when), kind(what), text(std::move(words)), headline(std::move(key_event)) {}
    int turn = 0;
    EventKind kind = EventKind::changed;
    std::string text;     ///< "lost 82 men", "morale failed", ...
    std::string headline; ///< the chart's key event after the unit's name ("fell back"), or ""
};

struct UnitHistory {
    std::string name;
    std::string type;
    std::string side;
    bool on_roster = true; ///< false: removed during the game
    std::vector<UnitEvent> events;
};

/// Dice of one kind thrown by one side: the observed mean against the die's own mean.
struct DiceTally {
    std::string die; ///< "D6", "AvD", "d20"
    long long count = 0;
    long long sum = 0;
    double expected_mean = 0;
    double mean() const {
        return count == 0 ? 0 : static_cast<double>(sum) / static_cast<double>(count);
    }
};

/// A side's luck: its dice per kind, and the tests it passed against the exact chance of
/// passing (only when the journal recorded outcomes).
struct SideLuck {
    std::string side; ///< "" for dice that name no unit of a known side
    std::vector<DiceTally> dice;
    /// Where its dice came from (`source`: "typed", "seeded", "random"; "not recorded" in older
    /// journals), with the number of dice, in order of first appearance.
    std::vector<std::pair<std::string, long long>> sources;
    int tests = 0;
    int passed = 0;
    double expected_passes = 0;
};

/// One line of the turn-by-turn log, as `muster log` prints it.
struct LogLine {
    std::string text;
    std::optional<int> turn;
    bool undone = false; ///< a change a later undo cancelled (struck through)
    bool is_undo = false;
    std::vector<std::string> skipped; ///< what a `turn --skip-owed` skipped
};

struct GameModel {
    std::string rules; ///< the rule set's id
    std::string title;
    int turn = 1;       ///< the roster's turn now
    int first_turn = 1; ///< the turn the history starts in
    int changes = 0;    ///< live changes in the journal
    int undone = 0;     ///< changes cancelled by undo
    std::vector<std::string> sides;
    std::vector<SideTotals> now; ///< the current roster's totals, per side
    std::vector<TurnPoint> points;
    std::vector<UnitHistory> units;
    std::vector<SideLuck> luck;
    bool outcomes_recorded = false; ///< some entry carried a `roll` outcome
    std::vector<LogLine> log;
    bool army_morale = true; ///< OPT-3: army morale on (UE-ARMY), so its 25% line is drawn
    /// The rule book's: whether the rule set has an army morale rule (UE-ARMY: the headline
    /// counts men and draws each army's line), and what losses are counted in ("men", "figures").
    bool army_rule = false;
    std::string strength_word = "figures";
    std::vector<std::string> count_words; ///< the rule book's casualty counts (RuleBook::counts)
    std::vector<ChartWords> chart_words;  ///< the chart's words of each (RuleBook::chart_words)
    ArmyWords army_words;                 ///< its army morale rule's words
    /// How the battle ended, in the rule book's words (RuleBook::battle_end); "" while it goes on.
    std::string battle_end;
    HeadlineWords headline_words; ///< its headline's stands and units-gone columns
    double army_share = 0;    ///< the share of its strength at which an army tests (UE-ARMY-1: 1/4)
    int damaged = 0;          ///< journal lines that could not be read
    std::string history_note; ///< why the history starts late ("" when it is whole)
    /// Live changes of journal version 1 (written before events): their losses and states are
    /// in the report, but not who fired, fought, moved or scouted, nor a melee's winner.
    int untyped = 0;
};

/// Builds the model from the roster's current text and its journal's records (oldest first,
/// each marked live or not).
/// The states between changes are rebuilt by reverting each live change's edits from the
/// current text back; where the roster was edited by hand and a revert no longer fits, the
/// history starts after that change and `history_note` says so. Throws RosterError only when
/// the current roster itself is malformed.
GameModel build_game_model(std::string_view roster_text, const std::vector<Record>& records,
                           const std::string& file);

/// The totals of each side of a roster, sides in order of first appearance (a unit without a
/// side counts under ""). UE-ARMY-1's 25% line decides `army_test`.
std::vector<SideTotals> side_totals(const Roster& roster, const RuleBook& book);

/// The mean of a die named as journal entries name them ("D6", "AvD", "d20"): the mean of its
/// faces; nullopt for a name muster does not throw.
std::optional<double> die_mean(std::string_view die);

} // namespace muster::battle_report
