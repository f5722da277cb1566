#include "cli/store.hpp"

#include "cli/file_io.hpp"
#include "cli/journal.hpp"
#include "cli/roster_save.hpp"
#include "muster/error.hpp"
#include "muster/roster/text.hpp"

#include <algorithm>
#include <cerrno>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <optional>
#include <sys/stat.h>
#include <unordered_map>
#include <utility>

namespace muster::cli {

namespace {

/// The largest roster muster reads: a 10,000-unit roster is under 1 MiB, so a bigger file is
/// the wrong file, and reading it whole would only waste memory.
constexpr std::size_t k_max_roster_bytes = std::size_t{16} << 20;

/// The roster's bytes, or nothing when there is no roster (files::read_regular).
std::optional<std::string> read_roster_file(const std::string& path) {
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

/// What spans lines in a changed roster: names unique, `locked` naming units (UE-MELEE-5).
void check_names(const Roster& roster) {
    const auto units = units_by_name(roster);
    if (units.size() != roster.units.size()) {
        throw RuleError("refused: two units would have the same name");
    }
    for (const auto& unit : roster.units) {
        for (const auto& other : unit.locked) {
            if (other == unit.name) {
                throw RuleError(
                    fmt::format("refused: {}: `locked` names the unit itself", unit.name));
            }
            if (!units.contains(other)) {
                throw RuleError(fmt::format("refused: {}: `locked` names `{}`, which is not a "
                                            "unit of the roster",
                                            unit.name, other));
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
    loaded.text = std::move(*text);
    loaded.doc = parse_roster(loaded.text, path);
    loaded.book = checked_book(loaded.doc, path);
    return loaded;
}

nlohmann::json field_json(const UnitField& field) {
    switch (field.kind) {
    case UnitField::Kind::flag:
        return field.flag;
    case UnitField::Kind::number:
        return field.number;
    case UnitField::Kind::list:
        return field.list;
    case UnitField::Kind::text:
        break;
    }
    return field.text.empty() ? nlohmann::json(nullptr) : nlohmann::json(field.text);
}

std::string snake_case(std::string key) {
    std::replace(key.begin(), key.end(), '-', '_');
    return key;
}

int stands_lost(const RuleBook& book, const Unit& unit, const Roster& roster) {
    try {
        return book.derive(unit, roster).stands_lost;
    } catch (const Error&) {
        return 0;
    }
}

/// `changes`: {unit, before, after, stands_removed} for every unit that differs, with only the
/// keys that changed (a removed unit has `after` null, a new one `before` null), and
/// `stands_returned` when stands go back on the table.
std::unordered_map<std::string_view, const Unit*> units_by_name(const Roster& roster) {
    std::unordered_map<std::string_view, const Unit*> units;
    units.reserve(roster.units.size());
    for (const auto& unit : roster.units) {
        units.emplace(unit.name, &unit);
    }
    return units;
}

nlohmann::json unit_changes(const Roster& before, const Roster& after, const RuleBook& book) {
    nlohmann::json changes = nlohmann::json::array();
    UnitIndex old_units(before.units);
    UnitIndex new_units(after.units);
    std::size_t expected = 0; // a changed roster mostly keeps its units in order
    for (const auto& old_unit : before.units) {
        const auto found = new_units.find(old_unit.name, expected);
        const Unit* now = found ? &after.units[*found] : nullptr;
        if (found) {
            expected = *found + 1;
        }
        if (now == nullptr) {
            changes.push_back({{"unit", old_unit.name},
                               {"before", unit_json(old_unit, before.rules)},
                               {"after", nullptr},
                               {"stands_removed", 0}});
            continue;
        }
        if (*now == old_unit) {
            continue;
        }
        auto old_json = unit_json(old_unit, before.rules);
        auto new_json = unit_json(*now, after.rules);
        nlohmann::json was = nlohmann::json::object();
        nlohmann::json is = nlohmann::json::object();
        for (const auto& [key, value] : new_json.items()) {
            if (old_json[key] != value) {
                was[key] = old_json[key];
                is[key] = value;
            }
        }
        // Stands to take off the table, or to put back (a gun recrewed, FW casualties recovered).
        const int lost = stands_lost(book, *now, after) - stands_lost(book, old_unit, before);
        nlohmann::json change = {{"unit", old_unit.name},
                                 {"before", was},
                                 {"after", is},
                                 {"stands_removed", std::max(lost, 0)}};
        if (lost < 0) {
            change["stands_returned"] = -lost;
        }
        changes.push_back(std::move(change));
    }
    expected = 0;
    for (const auto& unit : after.units) {
        const auto found = old_units.find(unit.name, expected);
        if (found) {
            expected = *found + 1;
        } else {
            changes.push_back({{"unit", unit.name},
                               {"before", nullptr},
                               {"after", unit_json(unit, after.rules)},
                               {"stands_removed", 0}});
        }
    }
    return changes;
}

} // namespace

std::optional<std::string> read_text_file(const std::string& path) {
    return read_roster_file(path);
}

std::string journal_path(const std::string& roster_path) {
    return roster_path + ".journal";
}

nlohmann::json unit_json(const Unit& unit, RuleSet rules) {
    nlohmann::json json = {{"name", unit.name}, {"type", unit.type}};
    for (const auto& field : unit_fields(unit, rules)) {
        json[snake_case(field.key)] = field_json(field);
    }
    return json;
}

LoadedRoster load_document(const Context& ctx) {
    return load_at(ctx.globals.roster_path);
}

Roster load_roster(const Context& ctx) {
    return load_document(ctx).doc.roster;
}

Report transact(Context& ctx, const std::function<Report(Roster&, const RuleBook&)>& change) {
    const auto& path = ctx.globals.roster_path;
    // --odds computes every outcome and changes nothing, like --dry-run (DESIGN.md).
    const bool write = !ctx.globals.dry_run && !ctx.globals.odds;
    std::optional<RosterLock> lock;
    if (write) {
        require_roster(path);
        lock.emplace(path);
    }
    auto loaded = load_at(path);
    const auto old_hash = write ? text_hash(loaded.text) : std::string();
    if (write) {
        settle_journal(path, old_hash);
    }
    Roster roster = loaded.doc.roster;
    Report report = change(roster, *loaded.book);
    report.turn = roster.turn;
    if (report.rules.empty()) {
        report.rules = std::string(to_string(roster.rules));
    }
    report.changes = unit_changes(loaded.doc.roster, roster, *loaded.book);
    check_names(roster);
    auto formatted = format_roster(loaded.doc, roster);
    if (formatted.text == loaded.text) {
        return report;
    }
    verify_change(loaded, roster, formatted, path);
    if (!write) {
        if (ctx.globals.dry_run) {
            report.text.emplace_back("(dry run: the roster was not changed)");
        }
        return report;
    }
    JournalEntry entry;
    entry.time = utc_now();
    entry.command = report.command;
    entry.brief = report.brief;
    entry.turn = report.turn;
    entry.dice = report.dice;
    entry.source = report.dice.empty() ? std::string() : dice_source(ctx.globals);
    entry.roll = report.roll;
    entry.skipped = report.skipped;
    entry.edits = std::move(formatted.edits);
    save(path, old_hash, formatted.text, {entry});
    return report;
}

void create_roster(Context& ctx, const std::string& text, bool force) {
    const auto& path = ctx.globals.roster_path;
    if (ctx.globals.dry_run) {
        return;
    }
    check_writable_roster(path); // also --force: never over a link, a device or a FIFO
    RosterLock lock(path);
    auto old = read_roster_file(path);
    const auto old_hash = text_hash(old);
    settle_journal(path, old_hash);
    if (old && !force) {
        throw RuleError(fmt::format("{} already exists; `muster init --force` replaces it (the "
                                    "old text is kept in {})",
                                    path, journal_path(path)));
    }
    JournalEntry entry;
    entry.time = utc_now();
    entry.command = "init";
    entry.brief = fmt::format("init {}", path);
    entry.turn = parse_roster(text, path).roster.turn;
    entry.edits.push_back(
        {0, old ? split_lines(*old) : std::vector<std::string>{}, split_lines(text)});
    save(path, old_hash, text, {entry});
}

Report undo_changes(Context& ctx, int count) {
    const auto& path = ctx.globals.roster_path;
    std::optional<RosterLock> lock;
    if (!ctx.globals.dry_run) {
        require_roster(path);
        lock.emplace(path);
    }
    auto loaded = load_at(path);
    const auto old_hash = text_hash(loaded.text);
    if (lock) {
        settle_journal(path, old_hash);
    }
    int damaged = 0;
    auto journal = read_journal_file(path).value_or("");
    journal.resize(committed_length(journal, old_hash)); // for --dry-run
    const auto entries = decode_journal(journal, damaged);
    auto live = live_changes(entries);
    Report report;
    report.command = "undo";
    report.rules = std::string(to_string(loaded.doc.roster.rules));
    std::string text = loaded.text;
    std::vector<std::string> undone;
    std::vector<JournalEntry> undo_entries;
    // The first `init` made the file: nothing before it to go back to. An `init --force` kept
    // the text it replaced in its before-image, so it can be undone like any change.
    const auto creates = [](const JournalEntry& entry) {
        return entry.command == "init" &&
               std::all_of(entry.edits.begin(), entry.edits.end(),
                           [](const LineEdit& edit) { return edit.before.empty(); });
    };
    for (int i = 0; i < count; ++i) {
        if (live.empty() || creates(entries[live.back()])) {
            if (i == 0) {
                throw RuleError(fmt::format("nothing to undo in {}", journal_path(path)));
            }
            report.text.push_back(
                fmt::format("nothing more to undo after {} change{}", i, i == 1 ? "" : "s"));
            break;
        }
        const auto& target = entries[live.back()];
        live.pop_back();
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
        JournalEntry entry;
        entry.time = utc_now();
        entry.command = "undo";
        entry.brief = "undo " + target.brief;
        entry.undo = true;
        undo_entries.push_back(std::move(entry));
        text = std::move(previous);
        undone.push_back(target.brief);
        report.text.push_back(fmt::format("undone: {}", text::escaped(target.brief)));
    }
    const auto after = verify(text, path);
    if (after.roster.rules == loaded.doc.roster.rules) {
        report.changes = unit_changes(loaded.doc.roster, after.roster, *loaded.book);
    } else { // an `init --force` undone: the other rule set's roster is back
        report.rules = std::string(to_string(after.roster.rules));
        report.text.push_back(fmt::format("the roster plays {} again", report.rules));
    }
    report.turn = after.roster.turn;
    for (auto& entry : undo_entries) {
        entry.turn = report.turn; // the turn once the whole undo is saved
    }
    report.result["undone"] = undone;
    report.brief = fmt::format("undo {}", fmt::join(undone, "; "));
    if (ctx.globals.dry_run) {
        report.text.emplace_back("(dry run: the roster was not changed)");
        return report;
    }
    // One save, and one journal entry per change undone (so each later undo finds its own).
    save(path, old_hash, text, undo_entries);
    return report;
}

std::string Context::recorded_line(const Roster& roster,
                                   const std::vector<std::string_view>& commands,
                                   std::string_view who) const {
    std::optional<std::string> text;
    try {
        text = read_text_file(journal_path(globals.roster_path));
    } catch (const Error&) {
        return "";
    }
    if (!text) {
        return "";
    }
    int damaged = 0;
    const auto entries = decode_journal(*text, damaged);
    const auto live = live_changes(entries);
    for (auto it = live.rbegin(); it != live.rend(); ++it) {
        const JournalEntry& entry = entries[*it];
        if (!entry.turn || *entry.turn != roster.turn) {
            break;
        }
        const bool command =
            std::find(commands.begin(), commands.end(), entry.command) != commands.end();
        if (command && entry.brief.find(who) != std::string::npos) {
            return brief_line(brief_with_dice(entry.brief, entry.dice), entry.turn);
        }
    }
    return "";
}

} // namespace muster::cli
