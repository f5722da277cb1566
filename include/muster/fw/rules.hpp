#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/draft.hpp"
#include "muster/fw/tables.hpp"
#include "muster/roster/roster.hpp"

#include <optional>
#include <string>
#include <vector>

/// The 'Ere's to You Fuzzy-Wuzzy resolutions (docs/rules.md, Part 2) as pure functions:
/// `(inputs, units, DiceSource&) -> Result`. A Result holds every computation step (for
/// --explain), what to do on the table, and the units as they are afterwards; `write_units()`
/// puts them into the resolution's draft, a separate step. Dice are asked for only through the
/// DiceSource primitives, one pool per firer, side or unit, so `--odds` runs this same code.
namespace muster::fw {

/// What every resolution returns besides its own numbers.
struct Outcome {
    std::vector<std::string> steps; ///< the arithmetic, for --explain
    std::vector<std::string> table; ///< what to do on the table
    std::vector<Unit> after;        ///< every unit changed, as it is afterwards
};

/// Writes each roster unit named in `resolution.after` to the resolution's draft as it is
/// afterwards (the engine's `apply` writes the roster from the draft's units). Units not in
/// the roster (ad-hoc units) are left out: nothing about them is saved.
void write_units(const Outcome& resolution, Draft& roster);

// ---------------------------------------------------------------------------------------------
// FW-ORDER

/// FW-ORDER-1: refuse a second combat order (fire or close combat) this move.
void check_combat_order(const Unit& unit);
/// FW-ORDER-1: refuse a second movement order this move.
void check_movement_order(const Unit& unit);

// ---------------------------------------------------------------------------------------------
// FW-FIRE

struct FireInput {
    std::vector<const Unit*> firers;
    const Unit* target = nullptr;
    std::optional<RangeBand> band; ///< --range; else `distance`
    std::optional<double> distance;
    std::optional<Position> position; ///< --cover/--square/--fortified; else the target's state
    bool guns_only = false;           ///< `artillery`: machine guns and artillery only
    bool regulars_test = false;       ///< OPT-4 (for the "must test" line)
    /// The target is a one-off TYPE[:STANDS] unit: no roster keeps its markers, so its test is
    /// `morale TARGET --markers N` (the "must test" line says so).
    bool one_off_target = false;
};

struct FirerResult {
    std::string name;
    std::string die;
    int dice = 0;
    bool per_crew = false; ///< guns: one die per unwounded crew figure
    RangeBand band = RangeBand::medium;
    std::string weapon;
    int attack = 0;
    int range_adjustment = 0;
    int defence = 0;
    long long markers = 0;
    std::vector<int> faces; ///< empty while enumerating odds
};

struct FireResult : Outcome {
    std::vector<FirerResult> firers;
    std::string target;
    Position position = Position::open;
    long long inflicted = 0; ///< markers the dice scored
    int applied = 0;         ///< markers placed (at most the unwounded figures)
    long long excess = 0;
    bool must_test = false; ///< the target takes FW-FIRE-3's test in the results phase
    /// FW-FIRE-3: the target took its test this move already; this fire owes none.
    bool tested_already = false;
};

/// FW-FIRE-1/2: fire combat. Refuses (RuleError) a firer that cannot fire (weapon none, no
/// stand ready, out of range, a second combat order) or a unit firing at itself.
FireResult resolve_fire(const Book& book, const FireInput& input, dice::DiceSource& dice);

/// One firer's dice at `input.target` (FW-FIRE-1/2) against the fire defence `defence`: what
/// `fire` shows of it and its part of the pool. Throws RuleError, as `resolve_fire` does, when
/// it cannot fire (out of range, no weapon, no stand ready, already fought).
struct FirerDice {
    FirerResult result;
    dice::PoolPart part;
};
FirerDice firer_dice(const Book& book, const FireInput& input, const Unit& firer, int defence);

/// FW-FIRE-2: the defence position of a unit from its state (cover, formation=square).
Position position_of(const Unit& unit);

// ---------------------------------------------------------------------------------------------
// FW-FIRE-3: the fire combat results phase (`morale`)

struct TestResult {
    std::string name;
    bool tested = false;
    std::string reason; ///< why no test
    std::string die;
    int roll = 0;
    int taken = 0;
    bool retreats = false;
};

struct ResultsPhase : Outcome {
    std::vector<TestResult> units;
};

/// Whether `unit` takes the fire combat result test: it took markers this move, has not taken
/// the test this move (once a move) and is irregular, or regular with OPT-4 on. "" if so, else
/// the reason it does not.
std::string no_test_reason(const Book& book, const Unit& unit, bool regulars_test);

/// FW-FIRE-3: one test per unit (class die once; below the markers taken this move: retreat at
/// charge rate, all stands retreating). Units that do not test are reported with the reason.
ResultsPhase resolve_fire_results(const Book& book, const std::vector<const Unit*>& units,
                                  bool regulars_test, dice::DiceSource& dice);

// ---------------------------------------------------------------------------------------------
// FW-CLOSE

struct CloseInput {
    std::vector<const Unit*> a;         ///< the attackers (they take the combat order)
    std::vector<const Unit*> b;         ///< the defenders
    std::optional<Position> b_position; ///< --cover/--square/--fortified for side B
};

struct CloseSide {
    int dice = 0;
    int defence = 0;         ///< the side's close combat defence grading
    long long inflicted = 0; ///< markers this side's dice scored on the other side
    int applied = 0;         ///< markers placed on this side's units
    std::vector<std::pair<std::string, int>> shares; ///< markers placed per unit of this side
    std::vector<int> faces;
};

struct CloseResult : Outcome {
    CloseSide a, b;
    std::string winner; ///< "a", "b" or "tie" (FW-CLOSE-3)
};

/// FW-CLOSE-1..3: close combat. Markers a side inflicts are shared among the other side's
/// units in proportion to their unwounded figures (largest remainder), each at most its
/// unwounded figures. **Reading:** attackers fight with the figures of their stands that are
/// ready (not retreating), defenders with every unwounded figure; a side's defence grading is
/// the lowest of its units'.
CloseResult resolve_close(const Book& book, const CloseInput& input, dice::DiceSource& dice);

// ---------------------------------------------------------------------------------------------
// FW-RALLY

struct RallyUnit {
    std::string name;
    std::string die;
    int retreating = 0;
    int needed = 0; ///< the lowest score that rallies (FW-RALLY-1/2)
    int rallied = 0;
    std::vector<int> rolls; ///< one per retreating stand; empty while enumerating odds
};

struct RallyResult : Outcome {
    std::vector<RallyUnit> units;
    int rallied = 0;
};

/// FW-RALLY-1/2: the lowest score that rallies a stand.
int rally_score(TroopClass cls);

/// FW-RALLY-1..3: one die per retreating stand. Refuses a unit that is not retreating.
RallyResult resolve_rally(const Book& book, const std::vector<const Unit*>& units,
                          dice::DiceSource& dice);

// ---------------------------------------------------------------------------------------------
// FW-RECOVER

enum class When { move, day, week };
std::optional<When> parse_when(std::string_view text);
std::string_view to_string(When when);

struct RecoverUnit {
    std::string name;
    int markers = 0; ///< before
    int removed = 0;
    std::optional<int> roll; ///< the odd-count D6
    int died = 0;            ///< FW-RECOVER-3: figures lost for good
    int stands_retreat = 0;  ///< FW-RECOVER-1: stands still marked, retreating at march rate
    long long distance = 0;  ///< that retreat's march distance
};

struct RecoverResult : Outcome {
    std::vector<RecoverUnit> units;
    int removed = 0;
};

/// FW-RECOVER-1..3: half the markers, rounded by a D6 when odd (1-3 up, 4-6 down).
int markers_removed(int markers, std::optional<int> roll);

/// FW-RECOVER-4: why a unit may not recover during this move ("" if it may).
std::string recover_refusal(const Unit& unit);

/// FW-RECOVER-1..4. During a move each unit must qualify (refused with the reason, exit 1)
/// and have markers; its stands still marked then retreat at march rate (the march dice are
/// thrown, and the move recorded). At day's or week's end units without markers are skipped;
/// at week's end the markers left are dead figures.
RecoverResult resolve_recover(const Book& book, const std::vector<const Unit*>& units, When when,
                              dice::DiceSource& dice);

// ---------------------------------------------------------------------------------------------
// FW-MOVE

/// FW-MOVE-2..5: why `unit` may not move at `rate` now ("" if it may). Forced = retreating.
std::string rate_refusal(const Book& book, const Unit& unit, Rate rate);

/// FW-MOVE-5: record `rate` as this move's rate (last three kept).
void record_rate(Unit& unit, Rate rate);

struct MoveUnit {
    std::string name;
    std::string die;
    int dice = 0;
    bool forced = false;
    long long distance = 0;
};

struct MoveResult : Outcome {
    Rate rate = Rate::march;
    bool together = false;
    std::vector<MoveUnit> units;
};

/// FW-MOVE-1..6 and FW-ORDER-1: each unit throws its type's dice for `rate` (with `together`,
/// all regular units move as one at the slowest type's dice, FW-MOVE-6).
MoveResult resolve_move(const Book& book, const std::vector<const Unit*>& units, Rate rate,
                        bool together, dice::DiceSource& dice);

/// One `turn` = one FW move (FW-ORDER-1, FW-MOVE-5): a unit that did not move records
/// `stationary`; moved, fought and taken are cleared.
void end_move(Unit& unit);

// ---------------------------------------------------------------------------------------------
// FW-RECON

struct ReconResult : Outcome {
    std::string name;
    int roll = 0;
    int score = 0;
    bool open = false;
    int company = 0, battalion = 0, brigade = 0;
};

/// FW-RECON-1/2: one D6 (+1 in open terrain) by a unit that moved at march or double this
/// move; the distances at which company-, battalion- and brigade-sized units are seen.
ReconResult resolve_recon(const Book& book, const Unit& unit, bool open, dice::DiceSource& dice);

} // namespace muster::fw
