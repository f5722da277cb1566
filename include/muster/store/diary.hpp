#pragma once

#include "muster/engine/game_events.hpp"

#include <string>

/// What a player writes down beside a brief line (issue 27): the units a change destroyed and
/// the stands each lost, from the change's events (read from its unit deltas: the rule book's
/// derived numbers, worked out once: `stands_lost`, UE-ROSTER-2 / FW-PIECE-2, and `gone`), never
/// from the line.
namespace muster::store {

/// "; uThulwana loses 2 stands; 1/24th/A destroyed" (a unit destroyed is named once, without
/// its stands, in the book's `gone_word`), or "" when no unit lost a stand. Units in order.
std::string stands_note(const std::vector<Event>& events, std::string_view gone_word);

} // namespace muster::store
