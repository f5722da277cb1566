#include "muster/store/store.hpp"

#include "entries.hpp"
#include "muster/budget.hpp"
#include "muster/engine/event.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/error.hpp"
#include "muster/heap.hpp"
#include "muster/roster/names.hpp"
#include "muster/store/diary.hpp"
#include "muster/store/files.hpp"
#include "muster/store/hold.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/store/scratch.hpp"
#include "same_game.hpp"
#include "tail.hpp"

#include <algorithm>
#include <cerrno>
#include <fmt/format.h>
#include <optional>
#include <set>
#include <stdexcept>
#include <sys/stat.h>
#include <unordered_map>
#include <utility>

namespace muster::store {

namespace {

/// The roster's bytes, or nothing when there is no roster (files::read_regular).
std::optional<std::string> read_roster_file(const std::string& path) {
    if (const auto* copy = scratch_copy(path)) {
        return copy->roster;
    }
    hold_roster(path); // a script keeps the lock from its first look at the roster
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
        static_cast<std::size_t>(st.st_size) <= k_max_roster_bytes) {
        const auto bytes = static_cast<double>(st.st_size);
        Budget::current().charge({0, bytes * k_memory_per_roster_byte, 0},
                                 fmt::format("the roster of {:.1f} MB", bytes / 1e6), " to read",
                                 "split the battle into rosters of fewer units");
    }
    return files::read_regular(path, k_max_roster_bytes, "a roster");
}

std::unique_ptr<RuleBook> checked_book(const RosterDocument& doc, const std::string& path) {
    auto book = make_rulebook(doc.roster.rules);
    check_roster(doc, *book, path);
    return book;
}

std::unordered_map<std::string_view, const Unit*> units_by_name(const Roster& roster);

/// Parses and checks a roster text about to be saved: never write a file that fails to load.
RosterDocument verify(const std::string& text, const std::string& path);

std::string_view without_ending(std::string_view line) {
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) {
        line.remove_suffix(1);
    }
    return line;
}

bool is_unit_line(std::string_view line) {
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) {
        line.remove_prefix(1);
    }
    return line.starts_with("unit ") || line.starts_with("unit\t");
}

/// What spans lines in a changed roster: names unique, a record's names (`locked`, UE-MELEE-5)
/// naming other units. `kept`: its units are the loaded roster's, in order (names_kept), so
/// unique already; the index of names is then built only if a record names a unit.
void check_names(const Roster& roster, bool kept) {
    std::optional<std::unordered_map<std::string_view, const Unit*>> units;
    if (!kept) {
        units = units_by_name(roster);
        if (units->size() != roster.units.size()) {
            throw RuleError("refused: two units would have the same name");
        }
    }
    for (const auto& unit : roster.units) {
        if (!unit.record) {
            continue; // names no unit
        }
        for (const auto& other : named_units(unit)) {
            if (other == unit.name) {
                throw RuleError(fmt::format("refused: {}: `{}` names the unit itself", unit.name,
                                            naming_key(unit)));
            }
            if (!units) {
                units = units_by_name(roster);
            }
            if (!units->contains(other)) {
                throw RuleError(fmt::format("refused: {}: `{}` names `{}`, which is not a "
                                            "unit of the roster",
                                            unit.name, naming_key(unit), other));
            }
        }
    }
}

/// Whether `after`'s units are `before`'s in the same order (some perhaps removed), each with
/// its side: then `after` names nothing `before` did not.
bool names_kept(const Roster& before, const Roster& after) {
    auto old = before.units.begin();
    for (const auto& unit : after.units) {
        old = std::find_if(old, before.units.end(),
                           [&unit](const Unit& u) { return u.name == unit.name; });
        if (old == before.units.end() || old->side != unit.side) {
            return false;
        }
        ++old;
    }
    return true;
}

