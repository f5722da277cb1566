#include "muster/ue/charge.hpp"

#include "muster/error.hpp"
#include "muster/ue/fire.hpp"
#include "muster/ue/melee.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/unit.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <map>
#include <tuple>

namespace muster::ue {

namespace {

/// UE-ARTY-1: one D6 a cannon; UE-MORALE-1: one D6; UE-MELEE-4: two D6, again on a tie.
constexpr double k_d6_paths = 6;
constexpr double k_melee_paths = 36;

/// The state carried from turn to turn: men killed on the charger and on its target (and, when
/// the paths are kept apart, the path so far).
struct State {
    long long charger_killed = 0;
    long long target_killed = 0;
    std::vector<std::vector<PathCommand>> path;
    auto operator<=>(const State&) const = default;
};

/// One turn of one path: its end, the state after it, the stands at contact and the commands.
struct TurnRun {
    ChargeEnd end = ChargeEnd::on;
    long long charger_killed = 0;
    long long target_killed = 0;
    int stands_at_contact = -1; ///< -1: no contact
    bool destroyed_in_melee = false;
    bool target_destroyed = false;
    bool target_silenced = false; ///< UE-APPROACH-2: destroyed by the spears before it fires
    std::vector<PathCommand> commands;
    auto operator<=>(const TurnRun&) const = default;
};

/// Whether `defender` can fire at `charger` at `distance` as `fire` would (range, a silent or
/// destroyed gun...): the rules code is asked, on the first path of the odds source.
bool can_fire(const Unit& defender, const Unit& charger, double distance, const UeRuleBook& book,
              const Options& options) {
    FireInput probe;
    probe.firers = {&defender};
    probe.target = &charger;
    probe.range.distance = distance;
    dice::OddsSource first_path;
    try {
        resolve_fire(probe, book, options, first_path);
        return true;
    } catch (const RuleError&) {
        return false;
    }
}

/// UE-APPROACH-1: the longest range of any defender's weapon (spears: their one band).
double longest_range(const std::vector<const Unit*>& defenders, const UeRuleBook& book) {
    int longest = 0;
    for (const Unit* d : defenders) {
        const Ranges& r = book.type(d->type).ranges;
        longest = std::max({longest, r.long_range, r.medium});
    }
    return longest;
}

/// The units of one path, copied: the charger, its target, and every defender by name.
struct Field {
    std::vector<Unit> units; ///< [0] the charger, [1] the target, then the other defenders
    UnitLookup lookup() {
        return [this](std::string_view name) -> Unit* {
            for (Unit& u : units) {
                if (u.name == name) {
                    return &u;
                }
            }
            return nullptr;
        };
    }
};

/// `fire FIRERS --at TARGET --distance D` as the command runs it: resolve, then apply.
PathCommand fire_command(Field& field, const std::vector<std::size_t>& firers, std::size_t target,
                         double distance, const UeRuleBook& book, const Options& options,
                         dice::DiceSource& dice) {
    FireInput in;
    PathCommand command{PathCommand::Kind::fire, {}, field.units[target].name, distance, {}};
    for (const std::size_t f : firers) {
        in.firers.push_back(&field.units[f]);
        command.units.push_back(field.units[f].name);
    }
    in.target = &field.units[target];
    in.range.distance = distance;
    const FireResult r = resolve_fire(in, book, options, dice);
    for (const auto& f : r.firers) {
        if (f.roll) {
            command.dice.push_back(*f.roll);
        }
    }
    apply(r.resolution, field.lookup(), book);
    return command;
}

/// One turn of the charge on one path (UE-APPROACH-2), by the single commands' rules code.
TurnRun run_turn(const ChargeTurn& plan, const State& state, const ChargeInput& input,
                 const UeRuleBook& book, const Options& options, dice::DiceSource& dice) {
    Field field;
    field.units.push_back(*input.charger);
    for (const Unit* d : input.defenders) {
        field.units.push_back(*d);
    }
    for (Unit& u : field.units) { // what `turn` clears (UE-SEQ)
        ue::record(u).fired = Band::none;
        ue::record(u).single_stand = false;
        u.done.clear();
    }
    ue::record(field.units[0]).killed = state.charger_killed;
    ue::record(field.units[1]).killed = state.target_killed;
    const TroopType& charger_type = book.type(field.units[0].type);
    const TroopType& target_type = book.type(field.units[1].type);
    TurnRun run;
    if (plan.fire_and_charge) {
        // UE-APPROACH-2 (revised): the spears first, their kills applied before the defenders
        // return fire.
        run.commands.push_back(fire_command(field, {0}, 1, plan.to, book, options, dice));
        run.target_silenced = status_of(field.units[1], target_type, options).destroyed;
    }
    std::vector<std::size_t> firers;
    for (std::size_t i = 1; i < field.units.size(); ++i) {
        if (can_fire(field.units[i], field.units[0], plan.to, book, options)) {
            firers.push_back(i);
        }
    }
    if (!firers.empty()) {
        run.commands.push_back(fire_command(field, firers, 0, plan.to, book, options, dice));
    }
    const Unit& charger = field.units[0];
    const auto finish = [&](ChargeEnd end) {
        run.end = end;
        run.charger_killed = ue::record(field.units[0]).killed;
        run.target_killed = ue::record(field.units[1]).killed;
        run.target_destroyed = status_of(field.units[1], target_type, options).destroyed;
        return run;
    };
    if (status_of(charger, charger_type, options).destroyed) {
        return finish(ChargeEnd::destroyed);
    }
    // UE-FIRE-8: a unit tests when `morale` would find it due (native, hurt, not tested this
    // turn); false when it fails and falls back.
    const auto holds = [&](const Unit& unit) {
        if (morale_due(std::vector<Unit>{unit}, book).empty()) {
            return true;
        }
        MoraleInput test;
        test.units = {&unit};
        const TestsResult r = resolve_morale(test, book, options, dice);
        run.commands.push_back(
            {PathCommand::Kind::morale, {unit.name}, "", 0, {r.units.at(0).roll}});
        apply(r.resolution, field.lookup(), book);
        return r.units.at(0).passed;
    };
    if (!holds(charger)) {
        return finish(ChargeEnd::repulsed);
    }
    // UE-APPROACH-2 (the target's test): a target the spears killed men of tests after the
    // charger; failing, it falls back before contact.
    if (plan.fire_and_charge && !run.target_silenced && !holds(field.units[1])) {
        return finish(ChargeEnd::target_broke);
    }
    if (!plan.contact) {
        return finish(ChargeEnd::on);
    }
    run.stands_at_contact = status_of(charger, charger_type, options).stands_left;
    if (status_of(field.units[1], target_type, options).destroyed) {
        return finish(ChargeEnd::won); // the spears left nobody to melee
    }
    MeleeInput melee;
    melee.a = {&field.units[0]};
    melee.b = {&field.units[1]};
    const MeleeResult m = resolve_melee(melee, book, options, dice);
    run.commands.push_back({PathCommand::Kind::melee,
                            {field.units[0].name},
                            field.units[1].name,
                            0,
                            {m.a.die, m.b.die}});
    // UE-MELEE-8, UE-APPROACH-2: the losses as the `melee` command records them.
    apply(m.resolution, field.lookup(), book);
    run.destroyed_in_melee = status_of(field.units[0], charger_type, options).destroyed;
    return finish(m.winner == 'a' ? ChargeEnd::won : ChargeEnd::lost);
}

} // namespace

ChargeOdds charge_odds(const ChargeInput& input, const UeRuleBook& book, const Options& options) {
    if (input.charger == nullptr || input.defenders.empty()) {
        throw UsageError("charge needs a charging unit and at least one defender (--at)");
    }
    const Unit& charger = *input.charger;
    const TroopType& charger_type = book.type(charger.type);
    for (const Unit* d : input.defenders) {
        if (d->name == charger.name) {
            throw UsageError(fmt::format("{} cannot charge itself", charger.name));
        }
    }
    const UnitStatus start = status_of(charger, charger_type, options);
    if (charger_type.is_gun()) {
        throw RuleError(fmt::format("{} is a gun: guns do not charge (UE-MELEE-7)", charger.name));
    }
    if (start.destroyed || start.men_left == 0) {
        throw RuleError(fmt::format("{} is destroyed and cannot charge", charger.name));
    }
    if (ue::record(charger).falling_back) {
        throw RuleError(fmt::format("{} is falling back (UE-MORALE-4): it must rally before it "
                                    "can charge (UE-RALLY-1)",
                                    charger.name));
    }
    const int move = charger_type.stats(start.posture).move.normal;
    if (move <= 0) {
        throw RuleError(fmt::format("{} has no move allowance: it cannot charge", charger.name));
    }
    const double from = input.from.value_or(longest_range(input.defenders, book));
    if (!(from >= 0) || from > move * static_cast<double>(k_max_charge_turns)) {
        throw UsageError(fmt::format("--from {:g}: expected a distance from 0 to {} inches", from,
                                     move * k_max_charge_turns));
    }
    const Unit& target = *input.defenders.front();
    // UE-CHARGE-1: the fire & charge reach is the move plus the charge bonus.
    const bool spears = charger_type.charge_bonus > 0;
    const double reach = move + charger_type.charge_bonus;

    ChargeOdds odds;
    odds.charger = charger.name;
    odds.target = target.name;
    odds.from = from;
    odds.move = move;
    odds.charge_bonus = charger_type.charge_bonus;
    odds.charger_men = start.men_left;

    std::map<State, double> states{
        {State{ue::record(charger).killed, ue::record(target).killed, {}}, 1.0}};
    std::map<long long, double> at_contact; // stands left
    std::map<long long, double> charger_losses;
    std::map<long long, double> defender_losses;
    const auto add_losses = [&](const TurnRun& run, double p) {
        const long long lost = run.charger_killed - ue::record(charger).killed;
        const long long inflicted = run.target_killed - ue::record(target).killed;
        odds.expected_charger_losses += p * static_cast<double>(lost);
        odds.expected_defender_losses += p * static_cast<double>(inflicted);
        charger_losses[lost] += p;
        defender_losses[inflicted] += p;
        odds.p_target_destroyed += run.target_destroyed ? p : 0.0;
    };

    double paths = 0;
    double distance = from;
    for (int turn = 1; !states.empty(); ++turn) {
        ChargeTurn plan;
        plan.turn = turn;
        plan.from = distance;
        plan.fire_and_charge = spears && distance <= reach;
        plan.contact = plan.fire_and_charge || (!spears && distance <= move);
        plan.to = plan.fire_and_charge ? distance / 2 : plan.contact ? 0.0 : distance - move;
        int cannon = 0;
        for (const Unit* d : input.defenders) {
            if (can_fire(*d, charger, plan.to, book, options)) {
                const TroopType& type = book.type(d->type);
                plan.fire.emplace_back(d->name, band_for({std::nullopt, plan.to}, type, d->name));
                cannon += type.kind == Kind::cannon ? 1 : 0;
            }
        }
        plan.cannon = cannon;
        // Paths this turn per state: each cannon's D6, the test's D6, the target's test's D6
        // (a fire & charge), the melee's dice.
        const double per_state = std::pow(k_d6_paths, cannon) * k_d6_paths *
                                 (plan.fire_and_charge ? k_d6_paths : 1.0) *
                                 (plan.contact ? k_melee_paths : 1.0);
        paths += per_state * static_cast<double>(states.size());
        if (paths > k_max_charge_paths) {
            throw UsageError(fmt::format("charge: about {:.0f} steps to work out (the defenders' "
                                         "{} cannon, {} states of the charger): too many to "
                                         "work out exactly while you wait; name fewer defenders",
                                         paths, cannon, states.size()));
        }
        std::map<State, double> next;
        for (const auto& [at_state, p_state] : states) {
            const State& state = at_state; // a lambda below captures it (clang: not a binding)
            plan.p_start += p_state;
            // Equal outcomes merge; a kept path keeps the commands (which units, which
            // target) and, as its example, the dice of the first throw that gave it.
            std::map<TurnRun, std::vector<PathCommand>> example;
            const auto runs = dice::enumerate<TurnRun>([&](dice::DiceSource& d) {
                TurnRun run = run_turn(plan, state, input, book, options, d);
                if (!input.keep_paths) {
                    run.commands.clear();
                    return run;
                }
                TurnRun key = run;
                for (PathCommand& c : key.commands) {
                    c.dice.clear();
                }
                example.try_emplace(key, std::move(run.commands));
                return key;
            });
            for (const auto& [run, p_run] : runs) {
                const double p = p_state * p_run;
                plan.p_target_silenced += run.target_silenced ? p : 0.0;
                if (run.end == ChargeEnd::on) {
                    State after{run.charger_killed, run.target_killed, state.path};
                    if (input.keep_paths) {
                        after.path.push_back(example.at(run));
                    }
                    next[after] += p;
                    continue;
                }
                add_losses(run, p);
                if (run.stands_at_contact >= 0) {
                    at_contact[run.stands_at_contact] += p;
                }
                switch (run.end) {
                case ChargeEnd::repulsed:
                    plan.p_falls_back += p;
                    break;
                case ChargeEnd::destroyed:
                    plan.p_destroyed += p;
                    break;
                case ChargeEnd::target_broke:
                    plan.p_target_broke += p;
                    odds.p_target_broke += p;
                    break;
                default:
                    (run.end == ChargeEnd::won ? odds.p_won : odds.p_lost) += p;
                    odds.p_destroyed_in_melee += run.destroyed_in_melee ? p : 0.0;
                    break;
                }
                if (input.keep_paths) {
                    ChargePath path{state.path, p, run.end, run.charger_killed, run.target_killed};
                    path.turns.push_back(example.at(run));
                    odds.paths.push_back(std::move(path));
                }
            }
        }
        odds.p_repulsed += plan.p_falls_back;
        odds.p_destroyed += plan.p_destroyed;
        odds.turns.push_back(std::move(plan));
        states = std::move(next);
        distance = odds.turns.back().to;
    }
    odds.p_destroyed += odds.p_destroyed_in_melee;
    odds.p_contact = odds.p_won + odds.p_lost;
    odds.stands_at_contact.assign(at_contact.begin(), at_contact.end());
    odds.charger_losses.assign(charger_losses.begin(), charger_losses.end());
    odds.defender_losses.assign(defender_losses.begin(), defender_losses.end());
    return odds;
}

} // namespace muster::ue
