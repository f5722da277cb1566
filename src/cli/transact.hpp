#pragma once

#include "cli/context.hpp"
#include "cli/output.hpp"
#include "muster/budget.hpp"
#include "muster/engine/event.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"
#include "muster/store/store.hpp"

#include <functional>
#include <string>
#include <vector>

/// The command line's side of the store (src/store/): the roster the global options name, the
/// modes `--dry-run` and `--odds`, and the changes as `--json` gives them.
namespace muster::cli {

/// The roster the options name, read and checked (no lock). Throws RosterError (exit 3).
store::LoadedRoster load_document(const Context& ctx);
Roster load_roster(const Context& ctx);

/// Charges reading the roster's whole journal (`log`, `report`) to the command's budget from
/// the journal's size, before a byte of it is read: `per_byte` is that command's time and
/// memory a journal byte, measured on the reference machine.
void charge_journal(const Context& ctx, std::string_view command, const Cost& per_byte);

/// A read-modify-write of the roster (store::transact): nothing is saved with --dry-run or
/// --odds; fills `report.changes` from the units that differ, and says so when a dry run
/// would have changed the roster.
/// `request`, when given, is journalled with the change (the event's request, replayed by
/// `muster replay`).
Output transact(Context& ctx, const std::function<Outcome(const Roster&, const RuleBook&)>& change,
                const AnyRequest* request = nullptr);

/// `transact()` for commands that name units: when no roster file exists and none was named
/// explicitly (--roster or $MUSTER_ROSTER), and every ref in `refs` is ad hoc, runs `change`
/// on an empty roster of the ad-hoc units' rule set and saves nothing; otherwise `transact()`.
Output transact_units(Context& ctx, const std::vector<std::string>& refs,
                      const std::function<Outcome(const Roster&, const RuleBook&)>& change,
                      const AnyRequest* request = nullptr);

/// Resolves `request` against the roster in one transaction: `book.resolve(request, roster,
/// ctx)` inside `transact_units` (or `transact` when `ad_hoc` is false: the request's units
/// must be the roster's).
Output resolve(Context& ctx, const Request& request, bool ad_hoc = true);

/// A roster edit by hand (`add`, `set`, `remove`, `option`: run_request) in one transaction,
/// journalled with its request.
Output edit(Context& ctx, const AnyRequest& request);

/// `muster init` (store::create); nothing with --dry-run.
void create_roster(Context& ctx, const std::string& text, bool force);

/// `muster undo` (store::undo), as a report.
Output undo_changes(Context& ctx, int count);

} // namespace muster::cli
