#include "muster/report/model.hpp"

#include "muster/dice/dice.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/text/parse.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <unordered_map>

namespace muster::battle_report {

namespace {

/// The most unit-states (units x states of the history) a report rebuilds: about two seconds'
/// work (docs/hostile-input.md, "Work is bounded before it starts": larger work is refused up
/// front, never started). A 20-unit game may have 15,000 changes; a 2,000-unit roster 150.
constexpr double k_max_unit_states = 300'000;

/// A roster state of the history: the parsed roster, each unit's numbers, the units by name and
/// the sides' totals.
struct State {
    Roster roster;
    std::vector<Derived> derived; ///< parallel to roster.units
    std::unordered_map<std::string, std::size_t> at;
    std::vector<SideTotals> totals;
    std::shared_ptr<const RuleBook> book; ///< the roster's, asked for its words and thresholds

    const Unit* find(const std::string& name) const {
        const auto it = at.find(name);
        return it == at.end() ? nullptr : &roster.units[it->second];
    }
    int stands_left(const std::string& name) const {
        const auto it = at.find(name);
        return it == at.end() ? 0 : derived[it->second].stands_left;
    }
};

std::vector<SideTotals> totals_of(const Roster& roster, const std::vector<Derived>& derived,
                                  const RuleBook& book);

State make_state(std::string_view text, const std::string& file) {
    auto doc = parse_roster(text, file);
    auto book = make_rulebook(doc.roster.rules);
    check_roster(doc, *book, file);
    State state{std::move(doc.roster), {}, {}, {}, {}};
    state.derived.reserve(state.roster.units.size());
    for (std::size_t i = 0; i < state.roster.units.size(); ++i) {
        state.derived.push_back(book->derive(state.roster.units[i], state.roster));
        state.at.emplace(state.roster.units[i].name, i);
    }
    state.totals = totals_of(state.roster, state.derived, *book);
    state.book = std::move(book);
    return state;
}

bool name_boundary_before(char c) {
    return c == ' ' || c == ',' || c == '(' || c == ':' || c == '>';
}
bool name_boundary_after(char c) {
    return c == ' ' || c == ',' || c == ')' || c == ':' || c == ';';
}

/// True when `text` names `name` as a whole word (a unit named `90th/A` is not in `90th/AB`).
bool names(std::string_view text, std::string_view name) {
    for (auto at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
        const auto end = at + name.size();
        if ((at == 0 || name_boundary_before(text[at - 1])) &&
            (end == text.size() || name_boundary_after(text[end]))) {
            return true;
        }
    }
    return false;
}

bool has(const std::vector<std::string>& names, const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

/// The history's kind of a change the rule book names.
EventKind event_kind(UnitChange::Kind kind) {
    using K = UnitChange::Kind;
    constexpr std::array<std::pair<K, EventKind>, 6> k_kinds{{
        {K::hit, EventKind::hit},
        {K::restored, EventKind::changed},
        {K::recovered, EventKind::recovered},
        {K::fell_back, EventKind::fell_back},
        {K::rallied, EventKind::rallied},
        {K::stands_rallied, EventKind::rallied},
    }};
    for (const auto& [from, to] : k_kinds) {
        if (from == kind) {
            return to;
        }
    }
    return EventKind::changed;
}

/// The role the command `name` gives its own units (CommandDecl::role), read from the command
/// so that an entry with no request (journal version 1) has it too.
Role role_of(const std::string& name) {
    const auto declared = command_declared(name);
    return declared ? declared->role : Role::none;
}

/// The events one change made for one unit: what the command did (from the event's typed
/// request and result, and the recorded outcomes; names matched as data), then what changed in
/// its state.
void unit_events(const Record& record, const Unit* before, const Unit& after, const State& prev,
                 const State& next, int turn, std::vector<UnitEvent>& out) {
    const auto& entry = record.entry;
    const auto& name = after.name;
    const RuleBook& book = *next.book;
    // FW-RALLY-2 rolls a die per retreating stand: the roll "passes" only when every stand
    // rallies, so a partial rally is said as what it did, not as a failure (issue 24).
    const auto [rallied_stands, retreating_before] =
        before == nullptr ? std::pair<int, int>{0, 0} : book.stands_rallied(*before, after);
    const auto changes = before == nullptr ? std::vector<UnitChange>{}
                                           : book.unit_changes(*before, after, entry.command);
    bool partial_rally = false;
    const bool rallies = role_of(entry.command) == Role::rallied;
    for (const auto& roll : record.rolls) {
        if (roll.unit != name) {
            continue;
        }
        if (rallies && !roll.passed && rallied_stands > 0) { // some stands, not all
            partial_rally = true;
            out.push_back({turn, EventKind::rallied,
                           fmt::format("rally: {} of {} rallied", rallied_stands,
                                       text::plural(retreating_before, "stand"))});
            continue;
        }
        out.push_back({turn, EventKind::tested,
                       fmt::format("{} {}", roll.test, roll.passed ? "passed" : "failed")});
    }
    const auto& cmd = entry.command;
    // what it did, by the role its command's declaration gives it (records.cpp)
    if (has(record.firers, name)) {
        out.push_back({turn, EventKind::fired, "fired"});
    } else if (record.target == name) {
        if (before != nullptr &&
            std::none_of(changes.begin(), changes.end(), [](const UnitChange& c) {
                return c.kind == UnitChange::Kind::hit || c.kind == UnitChange::Kind::restored ||
                       c.kind == UnitChange::Kind::recovered;
            })) {
            out.push_back({turn, EventKind::hit, "fired on, no loss"});
        }
    } else if (has(record.side_a, name) || has(record.side_b, name)) {
        out.push_back({turn, EventKind::fought, cmd + ": " + record.melee_outcome});
    } else if (record.scout == name) {
        out.push_back({turn, EventKind::tested, cmd});
    } else if (has(record.movers, name)) {
        out.push_back({turn, EventKind::moved,
                       record.rate.empty() ? std::string("moved") : "moved: " + record.rate});
    }
    for (std::size_t i = 0; i < record.skipped.size(); ++i) {
        if (i < record.skipped_who.size() && record.skipped_who[i] == name) {
            out.push_back({turn, EventKind::changed, "owed, skipped: " + record.skipped[i]});
        }
    }
    if (before == nullptr) {
        out.push_back({turn, EventKind::joined, "joined"});
        return;
    }
    for (const auto& change : changes) {
        // Stands that rallied after a partial rally are said above ("rally: 1 of 3 stands").
        if (change.kind != UnitChange::Kind::stands_rallied || !partial_rally) {
            out.push_back({turn, event_kind(change.kind), change.text, change.headline});
        }
    }
    if (next.stands_left(name) == 0 && prev.stands_left(name) > 0) {
        out.push_back({turn, EventKind::gone, std::string(next.book->gone_word())});
    }
}

/// The one side of `units` (names as data); "" when none is on the roster or they are of
/// several sides.
std::string one_side_of(const std::vector<std::string>& units, const Roster& roster) {
    std::set<std::string> sides;
    for (const auto& name : units) {
        if (const Unit* unit = roster.find(name)) {
            sides.insert(unit->side);
        }
    }
    return sides.size() == 1 ? *sides.begin() : std::string();
}

/// UE-MELEE-4: phase B's dice are thrown in pairs, side A's die then side B's (re-thrown on a
/// tie), under this purpose.
constexpr std::string_view k_paired_purpose = "(side A, side B)";

/// The side a die belongs to: the unit its purpose names (the longest such name); for a melee's
/// paired dice, the request's side A or side B (`pair_index` counts them); else the one side the
/// recorded outcomes or the request's units belong to; "" when none of these says.
std::string side_of_die(const dice::Throw& die, const Record& record, const Roster& roster,
                        std::size_t& pair_index) {
    const Unit* best = nullptr;
    for (const auto& unit : roster.units) {
        if ((best == nullptr || unit.name.size() > best->name.size()) &&
            names(die.purpose, unit.name)) {
            best = &unit;
        }
    }
    if (best != nullptr) {
        return best->side;
    }
    const std::string_view purpose = die.purpose;
    if (purpose.size() >= k_paired_purpose.size() &&
        purpose.substr(purpose.size() - k_paired_purpose.size()) == k_paired_purpose &&
        !record.side_a.empty()) {
        const bool side_a = pair_index++ % 2 == 0;
        return one_side_of(side_a ? record.side_a : record.side_b, roster);
    }
    std::set<std::string> sides;
    for (const auto& roll : record.rolls) {
        if (!roll.side.empty()) {
            sides.insert(roll.side);
        }
    }
    if (sides.empty()) {
        return one_side_of(record.named, roster);
    }
    return sides.size() == 1 ? *sides.begin() : std::string();
}

SideLuck& luck_of(std::vector<SideLuck>& luck, const std::string& side) {
    auto it =
        std::find_if(luck.begin(), luck.end(), [&](const SideLuck& l) { return l.side == side; });
    if (it == luck.end()) {
        luck.push_back({side, {}, {}, 0, 0, 0});
        return luck.back();
    }
    return *it;
}

void count_luck(const Record& record, const Roster& roster, const std::vector<std::string>& sides,
                std::vector<SideLuck>& luck) {
    std::size_t pair_index = 0;
    for (const auto& die : record.entry.dice) {
        auto& side = luck_of(luck, side_of_die(die, record, roster, pair_index));
        auto it = std::find_if(side.dice.begin(), side.dice.end(),
                               [&](const DiceTally& t) { return t.die == die.die; });
        if (it == side.dice.end()) {
            side.dice.push_back({die.die, 0, 0, die_mean(die.die).value_or(0)});
            it = std::prev(side.dice.end());
        }
        ++it->count;
        it->sum += die.value;
        // "seeded 42" counts as seeded: the seed is in the log line.
        const auto source = record.source.empty()
                                ? std::string("not recorded")
                                : record.source.substr(0, record.source.find(' '));
        auto from = std::find_if(side.sources.begin(), side.sources.end(),
                                 [&](const auto& s) { return s.first == source; });
        if (from == side.sources.end()) {
            side.sources.emplace_back(source, 1);
        } else {
            ++from->second;
        }
    }
    for (const auto& roll : record.rolls) {
        std::string side = roll.side;
        if (side.empty()) {
            if (const Unit* unit = roster.find(roll.unit)) {
                side = unit->side;
            } else if (std::find(sides.begin(), sides.end(), roll.unit) != sides.end()) {
                side = roll.unit; // an army test names its side
            }
        }
        auto& l = luck_of(luck, side);
        ++l.tests;
        l.passed += roll.passed ? 1 : 0;
        l.expected_passes += roll.chance;
    }
}

/// UE-ARMY-1: an army that failed its test must retreat from the field: the recorded outcomes
/// say which (a version-1 entry without them says nothing here).

void army_events(const Record& record, std::vector<std::string>& out) {
    for (const auto& roll : record.rolls) {
        if (!roll.passed) {
            out.push_back(
                fmt::format("army {} retreats", roll.unit.empty() ? roll.side : roll.unit));
        }
    }
}

/// The key events of a turn for the chart's labels, most telling first: a unit destroyed, a
/// melee won, a unit falling back or retreating, a failed army test.
std::vector<std::string> key_events(const std::vector<std::pair<std::string, UnitEvent>>& events,
                                    const std::vector<std::string>& melees,
                                    const std::vector<std::string>& army) {
    std::vector<std::string> out;
    for (const auto& [unit, e] : events) {
        if (e.kind == EventKind::gone) {
            out.push_back(unit + " " + e.text);
        }
    }
    out.insert(out.end(), melees.begin(), melees.end());
    for (const auto& [unit, e] : events) {
        if (e.kind == EventKind::fell_back && !e.headline.empty()) {
            out.push_back(unit + " " + e.headline);
        }
    }
    out.insert(out.end(), army.begin(), army.end());
    return out;
}

} // namespace

std::optional<double> die_mean(std::string_view die) {
    std::optional<dice::Die> d;
    if (die == "D6") {
        d = dice::Die::d6();
    } else if (die == "AvD") {
        d = dice::Die::avd();
    } else if (die.size() > 1 && (die[0] == 'd' || die[0] == 'D')) {
        if (const auto sides =
                text::try_parse_int(die.substr(1), 1, std::numeric_limits<int>::max())) {
            d = dice::Die::dn(static_cast<int>(*sides.value));
        }
    }
    if (!d) {
        return std::nullopt;
    }
    double sum = 0;
    for (const int face : d->faces()) {
        sum += face;
    }
    return sum / static_cast<double>(d->faces().size());
}

namespace {

std::vector<SideTotals> totals_of(const Roster& roster, const std::vector<Derived>& derived,
                                  const RuleBook& book) {
    std::vector<SideTotals> totals;
    const auto of = [&](const std::string& side) -> SideTotals& {
        auto it = std::find_if(totals.begin(), totals.end(),
                               [&](const SideTotals& t) { return t.side == side; });
        if (it == totals.end()) {
            totals.push_back({});
            totals.back().side = side;
            return totals.back();
        }
        return *it;
    };
    for (std::size_t i = 0; i < roster.units.size(); ++i) {
        const auto& unit = roster.units[i];
        const auto& d = derived[i];
        auto& t = of(unit.side);
        for (const auto& [word, count] : book.counts(unit)) {
            t.add(word, count);
        }
        t.figures += d.figures;
        t.stands += unit.stands;
        t.stands_lost += d.stands_lost;
        ++t.units;
        t.destroyed += d.stands_left == 0 ? 1 : 0;
    }
    for (const auto& tally : book.army_tallies(roster)) {
        auto& t = of(tally.side);
        t.men = tally.men;
        t.army_test = tally.reached;
    }
    return totals;
}

} // namespace

std::vector<SideTotals> side_totals(const Roster& roster, const RuleBook& book) {
    std::vector<Derived> derived;
    derived.reserve(roster.units.size());
    for (const auto& unit : roster.units) {
        derived.push_back(book.derive(unit, roster));
    }
    return totals_of(roster, derived, book);
}

GameModel build_game_model(std::string_view roster_text, const std::vector<Record>& records,
                           const std::string& file) {
    GameModel model;
    std::vector<std::size_t> live;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const auto& r = records[i];
        model.log.push_back(
            {r.log_line, r.entry.turn, !r.entry.undo && !r.live, r.entry.undo, r.skipped});
        model.undone += !r.entry.undo && !r.live ? 1 : 0;
        if (r.live && !r.entry.undo) {
            live.push_back(i);
        }
    }
    model.changes = static_cast<int>(live.size());

