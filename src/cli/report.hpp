#pragma once

#include "cli/context.hpp"
#include "muster/dice/dice.hpp"
#include "muster/engine/resolution.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace muster::cli {

/// What a command produced, rendered by `render()` as text, one brief line, or one JSON object
/// (DESIGN.md, "Output contract"): the engine's Resolution and, once the store has saved it,
/// the roster changes as JSON. Commands fill it; they never print results themselves.
struct Report : Resolution {
    Report() = default;
    Report(Resolution resolution) : Resolution(std::move(resolution)) {} // NOLINT: implicit
    nlohmann::json changes = nlohmann::json::array(); ///< [{unit, before, after, stands_removed}]
};

/// The `--json` object (DESIGN.md): {"schema": 1, "command", "rules", "dice", "result",
/// "changes", "table"}.
nlohmann::json report_json(const Report& report);

/// Prints the report in the format the global options ask for.
void render(const Report& report, Context& ctx);

} // namespace muster::cli
