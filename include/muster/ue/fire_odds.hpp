#pragma once

#include "muster/dice/dice.hpp"
#include "muster/roster/roster.hpp"
#include "muster/ue/fire.hpp"
#include "muster/ue/rulebook.hpp"

/// Exact odds of a fire (UE-FIRE, UE-ARTY) and of the target's morale test after it (UE-FIRE-8,
/// UE-MORALE), without walking every combination of the cannons' dice: UE-FIRE-6 resolves the
/// firers one by one and sums them, so each firer's kills are enumerated alone (by the rules
/// code, at most six paths) and the sum is a convolution. `fire --odds`, `compare` and
/// `charge` use it.
namespace muster::ue {

struct FireOdds {
    bool vs_gun = false;      ///< UE-ARTY-4: the distribution is of hits on the gun
    Band band = Band::none;   ///< the closest band of the fire (UE-MORALE-3)
    dice::Distribution total; ///< kills (or hits) summed over the firers
    /// The target is due its morale test (UE-FIRE-8) with this probability, and then fails it.
    double p_morale_due = 0;
    double p_morale_fails = 0;
    /// The target's test fails with this probability when it is due (UE-MORALE-1/2).
    double p_fail_when_due = 0;
    /// UE-MORALE-6: the target took its test this turn already, so this fire owes none.
    bool tested_already = false;
};

/// UE-FIRE-1..9, UE-ARTY-1..5, UE-MORALE-1..3 and UE-MORALE-6 (a test already owed counts,
/// one already taken allows no second) as exact odds. Refuses exactly what
/// `resolve_fire` refuses.
FireOdds fire_odds(const FireInput& input, const UeRuleBook& book, const Options& options);

} // namespace muster::ue
