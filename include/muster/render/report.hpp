// A command's report (Resolution + roster changes) rendered as text, one brief line or JSON.
#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/render/style.hpp"

#include <iosfwd>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace muster::render {

/// What a command produced, rendered by `render()` as text, one brief line, or one JSON object
/// (docs/scripting.md and the README's "Exit status"): the engine's Resolution and, once the store
/// has saved it, the roster changes as JSON. Commands fill it; they never print results themselves.
struct Report : Resolution {
    Report() = default;
    Report(Resolution resolution) : Resolution(std::move(resolution)) {} // NOLINT: implicit
    nlohmann::json changes = nlohmann::json::array(); ///< [{unit, before, after, stands_removed}]
};

/// The `--json` object (docs/scripting.md): {"schema": 1, "command", "rules", "dice", "result",
/// "changes", "table"}.
nlohmann::json report_json(const Report& report);

/// Dice as every JSON output gives them: [{die, value, for}].
nlohmann::json dice_json(const std::vector<dice::Throw>& thrown);

/// Writes the report to `out` in the format `style` asks for.
void render(const Report& report, const Style& style, std::ostream& out);

/// `json` as one line, invalid UTF-8 replaced: how every `--json` output is written.
std::string json_line(const nlohmann::json& json);

} // namespace muster::render