    // Work bounded up front (docs/performance.md): each state of the history is parsed once.
    const auto units_now = parse_roster(roster_text, file).roster.units.size();
    const auto unit_states = static_cast<double>(units_now) * static_cast<double>(live.size() + 1);
    if (unit_states > k_max_unit_states) {
        throw UsageError(fmt::format(
            "the report would rebuild {} states of a {}-unit roster, more than muster draws "
            "(at most {:.0f} unit-states, a few seconds' work); `muster log` lists the journal",
            live.size() + 1, units_now, k_max_unit_states));
    }

    // The texts after each live change, newest first, back as far as the edits fit.
    std::vector<std::string> texts{std::string(roster_text)};
    std::size_t first = live.size(); // live[first..] are the changes of the history
    while (first > 0) {
        const auto& entry = records[live[first - 1]].entry;
        const bool creates = std::all_of(entry.edits.begin(), entry.edits.end(),
                                         [](const LineEdit& e) { return e.before.empty(); });
        if (creates && entry.command == "init") {
            break;
        }
        try {
            auto previous = revert_edits(texts.back(), entry.edits);
            parse_roster(previous, file); // a text the journal recorded, still a roster
            texts.push_back(std::move(previous));
        } catch (const Error&) {
            model.history_note = fmt::format(
                "the roster does not match the journal before `{}` (edited by hand?): the "
                "history starts after it",
                entry.brief);
            break;
        }
        --first;
    }
    std::reverse(texts.begin(), texts.end());

