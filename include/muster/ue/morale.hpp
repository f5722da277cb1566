#pragma once

#include "muster/dice/dice.hpp"
#include "muster/roster/roster.hpp"
#include "muster/ue/outcome.hpp"
#include "muster/ue/rulebook.hpp"

#include <optional>
#include <string>
#include <vector>

/// The three single-D6 tests of UE: the reaction test after fire (UE-MORALE), recovery
/// (UE-RALLY) and army morale (UE-ARMY).
namespace muster::ue {

/// UE-MORALE-1: a roll at or under this fails: short 1-3, medium 1-2, long 1.
inline constexpr int k_morale_fails_short = 3;
inline constexpr int k_morale_fails_medium = 2;
inline constexpr int k_morale_fails_long = 1;
/// UE-MORALE-2: each benefit (defensive position, single regular stand) is worth one.
inline constexpr int k_morale_benefit = 1;
/// UE-RALLY-1: 4-6 returns to the fight.
inline constexpr int k_rally_on = 4;
/// UE-ARMY-1: an army tests from 25% of its starting men killed; 1-2 retreats.
inline constexpr Ratio k_army_test_at{1, 4};
inline constexpr int k_army_retreats_on = 2;

/// UE-MORALE-1: the highest failing roll at a band (before UE-MORALE-2 benefits).
int morale_fails_on(Band band);

struct MoraleInput {
    std::vector<const Unit*> units;
    std::optional<Band> band;  ///< --range: test at this band whatever the record says
    bool cover = false;        ///< --cover
    bool single_stand = false; ///< --single-stand
};

/// One unit's test (morale, rally or army: `name` is the unit or the side).
struct TestResult {
    std::string name;
    int roll = 0;
    bool passed = true;
    Band band = Band::none; ///< morale: the band tested at
    int fails_on = 0;       ///< morale: the highest failing (modified) roll; army: 2
    int modifier = 0;       ///< morale, OPT-2 literal: subtracted from the roll
    bool cover = false;
    bool single_stand = false;
};

struct TestsResult {
    Outcome resolution;
    std::vector<TestResult> units;
    bool draw = false; ///< army: UE-ARMY-2
};

/// The units due a reaction test: native, not destroyed, with a `fired` mark (UE-FIRE-8), and
/// not yet tested this turn (UE-MORALE-1: one test a turn, the `morale` mark of `done`).
std::vector<const Unit*> morale_due(const std::vector<Unit>& units, const UeRuleBook& book);

/// UE-MORALE-1..5 with OPT-2. Throws RuleError for a british unit (UE-MORALE-5), a destroyed
/// one, or one not fired at this turn when no --range is given.
TestsResult resolve_morale(const MoraleInput& input, const UeRuleBook& book, const Options& options,
                           dice::DiceSource& dice);

/// UE-RALLY-1: a unit rolls to rally at the start of a turn it began falling back. One that
/// fell back this turn (its morale test or melee this turn, no rally due from `turn`) rallies
/// at the start of the next turn, not now.
bool fell_back_this_turn(const Unit& unit);

/// The units falling back (UE-RALLY-1), in roster order.
std::vector<const Unit*> rally_due(const std::vector<Unit>& units);

/// UE-RALLY-1. Throws RuleError for a unit that is not falling back.
TestsResult resolve_rally(const std::vector<const Unit*>& units, dice::DiceSource& dice);

/// One army's tally (UE-ARMY-1).
struct ArmyTally {
    std::string side;
    long long men = 0;
    long long killed = 0;
    bool reached = false;   ///< killed >= 25% of men
    bool retreated = false; ///< failed its roll and left the field: it rolls no more (UE-ARMY-1)
};

/// Every side of the roster with its tally, in order of first appearance. Units without a
/// side belong to no army.
std::vector<ArmyTally> army_tallies(const std::vector<Unit>& units, const UeRuleBook& book);

/// UE-ARMY-1/2 and OPT-3. `side` restricts the test to one army. Throws RuleError when the
/// option is off, UsageError for an unknown side.
TestsResult resolve_army(const std::vector<Unit>& units, const std::optional<std::string>& side,
                         const UeRuleBook& book, const Options& options, dice::DiceSource& dice);

} // namespace muster::ue
