#include "muster/error.hpp"
#include "muster/fw/marks.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"
#include "muster/fw/state.hpp"
#include "muster/roster/format.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster::fw {

namespace {

/// FW-TAB-1: which of a fire step's numbers the roster's `table` lines set.
std::string fire_tag(const Book& book, const FirerResult& fr, Position position) {
    std::vector<std::string> house;
    if (book.house_value("weapon-" + fr.weapon, "attack")) {
        house.emplace_back("attack");
    }
    if (book.house_value("range", to_string(fr.band))) {
        house.emplace_back("range");
    }
    if (book.house_value("fire-defence", to_string(position))) {
        house.emplace_back("defence");
    }
    return Book::rule_tag("FW-FIRE-2", house, 3);
}

bool is_gun(const TypeSpec& type) {
    return type.kind == Kind::artillery || type.kind == Kind::machine_gun;
}

/// FW-FIRE-2 (provisional): markers one die inflicts.
int markers_of_die(int face, int modifier) {
    return std::max(0, face + modifier);
}

std::string faces_sum(const std::vector<int>& faces, int modifier) {
    std::vector<int> scores;
    scores.reserve(faces.size());
    for (int face : faces) {
        scores.push_back(markers_of_die(face, modifier));
    }
    return fmt::format("{} -> {}", fmt::join(faces, ","), fmt::join(scores, "+"));
}

} // namespace

void write_units(const Outcome& resolution, Draft& roster) {
    for (const Unit& after : resolution.after) {
        if (Unit* unit = roster.find(after.name)) {
            *unit = after;
        }
    }
}

void check_combat_order(const Unit& unit) {
    if (fw::record(unit).fought) {
        throw RuleError(fmt::format("{} already took a combat order this move (FW-ORDER-1: one "
                                    "fire or close combat order a move; `muster turn` starts "
                                    "the next move)",
                                    unit.name));
    }
}

void check_movement_order(const Unit& unit) {
    if (fw::record(unit).moved) {
        throw RuleError(fmt::format("{} already took a movement order this move (FW-ORDER-1: one "
                                    "movement order a move; `muster turn` starts the next move)",
                                    unit.name));
    }
}

Position position_of(const Unit& unit) {
    if (fw::record(unit).formation == "square") {
        return Position::square;
    }
    return fw::record(unit).cover ? Position::cover : Position::open;
}

FirerDice firer_dice(const Book& book, const FireInput& input, const Unit& firer, int defence) {
    const Unit& target = *input.target;
    if (firer.name == target.name) {
        throw RuleError(fmt::format("{} cannot fire at itself", firer.name));
    }
    const TypeSpec& type = book.type(firer.type);
    if (input.guns_only && !is_gun(type)) {
        throw RuleError(fmt::format("{} is {} ({}), not artillery or a machine gun; use "
                                    "`muster fire`",
                                    firer.name, type.id, to_string(type.kind)));
    }
    const Weapon* weapon = book.weapon(type.weapon);
    if (weapon == nullptr && type.weapon != "none") {
        throw RuleError(fmt::format("{} ({}) has weapon {}, which no `table weapon-{}` line "
                                    "defines",
                                    firer.name, type.id, type.weapon, type.weapon));
    }
    if (weapon == nullptr) {
        throw RuleError(fmt::format("{} ({}) has no fire weapon and cannot fire (FW-PIECE-4)",
                                    firer.name, type.id));
    }
    check_combat_order(firer);
    const UnitState state = unit_state(firer, type);
    FirerResult fr;
    fr.name = firer.name;
    fr.weapon = weapon->name;
    fr.per_crew = is_gun(type);
    fr.dice = fr.per_crew ? state.ready_unwounded : state.stands_ready;
    if (fr.dice == 0) {
        throw RuleError(fmt::format("{} has no stand able to act and not retreating "
                                    "(FW-FIRE-1)",
                                    firer.name));
    }
    if (input.band) {
        fr.band = *input.band;
    } else {
        auto band = book.band_at(*weapon, input.distance.value_or(0.0));
        if (!band) {
            throw RuleError(fmt::format("{} is out of range: {}\" is beyond the {}'s long "
                                        "range of {}\" (provisional, FW-FIRE-2)",
                                        target.name, input.distance.value_or(0.0), weapon->name,
                                        weapon->long_range));
        }
        fr.band = *band;
    }
    const dice::Die die = class_die(type.cls);
    fr.die = die.name();
    fr.attack = weapon->attack;
    fr.range_adjustment = book.range_adjustment(fr.band);
    fr.defence = defence;
    const int modifier = fr.attack + fr.range_adjustment - fr.defence;
    dice::PoolPart part{die, fr.dice,
                        [modifier](int face) { return markers_of_die(face, modifier); },
                        fmt::format("fire {}", firer.name), firer.name};
    return {std::move(fr), std::move(part)};
}

