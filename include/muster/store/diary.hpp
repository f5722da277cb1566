#pragma once

#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <string>

/// What a player writes down beside a brief line (issue 27): the units a change destroyed and
/// the stands each lost, from the rosters before and after it (the rule book's derived numbers:
/// `stands_lost`, UE-ROSTER-2 / FW-PIECE-2, and its `destroyed` flag), never from the line.
namespace muster::store {

/// "; uThulwana loses 2 stands; 1/24th/A destroyed" (a unit destroyed is named once, without
/// its stands), or "" when no unit lost a stand. Units in roster order.
std::string stands_note(const Roster& before, const Roster& after, const RuleBook& book);

} // namespace muster::store
