#pragma once

#include "muster/dice/dice.hpp"
#include "muster/roster/roster.hpp"
#include "muster/ue/outcome.hpp"
#include "muster/ue/rulebook.hpp"
#include "muster/ue/unit.hpp"

#include <optional>
#include <string>
#include <vector>

/// UE-FIRE (small arms and Maxims, no dice) and UE-ARTY (cannon, one D6 a gun), resolved by
/// one function: each firer by the rules of its kind, each floored, then summed (UE-FIRE-6).
namespace muster::ue {

/// UE-FIRE-2 range factors.
inline constexpr Ratio k_long_range_factor{1, 2};
inline constexpr Ratio k_medium_range_factor{1, 1};
inline constexpr Ratio k_short_range_factor{2, 1};
/// UE-FIRE-2 firer at half strength; UE-ARTY-3 gun crew at half strength.
inline constexpr Ratio k_half_strength_factor{1, 2};
/// UE-FIRE-2, UE-ARTY-3: target in a defensive position.
inline constexpr Ratio k_defensive_factor{1, 2};
/// UE-FIRE-5, UE-ARTY-3, UE-ARTY-5: a replaced crew fires at half.
inline constexpr Ratio k_replaced_crew_factor{1, 2};
/// UE-ARTY-2: extra kills against infantry in closed order (only on a roll that is not a miss).
inline constexpr int k_closed_order_bonus = 10;
/// UE-ARTY-4: a roll of 1..3 hits a gun; 1..2 with a replaced crew (UE-ARTY-5).
inline constexpr int k_gun_hit_on = 3;
inline constexpr int k_gun_hit_on_replaced = 2;

/// UE-ARTY-4: what a cannon fires at when the target is a gun.
enum class VsGun { crew, gun };

/// The range: a band by name, or a distance in inches (UE-FIRE-1). Exactly one is set.
struct RangeSpec {
    std::optional<Band> band;
    std::optional<double> distance;
};

/// UE-FIRE-1: the band of `range` for a type's ranges. Throws RuleError when out of range (with
/// the bands), or when a band other than medium is named for a one-band type (spears).
Band band_for(const RangeSpec& range, const TroopType& type, const std::string& firer);

/// The range factor of a band (UE-FIRE-2).
Ratio range_factor(Band band);

struct FireInput {
    std::vector<const Unit*> firers;
    const Unit* target = nullptr;
    RangeSpec range;
    bool cover = false;        ///< --cover: the target is in a defensive position this shot
    bool single_stand = false; ///< --single-stand: fired on by a single regular stand (UE-MORALE-2)
    /// --open/--closed/--mounted/--dismounted: apply to the firers; when no firer is infantry
    /// (cannon and Maxims), to the target (its closed order, UE-ARTY-2).
    Overrides overrides;
    VsGun vs = VsGun::crew; ///< UE-ARTY-4
    bool guns_only = false; ///< the `artillery` command: refuse anything but guns
};

/// One firer's part.
struct FirerResult {
    std::string name;
    Band band = Band::none;
    long long kills = 0;
    std::optional<int> roll; ///< cannon only
    bool hit = false;        ///< cannon against a gun
};

struct FireResult {
    Outcome resolution;
    std::vector<FirerResult> firers;
    long long kills = 0;      ///< summed kills, before UE-ROSTER-3 caps them
    bool against_gun = false; ///< the target is a gun
    bool vs_gun = false;      ///< cannon fired at the gun itself (UE-ARTY-4)
    int gun_hits = 0;         ///< hits scored this time
    Band band = Band::none;   ///< the closest band of this fire
    bool morale_due = false;  ///< UE-FIRE-8
    /// UE-MORALE-6: the target took its test this turn already; this fire owes none.
    bool tested_already = false;
    bool target_destroyed = false;
};

/// UE-FIRE-1..9, UE-ARTY-1..5. Throws RuleError when the rules refuse (out of range, a silent or
/// destroyed gun, a destroyed unit, `--vs gun` by small arms...).
FireResult resolve_fire(const FireInput& input, const UeRuleBook& book, const Options& options,
                        dice::DiceSource& dice);

} // namespace muster::ue