FireResult resolve_fire(const Book& book, const FireInput& input, dice::DiceSource& dice) {
    if (input.target == nullptr || input.firers.empty()) {
        throw UsageError("fire needs at least one firer and a target (--at)");
    }
    const Unit& target = *input.target;
    const TypeSpec& target_type = book.type(target.type);
    FireResult result;
    result.target = target.name;
    result.position = input.position.value_or(position_of(target));
    const int defence = book.fire_defence(result.position);
    std::vector<dice::PoolPart> parts;

    for (const Unit* firer_ptr : input.firers) {
        const Unit& firer = *firer_ptr;
        if (firer.name == target.name) {
            throw RuleError(fmt::format("{} cannot fire at itself", firer.name));
        }
        if (std::ranges::count_if(input.firers,
                                  [&](const Unit* u) { return u->name == firer.name; }) > 1) {
            throw UsageError(fmt::format("{} is named twice", firer.name));
        }
        FirerDice fr = firer_dice(book, input, firer, defence);
        parts.push_back(std::move(fr.part));
        Unit after = firer;
        fw::record(after).fought = true;
        result.after.push_back(std::move(after));
        result.firers.push_back(std::move(fr.result));
    }

    // All firers' dice are one pool: one choice point for exact odds (FW-FIRE-1).
    const dice::PoolResult pool = dice.pool(parts);
    result.inflicted = pool.total;
    const bool words = !dice.enumerating();
    for (std::size_t i = 0; i < result.firers.size(); ++i) {
        FirerResult& fr = result.firers[i];
        const int modifier = fr.attack + fr.range_adjustment - fr.defence;
        if (i < pool.faces.size()) {
            fr.faces = pool.faces[i];
            for (int face : fr.faces) {
                fr.markers += markers_of_die(face, modifier);
            }
        } else if (result.firers.size() == 1) {
            fr.markers = pool.total;
        }
        if (!words) {
            continue;
        }
        result.steps.push_back(fmt::format(
            "{}: {} {} ({}), each scores max(0, die {:+} attack ({}) {:+} range ({}) - {} "
            "defence ({})) {}",
            fr.name, fr.dice, fr.die,
            fr.per_crew ? "one per unwounded crew figure" : "one per ready stand", fr.attack,
            fr.weapon, fr.range_adjustment, to_string(fr.band), fr.defence,
            to_string(result.position), fire_tag(book, fr, result.position)));
        if (!fr.faces.empty()) {
            result.steps.push_back(fmt::format("  {} = {}", faces_sum(fr.faces, modifier),
                                               counted(fr.markers, "marker")));
        }
    }

    const UnitState before = unit_state(target, target_type);
    result.applied = static_cast<int>(std::min<long long>(result.inflicted, before.unwounded));
    result.excess = result.inflicted - result.applied;
    Unit after = target;
    fw::record(after).markers += result.applied;
    fw::record(after).taken += result.applied;
    const UnitState now = unit_state(after, target_type);
    result.steps.push_back(
        fmt::format("total {} on {}{}", counted(result.inflicted, "marker"), target.name,
                    result.excess > 0 ? fmt::format(" ({} beyond its unwounded figures, "
                                                    "dropped)",
                                                    result.excess)
                                      : ""));
    if (result.applied > 0) {
        std::string note = stands_note(now);
        result.table.push_back(fmt::format("place {} on {}{}",
                                           counted(result.applied, "casualty marker"), target.name,
                                           note.empty() ? "" : " (" + note + ")"));
    }
    result.tested_already = has_mark(target.done, fw::mark::fire_result);
    result.must_test =
        result.applied > 0 && no_test_reason(book, after, input.regulars_test).empty();
    if (result.tested_already && result.applied > 0) {
        result.table.push_back(fmt::format("{} took its fire combat result test this move "
                                           "already: these markers owe no second test "
                                           "(FW-FIRE-3)",
                                           target.name));
    }
    if (result.must_test) {
        const long long taken = fw::record(after).taken;
        result.table.push_back(fmt::format(
            "{} takes the fire combat result test in the results phase (`muster morale{}`): {} "
            "taken this move",
            target.name,
            input.one_off_target
                ? fmt::format(" {} --markers {}", quote_if_needed(target.name), taken)
                : std::string(),
            counted(taken, "marker")));
    }
    result.after.push_back(std::move(after));
    return result;
}

std::string no_test_reason(const Book& book, const Unit& unit, bool regulars_test) {
    const TypeSpec& type = book.type(unit.type);
    if (has_mark(unit.done, fw::mark::fire_result)) {
        // FW-FIRE-3: once a move, for all the markers taken that move; fire after it owes none.
        return "took its fire combat result test this move already (FW-FIRE-3: once a move)";
    }
    if (fw::record(unit).taken <= 0) {
        return "took no markers this move";
    }
    if (type.cls == TroopClass::regular && !regulars_test) {
        return "regulars do not test (fw-regular-fire-results off, OPT-4)";
    }
    return "";
}

ResultsPhase resolve_fire_results(const Book& book, const std::vector<const Unit*>& units,
                                  bool regulars_test, dice::DiceSource& dice) {
    ResultsPhase result;
    for (const Unit* unit_ptr : units) {
        const Unit& unit = *unit_ptr;
        const TypeSpec& type = book.type(unit.type);
        TestResult test;
        test.name = unit.name;
        test.taken = fw::record(unit).taken;
        test.reason = no_test_reason(book, unit, regulars_test);
        if (!test.reason.empty()) {
            result.steps.push_back(fmt::format("{}: no test, {}", unit.name, test.reason));
            result.units.push_back(std::move(test));
            continue;
        }
        test.tested = true;
        const dice::Die die = class_die(type.cls);
        test.die = die.name();
        const auto own = dice.for_unit(unit.name); // --dice UNIT=V
        test.roll = dice.roll(die, fmt::format("fire combat result {}", unit.name));
        test.retreats = test.roll < test.taken;
        result.steps.push_back(fmt::format(
            "{}: {} {} against {} taken: {} [provisional FW-FIRE-3: below the markers taken "
            "retreats]",
            unit.name, test.die, test.roll, test.taken, test.retreats ? "retreats" : "holds"));
        if (test.retreats) {
            Unit after = unit;
            fw::record(after).retreating = unit_state(unit, type).stands_present;
            result.table.push_back(
                fmt::format("{} retreats at charge rate: {} (rally with `muster rally`)", unit.name,
                            all_retreating(fw::record(after).retreating)));
            result.after.push_back(std::move(after));
        }
        result.units.push_back(std::move(test));
    }
    return result;
}

} // namespace muster::fw
