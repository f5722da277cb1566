#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"
#include "muster/fw/state.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <span>

namespace muster::fw {

namespace {
/// FW-RALLY-1: a regular stand rallies on an AvD of 4 or 5 (2 or 3 keeps retreating).
constexpr int k_regular_rally_score = 4;
/// FW-RALLY-2: an irregular stand rallies on a D6 of 5 or 6 (1-4 keeps retreating).
constexpr int k_irregular_rally_score = 5;
} // namespace

int rally_score(TroopClass cls) {
    return cls == TroopClass::regular ? k_regular_rally_score : k_irregular_rally_score;
}

RallyResult resolve_rally(const Book& book, const std::vector<const Unit*>& units,
                          dice::DiceSource& dice) {
    RallyResult result;
    for (const Unit* unit_ptr : units) {
        const Unit& unit = *unit_ptr;
        const TypeSpec& type = book.type(unit.type);
        const UnitState state = unit_state(unit, type);
        if (state.retreating == 0) {
            throw RuleError(
                fmt::format("{} is not retreating: nothing to rally (FW-RALLY-3)", unit.name));
        }
        RallyUnit ru;
        ru.name = unit.name;
        ru.retreating = state.retreating;
        const dice::Die die = class_die(type.cls);
        ru.die = die.name();
        const int needed = rally_score(type.cls);
        ru.needed = needed;
        const dice::PoolPart part{die, ru.retreating,
                                  [needed](int face) { return face >= needed ? 1 : 0; },
                                  fmt::format("rally {}", unit.name), unit.name};
        const dice::PoolResult pool = dice.pool(std::span(&part, 1));
        ru.rallied = static_cast<int>(pool.total);
        if (!pool.faces.empty()) {
            ru.rolls = pool.faces.front();
        }
        result.steps.push_back(fmt::format("{}: {} {} (one per retreating stand), {}+ rallies "
                                           "(FW-RALLY-{}): {} rallied",
                                           unit.name, ru.retreating, ru.die, needed,
                                           type.cls == TroopClass::regular ? 1 : 2,
                                           counted(ru.rallied, "stand")));
        const int first = state.stands_gone + 1;
        for (std::size_t i = 0; i < ru.rolls.size(); ++i) {
            const bool rallies = ru.rolls[i] >= needed;
            result.steps.push_back(fmt::format("  retreating stand {} (stand {}): {} {}", i + 1,
                                               first + static_cast<int>(i), ru.rolls[i],
                                               rallies ? "rallies" : "keeps retreating"));
        }
        Unit after = unit;
        fw::record(after).retreating = ru.retreating - ru.rallied;
        if (ru.rallied > 0) {
            result.table.push_back(fmt::format("{}: {} rall{} and obey{} orders from next move",
                                               unit.name, counted(ru.rallied, "stand"),
                                               ru.rallied == 1 ? "ies" : "y",
                                               ru.rallied == 1 ? "s" : ""));
        }
        if (fw::record(after).retreating > 0) {
            result.table.push_back(fmt::format("{}: {} still retreating at charge rate", unit.name,
                                               counted(fw::record(after).retreating, "stand")));
        }
        result.rallied += ru.rallied;
        result.after.push_back(std::move(after));
        result.units.push_back(std::move(ru));
    }
    return result;
}

} // namespace muster::fw
