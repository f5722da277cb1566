#pragma once

#include "muster/dice/dice.hpp"
#include "muster/roster/roster.hpp"
#include "muster/ue/outcome.hpp"
#include "muster/ue/rulebook.hpp"

#include <string>
#include <vector>

/// UE-MELEE: hand-to-hand in three phases.
namespace muster::ue {

/// UE-MELEE-1: MV +1 in a defensive position.
inline constexpr int k_defensive_mv_bonus = 1;
/// UE-MELEE-2: the winner of phase A loses 20% of its CP; the loser that x 4/3.
inline constexpr Ratio k_phase_a_loss{1, 5};
inline constexpr Ratio k_phase_a_loser_factor{4, 3};
/// UE-MELEE-6: a locked loser that cannot reinforce fights with MV halved.
inline constexpr Ratio k_no_reinforce_mv{1, 2};
/// UE-MELEE-7: the other side loses half the crew figures a gun loses.
inline constexpr Ratio k_gun_crew_penalty{1, 2};
/// UE-MELEE-5: a loser driven off retires four moves; pursued, two.
inline constexpr int k_drive_off_moves = 4;
inline constexpr int k_pursued_moves = 2;

/// UE-MELEE-3: shares `loss` among units in proportion to `men` (largest remainder; ties to
/// the earlier unit), each capped at its men (UE-ROSTER-3).
std::vector<long long> share_losses(long long loss, const std::vector<long long>& men);

struct MeleeInput {
    std::vector<const Unit*> a;
    std::vector<const Unit*> b;
    bool pursue = false;         ///< UE-MELEE-5 (default drive-off)
    bool no_reinforce_a = false; ///< UE-MELEE-6: side A's MV halved
    bool no_reinforce_b = false;
};

/// One side's numbers.
struct MeleeSide {
    long long strength2 = 0; ///< strength x 2 (halved MV stays exact)
    long long cp = 0;        ///< the CP fighting (guns excluded)
    long long phase_a_loss = 0;
    long long gun_penalty = 0; ///< UE-MELEE-7: men lost for the other side's guns
    long long losses = 0;      ///< men this side loses in all (capped; guns' crews included)
    int die = 0;               ///< phase B
    long long product2 = 0;    ///< phase B: strength2 x die
};

struct MeleeResult {
    Outcome resolution;
    char phase_a_winner = 't'; ///< 'a', 'b' or 't' (equal strength)
    char winner = 'a';         ///< phase B: 'a' or 'b'
    /// UE-MELEE-7: one side is guns alone: no phase A loss, no phase B roll (dice 0), the other
    /// side wins and `phase_a_winner` is it.
    bool no_contest = false;
    MeleeSide a;
    MeleeSide b;
};

/// UE-MELEE-1..8. Dice: phase B, side A's D6 then side B's, again on equal products. Throws
/// RuleError for a destroyed unit, a unit on both sides, `--no-reinforce` outside a continuing
/// melee, or two sides without strength.
MeleeResult resolve_melee(const MeleeInput& input, const UeRuleBook& book, const Options& options,
                          dice::DiceSource& dice);

/// UE-MELEE-5/6: a melee that goes on, every unit locked in it by side: side A holds the first
/// of them in roster order, side B the units locked with side A (and so on, alternately).
struct LockedMelee {
    std::vector<const Unit*> a;
    std::vector<const Unit*> b;
};

/// The melees the roster's units are locked in (their `locked` records), in roster order of
/// their first unit; a name locked with no roster unit is left out.
std::vector<LockedMelee> locked_melees(const Roster& roster);

} // namespace muster::ue
