// What a command prints (render::Output: the Resolution and the roster changes) as text, one
// brief line or JSON.
#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/render/style.hpp"
#include "muster/roster/roster.hpp"

#include <iosfwd>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace muster::render {

/// What a command produced, rendered by `render()` as text, one brief line, or one JSON object
/// (docs/scripting.md and the README's "Exit status"): the engine's Resolution (with, once the
/// store has saved it, its unit deltas, which `changes` is made from when JSON is printed) and
/// the roster's fields. Commands fill it; they never print results themselves.
struct Output : Resolution {
    Output() = default;
    Output(Resolution resolution) : Resolution(std::move(resolution)) {} // NOLINT: implicit
    /// What is owed after the command (owed_list_json), for a command on a roster.
    nlohmann::json owed = nlohmann::json::array();
    /// The roster's rule options, every one with its value (defaults included), snake_case
    /// keys; null for a command on no roster.
    nlohmann::json options = nullptr;
    bool provisional = false; ///< the rule set's numbers are provisional (FW-TAB-1)
};

/// The roster-derived fields of the envelope: `owed`, `options`, `provisional`.
void add_roster_fields(Output& report, const Roster& roster, const RuleBook& book);

/// How the battle ended (RuleBook::battle_end, UE-ARMY-3) as `status` and `show` give it:
/// {"period", "retreated", "winners", "draw", "words"}; null while it goes on (the key is then
/// left out).
nlohmann::json battle_json(const Roster& roster, const RuleBook& book);

/// The schema version of every `--json` output (docs/scripting.md, schema/muster.schema.json).
constexpr int k_json_schema = 3;

/// The envelope every `--json` output shares (docs/scripting.md): {"schema", "command", "rules",
/// "turn", "brief", "options", "provisional", "dice", "result", "changes", "events", "table",
/// "owed", "dry_run"}, "explain" with --explain (the steps) and "line" in a `muster -` script.
nlohmann::json output_json(const Output& report, const Style& style);

/// A JSON output whose `result[key]` is an array written piece by piece (a 100,000-unit sheet, a
/// whole journal: never one document in memory): `head` ends with the array's `[`, `tail`
/// starts with its `]` and ends the line; the bytes are those of one `json_line`.
struct JsonFrame {
    std::string head;
    std::string tail;
};
JsonFrame json_frame(Output report, const Style& style, const std::string& key);

/// Dice as every JSON output gives them: [{die, value, for, source}], `source` the first word of
/// `source` ("typed", "seeded 7" -> "seeded", "random", "fair"); no `source` key when it is
/// empty (a journal entry that did not record it).
nlohmann::json dice_json(const std::vector<dice::Throw>& thrown, std::string_view source = {});

/// Every probability in `json` (keys `p` and `p_*`, the pairs of a distribution) rounded into
/// [0, 1]: an exact chance summed in floating point may come out a hair over 1 (issue 39).
void bound_probabilities(nlohmann::json& json);

/// Writes the report to `out` in the format `style` asks for.
void render(const Output& report, const Style& style, std::ostream& out);

/// `json` as one line, invalid UTF-8 replaced: how every `--json` output is written.
std::string json_line(const nlohmann::json& json);

} // namespace muster::render
