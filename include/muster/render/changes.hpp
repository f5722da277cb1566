// The roster changes of a resolution and a unit's keys as JSON (`--json`'s `changes`).
#pragma once

#include "muster/roster/roster.hpp"
#include "muster/roster/rulebook.hpp"

#include <nlohmann/json.hpp>

/// The roster changes of a resolution as the `--json` output gives them (DESIGN.md, "Output
/// contract"): `changes` and a unit's keys.
namespace muster::render {

/// A unit's keys of its rule set as JSON: name, type and every key in snake_case (flags as
/// booleans, counts as numbers, lists as arrays, unset text as null).
nlohmann::json unit_json(const Unit& unit, RuleSet rules);

/// `changes`: {unit, before, after, stands_removed} for every unit that differs, with only the
/// keys that changed (a removed unit has `after` null, a new one `before` null), and
/// `stands_returned` when stands go back on the table.
nlohmann::json unit_changes(const Roster& before, const Roster& after, const RuleBook& book);

} // namespace muster::render
