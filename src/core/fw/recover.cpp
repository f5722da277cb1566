#include "muster/error.hpp"
#include "muster/fw/marks.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"
#include "muster/fw/state.hpp"

#include <array>
#include <fmt/format.h>
#include <span>

namespace muster::fw {

namespace {
/// FW-RECOVER-1: with an odd count, a D6 of 1-3 rounds the half up, 4-6 rounds it down.
constexpr int k_round_up_max = 3;
constexpr std::array k_when_names{std::string_view{"move"}, std::string_view{"day"},
                                  std::string_view{"week"}};
} // namespace

std::optional<When> parse_when(std::string_view text) {
    for (std::size_t i = 0; i < k_when_names.size(); ++i) {
        if (k_when_names[i] == text) {
            return static_cast<When>(i);
        }
    }
    return std::nullopt;
}

std::string_view to_string(When when) {
    return k_when_names.at(static_cast<std::size_t>(when));
}

int markers_removed(int markers, std::optional<int> roll) {
    const int half = markers / 2;
    if (markers % 2 == 0 || !roll) {
        return half;
    }
    return *roll <= k_round_up_max ? half + 1 : half;
}

std::string recover_refusal(const Unit& unit) {
    if (fw::record(unit).moved) {
        return fmt::format("{} moved this move", unit.name);
    }
    if (fw::record(unit).fought) {
        return fmt::format("{} fought this move", unit.name);
    }
    // FW-RECOVER-1 (revised 2026-12-02): fired on counts even when no marker was placed.
    if (fw::record(unit).taken > 0 || has_mark(unit.done, fw::mark::fired_at)) {
        return fmt::format("{} was fired on this move", unit.name);
    }
    return "";
}

RecoverResult resolve_recover(const Book& book, const std::vector<const Unit*>& units, When when,
                              dice::DiceSource& dice) {
    RecoverResult result;
    for (const Unit* unit_ptr : units) {
        const Unit& unit = *unit_ptr;
        const TypeSpec& type = book.type(unit.type);
        if (when == When::move) {
            if (auto reason = recover_refusal(unit); !reason.empty()) {
                throw RuleError(
                    fmt::format("{} cannot recover casualties: {} (FW-RECOVER-1: only "
                                "a unit that has neither moved, fought nor been fired on)",
                                unit.name, reason));
            }
            if (fw::record(unit).markers == 0) {
                throw RuleError(fmt::format("{} has no casualty markers to recover", unit.name));
            }
        }
        if (fw::record(unit).markers == 0) {
            result.steps.push_back(fmt::format("{}: no markers", unit.name));
            continue;
        }
        RecoverUnit ru;
        ru.name = unit.name;
        ru.markers = fw::record(unit).markers;
        const auto own = dice.for_unit(unit.name); // --dice UNIT=V
        if (fw::record(unit).markers % 2 == 1) {
            ru.roll = dice.roll(dice::Die::d6(), fmt::format("recover {} (odd count)", unit.name));
        }
        ru.removed = markers_removed(fw::record(unit).markers, ru.roll);
        result.steps.push_back(
            fmt::format("{}: half of {} = {}{}", unit.name,
                        counted(fw::record(unit).markers, "marker"), ru.removed,
                        ru.roll ? fmt::format(" (odd count, D6 {}: rounded {})", *ru.roll,
                                              *ru.roll <= k_round_up_max ? "up" : "down")
                                : ""));
        Unit after = unit;
        fw::record(after).markers -= ru.removed;
        result.table.push_back(
            fmt::format("remove {} from {}", counted(ru.removed, "casualty marker"), unit.name));
        if (when == When::week && fw::record(after).markers > 0) {
            ru.died = fw::record(after).markers;
            fw::record(after).dead += fw::record(after).markers;
            fw::record(after).markers = 0;
            result.table.push_back(fmt::format("{}: {} dead, removed for good (FW-RECOVER-3)",
                                               unit.name, counted(ru.died, "figure")));
        }
        UnitState state = unit_state(after, type);
        fw::record(after).retreating = std::min(fw::record(after).retreating, state.stands_present);
        if (when == When::move && state.stands_marked > 0) {
            ru.stands_retreat = state.stands_marked;
            const dice::Die die = class_die(type.cls);
            const int count = book.move_dice(type, Rate::march);
            ru.distance = dice.pool(die, count, {}, fmt::format("retreat {} at march", unit.name));
            record_rate(after, Rate::march);
            fw::record(after).moved = true;
            result.steps.push_back(fmt::format("{}: {} still marked retreat at march rate: {} {} "
                                               "= {}\" (provisional FW-MOVE-1)",
                                               unit.name,
                                               stand_list(state.stands_gone + 1, ru.stands_retreat),
                                               count, die.name(), ru.distance));
            result.table.push_back(fmt::format("{}: {} retreat {}\" (march rate)", unit.name,
                                               stand_list(state.stands_gone + 1, ru.stands_retreat),
                                               ru.distance));
        }
        result.removed += ru.removed;
        result.after.push_back(std::move(after));
        result.units.push_back(std::move(ru));
    }
    return result;
}

} // namespace muster::fw
