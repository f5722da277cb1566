#include "muster/error.hpp"
#include "muster/fw/close_odds.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"
#include "muster/fw/state.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <numeric>
#include <span>

namespace muster::fw {

namespace {

/// FW-TAB-1: whether the roster's `table close-attack` line (or the type) set the attack.
std::string close_tag(const Book& book, const TypeSpec& type) {
    std::vector<std::string> house;
    if (book.house_value("close-attack", to_string(type.cls)) ||
        type.house_keys.contains("close-attack")) {
        house.emplace_back("attack");
    }
    return Book::rule_tag("FW-CLOSE-2", house, 2);
}

struct Fighter {
    const Unit* unit;
    const TypeSpec* type;
    int dice;      ///< FW-CLOSE-1: unwounded figures fighting
    int unwounded; ///< all unwounded figures (for sharing markers received)
};

std::vector<Fighter> fighters(const Book& book, const std::vector<const Unit*>& units,
                              bool attacking) {
    std::vector<Fighter> out;
    for (const Unit* unit : units) {
        const TypeSpec& type = book.type(unit->type);
        const UnitState state = unit_state(*unit, type);
        out.push_back(
            {unit, &type, attacking ? state.ready_unwounded : state.unwounded, state.unwounded});
    }
    return out;
}

/// FW-CLOSE-2: markers one die inflicts.
int close_markers_of_die(int face, int modifier) {
    return std::max(0, face + modifier);
}

/// Shares `markers` among the units in proportion to their unwounded figures (largest
/// remainder, ties to the earlier unit), each capped at its unwounded figures.
std::vector<int> share(long long markers, const std::vector<Fighter>& side) {
    std::vector<int> shares(side.size(), 0);
    const long long total =
        std::accumulate(side.begin(), side.end(), 0LL,
                        [](long long sum, const Fighter& f) { return sum + f.unwounded; });
    if (total == 0) {
        return shares;
    }
    const long long placed = std::min(markers, total);
    std::vector<std::pair<long long, std::size_t>> remainders;
    long long given = 0;
    for (std::size_t i = 0; i < side.size(); ++i) {
        const long long exact = placed * side[i].unwounded;
        shares[i] = static_cast<int>(exact / total);
        given += shares[i];
        remainders.emplace_back(exact % total, i);
    }
    std::ranges::stable_sort(remainders,
                             [](const auto& x, const auto& y) { return x.first > y.first; });
    for (std::size_t k = 0; given < placed && k < remainders.size(); ++k) {
        ++shares[remainders[k].second];
        ++given;
    }
    return shares;
}

/// The two sides of a close combat, checked as the rules require (FW-CLOSE-1, FW-ORDER-1),
/// with each side's defence grading (the lowest of its units', FW-CLOSE-2).
struct Sides {
    std::vector<Fighter> a;
    std::vector<Fighter> b;
    int defence_a = 0;
    int defence_b = 0;
};

Sides prepare(const Book& book, const CloseInput& input) {
    if (input.a.empty() || input.b.empty()) {
        throw UsageError("close combat needs units on both sides (melee A... --vs B...)");
    }
    std::vector<std::string> names;
    for (const auto* side : {&input.a, &input.b}) {
        for (const Unit* unit : *side) {
            if (std::ranges::find(names, unit->name) != names.end()) {
                throw UsageError(fmt::format("{} is named twice", unit->name));
            }
            names.push_back(unit->name);
        }
    }
    for (const Unit* unit : input.a) {
        check_combat_order(*unit);
    }
    Sides sides{fighters(book, input.a, true), fighters(book, input.b, false), 0, 0};
    for (const Fighter& f : sides.a) {
        if (f.dice == 0) {
            throw RuleError(fmt::format("{} has no unwounded figure on a stand able to act and "
                                        "not retreating: it cannot attack (FW-CLOSE-1)",
                                        f.unit->name));
        }
    }
    auto defence_of = [&](const std::vector<const Unit*>& units, std::optional<Position> given) {
        int lowest = 0;
        bool first = true;
        for (const Unit* unit : units) {
            const int grading = book.close_defence(given.value_or(position_of(*unit)));
            lowest = first ? grading : std::min(lowest, grading);
            first = false;
        }
        return lowest;
    };
    sides.defence_a = defence_of(input.a, std::nullopt);
    sides.defence_b = defence_of(input.b, input.b_position);
    return sides;
}

/// FW-CLOSE-1/2: one pool part per unit of `side`, each die scoring max(0, face + attack -
/// the enemy's defence).
std::vector<dice::PoolPart> pool_of(const Book& book, const std::vector<Fighter>& side,
                                    int enemy_defence) {
    std::vector<dice::PoolPart> parts;
    for (const Fighter& f : side) {
        const int modifier = book.close_attack(*f.type) - enemy_defence;
        parts.push_back({close_combat_die(f.type->cls), f.dice,
                         [modifier](int face) { return close_markers_of_die(face, modifier); },
                         fmt::format("close combat {}", f.unit->name), f.unit->name});
    }
    return parts;
}

long long unwounded_of(const std::vector<Fighter>& side) {
    return std::accumulate(side.begin(), side.end(), 0LL,
                           [](long long sum, const Fighter& f) { return sum + f.unwounded; });
}

} // namespace

double expected_capped(const dice::Distribution& dist, long long cap) {
    double sum = 0.0;
    for (const auto& [value, p] : dist) {
        sum += static_cast<double>(std::min(value, cap)) * p;
    }
    return sum;
}

dice::OddsCost close_odds_cost(const Book& book, const CloseInput& input) {
    const Sides sides = prepare(book, input);
    auto cost = dice::odds_cost(pool_of(book, sides.a, sides.defence_b));
    cost += dice::odds_cost(pool_of(book, sides.b, sides.defence_a));
    return cost;
}

CloseOdds close_odds(const Book& book, const CloseInput& input) {
    const Sides sides = prepare(book, input);
    const auto parts_a = pool_of(book, sides.a, sides.defence_b);
    const auto parts_b = pool_of(book, sides.b, sides.defence_a);
    CloseOdds odds;
    for (const auto& part : parts_a) {
        odds.dice_a += part.count;
    }
    for (const auto& part : parts_b) {
        odds.dice_b += part.count;
    }
    odds.inflicted_by_a = dice::pool_distribution(parts_a);
    odds.inflicted_by_b = dice::pool_distribution(parts_b);
    odds.unwounded_a = unwounded_of(sides.a);
    odds.unwounded_b = unwounded_of(sides.b);
    // One pass: walk A's totals upwards while B's cumulative probability below them grows.
    const auto& dist_b = odds.inflicted_by_b;
    std::size_t j = 0;
    double b_below = 0.0;
    for (const auto& [total_a, p_a] : odds.inflicted_by_a) {
        while (j < dist_b.size() && dist_b[j].first < total_a) {
            b_below += dist_b[j++].second;
        }
        const double b_equal =
            j < dist_b.size() && dist_b[j].first == total_a ? dist_b[j].second : 0.0;
        odds.p_a += p_a * b_below;
        odds.p_tie += p_a * b_equal;
    }
    odds.p_b = std::max(0.0, 1.0 - odds.p_a - odds.p_tie);
    odds.expected_on_a = expected_capped(odds.inflicted_by_b, odds.unwounded_a);
    odds.expected_on_b = expected_capped(odds.inflicted_by_a, odds.unwounded_b);
    return odds;
}

CloseResult resolve_close(const Book& book, const CloseInput& input, dice::DiceSource& dice) {
    const Sides sides = prepare(book, input);
    const auto& side_a = sides.a;
    const auto& side_b = sides.b;
    CloseResult result;
    const bool words = !dice.enumerating(); // odds need only the numbers
    result.a.defence = sides.defence_a;
    result.b.defence = sides.defence_b;

    auto throw_side = [&](const std::vector<Fighter>& side, CloseSide& out, int enemy_defence,
                          std::string_view label) {
        const std::vector<dice::PoolPart> parts = pool_of(book, side, enemy_defence);
        for (std::size_t i = 0; i < side.size(); ++i) {
            const Fighter& f = side[i];
            out.dice += f.dice;
            if (!words) {
                continue;
            }
            result.steps.push_back(fmt::format(
                "side {} {}: {} {} (one per unwounded figure), each scores max(0, die {:+} "
                "attack - {} defence) {}",
                label, f.unit->name, f.dice, parts[i].die.name(), book.close_attack(*f.type),
                enemy_defence, close_tag(book, *f.type)));
        }
        const dice::PoolResult pool = dice.pool(parts);
        out.inflicted = pool.total;
        for (const auto& faces : pool.faces) {
            out.faces.insert(out.faces.end(), faces.begin(), faces.end());
        }
        if (!words) {
            return;
        }
        result.steps.push_back(fmt::format(
            "side {} inflicts {}{}", label, counted(out.inflicted, "marker"),
            out.faces.empty() ? "" : fmt::format(" (dice {})", fmt::join(out.faces, ","))));
    };
    throw_side(side_a, result.a, result.b.defence, "A");
    throw_side(side_b, result.b, result.a.defence, "B");

    // FW-CLOSE-3 (provisional): fewer markers inflicted loses.
    result.winner = result.a.inflicted > result.b.inflicted   ? "a"
                    : result.b.inflicted > result.a.inflicted ? "b"
                                                              : "tie";
    auto place = [&](const std::vector<Fighter>& side, CloseSide& out, long long markers,
                     bool loses) {
        const auto shares = share(markers, side);
        for (std::size_t i = 0; i < side.size(); ++i) {
            Unit after = *side[i].unit;
            fw::record(after).markers += shares[i];
            fw::record(after).fought = true;
            out.applied += shares[i];
            out.shares.emplace_back(after.name, shares[i]);
            const UnitState state = unit_state(after, *side[i].type);
            if (loses) {
                fw::record(after).retreating = state.stands_present;
            }
            if (!words) {
                result.after.push_back(std::move(after));
                continue;
            }
            if (shares[i] > 0) {
                const std::string note = stands_note(state);
                result.table.push_back(
                    fmt::format("place {} on {}{}", counted(shares[i], "casualty marker"),
                                after.name, note.empty() ? "" : " (" + note + ")"));
            }
            if (loses) {
                result.table.push_back(fmt::format("{} loses and retreats at charge rate: {}",
                                                   after.name,
                                                   all_retreating(fw::record(after).retreating)));
            }
            result.after.push_back(std::move(after));
        }
    };
    place(side_a, result.a, result.b.inflicted, result.winner == "b");
    place(side_b, result.b, result.a.inflicted, result.winner == "a");
    if (result.winner == "tie") {
        result.table.emplace_back("equal markers: both sides stay in contact (FW-CLOSE-3)");
    }
    const long long excess_a = result.b.inflicted - result.a.applied;
    const long long excess_b = result.a.inflicted - result.b.applied;
    if (excess_a > 0 || excess_b > 0) {
        result.steps.push_back(fmt::format("markers beyond the unwounded figures dropped: {} on "
                                           "side A, {} on side B",
                                           excess_a, excess_b));
    }
    return result;
}

} // namespace muster::fw
