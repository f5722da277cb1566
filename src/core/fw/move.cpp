#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"
#include "muster/fw/state.hpp"
#include "muster/roster/format.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster::fw {

namespace {

/// FW-MOVE-5: the rates kept.
constexpr std::size_t k_rates_kept = 3;
/// FW-RECON-1: +1 to the D6 in open terrain.
constexpr int k_recon_open_bonus = 1;

/// The rate `back` moves ago (1 = last move); stationary before the first recorded move.
Rate rate_ago(const Unit& unit, std::size_t back) {
    if (back > fw::record(unit).moves.size()) {
        return Rate::stationary;
    }
    return parse_rate(fw::record(unit).moves[fw::record(unit).moves.size() - back])
        .value_or(Rate::stationary);
}

bool still_or_march(Rate rate) {
    return rate == Rate::stationary || rate == Rate::march;
}

std::string history(const Unit& unit) {
    return fw::record(unit).moves.empty()
               ? std::string("none recorded")
               : fmt::format("{}", fmt::join(fw::record(unit).moves, ", "));
}

} // namespace

std::string rate_refusal(const Book& book, const Unit& unit, Rate rate) {
    const TypeSpec& type = book.type(unit.type);
    const bool forced = fw::record(unit).retreating > 0;
    const Rate last = rate_ago(unit, 1);
    const Rate before = rate_ago(unit, 2);
    const Rate third = rate_ago(unit, 3);
    if (rate == Rate::stationary || rate == Rate::march) {
        return "";
    }
    if (rate == Rate::charge && forced) {
        return "";
    }
    if (rate == Rate::charge && type.kind == Kind::transport) {
        return fmt::format("{} is transport: it may charge & retreat only when forced (FW-MOVE-4)",
                           unit.name);
    }
    const std::string name(to_string(rate));
    if (type.cls == TroopClass::regular) {
        if (!still_or_march(last)) {
            return fmt::format("regulars may {} only if last move they were stationary or "
                               "marched; {} last moved at {} (FW-MOVE-2; moves: {})",
                               name, unit.name, to_string(last), history(unit));
        }
        return "";
    }
    if (rate == Rate::double_trot) {
        if (!(still_or_march(last) || last == Rate::double_trot)) {
            return fmt::format("irregulars may double only if last move they were stationary, "
                               "marched or doubled; {} last moved at {} (FW-MOVE-3; moves: {})",
                               unit.name, to_string(last), history(unit));
        }
        if (last == Rate::double_trot && before == Rate::double_trot) {
            return fmt::format("{} has doubled two moves in a row: it must stay still one move "
                               "or march two moves first (FW-MOVE-3; moves: {})",
                               unit.name, history(unit));
        }
        if (last == Rate::march && before == Rate::double_trot && third == Rate::double_trot) {
            return fmt::format("{} doubled twice and has marched only one move since: march one "
                               "more move or stay still one first (FW-MOVE-3; moves: {})",
                               unit.name, history(unit));
        }
        return "";
    }
    if (still_or_march(last) || (last == Rate::double_trot && still_or_march(before))) {
        return "";
    }
    return fmt::format("irregulars may charge only if last move they were stationary or "
                       "marched, or doubled after a move stationary or at march, or when forced; "
                       "{} moved {} then {} (FW-MOVE-3; moves: {})",
                       unit.name, to_string(before), to_string(last), history(unit));
}

void record_rate(Unit& unit, Rate rate) {
    if (fw::record(unit).moved && !fw::record(unit).moves.empty()) {
        fw::record(unit).moves.back() = std::string(to_string(rate));
    } else {
        fw::record(unit).moves.emplace_back(to_string(rate));
    }
    while (fw::record(unit).moves.size() > k_rates_kept) {
        fw::record(unit).moves.erase(fw::record(unit).moves.begin());
    }
}

