#pragma once

#include "muster/engine/draft.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <map>
#include <string>
#include <string_view>

/// Roster edits by hand (`add`, `set`, `remove`, `option`), the same in both rule sets: the
/// command line calls these inside a store transaction (no rule book resolves them).
namespace muster {

/// `add NAME TYPE [...]`: a new unit at full strength; its name checked (UsageError), unique
/// (RuleError), its type the rule set's (UsageError), its keys valid. Each of its rule-set
/// options sets the unit key the book declares it sets (OptionSpec::sets); one `book` does not
/// declare for `add` is refused naming the rule set that does (UsageError,
/// refuse_undeclared_option).
Resolution add_unit(const AddRequest& request, Draft& roster, const RuleBook& book);

/// `set UNIT KEY=VALUE...`: keys of a roster unit changed by hand; `name` and `type` cannot be.
Resolution set_unit(const SetRequest& request, Draft& roster, const RuleBook& book);

/// `remove UNIT`: the unit leaves the roster, and every melee with it (UE-MELEE-5).
Resolution remove_unit(const RemoveRequest& request, Draft& roster);

/// `option KEY VALUE`: a rule option (OPT-1..4) set in the roster header.
Resolution set_option(const OptionRequest& request, Draft& roster, const RuleBook& book);

/// Throws UsageError unless `book` knows option `key` with value `value` (docs/rules.md,
/// "Options").
void check_option(const RuleBook& book, std::string_view key, std::string_view value);

/// The default of each option of `book`: the first of its values (RuleBook::option_values).
std::map<std::string, std::string> default_options(const RuleBook& book);

} // namespace muster
