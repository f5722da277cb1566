#pragma once

#include "muster/roster/roster.hpp"

#include <algorithm>
#include <iterator>
#include <string_view>

/// The `done`/`due` marks of the third rules audit (issue 21): what a UE turn's fire records
/// for the reaction test, and who lost a melee that goes on. Beside muster/roster/roster.hpp's
/// `mark::all`; a roster may hold either.
namespace muster::mark {

/// UE-FIRE-8: fired at this turn but no casualties yet (its `fired` band counts for
/// UE-MORALE-3; no test is due).
inline constexpr std::string_view unhurt = "unhurt";
/// UE-MORALE-2: fired on this turn in a defensive position (`fire --cover`): the test has the
/// benefit.
inline constexpr std::string_view in_cover = "in-cover";
/// UE-MELEE-6: lost the melee it is locked in (kept in `due` by `turn`): only the loser can be
/// unable to reinforce.
inline constexpr std::string_view lost_melee = "lost-melee";
/// UE-ARMY-1: the unit's army failed its army morale roll and left the field (kept in `due` by
/// `turn`): it rolls no more.
inline constexpr std::string_view army_retreated = "army-retreated";

} // namespace muster::mark