MoveResult resolve_move(const Book& book, const std::vector<const Unit*>& units, Rate rate,
                        bool together, dice::DiceSource& dice) {
    if (units.empty()) {
        throw UsageError("move needs at least one unit");
    }
    if (rate == Rate::stationary) {
        throw UsageError("--rate is march, double or charge (a unit that does not move records "
                         "`stationary` at `muster turn`)");
    }
    MoveResult result;
    result.rate = rate;
    result.together = together;
    const TypeSpec* slowest = nullptr;
    for (const Unit* unit : units) {
        if (std::ranges::count_if(units, [&](const Unit* u) { return u->name == unit->name; }) >
            1) {
            throw UsageError(fmt::format("{} is named twice", unit->name));
        }
        const bool forced_retreat = fw::record(*unit).retreating > 0 && rate == Rate::charge;
        // FW-RALLY-4: a unit whose stands all retreat takes no movement order but its retreat.
        const UnitState now = unit_state(*unit, book.type(unit->type));
        if (now.retreating > 0 && now.retreating >= now.stands_present && rate != Rate::charge) {
            throw RuleError(fmt::format(
                "{}: all its {} are retreating, and retreating stands obey no orders until they "
                "rally (FW-RALLY-4): its only move is the retreat at charge rate (muster move {} "
                "--rate charge)",
                unit->name, counted(now.stands_present, "stand"), quote_if_needed(unit->name)));
        }
        if (!forced_retreat) {
            check_movement_order(*unit);
        }
        if (auto reason = rate_refusal(book, *unit, rate); !reason.empty()) {
            throw RuleError(reason);
        }
        const TypeSpec& type = book.type(unit->type);
        if (together) {
            if (type.cls != TroopClass::regular) {
                throw RuleError(fmt::format("--together is for a regular commander's force "
                                            "(FW-MOVE-6); {} is irregular",
                                            unit->name));
            }
            if (slowest == nullptr || book.move_dice(type, rate) < book.move_dice(*slowest, rate)) {
                slowest = &type;
            }
        }
    }
    long long together_distance = 0;
    if (together) {
        const dice::Die die = class_die(slowest->cls);
        const int count = book.move_dice(*slowest, rate);
        together_distance =
            dice.pool(die, count, {}, fmt::format("move together at {}", to_string(rate)));
        result.steps.push_back(fmt::format("together at the slowest type's dice ({}): {} {} = "
                                           "{}\" [provisional FW-MOVE-1, FW-MOVE-6]",
                                           slowest->id, count, die.name(), together_distance));
    }
    for (const Unit* unit : units) {
        const TypeSpec& type = together ? *slowest : book.type(unit->type);
        MoveUnit mu;
        mu.name = unit->name;
        mu.forced = fw::record(*unit).retreating > 0 && rate == Rate::charge;
        const dice::Die die = class_die(type.cls);
        mu.die = die.name();
        mu.dice = book.move_dice(type, rate);
        if (together) {
            mu.distance = together_distance;
        } else {
            const auto own = dice.for_unit(unit->name); // --dice UNIT=V
            mu.distance = dice.pool(die, mu.dice, {},
                                    fmt::format("move {} at {}", unit->name, to_string(rate)));
            result.steps.push_back(fmt::format("{}: {} {} at {} = {}\" [provisional FW-MOVE-1]",
                                               unit->name, mu.dice, mu.die, to_string(rate),
                                               mu.distance));
        }
        Unit after = *unit;
        record_rate(after, rate);
        fw::record(after).moved = true;
        result.table.push_back(
            mu.forced
                ? fmt::format("{}: retreating {} fall back {}\" (charge & retreat)", unit->name,
                              counted(unit_state(*unit, book.type(unit->type)).retreating, "stand"),
                              mu.distance)
                : fmt::format("{}: move up to {}\" at {} rate", unit->name, mu.distance,
                              to_string(rate)));
        result.after.push_back(std::move(after));
        result.units.push_back(std::move(mu));
    }
    return result;
}

void end_move(Unit& unit) {
    if (!fw::record(unit).moved) {
        record_rate(unit, Rate::stationary);
    }
    fw::record(unit).moved = false;
    fw::record(unit).fought = false;
    fw::record(unit).taken = 0;
}

ReconResult resolve_recon(const Book& book, const Unit& unit, bool open, dice::DiceSource& dice) {
    const Rate last = rate_ago(unit, 1);
    if (!fw::record(unit).moved || !(last == Rate::march || last == Rate::double_trot)) {
        throw RuleError(fmt::format("{} may not reconnoitre: only a unit that moved at march or "
                                    "double this move may (FW-RECON-1)",
                                    unit.name));
    }
    ReconResult result;
    result.name = unit.name;
    result.open = open;
    const auto own = dice.for_unit(unit.name); // --dice UNIT=V
    result.roll = dice.roll(dice::Die::d6(), fmt::format("recon {}", unit.name));
    result.score = result.roll + (open ? k_recon_open_bonus : 0);
    result.company = book.recon_distance("company", result.score);
    result.battalion = book.recon_distance("battalion", result.score);
    result.brigade = book.recon_distance("brigade", result.score);
    result.steps.push_back(fmt::format("{}: D6 {}{} = {} (FW-RECON-1); distances provisional "
                                       "(FW-RECON-2)",
                                       unit.name, result.roll, open ? " +1 open terrain" : "",
                                       result.score));
    result.table.push_back(fmt::format("{} sees company-sized units within {}\", battalion-sized "
                                       "within {}\", brigade-sized within {}\"",
                                       unit.name, result.company, result.battalion,
                                       result.brigade));
    return result;
}

} // namespace muster::fw
