#pragma once

#include <string_view>

/// The `done`/`due` marks unbalanced-equality keeps (the game's record: one roll per test, one
/// action per unit). The roster keeps them as words; UeRuleBook::marks declares them, with how
/// `status` reads each and the commands that leave each (src/core/ue/words.cpp).
namespace muster::ue::mark {

inline constexpr std::string_view fire = "fire";         ///< fired this turn (UE-SEQ phase 3)
inline constexpr std::string_view fired_at = "fired-at"; ///< was fired at (UE-MORALE-2a)
inline constexpr std::string_view morale = "morale";     ///< UE-MORALE: tested this turn
inline constexpr std::string_view rally = "rally";       ///< UE-RALLY-1: rolled (kept in `due`)
inline constexpr std::string_view army = "army";         ///< UE-ARMY-1: its army checked
inline constexpr std::string_view melee = "melee";       ///< UE-MELEE: fought a melee
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

} // namespace muster::ue::mark
