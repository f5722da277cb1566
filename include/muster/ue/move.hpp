#pragma once

#include "muster/roster/roster.hpp"
#include "muster/ue/outcome.hpp"
#include "muster/ue/rulebook.hpp"

/// UE-MOVE (a unit's movement allowance) and UE-ARTY-5 (a new crew for a silent gun).
namespace muster::ue {

/// UE-MORALE-4: a unit that fails falls back two full moves.
inline constexpr int k_fall_back_moves = 2;

/// UE-MOVE-1: a unit's movement allowance in its state, in inches, as data: on normal and on
/// rough ground, with fire & charge (UE-CHARGE-1; 0 when the type has no charge bonus) and for a
/// gun that moves and fires in one turn (UE-TYPE-5; 0 when it cannot).
struct MoveAllowance {
    int normal = 0;
    int rough = 0;
    int fire_and_charge = 0;
    int move_and_fire = 0;
};
MoveAllowance move_allowance(const Unit& unit, const UeRuleBook& book, const Overrides& overrides);

/// UE-MOVE-1: the allowance for the unit's state (normal and rough ground, fire & charge,
/// Maxim move-and-fire, mounted infantry's mounted + dismounted combination). No dice, no
/// change. Throws RuleError for a destroyed unit.
Outcome describe_move(const Unit& unit, const UeRuleBook& book, const Overrides& overrides);

/// UE-ARTY-5: a silent gun takes a new crew of its crew's size (60 men) from one infantry
/// unit, which loses those men (stands come off as for casualties, UE-ROSTER-2). Throws
/// RuleError when the gun still has crew or is destroyed, or the donor is not infantry or has
/// too few men.
Outcome resolve_recrew(const Unit& gun, const Unit& donor, const UeRuleBook& book,
                       const Options& options);

} // namespace muster::ue