    // Forward through the history, two states at a time (a long game of a large roster is never
    // held whole in memory).
    State prev = make_state(texts.front(), file);
    model.first_turn = prev.roster.turn;
    std::map<std::string, std::size_t, std::less<>> unit_at;
    const auto history_of = [&](const Unit& unit) -> UnitHistory& {
        auto [it, added] = unit_at.emplace(unit.name, model.units.size());
        if (added) {
            model.units.push_back({unit.name, unit.type, unit.side, false, {}});
        }
        return model.units[it->second];
    };
    const auto note_sides = [&](const State& state) {
        for (const auto& t : state.totals) {
            if (std::find(model.sides.begin(), model.sides.end(), t.side) == model.sides.end()) {
                model.sides.push_back(t.side);
            }
        }
    };
    for (const auto& unit : prev.roster.units) {
        history_of(unit); // every unit that was ever on the roster, in order of appearance
    }
    note_sides(prev);
    model.points.push_back({model.first_turn, true, prev.totals, {}});
    std::vector<std::pair<std::string, UnitEvent>> turn_events;
    std::vector<std::string> melees;
    std::vector<std::string> army;
    int turn = model.first_turn;
    const auto close_turn = [&](const State& state) {
        model.points.push_back({turn, false, state.totals, key_events(turn_events, melees, army)});
        turn_events.clear();
        melees.clear();
        army.clear();
    };
    bool acted_this_turn = false;
    for (std::size_t k = 1; k < texts.size(); ++k) {
        const Record& record = records[live[first + k - 1]];
        State next = make_state(texts[k], file);
        note_sides(next);
        while (turn < next.roster.turn) {
            close_turn(prev);
            ++turn;
            acted_this_turn = false;
        }
        acted_this_turn = acted_this_turn || record.entry.command != "turn";
        for (const auto& unit : next.roster.units) {
            std::vector<UnitEvent> events;
            unit_events(record, prev.find(unit.name), unit, prev, next, turn, events);
            auto& history = history_of(unit);
            for (auto& e : events) {
                turn_events.emplace_back(unit.name, e);
                history.events.push_back(std::move(e));
            }
        }
        for (const auto& unit : prev.roster.units) {
            if (next.find(unit.name) == nullptr) {
                history_of(unit).events.push_back({turn, EventKind::removed, "removed"});
            }
        }
        if (!record.side_a.empty()) {
            melees.push_back(fmt::format("{} vs {}: {}", fmt::join(record.side_a, ", "),
                                         fmt::join(record.side_b, ", "), record.melee_outcome));
        }
        model.untyped += record.typed || record.entry.command == "init" ? 0 : 1;
        if (role_of(record.entry.command) == Role::sides) {
            army_events(record, army);
        }
        count_luck(record, next.roster, model.sides, model.luck);
        model.outcomes_recorded = model.outcomes_recorded || !record.rolls.empty();
        prev = std::move(next);
    }
    if (acted_this_turn || model.points.size() == 1) {
        close_turn(prev);
    }
    const Roster& now = prev.roster;
    model.rules = now.rules;
    model.title = now.title;
    model.turn = now.turn;
    model.army_morale = prev.book->army_morale(now);
    model.army_rule = prev.book->has_army_morale();
    for (const auto& [word, count] : prev.book->counts(Unit{})) {
        model.count_words.push_back(word);
        model.chart_words.push_back(prev.book->chart_words(word));
    }
    model.strength_word = std::string(prev.book->casualty_word());
    model.army_share = prev.book->army_line_share();
    model.army_words = prev.book->army_words();
    if (const auto end = prev.book->battle_end(now)) {
        model.battle_end = end->words;
    }
    model.headline_words = prev.book->headline_words();
    for (const auto& unit : now.units) {
        history_of(unit).on_roster = true;
    }
    // Every point and the headline with one total per side, in the same order.
    const auto in_order = [&](const std::vector<SideTotals>& totals) {
        std::vector<SideTotals> ordered;
        for (const auto& side : model.sides) {
            auto it = std::find_if(totals.begin(), totals.end(),
                                   [&](const SideTotals& t) { return t.side == side; });
            if (it != totals.end()) {
                ordered.push_back(*it);
            } else {
                ordered.emplace_back().side = side;
            }
        }
        return ordered;
    };
    for (auto& point : model.points) {
        point.sides = in_order(point.sides);
    }
    model.now = prev.totals;
    return model;
}

} // namespace muster::battle_report
