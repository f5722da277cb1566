// A request worked out without changing the roster, and the one place a roster changes
// (include/muster/engine/outcome.hpp).
#include "muster/engine/outcome.hpp"

#include "muster/engine/draft.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"

#include <fmt/format.h>
#include <unordered_map>
#include <utility>

namespace muster {

namespace {

/// The events read from the units' change, one derivation (the deltas): stands to take off or
/// put back, units destroyed, units added and removed.
void add_delta_events(std::vector<Event>& events, const std::vector<UnitDelta>& deltas) {
    for (const auto& delta : deltas) {
        if (!delta.before) {
            events.emplace_back(events::Added{delta.unit});
            continue;
        }
        if (!delta.after) {
            events.emplace_back(events::Removed{delta.unit});
            continue;
        }
        if (delta.stands_lost > 0) {
            events.emplace_back(events::StandsRemoved{delta.unit, delta.stands_lost});
        } else if (delta.stands_lost < 0) {
            events.emplace_back(events::StandsReturned{delta.unit, -delta.stands_lost});
        }
        if (delta.destroyed) {
            events.emplace_back(events::Gone{delta.unit});
        }
    }
}

void write_head(Roster& roster, const RosterHead& head) {
    roster.rules = head.rules;
    roster.title = head.title;
    roster.turn = head.turn;
    roster.options = head.options;
    roster.types = head.types;
    roster.tables = head.tables;
}

[[noreturn]] void refuse_other_roster(std::string_view unit) {
    throw RuleError(fmt::format("the outcome was worked out on another roster ({} is not as it "
                                "found it): resolve the request again",
                                unit));
}

} // namespace

Outcome conclude(Resolution resolution, const Draft& draft, const RuleBook& book) {
    resolution.turn = draft.turn;
    if (resolution.rules.empty()) {
        resolution.rules = draft.rules;
    }
    resolution.deltas = draft.deltas(book);
    add_delta_events(resolution.events, resolution.deltas);
    return {std::move(resolution), RosterHead(draft), {}};
}

Outcome resolve(const Roster& roster, const AnyRequest& request, const RuleBook& book, Env& env) {
    const Cost before = env.budget().spent();
    Draft draft(roster);
    Resolution resolution = run_request(request, draft, book, env);
    Outcome outcome = conclude(std::move(resolution), draft, book);
    outcome.cost = spent_between(before, env.budget().spent());
    return outcome;
}

void apply(Roster& roster, const Outcome& outcome) {
    const auto& deltas = outcome.resolution.deltas;
    // First every check, so that a refused outcome leaves the roster as it was.
    std::unordered_map<std::string_view, const UnitDelta*> changed;
    std::vector<std::pair<std::size_t, const Unit*>> in_place; // each unit changed, not removed
    bool same_units = true; // no unit added or removed: the changed are written in place
    UnitIndex index(roster.units);
    std::size_t expected = 0;
    for (const auto& delta : deltas) {
        const auto found = index.find(delta.unit, delta.before ? expected : 0);
        if (delta.before) {
            if (!found || !(roster.units[*found] == *delta.before)) {
                refuse_other_roster(delta.unit);
            }
            expected = *found + 1;
            changed.emplace(delta.unit, &delta);
            if (delta.after) {
                in_place.emplace_back(*found, &*delta.after);
            }
        } else if (found) {
            refuse_other_roster(delta.unit);
        }
        same_units = same_units && delta.before && delta.after;
    }
    if (same_units) {
        for (const auto& [at, after] : in_place) {
            roster.units[at] = *after;
        }
        write_head(roster, outcome.head);
        return;
    }
    std::vector<Unit> units;
    units.reserve(roster.units.size() + deltas.size());
    for (auto& unit : roster.units) {
        const auto it = changed.find(unit.name);
        if (it == changed.end()) {
            units.push_back(std::move(unit));
        } else if (it->second->after) {
            units.push_back(*it->second->after);
        }
    }
    for (const auto& delta : deltas) { // added units, in the order of their places
        if (!delta.before && delta.after) {
            const auto at = std::min(delta.index, units.size());
            units.insert(units.begin() + static_cast<std::ptrdiff_t>(at), *delta.after);
        }
    }
    roster.units = std::move(units);
    write_head(roster, outcome.head);
}

} // namespace muster
