#pragma once

#include "muster/engine/draft.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

/// The game's record (docs/game-record.md): one roll per test, one action per unit, nothing
/// owed forgotten. The marks live in the roster (`done`, `due`, cleared by `turn`), so every
/// roll changes the roster and the store journals it (docs/roster.md).
namespace muster {

/// The registered rule set's word for one round of play (RuleBook::period): "turn" (UE), "move"
/// (FW: one muster turn is one move, FW-ORDER-1). Defined in src/core/engine/rule_sets.cpp.
std::string_view period_word(std::string_view rules);

/// Refuses (RuleError, exit 1) a second `what` by `unit` when its `done` holds `mark`, naming
/// what was rolled and when (the journal's line for it, else the turn) and `rule`, and the way
/// back: `muster undo`, which the log shows.
void refuse_repeat(const Env& env, const Unit& unit, std::string_view mark, std::string_view what,
                   std::string_view rule, const Roster& roster);

/// Adds `mark` to the `done` of the roster unit `name` (nothing for an ad-hoc unit).
void mark_done(Draft& roster, const std::string& name, std::string_view mark);

/// Adds a test a unit (or an army) took to the resolution's events (the journal's `roll` is
/// made from them: events::Tested).
void add_test(Resolution& resolution, events::Tested test);

/// The one mapping of an owed item to the command that settles it, as words:
/// `{"muster", "morale", "uThulwana"}`, a continuing melee's `--vs` opponent after its unit,
/// an army check's side. The game record keeps these words (a `turn`'s `due` and `skipped`,
/// which `muster replay` compares), so they are the engine's, not render's.
std::vector<std::string> owed_argv(const Owed& owed);

/// `muster morale uThulwana`: `owed_argv`'s words, each quoted as the roster quotes a name.
std::string owed_command(const Owed& owed);

/// An Owed of `unit`, settled by `muster COMMAND UNIT`, at `step` of the rules' sequence.
Owed unit_owes(const Unit& unit, std::string what, std::string rule, std::string_view command,
               int step);

/// Everything owed this turn (UE) or move (FW), in roster order, armies last.
std::vector<Owed> owed_items(const Roster& roster, const RuleBook& book);

/// "uThulwana: morale test (UE-MORALE-1): muster morale uThulwana".
std::string owed_text(const Owed& owed);
/// An owed item as every `--json` output gives it (docs/scripting.md): {"unit" or "side", "owes",
/// "rule", "step", "command", "argv", "decision"}, and for a continuing melee "melee" ({"a",
/// "b": the units of each side}) and "choices" ([{"choice", "rule", "option"}]).
nlohmann::json owed_json(const Owed& owed);

/// Whether `unit` is named by the item: its unit, or any unit locked in its continuing melee.
bool owed_names(const Owed& owed, std::string_view unit);

/// `owed_json` of each item.
nlohmann::json owed_list_json(const std::vector<Owed>& owed);

} // namespace muster