/// A new name (of a unit, or a side) that looks like another name of the roster: the same
/// confusable skeleton (Unicode TS #39) but other code points, `uThuIwana` beside `uThulwana`.
/// A new name that mixes scripts (names::script_mix: a Cyrillic palochka in a Latin name) is
/// refused alike. Only names new in `after` are checked, so a roster read as it is stays
/// readable. `kept`:
/// names_kept(before, after).
void check_look_alikes(const Roster& before, const Roster& after, bool kept) {
    if (kept) {
        return; // no name new in `after`: no sets of every name built for a change to a unit
    }
    const auto names_of = [](const Roster& roster) {
        std::set<std::string> names;
        for (const auto& unit : roster.units) {
            names.insert(unit.name);
            if (!unit.side.empty()) {
                names.insert(unit.side);
            }
        }
        return names;
    };
    const auto old_names = names_of(before);
    const auto new_names = names_of(after);
    std::vector<std::pair<std::string, std::string>> added; // name, skeleton
    for (const auto& name : new_names) {
        if (!old_names.contains(name)) {
            if (const auto mix = names::script_mix(name); !mix.empty()) {
                throw RuleError(fmt::format("refused: `{}` {}, which makes a name look like "
                                            "another (Unicode TS #39): write it in one script",
                                            quoted_text(name), mix));
            }
            added.emplace_back(name, names::skeleton(name));
        }
    }
    if (added.empty()) {
        return;
    }
    for (const auto& other : new_names) {
        const auto skeleton = names::skeleton(other);
        for (const auto& [name, own] : added) {
            if (name != other && own == skeleton) {
                throw RuleError(fmt::format("refused: `{}` looks like `{}`, already in the "
                                            "roster (Unicode TS #39 confusables): use that "
                                            "name, or one that looks different",
                                            quoted_text(name), quoted_text(other)));
            }
        }
    }
}

/// `verify` for a change that only rewrote, added or removed unit lines (a resolution, `kill`,
/// `set`): parses just the new lines (what spans lines is `check_names`'s), so a big roster is
/// not parsed twice. Anything else is verified whole.
void verify_change(const LoadedRoster& loaded, const Roster& roster,
                   const FormattedRoster& formatted, const std::string& path) {
    const Roster& old = loaded.doc.roster;
    const bool units_only =
        roster.rules == old.rules && roster.types == old.types && roster.tables == old.tables &&
        std::all_of(formatted.edits.begin(), formatted.edits.end(), [](const LineEdit& edit) {
            return std::all_of(edit.after.begin(), edit.after.end(), is_unit_line);
        });
    if (!units_only) {
        verify(formatted.text, path);
        return;
    }
    try {
        UnitIndex units(roster.units);
        std::size_t expected = 0; // edits and units are both in file order
        for (const auto& edit : formatted.edits) {
            for (const auto& line : edit.after) {
                const Unit parsed = parse_unit_line(without_ending(line), roster.rules);
                const auto found = units.find(parsed.name, expected);
                if (found) {
                    expected = *found + 1;
                }
                if (!found || !(roster.units[*found] == parsed)) {
                    throw RuleError(fmt::format("internal: the line for {} does not say what it "
                                                "should",
                                                parsed.name));
                }
                if (!loaded.book->has_type(parsed.type)) {
                    throw RuleError(fmt::format("unknown type `{}`", parsed.type));
                }
                loaded.book->validate(parsed);
            }
        }
    } catch (const Error& e) {
        throw RuleError(fmt::format("refused: the roster would not be valid: {}", e.what()));
    }
}

RosterDocument verify(const std::string& text, const std::string& path) {
    try {
        auto doc = parse_roster(text, path);
        checked_book(doc, path);
        return doc;
    } catch (const Error& e) {
        throw RuleError(fmt::format("refused: the roster would not be valid: {}", e.what()));
    }
}

[[noreturn]] void no_roster(const std::string& path) {
    throw RosterError(fmt::format("no roster file {}: create one with `muster init` (or name "
                                  "one with --roster FILE or $MUSTER_ROSTER)",
                                  path));
}

/// Before taking the lock, so that no lock file is left where there is no roster.
void require_roster(const std::string& path) {
    if (const auto* copy = scratch_copy(path)) {
        if (!copy->roster) {
            no_roster(path);
        }
        return; // nothing is written: a read-only roster may be tried
    }
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 && errno == ENOENT) {
        no_roster(path);
    }
    check_writable_roster(path);
}

LoadedRoster load_at(const std::string& path) {
    auto text = read_roster_file(path);
    if (!text) {
        no_roster(path);
    }
    LoadedRoster loaded;
    loaded.path = path;
    loaded.doc = parse_roster(std::make_shared<const std::string>(std::move(*text)), path);
    loaded.book = checked_book(loaded.doc, path);
    note_script_start(path, loaded.text());
    return loaded;
}

