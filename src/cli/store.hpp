#pragma once

#include "cli/context.hpp"
#include "cli/report.hpp"
#include "muster/roster.hpp"
#include "muster/rulebook.hpp"

#include <functional>

namespace muster::cli {

/// Reads the roster (no lock held after reading). Throws RosterError (exit 3) when it is
/// missing (saying how to create one: `muster init`), unreadable or malformed.
Roster load_roster(const Context& ctx);

/// A read-modify-write of the roster, atomic and journalled (DESIGN.md, "The roster file"):
/// takes the exclusive lock, reads and parses, calls `change(roster, rulebook)` which mutates
/// the roster and returns the Report, then — unless --dry-run, or the report says nothing
/// changed — writes a temp file in the same folder, fsyncs, renames over the roster, fsyncs the
/// folder, and appends the journal entry (time, brief line, dice, before-image). Any exception
/// leaves the roster and journal byte-for-byte unchanged. Fills `report.changes` from the
/// units that differ. Returns the report for rendering.
Report transact(Context& ctx, const std::function<Report(Roster&, const RuleBook&)>& change);

} // namespace muster::cli
