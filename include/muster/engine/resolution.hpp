#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/game_events.hpp"
#include "muster/engine/unit_delta.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

/// What the engine gives back for one resolution, whatever the rule set (ARCHITECTURE.md):
/// the dice thrown, the result as data and in the rule set's words, what to do on the table
/// and the rule ids used. The roster changes are the roster itself, changed in place; the
/// command line renders all of it as text, one brief line, JSON or Markdown.
namespace muster {

class Env;

/// A distribution to show as a table of P(=x), P(>=x), P(<=x) (docs/before-the-dice.md), as
/// values: render draws it (render/odds.hpp), to the terminal's width and in its characters.
struct OddsTable {
    dice::Distribution distribution;
    std::string heading = "total"; ///< the outcome column's heading: "total", "kills", ...
    /// Drawn before `text[before_line]`, after the last line when it is `text.size()`.
    std::size_t before_line = 0;
};

struct Resolution {
    std::string command;           ///< "fire", "roll", ...
    std::string rules;             ///< "unbalanced-equality", "fuzzy-wuzzy", "" if none
    std::vector<std::string> text; ///< readable lines: the result (and --explain steps)
    /// With `--explain`, each step of the arithmetic, in order, as data (`--json`'s `explain`):
    /// the same steps the text shows indented. Empty without `--explain`.
    std::vector<std::string> steps;
    std::string brief; ///< exactly one line, for notes and `muster log`
    nlohmann::json result = nlohmann::json::object(); ///< the per-command result, as data
    std::vector<dice::Throw> dice;                    ///< every die used, in order
    std::vector<std::string> table;                   ///< what to do on the table
    std::vector<OddsTable> odds; ///< `--odds`: the tables among the text lines, as values
    /// The roster's turn after the resolution; the brief line starts `t3 ` when it is known
    /// (a resolution against a roster), and the journal keeps it (`muster log --since-turn`).
    std::optional<int> turn;
    /// False when the journal does not keep the resolution (it changes no roster line: UE
    /// `move`, `--odds`): its brief line then has no `t3 ` (issue 27: a `tN` line is one the
    /// journal and `muster log` have too). The JSON envelope's `turn` is the roster's still.
    bool kept = true;
    /// What happened, as typed events (muster/engine/game_events.hpp): the rule set's, then
    /// those read from the units' change (muster/engine/outcome.hpp). The journal's `roll` is
    /// made from the `tested` ones.
    std::vector<Event> events;
    nlohmann::json skipped; ///< the journal's `skipped`: what `turn --skip-owed` skipped
    /// What the change did to each unit, derived once when it is saved (unit_deltas, issue 39):
    /// the brief line's note and `--json`'s `changes` are made from it.
    std::vector<UnitDelta> deltas;
};

/// Adds an odds table after the text lines so far (the next line is drawn under it).
void add_odds_table(Resolution& resolution, dice::Distribution distribution, std::string heading);

/// The brief line as `--brief` and `muster log` print it: `t3 fire 90th/A -> ...` when the
/// turn is known, the bare line otherwise.
std::string brief_line(const std::string& brief, std::optional<int> turn);

/// A brief line with the dice it used, the same for every command: `... [dice 5,2]` (nothing
/// added when no dice were thrown), so any line can be replayed with `--dice`.
std::string brief_with_dice(const std::string& brief, const std::vector<dice::Throw>& dice);

/// "4 (D6, phase B side A), 2 (D6, phase B side B)" — the dice line of text output.
std::string dice_text(const std::vector<dice::Throw>& dice);

/// `--explain`'s steps: each after the text lines so far, indented, and kept as data
/// (`Resolution::steps`, `--json`'s `explain`).
void add_steps(Resolution& report, const std::vector<std::string>& steps);

/// A resolution of `command` by the rule set `rules`, to be filled: how every rule set's begins.
Resolution start_resolution(std::string command, std::string_view rules);
/// How every rule set's resolution ends: with --explain, the arithmetic's `steps` (after
/// `heading` when it is not ""), indented; then unused --dice values refused, and the dice
/// thrown kept.
void finish_resolution(Resolution& report, Env& env, const std::vector<std::string>& steps,
                       std::string_view heading = "");

/// A phase with nothing due (`rally`, `morale`): not an error (exit 0, so a turn script goes
/// on), but dice typed for it are refused. Fills `resolution` with `text`, the brief line
/// `brief` and an empty `result.units`, and returns it.
Resolution nothing_due(Resolution resolution, const Env& env, std::string text, std::string brief);

} // namespace muster