std::unordered_map<std::string_view, const Unit*> units_by_name(const Roster& roster) {
    std::unordered_map<std::string_view, const Unit*> units;
    units.reserve(roster.units.size());
    for (const auto& unit : roster.units) {
        units.emplace(unit.name, &unit);
    }
    return units;
}

} // namespace

std::optional<std::string> read_text_file(const std::string& path) {
    return read_roster_file(path);
}

std::string journal_path(const std::string& roster_path) {
    return roster_path + ".journal";
}

LoadedRoster load(const std::string& path) {
    return load_at(path);
}

Transaction transact(const std::string& path, const Mode& mode, const Change& change) {
    free_kept(); // the structures of the change before, if any (a shell, `compare`)
    std::optional<RosterLock> lock;
    if (mode.write) {
        require_roster(path);
        if (scratch_copy(path) == nullptr) {
            lock.emplace(path);
        }
    }
    auto loaded = load_at(path);
    // The old roster's hash is needed before the change only to settle a journal there is
    // (and read its turn); otherwise the save works it out.
    std::optional<TextHash> old_hash;
    if (mode.write && has_journal(path)) {
        old_hash = text_hash(loaded.text());
    }
    if (lock && old_hash) {
        settle_journal(path, *old_hash);
    }
    if (old_hash) {
        check_same_game(path, loaded.doc.roster, *old_hash); // before any die is thrown
    }
    Transaction done;
    {
        // The change is worked out on the roster as it is; its Outcome is what `apply` writes.
        Outcome outcome = change(
            loaded.doc.roster, *loaded.book,
            turn_history(path, loaded.doc.roster, loaded.text(), old_hash ? &*old_hash : nullptr));
        done.after = loaded.doc.roster;
        apply(done.after, outcome);
        // A roster no file could hold (two units of one name) is refused before it is saved.
        const bool kept = names_kept(loaded.doc.roster, done.after);
        check_names(done.after, kept);
        check_look_alikes(loaded.doc.roster, done.after, kept);
        done.resolution = std::move(outcome.resolution);
    }
    Resolution& resolution = done.resolution;
    note_losses(resolution, *loaded.book);
    auto formatted = format_roster(loaded.doc, done.after);
    if (formatted.text != loaded.text()) {
        verify_change(loaded, done.after, formatted, path);
        done.changed = true;
    }
    done.before = std::move(loaded.doc.roster);
    done.book = std::move(loaded.book);
    resolution.kept = done.changed; // a --dry-run line is kept as far as it goes
    // The file's text and lines, freed by the next change or whole at the process's end.
    const std::shared_ptr<const std::string> old_text = loaded.doc.source;
    keep_until_exit(std::make_shared<LoadedRoster>(std::move(loaded)));
    if (!done.changed || !mode.write) {
        return done;
    }
    std::vector<JournalEntry> entries;
    if (!old_hash) {
        // A roster with no journal (an example copied): its first entry holds its whole text, so
        // that `replay` proves the game from there (issue 41).
        entries.push_back(init_entry(file_name(path), std::nullopt, *old_text, done.before, true));
        entries.back().time = utc_now();
        entries.back().from_hash = text_hash(std::nullopt).digits;
        entries.back().to_hash = text_hash(std::string_view(*old_text)).digits;
    }
    entries.push_back(resolution_entry(resolution, mode, std::move(formatted.edits)));
    entries.back().time = utc_now();
    if (old_hash) {
        // The entry as the turn's history will read it back (not the edits, which it ignores).
        auto noted = entries.back();
        noted.edits = {};
        const auto new_hash = save(path, *old_hash, formatted.text, std::move(entries));
        note_saved_change(path, noted, done.before.turn, new_hash);
    } else {
        save_change(path, *old_text, formatted.text, std::move(entries));
    }
    done.saved = true;
    return done;
}

Transaction transact(const std::string& path, const Mode& mode,
                     const std::function<Outcome(const Roster&, const RuleBook&)>& change) {
    return transact(
        path, mode,
        [&](const Roster& roster, const RuleBook& book,
            const std::vector<RecordedChange>& /*history*/) { return change(roster, book); });
}

void append_event(const std::string& path, JournalEntry entry) {
    require_roster(path);
    const RosterLock lock(path);
    const auto loaded = load_at(path);
    const auto hash = text_hash(loaded.text());
    settle_journal(path, hash);
    entry.time = utc_now();
    entry.turn = loaded.doc.roster.turn;
    entry.rules = std::string(loaded.doc.roster.rules);
    entry.rules_revision = std::string(k_rules_revision);
    save(path, hash, loaded.text(), {std::move(entry)});
}

