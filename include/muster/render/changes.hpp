// The roster changes of a resolution as JSON (`--json`'s `changes`).
#pragma once

#include "muster/engine/unit_delta.hpp"

#include <nlohmann/json.hpp>

/// The roster changes of a resolution as the `--json` output gives them (docs/scripting.md, "JSON
/// output, for scripts"): `changes`, each unit as muster::unit_json (muster/engine/unit_json.hpp)
/// gives it.
namespace muster::render {

/// `changes`: {unit, before, after, stands_removed} for every unit whose line differs, with
/// only the keys that changed (a removed unit has `after` null, a new one `before` null), and
/// `stands_returned` when stands go back on the table: the change's deltas as JSON, nothing
/// derived again (issue 39).
nlohmann::json unit_changes(const std::vector<UnitDelta>& deltas, std::string_view rules);

} // namespace muster::render
