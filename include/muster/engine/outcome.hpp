#pragma once

#include "muster/budget.hpp"
#include "muster/engine/draft.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/event.hpp"
#include "muster/engine/game_events.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <map>
#include <string>
#include <vector>

/// One request worked out against a roster without changing it, and the one place a roster
/// changes (issue 39, ARCHITECTURE.md): `resolve` gives an Outcome (the dice, the `--explain`
/// steps, the typed events, what each unit becomes); `apply` writes it. The store saves what
/// `apply` wrote; the brief line's note, `--json`'s `events` and `changes` are drawn from the
/// same Outcome, so no loss is derived twice.
namespace muster {

struct Outcome {
    /// What the rule set made of the request: the dice, text, brief line, result and its
    /// events, with the events read from the units' change (stands off, destroyed, added,
    /// removed) after the rule set's own, and `deltas`, each changed unit before and after.
    Resolution resolution;
    RosterHead head; ///< the roster's other fields after the change
    /// The work `resolve` charged to the Env's budget (muster/budget.hpp): estimated time,
    /// memory and output, returned with the result (work over the budget's limit is refused
    /// before it starts: UsageError).
    Cost cost;
};

/// Works out `request` against `roster` (a rule book's resolution, or a roster edit): the
/// roster is not touched, the resolution writes a Draft of it (muster/engine/draft.hpp), and
/// the Outcome is what it wrote: each unit written, before and after. Throws what the request's
/// resolution throws (UsageError, RuleError).
[[nodiscard]] Outcome resolve(const Roster& roster, const AnyRequest& request, const RuleBook& book,
                              Env& env);

/// The Outcome of `resolution`, which wrote `draft`: the units it wrote, before and after
/// (Draft::deltas), the events they make after the rule set's own, the roster's other fields,
/// the turn and rule set recorded. What `resolve` returns; a program that writes its own change
/// to a draft makes its Outcome so.
Outcome conclude(Resolution resolution, const Draft& draft, const RuleBook& book);

/// Writes `outcome` to `roster`, which must be the roster it was resolved against: every unit
/// it changes or removes as it found it, none it adds there already (RuleError otherwise: the
/// roster is then unchanged). Units keep their order; an added unit takes its place.
void apply(Roster& roster, const Outcome& outcome);

} // namespace muster
