#pragma once

#include "muster/engine/env.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <optional>
#include <string>
#include <vector>

/// UE-ARMY-3: the army check decides the battle. The end is recorded on the units of every
/// army (`left-field=TURN` on those of an army that retreated, `drawn=TURN` on all of them in a
/// draw); from then on the battle is over and a further resolution is refused with the result.
namespace muster::ue {

/// The rule that ends the battle, and the draw's.
inline constexpr std::string_view k_battle_rule = "UE-ARMY-3";
inline constexpr std::string_view k_draw_rule = "UE-ARMY-2";

/// How the battle ended, read from the units' records; nothing while it goes on. An older
/// record that marked a retreat (`due=army-retreated`) without its turn ends it too, period 0.
std::optional<BattleEnd> battle_end(const std::vector<Unit>& units);

/// Records the end in `turn` on every unit of an army (a unit with a side): the units of the
/// armies in `retreated` left the field; none retreated is a draw (UE-ARMY-2).
void record_battle_end(Draft& roster, const std::vector<std::string>& retreated, int turn);

/// Throws RuleError (exit 1) with the result when the battle is over and `request` would
/// resolve more of it: `turn` and every command but odds (`--odds`, `charge`), `move` (UE-MOVE-1
/// records nothing), `army` (which says the result) and `kill` (a correction by hand).
void refuse_after_battle(const std::vector<Unit>& units, const Request& request, const Env& env);

} // namespace muster::ue
