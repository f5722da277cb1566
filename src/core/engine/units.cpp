#include "muster/engine/units.hpp"

#include "muster/budget.hpp"
#include "muster/engine/names.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/text/parse.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <limits>

namespace muster {

namespace {

/// How many close names an unknown-unit error lists.
constexpr std::size_t k_closest_shown = 3;
/// The search's worst case is one edit-distance cell per byte of the name per byte of every
/// unit's name: measured on the reference machine (release build), about 25 ns a cell (a
/// 256-byte name against 100,000 names of 126 bytes: 3.2e9 cells, 77 s, under the lock).
constexpr double k_seconds_per_cell = 2.5e-8;

/// The roster names closest to `ref`, best first (the first in the roster among equals). Each
/// distance is cut off at the worst of the best found so far: a name that cannot be among them
/// costs little.
std::vector<std::string> closest_names(const Roster& roster, std::string_view ref) {
    std::vector<std::pair<std::size_t, const std::string*>> best; // sorted, at most k_closest_shown
    for (const auto& unit : roster.units) {
        const bool full = best.size() == k_closest_shown;
        if (full && best.back().first == 0) {
            break;
        }
        const std::size_t bound =
            full ? best.back().first - 1 : std::numeric_limits<std::size_t>::max();
        const std::size_t d = edit_distance(ref, unit.name, bound);
        if (d > bound) {
            continue;
        }
        const auto at = std::upper_bound(best.begin(), best.end(), d,
                                         [](std::size_t x, const auto& e) { return x < e.first; });
        best.insert(at, {d, &unit.name});
        if (best.size() > k_closest_shown) {
            best.pop_back();
        }
    }
    std::vector<std::string> names;
    names.reserve(best.size());
    for (const auto& entry : best) {
        names.push_back(*entry.second);
    }
    return names;
}

/// The `TYPE` and `STANDS` of `TYPE[:STANDS]`.
std::pair<std::string_view, std::string_view> split_ad_hoc(std::string_view ref) {
    auto colon = ref.find(':');
    if (colon == std::string_view::npos) {
        return {ref, {}};
    }
    return {ref.substr(0, colon), ref.substr(colon + 1)};
}

[[noreturn]] void unknown_unit(const Roster& roster, std::string_view ref, bool ad_hoc_allowed) {
    if (ref.size() > k_max_name_bytes) { // no unit has such a name: nothing to search for
        throw UsageError(fmt::format("no unit `{}` in the roster: a unit name has at most {} "
                                     "characters",
                                     quoted_text(ref), k_max_name_length));
    }
    double cells = 0;
    for (const auto& unit : roster.units) {
        cells += static_cast<double>(ref.size()) * static_cast<double>(unit.name.size());
    }
    const Cost search{cells * k_seconds_per_cell, 0, 0};
    if (!Budget::current().fits(search)) { // the search is not worth its time: none is made
        throw UsageError(fmt::format("no unit `{}` in the roster; looking for close names among "
                                     "its {} units would take about {:.1f} s (the limit is about "
                                     "{:.0f} s): `muster show` lists them",
                                     quoted_text(ref), roster.units.size(), search.seconds,
                                     k_command_limit.seconds));
    }
    Budget::current().spend(search);
    const auto names = closest_names(roster, ref);
    if (names.empty()) {
        throw UsageError(fmt::format(
            "no unit `{}`: the roster has no units (`muster add NAME TYPE` "
            "adds one{})",
            quoted_text(ref), ad_hoc_allowed ? "; `muster types` lists the types" : ""));
    }
    throw UsageError(fmt::format("no unit `{}` in the roster; closest: {}{}", quoted_text(ref),
                                 fmt::join(names, ", "),
                                 ad_hoc_allowed ? " (or TYPE[:STANDS] for an ad-hoc unit)" : ""));
}

} // namespace

Unit& roster_unit(Draft& roster, std::string_view name) {
    if (Unit* unit = roster.find(name)) {
        return *unit;
    }
    unknown_unit(roster.before(), name, false);
}

const Unit& roster_unit(const Roster& roster, std::string_view name) {
    if (const Unit* unit = roster.find(name)) {
        return *unit;
    }
    unknown_unit(roster, name, false);
}

void refuse_same_side(std::span<const Unit* const> a, std::span<const Unit* const> b) {
    for (const Unit* x : a) {
        for (const Unit* y : b) {
            if (x != y && !x->side.empty() && x->side == y->side) { // x == y: said later
                throw RuleError(fmt::format("{} and {} are both on side {}: a melee is between "
                                            "enemies",
                                            x->name, y->name, x->side));
            }
        }
    }
}

void check_count(long long value, std::string_view what) {
    if (value > k_max_count || value < -k_max_count) {
        // The command line parser stops a number too big for 64 bits at the largest one: the
        // player typed something else, so do not quote it back.
        const bool clamped = value == std::numeric_limits<long long>::max() ||
                             value == std::numeric_limits<long long>::min();
        throw UsageError(
            clamped ? fmt::format("{}: the number is beyond the limit of {}", what, k_max_count)
                    : fmt::format("{} {} is beyond the limit of {}", what, value, k_max_count));
    }
}

Unit& UnitResolver::resolve(std::string_view ref) {
    if (Unit* unit = m_roster.find(ref)) {
        return *unit;
    }
    const auto [type, stands_text] = split_ad_hoc(ref);
    if (m_book.has_type(type)) {
        Unit unit;
        unit.name = std::string(ref);
        unit.type = std::string(type);
        unit.stands = m_book.default_stands(type);
        if (ref.find(':') != std::string_view::npos) {
            const auto stands = text::try_parse_int(stands_text, 1, k_max_stands);
            if (!stands) {
                throw UsageError(fmt::format("`{}`: stands must be a whole number 1-{}",
                                             quoted_text(ref), k_max_stands));
            }
            unit.stands = static_cast<int>(*stands.value);
        }
        m_ad_hoc.push_back(std::move(unit));
        return m_ad_hoc.back();
    }
    if (ref.find(':') != std::string_view::npos) {
        throw UsageError(fmt::format("unknown type `{}` in `{}` (`muster types` lists them)",
                                     quoted_text(type), quoted_text(ref)));
    }
    unknown_unit(m_roster.before(), ref, true);
}

bool UnitResolver::is_ad_hoc(const Unit& unit) const {
    return std::any_of(m_ad_hoc.begin(), m_ad_hoc.end(),
                       [&](const Unit& made) { return &made == &unit; });
}

std::optional<std::string> rules_of_ad_hoc(std::string_view ref) {
    const auto type = split_ad_hoc(ref).first;
    for (const auto& rules : rule_sets()) {
        if (rules.make()->has_type(type)) {
            return rules.id;
        }
    }
    return std::nullopt;
}

std::vector<Unit*> resolve_units(UnitResolver& resolver, const std::vector<std::string>& refs,
                                 bool each_once) {
    std::vector<Unit*> units;
    units.reserve(refs.size());
    for (const auto& ref : refs) {
        Unit* unit = &resolver.resolve(ref);
        if (each_once && std::find(units.begin(), units.end(), unit) != units.end()) {
            throw UsageError(fmt::format("{} is named twice", ref));
        }
        units.push_back(unit);
    }
    return units;
}

} // namespace muster