bool begin_journal(const std::string& path) {
    require_roster(path);
    const RosterLock lock(path);
    if (has_journal(path)) {
        return false;
    }
    const auto loaded = load_at(path);
    auto entry = init_entry(file_name(path), std::nullopt, loaded.text(), loaded.doc.roster, true);
    entry.time = utc_now();
    save(path, text_hash(std::nullopt), loaded.text(), {entry});
    return true;
}

void create(const std::string& path, const std::string& text, bool force) {
    const auto name = file_name(path); // refused before a file is made: the journal records it
    std::optional<RosterLock> lock;
    if (scratch_copy(path) == nullptr) {
        check_writable_roster(path); // also --force: never over a link, a device or a FIFO
        lock.emplace(path);
    }
    auto old = read_roster_file(path);
    const auto old_hash = text_hash(old);
    if (lock) {
        settle_journal(path, old_hash);
    }
    if (old && !force) {
        throw RuleError(fmt::format("{} already exists; `muster init --force` replaces it (the "
                                    "old text is kept in {})",
                                    path, journal_path(path)));
    }
    auto entry = init_entry(name, old, text, parse_roster(text, path).roster, false);
    entry.time = utc_now();
    save(path, old_hash, text, {entry});
}

Undone undo(const std::string& path, int count, bool dry_run) {
    std::optional<RosterLock> lock;
    if (!dry_run) {
        require_roster(path);
        if (scratch_copy(path) == nullptr) {
            lock.emplace(path);
        }
    }
    auto loaded = load_at(path);
    const auto old_hash = text_hash(loaded.text());
    if (lock) {
        settle_journal(path, old_hash);
    }
    // The changes not undone, read from the journal's end as far back as they are undone
    // (committed only: for --dry-run, no settle).
    LiveFromEnd live(path, old_hash);
    Undone done;
    std::string text = loaded.text();
    std::vector<JournalEntry> undo_entries;
    // The first `init` made the file: nothing before it to go back to. An `init --force` kept
    // the text it replaced in its before-image, so it can be undone like any change.
    const auto creates = [](const JournalEntry& entry) {
        return entry.command == "init" &&
               std::all_of(entry.edits.begin(), entry.edits.end(),
                           [](const LineEdit& edit) { return edit.before.empty(); });
    };
    for (int i = 0; i < count; ++i) {
        const auto found = live.next();
        if (!found || creates(found->first)) {
            if (i == 0) {
                throw RuleError(fmt::format("nothing to undo in {}", journal_path(path)));
            }
            done.ran_out = true;
            break;
        }
        if (const auto start = script_start(path); start && found->second < *start) {
            // a script's undo takes back only the script's own entries (docs/scripting.md)
            if (i == 0) {
                throw RuleError(fmt::format(
                    "cannot undo `{}`: it was saved before this script began, and a script's "
                    "undo takes back only its own lines; nothing undone",
                    found->first.brief));
            }
            done.ran_out = true;
            break;
        }
        const auto& target = found->first;
        if (!target.fair.is_null()) {
            throw RuleError(fmt::format("cannot undo `{}`: a fair roll of a shared game stands "
                                        "(docs/remote-play.md); nothing undone",
                                        target.brief));
        }
        std::string previous;
        try {
            previous = revert_edits(text, target.edits);
        } catch (const RosterError&) {
            throw RuleError(
                fmt::format("cannot undo `{}`: the roster was changed since (by hand?); "
                            "nothing undone",
                            target.brief));
        }
        // The before-image of an undo is the undone entry's after-image, already journalled.
        // Each undo entry holds the turn its own undo leaves (what replay derives of it).
        undo_entries.push_back(undo_entry(target.brief, verify(previous, path).roster.turn));
        undo_entries.back().time = utc_now();
        text = std::move(previous);
        done.briefs.push_back(target.brief);
    }
    done.after = verify(text, path).roster;
    done.before = std::move(loaded.doc.roster);
    done.book = std::move(loaded.book);
    if (!dry_run) {
        // One save, and one journal entry per change undone (so each later undo finds its own).
        save(path, old_hash, text, undo_entries);
    }
    return done;
}

} // namespace muster::store
