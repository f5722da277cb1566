#pragma once

#include "cli/context.hpp"
#include "cli/report.hpp"
#include "muster/roster/roster.hpp"
#include "muster/roster/format.hpp"
#include "muster/roster/rulebook.hpp"

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace muster::cli {

/// Reads the roster (no lock held after reading). Throws RosterError (exit 3) when it is
/// missing (saying how to create one: `muster init`), unreadable or malformed.
Roster load_roster(const Context& ctx);

/// A read-modify-write of the roster, atomic and journalled (DESIGN.md, "The roster file"):
/// takes the exclusive lock, reads and parses, calls `change(roster, rulebook)` which mutates
/// the roster and returns the Report, then — unless --dry-run, or the report says nothing
/// changed — appends the journal entry (time, brief line, dice, before-image) and writes a temp
/// file in the same folder, flushes both, renames it over the roster and flushes the folder
/// (write-ahead: README, "Reliability"). Any exception
/// leaves the roster and journal byte-for-byte unchanged. Fills `report.changes` from the
/// units that differ. Returns the report for rendering.
Report transact(Context& ctx, const std::function<Report(Roster&, const RuleBook&)>& change);

/// A roster read for a command that only looks (`show`, `types`, `log`): where it is, its bytes,
/// the parsed document and its rule book with the house rules applied.
struct LoadedRoster {
    std::string path;
    std::string text;
    RosterDocument doc;
    std::unique_ptr<RuleBook> book;
};

/// Reads, parses and checks the roster (no lock). Throws as `load_roster` does.
LoadedRoster load_document(const Context& ctx);

/// A roster's bytes, or nothing when it does not exist. Throws RosterError when it cannot be
/// read, is not a regular file (a link, a device, a FIFO) or is too big (files::read_regular).
std::optional<std::string> read_text_file(const std::string& path);

/// `<roster>.journal`.
std::string journal_path(const std::string& roster_path);

/// `muster init`: writes a new roster atomically under the lock. Refuses (exit 1) to replace an
/// existing roster unless `force`; with `force` the replaced text is kept in the journal.
void create_roster(Context& ctx, const std::string& text, bool force);

/// `muster undo`: undoes the last `count` changes not yet undone, restoring the exact previous
/// bytes, under the lock; each undo is journalled. Refuses (exit 1) when there is nothing to
/// undo or the roster's lines no longer match the journal (edited by hand since).
Report undo_changes(Context& ctx, int count);

/// A unit's keys of its rule set as JSON: name, type and every key in snake_case (flags as
/// booleans, counts as numbers, lists as arrays, unset text as null).
nlohmann::json unit_json(const Unit& unit, RuleSet rules);

} // namespace muster::cli
