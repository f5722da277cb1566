#pragma once

#include "muster/roster/roster.hpp"
#include "muster/ue/rulebook.hpp"
#include "muster/ue/unit.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// What UE's pure rules produce, an Outcome (the engine's Resolution is what `resolve_*.cpp` make
/// of it, ARCHITECTURE.md): the computation steps, the
/// result lines, the changes to units and what to do on the table. The dice used are the
/// DiceSource's record. Applying a resolution to units is the separate step `apply`.
namespace muster::ue {

/// The changes a resolution makes to one unit (by name).
struct Effect {
    std::string unit;
    long long kills = 0; ///< men killed (UE-ROSTER-3 caps them when applied)
    /// The losses those kills make, when the rule worked them out (a fire, a melee): `apply`
    /// writes them as they are rather than work them out again.
    std::optional<KillsApplied> losses;
    std::optional<long long> set_killed;            ///< written before `kills` (UE-ARTY-5 new crew)
    std::optional<Band> fired;                      ///< the `fired` mark to record (UE-MORALE-3)
    std::optional<bool> single_stand;               ///< UE-MORALE-2
    std::optional<bool> falling_back;               ///< UE-MORALE-4, UE-RALLY-1
    int gun_hits = 0;                               ///< hits to add (UE-ARTY-4)
    std::optional<bool> crew_replaced;              ///< UE-ARTY-5
    std::optional<std::vector<std::string>> locked; ///< UE-MELEE-5
    std::vector<std::string_view> marks;            ///< `done` marks to add (muster/ue/marks.hpp)
    std::vector<std::string_view> unmarks;          ///< `done` marks to take away
};

/// A resolution's outcome, before it is applied.
struct Outcome {
    std::vector<std::string> steps; ///< the arithmetic, step by step (--explain)
    std::vector<std::string> lines; ///< the result, for a person at the table
    std::string brief;              ///< one line for notes
    std::vector<Effect> effects;
    std::vector<std::string> table; ///< what to do on the table, after the stand removals

    Effect& effect(const std::string& unit);
};

/// What applying a resolution did.
struct Applied {
    std::vector<std::pair<std::string, KillsApplied>> kills; ///< per unit that took kills
    std::vector<std::string> table; ///< stands to take off and destructions, then the rest
};

/// Finds a unit by name (a roster unit or an ad-hoc one); null when there is none.
using UnitLookup = std::function<Unit*(std::string_view)>;

/// Applies the effects in order: kills through `apply_kills` (UE-ROSTER-2..4), gun hits capped
/// at 4 (UE-ARTY-4), marks. A destroyed unit keeps no fired or falling-back mark.
Applied apply(const Outcome& resolution, const UnitLookup& find, const UeRuleBook& book);

/// The closer of two bands (short < medium < long; `none` is farthest) (UE-MORALE-3).
Band closest(Band a, Band b);

} // namespace muster::ue
