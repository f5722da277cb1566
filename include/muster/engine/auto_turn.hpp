#pragma once

#include "muster/engine/request.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <optional>
#include <vector>

/// `turn --auto` (UE-SEQ, FW-SEQ): what is owed, in the order of the rules' sequence, and the
/// request that settles each one. Each request is then resolved by the rule book exactly as the
/// command that settles it alone would be (one rule, one implementation).
namespace muster {

/// Everything owed this turn (UE) or move (FW), ordered by the step of the rules' sequence it
/// belongs to (UE-SEQ: rally, reaction tests, melee, army; FW-SEQ: fire combat results, rally),
/// roster order within a step.
std::vector<Owed> owed_in_order(const Roster& roster, const RuleBook& book);

/// The request that settles `owed` by dice alone, as its rule book declares it
/// (RuleBook::settling_request: `morale UNIT`, `rally UNIT`, `army SIDE`); nothing when it needs
/// a player's decision (`owed.choice`) or no command settles it alone.
std::optional<Request> settling_request(const Owed& owed, const RuleBook& book);

} // namespace muster
