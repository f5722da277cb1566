#pragma once

#include "muster/dice/dice.hpp"
#include "muster/fw/tables.hpp"
#include "muster/roster/roster.hpp"

#include <optional>
#include <string>
#include <vector>

/// A whole charge as exact odds (FW-APPROACH, a reading over FW-MOVE, FW-FIRE, FW-FIRE-3 and
/// FW-CLOSE): the movement dice to close, the defenders' fire after each move (at short range
/// in the move of contact, FW-APPROACH-2 revised), the fire combat result test, and the close
/// combat at contact for a charger that neither retreated nor is out of action. The state after
/// each move is a distribution over (distance left, markers on the charger), equal states
/// merged. Pure: the same rules code as `move`, `fire`, `morale` and `melee`.
namespace muster::fw {

/// FW-APPROACH-1: at most this many moves of approach.
inline constexpr int k_max_charge_moves = 100;
/// Work bound (docs/hostile-input.md, "Work is bounded before it starts"): (state x outcome) steps
/// in all.
inline constexpr double k_max_charge_steps = 2e7;

struct ChargeInput {
    const Unit* charger = nullptr;
    /// The defenders; all fire, the first is met in close combat.
    std::vector<const Unit*> defenders;
    std::optional<double> from; ///< inches; default the longest range of any defender's weapon
    bool regulars_test = false; ///< OPT-4: regulars take FW-FIRE-3's test too
};

/// One move of the approach.
struct ChargeMove {
    int move = 0;
    Rate rate = Rate::charge;
    dice::Distribution distance; ///< the movement dice's total (FW-MOVE-1)
    double p_start = 0;          ///< the charge is still on at the start of the move
    double p_contact = 0;        ///< contact this move
    double p_retreats = 0;       ///< repulsed this move by the fire combat result (FW-FIRE-3)
    double p_out_of_action = 0;  ///< every figure of the charger wounded this move
    /// Defenders that could fire this move at some distance reached.
    std::vector<std::string> firers;
};

struct ChargeOdds {
    std::string charger;
    std::string target;
    double from = 0;
    std::vector<ChargeMove> moves;
    double p_contact = 0;
    double p_won = 0; ///< FW-CLOSE-3: the charger inflicts more
    double p_lost = 0;
    double p_tie = 0;
    double p_repulsed = 0;               ///< retreated before contact
    double p_out_of_action = 0;          ///< every figure wounded before contact
    double expected_charger_markers = 0; ///< approach and close combat
    double expected_target_markers = 0;  ///< close combat
    int charger_unwounded = 0;           ///< at the start
    /// Markers placed on the charger and on the target in all (FW-APPROACH-3), every outcome.
    dice::Distribution charger_markers;
    dice::Distribution target_markers;
    /// Unwounded figures at contact, probabilities summing to p_contact.
    dice::Distribution unwounded_at_contact;
};

/// FW-APPROACH-1..3. Throws RuleError for a charger that cannot charge (retreating, no figure
/// able to act) and UsageError for a bad distance or work beyond the bound.
ChargeOdds charge_odds(const Book& book, const ChargeInput& input);

} // namespace muster::fw
