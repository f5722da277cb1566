#pragma once

#include "muster/roster/roster.hpp"

#include <nlohmann/json.hpp>

namespace muster {

/// `army-morale` -> `army_morale`: every key of muster's JSON is snake_case.
std::string snake_case(std::string key);

/// A unit's keys of its rule set as data: name, type and every key in snake_case (flags as
/// booleans, counts as numbers, lists as arrays, unset text as null) — a resolution's result
/// and the roster changes of `--json` (docs/scripting.md and the README's "Exit status").
nlohmann::json unit_json(const Unit& unit, std::string_view rules);

} // namespace muster
