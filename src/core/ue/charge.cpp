#include "muster/ue/charge.hpp"

#include "muster/error.hpp"
#include "muster/ue/fire.hpp"
#include "muster/ue/fire_odds.hpp"
#include "muster/ue/melee.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/unit.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <map>
#include <tuple>

namespace muster::ue {

namespace {

/// UE-ARTY-1: one D6 a cannon; UE-MORALE-1: one D6; UE-MELEE-4: two D6, again on a tie.
constexpr double k_d6_paths = 6;
constexpr double k_melee_paths = 36;

/// The state carried from turn to turn: men killed on the charger and on its target.
struct State {
    long long charger_killed = 0;
    long long target_killed = 0;
    auto operator<=>(const State&) const = default;
};

enum class End { won, lost };

/// One path's outcome of the melee.
struct Step {
    End end = End::won;
    State state;
    auto operator<=>(const Step&) const = default;
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

/// UE-MORALE-2a: the fire came from one regular infantry unit down to one stand.
bool single_stand_fire(const std::vector<const Unit*>& firers, const UeRuleBook& book,
                       const Options& options) {
    if (firers.size() != 1) {
        return false;
    }
    const TroopType& type = book.type(firers.front()->type);
    return type.kind == Kind::regular_infantry &&
           status_of(*firers.front(), type, options).stands_left == 1;
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
    if (charger.falling_back) {
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
    const TroopType& target_type = book.type(target.type);
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

    std::map<State, double> states{{State{charger.killed, target.killed}, 1.0}};
    std::map<long long, double> at_contact; // stands left
    std::map<long long, double> charger_losses;
    std::map<long long, double> defender_losses;

    double paths = 0;
    double distance = from;
    for (int turn = 1; !states.empty(); ++turn) {
        ChargeTurn plan;
        plan.turn = turn;
        plan.from = distance;
        plan.fire_and_charge = spears && distance <= reach;
        plan.contact = plan.fire_and_charge || (!spears && distance <= move);
        plan.to = plan.fire_and_charge ? distance / 2 : plan.contact ? 0.0 : distance - move;
        std::vector<const Unit*> firers;
        int cannon = 0;
        for (const Unit* d : input.defenders) {
            if (can_fire(*d, charger, plan.to, book, options)) {
                firers.push_back(d);
                const TroopType& type = book.type(d->type);
                plan.fire.emplace_back(d->name, band_for({std::nullopt, plan.to}, type, d->name));
                cannon += type.kind == Kind::cannon ? 1 : 0;
            }
        }
        const bool single_stand = single_stand_fire(firers, book, options);
        plan.cannon = cannon;
        // Steps this turn per state: each total of the fire (a cannon's D6 widens it by up to
        // six), and the melee's dice at contact.
        const double per_state = (1.0 + k_d6_paths * cannon) * (plan.contact ? k_melee_paths : 1.0);
        paths += per_state * static_cast<double>(states.size());
        if (paths > k_max_charge_paths) {
            throw UsageError(fmt::format("charge: about {:.0f} steps to work out (the defenders' "
                                         "{} cannon, {} states of the charger): too many to "
                                         "work out exactly while you wait; name fewer defenders",
                                         paths, cannon, states.size()));
        }

        // The defenders' kills and the charger's test do not depend on its casualties (only
        // UE-ROSTER-3's cap does): each is worked out once a turn, by the rules code.
        dice::Distribution kills{{0, 1.0}};
        double p_fails = 0;
        if (!firers.empty()) {
            Unit fresh = charger; // this turn's test: no earlier mark (UE-MORALE-3)
            fresh.fired = Band::none;
            fresh.single_stand = false;
            FireInput fire;
            fire.firers = firers;
            fire.target = &fresh;
            fire.range.distance = plan.to;
            fire.single_stand = single_stand;
            const FireOdds fire_odds_now = fire_odds(fire, book, options);
            kills = fire_odds_now.total;
            p_fails = fire_odds_now.p_fail_when_due;
        }
        std::map<State, double> next;
        std::map<State, std::map<Step, double>> melee_cache;
        for (const auto& [state, p_state] : states) {
            plan.p_start += p_state;
            Unit now = charger;
            now.killed = state.charger_killed;
            Unit struck = target;
            struck.killed = state.target_killed;
            if (plan.fire_and_charge) {
                // UE-CHARGE-1: the spears fly at the same time as the defenders' fire.
                FireInput spears_in;
                spears_in.firers = {&now};
                spears_in.target = &target;
                spears_in.range.distance = plan.to;
                const auto spear_kills = dice::enumerate<long long>([&](dice::DiceSource& d) {
                    return resolve_fire(spears_in, book, options, d).kills;
                });
                if (spear_kills.size() != 1) {
                    throw RuleError("fire & charge: spears are thrown without dice (UE-FIRE-3)");
                }
                apply_kills(struck, target_type, spear_kills.begin()->first);
            }
            const auto add_losses = [&](const State& s, double p) {
                if (p <= 0) {
                    return;
                }
                const long long lost = s.charger_killed - charger.killed;
                const long long inflicted = s.target_killed - target.killed;
                odds.expected_charger_losses += p * static_cast<double>(lost);
                odds.expected_defender_losses += p * static_cast<double>(inflicted);
                charger_losses[lost] += p;
                defender_losses[inflicted] += p;
            };
            for (const auto& [k, p_kills] : kills) {
                Unit hit = now;
                const KillsApplied applied = apply_kills(hit, charger_type, k);
                const double p = p_state * p_kills;
                const State after{hit.killed, struck.killed};
                if (applied.destroyed) {
                    plan.p_destroyed += p;
                    add_losses(after, p);
                    continue;
                }
                // UE-FIRE-8: a native unit that took casualties tests (UE-MORALE).
                const double fails = applied.applied > 0 ? p_fails : 0.0;
                plan.p_falls_back += p * fails;
                add_losses(after, p * fails);
                const double p_on = p * (1.0 - fails);
                if (p_on <= 0) {
                    continue;
                }
                if (!plan.contact) {
                    next[after] += p_on;
                    continue;
                }
                at_contact[status_of(hit, charger_type, options).stands_left] += p_on;
                if (status_of(struck, target_type, options).destroyed) {
                    odds.p_won += p_on; // the spears left nobody to melee
                    add_losses(after, p_on);
                    continue;
                }
                auto cached = melee_cache.find(after);
                if (cached == melee_cache.end()) {
                    MeleeInput melee;
                    melee.a = {&hit};
                    melee.b = {&struck};
                    cached = melee_cache
                                 .emplace(after, dice::enumerate<Step>([&](dice::DiceSource& d) {
                                              const MeleeResult m =
                                                  resolve_melee(melee, book, options, d);
                                              return Step{m.winner == 'a' ? End::won : End::lost,
                                                          {hit.killed + m.a.losses,
                                                           struck.killed + m.b.losses}};
                                          }))
                                 .first;
                }
                for (const auto& [step, p_step] : cached->second) {
                    (step.end == End::won ? odds.p_won : odds.p_lost) += p_on * p_step;
                    add_losses(step.state, p_on * p_step);
                }
            }
        }
        odds.p_repulsed += plan.p_falls_back;
        odds.p_destroyed += plan.p_destroyed;
        odds.turns.push_back(std::move(plan));
        states = std::move(next);
        distance = odds.turns.back().to;
    }
    odds.p_contact = odds.p_won + odds.p_lost;
    odds.stands_at_contact.assign(at_contact.begin(), at_contact.end());
    odds.charger_losses.assign(charger_losses.begin(), charger_losses.end());
    odds.defender_losses.assign(defender_losses.begin(), defender_losses.end());
    return odds;
}

} // namespace muster::ue
