#include "muster/fw/charge.hpp"

#include "muster/budget.hpp"
#include "muster/engine/odds.hpp"
#include "muster/error.hpp"
#include "muster/fw/close_odds.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"
#include "muster/fw/state.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <fmt/format.h>
#include <map>
#include <span>

namespace muster::fw {

namespace {

/// The state carried from move to move.
struct State {
    double distance = 0;
    int markers = 0;
    auto operator<=>(const State&) const = default;
};

/// FW-MOVE-2..4: the fastest rate the unit may move at now (most movement dice).
Rate fastest_rate(const Book& book, const Unit& unit) {
    const TypeSpec& type = book.type(unit.type);
    Rate best = Rate::march;
    for (const Rate rate : {Rate::charge, Rate::double_trot}) {
        if (rate_refusal(book, unit, rate).empty() &&
            book.move_dice(type, rate) > book.move_dice(type, best)) {
            best = rate;
        }
    }
    return best;
}

/// FW-FIRE-1/2: the markers all defenders able to fire at `target` from `distance` score
/// together (each firer's dice are one pool; the firers' totals add). Empty `firers` when none
/// can fire.
dice::Distribution fire_at(const Book& book, const std::vector<const Unit*>& defenders,
                           const Unit& target, double distance, std::vector<std::string>& firers) {
    std::vector<dice::Distribution> each; // every firer's markers, summed below
    for (const Unit* defender : defenders) {
        Unit ready = *defender;
        fw::record(ready).fought = false; // a new move: a new combat order (FW-ORDER-1)
        FireInput fire;
        fire.firers = {&ready};
        fire.target = &target;
        fire.distance = distance;
        std::map<long long, double> markers;
        try {
            markers = dice::enumerate<long long>(
                [&](dice::DiceSource& d) { return resolve_fire(book, fire, d).inflicted; });
        } catch (const RuleError&) {
            continue; // cannot fire now, as `fire` would refuse (range, weapon, no stand ready)
        }
        if (std::ranges::find(firers, defender->name) == firers.end()) {
            firers.push_back(defender->name);
        }
        each.emplace_back(markers.begin(), markers.end());
    }
    dice::Distribution total{{0, 1.0}};
    for (const auto& dist : each) {
        total = odds::sum_independent(total, dist);
    }
    return total;
}

/// The work of a whole charge on the reference machine (2 cores, release build), measured on
/// charges of 10 stands at one to four defenders of 100 to 1,000 stands (docs/hostile-input.md):
/// a fire pool's exact odds, enumerated path by path, cost about a tenth of what `roll --odds`
/// estimates for working out and printing its table; a pair of outcomes summed into a std::map
/// (odds::sum_independent); a step of the walk (state x move x fire outcome) that leaves the
/// charger a figure standing (a test looked up, a state kept), one that puts it out of action;
/// and the bytes an outcome of the fire holds.
constexpr double k_pool_share = 0.105;
constexpr double k_seconds_per_sum_cell = 1e-8;
constexpr double k_seconds_per_step = 1e-6;
constexpr double k_seconds_per_end = 1e-8;
constexpr double k_seconds_per_test = 5e-6;
constexpr double k_bytes_per_outcome = 80;

/// The defenders' fire at one distance, as the estimate sees it.
struct FireWork {
    double outcomes = 1; ///< totals of the summed fire (1: none can fire)
    /// Each firer's dice: how many, and the scores of a die's faces (for the fire's lower tail).
    std::vector<std::pair<int, std::vector<int>>> dice;
    double least = 0;   ///< the least total reached (least_total)
    double seconds = 0; ///< the pools and their sum
    double bytes = 0;
};

FireWork fire_work(const Book& book, const std::vector<const Unit*>& defenders, const Unit& target,
                   double distance) {
    FireWork work;
    const int defence = book.fire_defence(position_of(target));
    double size = 1;
    for (const Unit* defender : defenders) {
        Unit ready = *defender;
        fw::record(ready).fought = false;
        FireInput fire;
        fire.firers = {&ready};
        fire.target = &target;
        fire.distance = distance;
        dice::OddsCost pool;
        try {
            const auto firer = firer_dice(book, fire, ready, defence);
            pool = dice::odds_cost(std::span(&firer.part, 1));
            std::vector<int> scores;
            for (const int face : firer.part.die.faces()) {
                scores.push_back(firer.part.score ? firer.part.score(face) : face);
            }
            work.dice.emplace_back(firer.part.count, std::move(scores));
        } catch (const RuleError&) {
            continue; // cannot fire from there: nothing to work out (fire_at skips it too)
        }
        work.seconds += pool.seconds * k_pool_share + size * pool.totals * k_seconds_per_sum_cell;
        work.bytes = std::max(work.bytes, pool.bytes);
        size += pool.totals;
    }
    work.outcomes = size;
    work.bytes += size * k_bytes_per_outcome;
    return work;
}

/// The least total of the fire whose probability is not below what the convolution keeps
/// (the least double: what is below it is 0 and its path is not followed): a Chernoff bound,
/// P(total <= a) <= exp(t a) E[exp(-t X)]^n for every t > 0. A charger hit by 1,000 dice is not
/// left with a figure standing on any path the walk follows: its states end there.
double least_total(const FireWork& work, double most) {
    constexpr double k_log_negligible = -744.4; // log(4.9e-324), the least double
    const auto log_bound = [&](double a) {
        double best = 0;
        for (double t = 0.02; t <= 8; t *= 1.25) {
            double sum = t * a;
            for (const auto& [count, scores] : work.dice) {
                double mean = 0;
                for (const int score : scores) {
                    mean += std::exp(-t * score);
                }
                sum += count * std::log(mean / static_cast<double>(scores.size()));
            }
            best = std::min(best, sum);
        }
        return best;
    };
    if (log_bound(most) < k_log_negligible) {
        return most + 1; // no total up to `most` is reached
    }
    if (log_bound(0) >= k_log_negligible) {
        return 0;
    }
    double low = 0;     // negligible
    double high = most; // not negligible
    while (high - low > 1) {
        const double mid = std::floor((low + high) / 2);
        (log_bound(mid) < k_log_negligible ? low : high) = mid;
    }
    return high;
}

/// The whole charge's work, estimated before the first move (issue 20: it was charged piece by
/// piece as it went, and four defenders of 1,000 stands ran 19 s before a refusal). It walks the
/// moves the charge walks, with the distances only: each distance the charger may stand at, with
/// how many of its marker counts may be there (at most its unwounded figures + 1), the
/// defenders' fire at each distance left (pools and their sum, once a distance), the walk's
/// steps, the fire combat result tests and a close combat for each marker count at contact.
/// `what` names the work for a refusal.
Cost charge_cost(const Book& book, const ChargeInput& input, double from, std::string& what) {
    const Unit& charger = *input.charger;
    const TypeSpec& type = book.type(charger.type);
    const double unwounded = unit_state(charger, type).unwounded;
    const double marker_counts = unwounded + 1.0;
    // FW-FIRE-3: a charger that tests retreats for certain when more markers were placed in one
    // move than its die rolls, so a state goes on with at most that many more.
    const dice::Die die = class_die(type.cls);
    const auto faces = die.faces();
    const bool tests = type.cls != TroopClass::regular || input.regulars_test;
    const double carried =
        tests ? *std::max_element(faces.begin(), faces.end()) + 1.0 : marker_counts;
    Unit mover = charger;
    std::map<double, FireWork> fire;
    std::map<double, double> reached{{from, 1.0}}; // distance -> marker counts there
    double steps = 0;                              // leaving a figure standing
    double ends = 0;                               // putting the charger out of action
    double at_contact = 0;
    Cost cost;
    int moves = 0;
    for (; !reached.empty() && moves < k_max_charge_moves; ++moves) {
        fw::record(mover).moved = false;
        fw::record(mover).fought = false;
        const Rate rate = fastest_rate(book, mover);
        const auto rolls = dice::enumerate<long long>([&](dice::DiceSource& d) {
            return resolve_move(book, {&mover}, rate, false, d).units.at(0).distance;
        });
        record_rate(mover, rate);
        std::map<double, double> next;
        for (const auto& [distance, counts] : reached) {
            for (const auto& [roll, p] : rolls) {
                const bool contact = static_cast<double>(roll) >= distance;
                const double left = contact ? 0.0 : distance - static_cast<double>(roll);
                auto work = fire.find(left);
                if (work == fire.end()) {
                    work =
                        fire.emplace(left, fire_work(book, input.defenders, charger, left)).first;
                    work->second.least = least_total(work->second, unwounded - 1);
                    cost.seconds += work->second.seconds;
                    cost.memory += work->second.bytes;
                }
                // The fire's totals from the least reached to below the charger's unwounded
                // figures leave it a figure standing; of those, the lowest `carried` go on.
                const double outcomes = work->second.outcomes;
                const double standing = std::clamp(unwounded - work->second.least, 0.0, outcomes);
                steps += counts * standing;
                ends += counts * (outcomes - standing);
                const double going_on = std::min(standing, carried);
                if (going_on > 0) {
                    double& there = contact ? at_contact : next[left];
                    there = std::max(there, std::min(marker_counts, counts + going_on - 1));
                }
            }
        }
        reached = std::move(next);
    }
    // A close combat for each marker count at contact, the charger's pool at its largest.
    if (at_contact > 0) {
        Unit closing = charger;
        fw::record(closing).moved = true;
        fw::record(closing).fought = false;
        const auto close =
            close_odds_cost(book, {{&closing}, {input.defenders.front()}, std::nullopt});
        cost.seconds += at_contact * close.seconds * k_pool_share;
        cost.memory += close.bytes;
    }
    cost.seconds += steps * k_seconds_per_step + ends * k_seconds_per_end +
                    std::min(marker_counts * carried, steps) * k_seconds_per_test;
    what = fmt::format("charge: {} moves at {} defenders, {:.0f} outcomes of their fire", moves,
                       input.defenders.size(), steps + ends);
    return cost;
}

double longest_range(const Book& book, const std::vector<const Unit*>& defenders) {
    int longest = 0;
    for (const Unit* d : defenders) {
        if (const Weapon* w = book.weapon(book.type(d->type).weapon); w != nullptr) {
            longest = std::max(longest, w->long_range);
        }
    }
    return longest;
}

} // namespace

ChargeOdds charge_odds(const Book& book, const ChargeInput& input) {
    if (input.charger == nullptr || input.defenders.empty()) {
        throw UsageError("charge needs a charging unit and at least one defender (--at)");
    }
    const Unit& charger = *input.charger;
    const TypeSpec& type = book.type(charger.type);
    for (const Unit* d : input.defenders) {
        if (d->name == charger.name) {
            throw UsageError(fmt::format("{} cannot charge itself", charger.name));
        }
    }
    const UnitState start = unit_state(charger, type);
    // FW-RALLY-4: retreating stands take no orders; a unit with some stands retreating charges
    // with the rest, as it fires and melees with them (FW-FIRE-1, FW-CLOSE-1).
    if (start.retreating > 0 && start.retreating >= start.stands_present) {
        throw RuleError(fmt::format("{}: all its {} are retreating, and retreating stands obey "
                                    "no orders until they rally (FW-RALLY-4): it cannot charge",
                                    charger.name, counted(start.stands_present, "stand")));
    }
    if (start.ready_unwounded == 0) {
        throw RuleError(fmt::format("{} has no unwounded figure on a stand able to act: it "
                                    "cannot charge (FW-CLOSE-1)",
                                    charger.name));
    }
    const double from = input.from.value_or(longest_range(book, input.defenders));
    if (!(from >= 0) || from > 1000) {
        throw UsageError(
            fmt::format("--from {:g}: expected a distance from 0 to 1000 inches", from));
    }
    const Unit& target = *input.defenders.front();

    // The whole charge is charged before the first move; what it works out then (the pools, the
    // sums, the close combats) is part of it.
    std::string what;
    Cost cost;
    {
        const Prepaid estimate; // its own work, the movement dice of each move, is not charged
        cost = charge_cost(book, input, from, what);
    }
    Budget::current().charge(cost, what, " to work out exactly",
                             "give a shorter --from or fewer or smaller defenders");
    const Prepaid prepaid;

    ChargeOdds odds;
    odds.charger = charger.name;
    odds.target = target.name;
    odds.from = from;
    odds.charger_unwounded = start.unwounded;

    Unit mover = charger; // carries the history of rates (FW-MOVE-5)
    std::map<State, double> states{{State{from, fw::record(charger).markers}, 1.0}};
    std::map<int, double> at_contact;
    std::map<long long, double> charger_markers;
    std::map<long long, double> target_markers;
    std::map<double, std::pair<dice::Distribution, std::vector<std::string>>> fire_cache;
    // The close combat by markers on the charger, the FW-FIRE-3 test by (markers, taken): the
    // same on every path that reaches them.
    std::map<int, CloseOdds> close_cache;
    std::map<std::pair<int, int>, double> test_cache;
    double steps = 0;
    for (int m = 1; !states.empty(); ++m) {
        if (m > k_max_charge_moves) {
            throw UsageError(fmt::format("charge: more than {} moves to close; give a shorter "
                                         "--from",
                                         k_max_charge_moves));
        }
        ChargeMove move;
        move.move = m;
        fw::record(mover).moved = false;
        fw::record(mover).fought = false;
        move.rate = fastest_rate(book, mover);
        const auto rolls = dice::enumerate<long long>([&](dice::DiceSource& d) {
            return resolve_move(book, {&mover}, move.rate, false, d).units.at(0).distance;
        });
        move.distance.assign(rolls.begin(), rolls.end());
        record_rate(mover, move.rate);

        std::map<State, double> next;
        for (const auto& [state, p_state] : states) {
            move.p_start += p_state;
            Unit now = charger;
            fw::record(now).markers = state.markers;
            fw::record(now).taken = 0;
            fw::record(now).moves = fw::record(mover).moves;
            fw::record(now).moved = true;
            fw::record(now).fought = false;
            const int unwounded_now = unit_state(now, type).unwounded;
            for (const auto& [roll, p_roll] : move.distance) {
                const double p = p_state * p_roll;
                // FW-APPROACH-2 (revised): the defenders fire after the charger's movement, at
                // the distance left; in the move of contact at short range (none left).
                const bool contact = static_cast<double>(roll) >= state.distance;
                const double left = contact ? 0.0 : state.distance - static_cast<double>(roll);
                auto cached = fire_cache.find(left);
                if (cached == fire_cache.end()) {
                    std::vector<std::string> names;
                    auto dist = fire_at(book, input.defenders, now, left, names);
                    cached = fire_cache.emplace(left, std::pair{std::move(dist), names}).first;
                }
                for (const auto& name : cached->second.second) {
                    if (std::ranges::find(move.firers, name) == move.firers.end()) {
                        move.firers.push_back(name);
                    }
                }
                steps += static_cast<double>(cached->second.first.size());
                if (steps > k_max_charge_steps) {
                    throw UsageError("charge: too many outcomes to work out exactly while you "
                                     "wait; give a shorter --from or fewer defenders");
                }
                const int unwounded = unwounded_now;
                for (const auto& [inflicted, p_fire] : cached->second.first) {
                    const int placed = static_cast<int>(std::min<long long>(inflicted, unwounded));
                    const double q = p * p_fire;
                    const int markers_after = state.markers + placed;
                    const auto end_charge = [&](double& where, double p_end) {
                        where += p_end;
                        charger_markers[markers_after - fw::record(charger).markers] += p_end;
                        target_markers[0] += p_end;
                        odds.expected_charger_markers +=
                            p_end * (markers_after - fw::record(charger).markers);
                    };
                    // FW-PIECE-2: no stand able to act, the charger is out of action.
                    if (placed == unwounded) {
                        end_charge(move.p_out_of_action, q);
                        continue;
                    }
                    // FW-FIRE-3: the charger's fire combat result, before any close combat.
                    auto cached_test = test_cache.find({markers_after, placed});
                    if (cached_test == test_cache.end()) {
                        Unit hit = now;
                        fw::record(hit).markers = markers_after;
                        fw::record(hit).taken = placed;
                        double p_test = 0;
                        if (placed > 0 && no_test_reason(book, hit, input.regulars_test).empty()) {
                            const auto test = dice::enumerate<bool>([&](dice::DiceSource& d) {
                                return resolve_fire_results(book, {&hit}, input.regulars_test, d)
                                    .units.at(0)
                                    .retreats;
                            });
                            p_test = test.contains(true) ? test.at(true) : 0.0;
                        }
                        cached_test =
                            test_cache.emplace(std::pair{markers_after, placed}, p_test).first;
                    }
                    const double p_retreat = cached_test->second;
                    if (p_retreat > 0) {
                        end_charge(move.p_retreats, q * p_retreat);
                    }
                    const double p_on = q * (1.0 - p_retreat);
                    if (p_on <= 0) {
                        continue;
                    }
                    if (!contact) {
                        next[State{left, markers_after}] += p_on;
                        continue;
                    }
                    // FW-APPROACH-3: contact, close combat with the state reached.
                    auto cached_close = close_cache.find(markers_after);
                    if (cached_close == close_cache.end()) {
                        Unit closing = now;
                        fw::record(closing).markers = markers_after;
                        cached_close =
                            close_cache
                                .emplace(markers_after,
                                         close_odds(book, {{&closing}, {&target}, std::nullopt}))
                                .first;
                    }
                    const CloseOdds& close = cached_close->second;
                    move.p_contact += p_on;
                    odds.p_won += p_on * close.p_a;
                    odds.p_lost += p_on * close.p_b;
                    odds.p_tie += p_on * close.p_tie;
                    odds.expected_charger_markers +=
                        p_on * (markers_after - fw::record(charger).markers + close.expected_on_a);
                    odds.expected_target_markers += p_on * close.expected_on_b;
                    at_contact[unwounded - placed] += p_on;
                    for (const auto& [scored, r] : close.inflicted_by_b) {
                        charger_markers[markers_after - fw::record(charger).markers +
                                        std::min<long long>(scored, close.unwounded_a)] += p_on * r;
                    }
                    for (const auto& [scored, r] : close.inflicted_by_a) {
                        target_markers[std::min<long long>(scored, close.unwounded_b)] += p_on * r;
                    }
                }
            }
        }
        odds.p_contact += move.p_contact;
        odds.p_repulsed += move.p_retreats;
        odds.p_out_of_action += move.p_out_of_action;
        odds.moves.push_back(std::move(move));
        states = std::move(next);
    }
    odds.unwounded_at_contact.assign(at_contact.begin(), at_contact.end());
    odds.charger_markers.assign(charger_markers.begin(), charger_markers.end());
    odds.target_markers.assign(target_markers.begin(), target_markers.end());
    return odds;
}

} // namespace muster::fw
