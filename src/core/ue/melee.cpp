#include "muster/ue/melee.hpp"

#include "muster/error.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/record.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <numeric>

namespace muster::ue {

std::vector<long long> share_losses(long long loss, const std::vector<long long>& men) {
    const long long total = std::accumulate(men.begin(), men.end(), 0LL);
    std::vector<long long> shares(men.size(), 0);
    if (total <= 0 || loss <= 0) {
        return shares;
    }
    if (loss >= total) {
        return men;
    }
    std::vector<std::size_t> order(men.size());
    std::iota(order.begin(), order.end(), 0);
    long long given = 0;
    for (std::size_t i = 0; i < men.size(); ++i) {
        shares[i] = loss * men[i] / total;
        given += shares[i];
    }
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
        return loss * men[x] % total > loss * men[y] % total;
    });
    for (std::size_t k = 0; given < loss; ++k, ++given) {
        ++shares[order[k]];
    }
    return shares;
}

namespace {

std::string halves(long long x2) {
    return x2 % 2 == 0 ? fmt::format("{}", x2 / 2) : fmt::format("{}.5", x2 / 2);
}

struct Fighter {
    const Unit* unit;
    const TroopType* type;
    UnitStatus status;
};

struct SideWork {
    char id;
    std::vector<Fighter> units; // not guns
    std::vector<Fighter> guns;
    bool halved = false;
};

std::string names_of(const std::vector<const Unit*>& units) {
    std::string names;
    for (const auto* u : units) {
        names += (names.empty() ? "" : ", ") + u->name;
    }
    return names;
}

} // namespace

MeleeResult resolve_melee(const MeleeInput& in, const UeRuleBook& book, const Options& options,
                          dice::DiceSource& dice) {
    MeleeResult out;
    Outcome& res = out.resolution;
    for (const Unit* x : in.a) {
        for (const Unit* y : in.b) {
            if (x->name == y->name) {
                throw UsageError(fmt::format("{} is named on both sides", x->name));
            }
        }
    }
    const auto locked_with = [](const std::vector<const Unit*>& side,
                                const std::vector<const Unit*>& other) {
        return std::any_of(side.begin(), side.end(), [&](const Unit* u) {
            return std::any_of(other.begin(), other.end(), [&](const Unit* o) {
                return std::find(ue::record(*u).locked.begin(), ue::record(*u).locked.end(),
                                 o->name) != ue::record(*u).locked.end();
            });
        });
    };
    const auto side_work = [&](char id, const std::vector<const Unit*>& units,
                               const std::vector<const Unit*>& other, bool halved) {
        if (halved && !locked_with(units, other)) {
            throw RuleError(fmt::format("--no-reinforce {}: only a side locked in a continuing "
                                        "melee can be unable to reinforce (UE-MELEE-6), and {} "
                                        "is not locked with {}",
                                        id, names_of(units), names_of(other)));
        }
        // UE-MELEE-6: "if the loser cannot reinforce": the winner of the melee that locked them
        // fights at full MV whatever it brings.
        const bool lost = std::any_of(units.begin(), units.end(), [](const Unit* u) {
            return has_mark(u->due, ue::mark::lost_melee) ||
                   has_mark(u->done, ue::mark::lost_melee);
        });
        if (halved && !lost) {
            throw RuleError(fmt::format("--no-reinforce {}: {} won the melee that locked {} with "
                                        "{}; only the loser of a continuing melee fights with MV "
                                        "halved when it cannot reinforce (UE-MELEE-6)",
                                        id, names_of(units), units.size() == 1 ? "it" : "them",
                                        names_of(other)));
        }
        SideWork w{id, {}, {}, halved};
        for (const Unit* u : units) {
            const TroopType& t = book.type(u->type);
            const UnitStatus s = status_of(*u, t, options);
            if (s.silent) {
                throw RuleError(fmt::format("{} has no crew left (silent, UE-ARTY-5)", u->name));
            }
            if (s.destroyed) {
                throw RuleError(fmt::format("{} is destroyed and cannot fight", u->name));
            }
            (t.is_gun() ? w.guns : w.units).push_back({u, &t, s});
        }
        return w;
    };
    const std::array<SideWork, 2> sides{side_work('a', in.a, in.b, in.no_reinforce_a),
                                        side_work('b', in.b, in.a, in.no_reinforce_b)};
    std::array<MeleeSide*, 2> result{&out.a, &out.b};

    // UE-MELEE-1: strength = MV x CP, MV +1 in a defensive position, halved by UE-MELEE-6.
    for (std::size_t i = 0; i < 2; ++i) {
        const SideWork& w = sides[i];
        MeleeSide& r = *result[i];
        const long long mult = w.halved ? k_no_reinforce_mv.num : k_no_reinforce_mv.den;
        for (const Fighter& f : w.units) {
            const int mv = f.status.mv + (ue::record(*f.unit).cover ? k_defensive_mv_bonus : 0);
            r.strength2 += mult * mv * f.status.cp;
            r.cp += f.status.cp;
            res.steps.push_back(fmt::format(
                "side {}: {} MV {}{}{} x CP {} = {} (UE-MELEE-1)", static_cast<char>(w.id - 32),
                f.unit->name, mv, ue::record(*f.unit).cover ? " (+1 defensive position)" : "",
                w.halved ? " halved, cannot reinforce (UE-MELEE-6)" : "", f.status.cp,
                halves(mult * mv * f.status.cp)));
        }
        for (const Fighter& g : w.guns) {
            res.steps.push_back(fmt::format("side {}: {} is a gun: adds no strength (UE-MELEE-7)",
                                            static_cast<char>(w.id - 32), g.unit->name));
        }
    }
    if (out.a.strength2 == 0 && out.b.strength2 == 0) {
        throw RuleError("neither side has any strength to fight a melee");
    }
    res.steps.push_back(fmt::format("strength: side A {}, side B {}", halves(out.a.strength2),
                                    halves(out.b.strength2)));
    // UE-MELEE-7 (a side of guns alone): no contest, no phase A loss and no phase B roll; the
    // side with men wins, losing only the guns' half crew figures below.
    const bool guns_alone_a = sides[0].units.empty();
    const bool guns_alone_b = sides[1].units.empty();
    out.no_contest = guns_alone_a || guns_alone_b;

    // UE-MELEE-2: phase A.
    if (out.no_contest) {
        out.phase_a_winner = guns_alone_a ? 'b' : 'a';
        res.steps.push_back(fmt::format("side {} is guns alone: no contest, no phase A loss and "
                                        "no phase B roll (UE-MELEE-7)",
                                        guns_alone_a ? 'A' : 'B'));
    } else if (out.a.strength2 == out.b.strength2) {
        out.phase_a_winner = 't';
        out.a.phase_a_loss = floor_of(Ratio{out.a.cp, 1} * k_phase_a_loss);
        out.b.phase_a_loss = floor_of(Ratio{out.b.cp, 1} * k_phase_a_loss);
        res.steps.push_back(fmt::format("phase A: equal strength, each loses 20% of its CP: A "
                                        "{} x 1/5 = {}, B {} x 1/5 = {} (UE-MELEE-2)",
                                        out.a.cp, out.a.phase_a_loss, out.b.cp,
                                        out.b.phase_a_loss));
    } else {
        const bool a_wins = out.a.strength2 > out.b.strength2;
        out.phase_a_winner = a_wins ? 'a' : 'b';
        MeleeSide& w = a_wins ? out.a : out.b;
        MeleeSide& l = a_wins ? out.b : out.a;
        w.phase_a_loss = floor_of(Ratio{w.cp, 1} * k_phase_a_loss);
        l.phase_a_loss = floor_of(Ratio{w.phase_a_loss, 1} * k_phase_a_loser_factor);
        res.steps.push_back(fmt::format(
            "phase A: side {} wins; it loses {} x 1/5 = {}, the loser {} x 4/3 = {} (UE-MELEE-2)",
            a_wins ? 'A' : 'B', w.cp, w.phase_a_loss, w.phase_a_loss, l.phase_a_loss));
    }

    // UE-MELEE-7: guns caught in melee lose all their crew; the other side half the figures.
    for (std::size_t i = 0; i < 2; ++i) {
        for (const Fighter& g : sides[i].guns) {
            const long long penalty =
                floor_of(Ratio{g.status.figures_left, 1} * k_gun_crew_penalty) * k_men_per_figure;
            result[1 - i]->gun_penalty += penalty;
            if (g.status.men_left > 0) {
                res.effect(g.unit->name).kills = g.status.men_left;
                result[i]->losses += g.status.men_left;
            }
            res.steps.push_back(fmt::format(
                "{}: all {} crew killed ({} figures); the other side loses {} x 1/2 = {} figures "
                "= {} men (UE-MELEE-7)",
                g.unit->name, g.status.men_left, g.status.figures_left, g.status.figures_left,
                penalty / k_men_per_figure, penalty));
        }
    }

    // UE-MELEE-3: share each side's losses among its units.
    for (std::size_t i = 0; i < 2; ++i) {
        const SideWork& w = sides[i];
        MeleeSide& r = *result[i];
        const long long loss = r.phase_a_loss + r.gun_penalty;
        std::vector<long long> men;
        for (const Fighter& f : w.units) {
            men.push_back(f.status.men_left);
        }
        const auto shares = share_losses(loss, men);
        long long given = 0;
        std::string parts;
        for (std::size_t k = 0; k < shares.size(); ++k) {
            given += shares[k];
            parts +=
                fmt::format("{}{} {}", parts.empty() ? "" : ", ", w.units[k].unit->name, shares[k]);
            if (shares[k] > 0) {
                res.effect(w.units[k].unit->name).kills = shares[k];
            }
        }
        r.losses += given;
        if (loss > 0) {
            res.steps.push_back(fmt::format(
                "side {} loses {}{}: {} (in proportion to men, largest remainder, UE-MELEE-3)",
                static_cast<char>(w.id - 32), loss,
                given < loss ? fmt::format(", {} beyond the men present dropped", loss - given)
                             : std::string(),
                parts.empty() ? std::string("no unit to take them") : parts));
        }
    }

    // UE-MELEE-4: phase B, strengths from before phase A x one D6 each; equal rolls again.
    const long long sa = out.a.strength2;
    const long long sb = out.b.strength2;
    if (out.no_contest) {
        out.winner = out.phase_a_winner;
    } else {
        const std::array<dice::Die, 2> d6s{dice::Die::d6(), dice::Die::d6()};
        const auto faces = dice.roll_until(
            d6s, [&](std::span<const int> v) { return sa * v[0] != sb * v[1]; },
            "melee phase B (side A, side B)");
        out.a.die = faces[0];
        out.b.die = faces[1];
        out.a.product2 = sa * faces[0];
        out.b.product2 = sb * faces[1];
        out.winner = out.a.product2 > out.b.product2 ? 'a' : 'b';
        res.steps.push_back(fmt::format("phase B: side A {} x D6 {} = {}, side B {} x D6 {} = {}: "
                                        "side {} wins the melee (UE-MELEE-4; equal products roll "
                                        "again)",
                                        halves(sa), faces[0], halves(out.a.product2), halves(sb),
                                        faces[1], halves(out.b.product2),
                                        out.winner == 'a' ? 'A' : 'B'));
    }

    // UE-MELEE-5: phase C, among the units still standing (UE-MELEE-8: destroyed units and
    // guns that lost their crew leave the melee).
    const auto standing = [&](const std::vector<const Unit*>& side) {
        std::vector<const Unit*> left;
        for (const Unit* u : side) {
            const auto it = std::find_if(res.effects.begin(), res.effects.end(),
                                         [&](const Effect& e) { return e.unit == u->name; });
            const TroopType& t = book.type(u->type);
            Unit after = *u;
            bool destroyed = false;
            if (it != res.effects.end() && it->kills > 0) {
                // The unit's losses, worked out once: its effect carries them to `apply`.
                it->losses = losses_of(*u, t, it->kills);
                destroyed = write_losses(after, *it->losses).destroyed;
            }
            if (!destroyed && !status_of(after, t, options).silent) {
                left.push_back(u);
            }
        }
        return left;
    };
    const auto& winners_in = out.winner == 'a' ? in.a : in.b;
    const auto& losers_in = out.winner == 'a' ? in.b : in.a;
    const std::vector<const Unit*> winners = standing(winners_in);
    const std::vector<const Unit*> losers = standing(losers_in);
    const bool locked_on = in.pursue && !winners.empty() && !losers.empty();
    const auto set_locked = [&](const std::vector<const Unit*>& side,
                                const std::vector<const Unit*>& other,
                                const std::vector<const Unit*>& other_standing) {
        for (const Unit* u : side) {
            std::vector<std::string> locked;
            for (const auto& name : ue::record(*u).locked) {
                const bool opponent = std::any_of(other.begin(), other.end(),
                                                  [&](const Unit* o) { return o->name == name; });
                if (!opponent) {
                    locked.push_back(name);
                }
            }
            if (locked_on) {
                for (const Unit* o : other_standing) {
                    locked.push_back(o->name);
                }
            }
            if (locked != ue::record(*u).locked) {
                res.effect(u->name).locked = locked;
            }
        }
    };
    set_locked(winners_in, losers_in, losers);
    set_locked(losers_in, winners_in, winners);
    // UE-MELEE-6: the loser is recorded, for the reinforcement of the melee's next turn.
    for (const Unit* u : winners_in) {
        if (has_mark(u->done, ue::mark::lost_melee)) {
            res.effect(u->name).unmarks.push_back(ue::mark::lost_melee);
        }
    }
    if (locked_on) {
        for (const Unit* u : losers) {
            res.effect(u->name).marks.push_back(ue::mark::lost_melee);
        }
    }
    const std::string winner_names = names_of(winners_in);
    const std::string loser_names = names_of(losers);
    const auto s_if_one = [](const std::vector<const Unit*>& v) {
        return v.size() == 1 ? "s" : "";
    };
    const char* phase_a_text = out.phase_a_winner == 't'   ? "equal"
                               : out.phase_a_winner == 'a' ? "side A wins"
                                                           : "side B wins";
    if (out.no_contest) {
        res.lines.push_back(
            fmt::format("no contest: {} {} guns alone, all crew killed; {} "
                        "win{} (UE-MELEE-7); losses: side A {}, side B {}",
                        names_of(out.winner == 'a' ? in.b : in.a),
                        (out.winner == 'a' ? in.b : in.a).size() == 1 ? "is" : "are", winner_names,
                        s_if_one(winners_in), out.a.losses, out.b.losses));
    } else {
        res.lines.push_back(fmt::format("phase A: {} (strength side A {}, side B {}); losses: "
                                        "side A {}, side B {}",
                                        phase_a_text, halves(out.a.strength2),
                                        halves(out.b.strength2), out.a.losses, out.b.losses));
        res.lines.push_back(fmt::format("phase B: {} x {} = {} against {} x {} = {}: {} win{} "
                                        "the melee",
                                        halves(sa), out.a.die, halves(out.a.product2), halves(sb),
                                        out.b.die, halves(out.b.product2), winner_names,
                                        s_if_one(winners_in)));
    }
    if (losers.empty()) {
        res.lines.emplace_back("phase C: nothing of the losing side is left standing; the melee "
                               "ends");
    } else if (winners.empty()) {
        // UE-MELEE-5 speaks of the winners driving the losers off: a winning side destroyed in
        // phase A drives no one off (UE-MELEE-8), and the losers hold their ground.
        res.lines.push_back(fmt::format("phase C: nothing of the winning side is left standing; "
                                        "{} hold{} {} ground and the melee ends",
                                        loser_names, s_if_one(losers),
                                        losers.size() == 1 ? "its" : "their"));
    } else if (locked_on) {
        res.lines.push_back(fmt::format("phase C: {} pursue{}; the melee goes on next turn",
                                        names_of(winners), winners.size() == 1 ? "s" : ""));
        res.table.push_back(fmt::format("{} retire{} {} moves; {} follow{}: still locked in melee "
                                        "(UE-MELEE-5)",
                                        loser_names, s_if_one(losers), k_pursued_moves,
                                        names_of(winners), s_if_one(winners)));
    } else {
        res.lines.push_back(fmt::format("phase C: {} drive{} them off; the melee ends",
                                        winner_names, s_if_one(winners_in)));
        res.table.push_back(fmt::format("{} retire{} {} moves to the rear, no pursuit "
                                        "(UE-MELEE-5)",
                                        loser_names, s_if_one(losers), k_drive_off_moves));
    }
    res.brief =
        fmt::format("{} vs {}: {} win{}{}; losses {} / {}, {}", names_of(in.a), names_of(in.b),
                    winner_names, s_if_one(winners_in),
                    locked_on ? std::string(" and pursue") + s_if_one(winners_in) : std::string(),
                    out.a.losses, out.b.losses,
                    out.no_contest              ? std::string("no contest (guns alone)")
                    : out.phase_a_winner == 'a' ? "phase A " + names_of(in.a)
                    : out.phase_a_winner == 'b' ? "phase A " + names_of(in.b)
                                                : std::string("phase A tie"));
    return out;
}

std::vector<LockedMelee> locked_melees(const Roster& roster) {
    std::vector<LockedMelee> melees;
    std::vector<const Unit*> seen;
    const auto was_seen = [&](const Unit* u) {
        return std::find(seen.begin(), seen.end(), u) != seen.end();
    };
    for (const Unit& first : roster.units) {
        if (ue::record(first).locked.empty() || was_seen(&first)) {
            continue;
        }
        LockedMelee melee;
        std::vector<std::pair<const Unit*, bool>> queue{{&first, true}}; // unit, on side A
        seen.push_back(&first);
        for (std::size_t i = 0; i < queue.size(); ++i) {
            const auto [unit, on_a] = queue[i];
            (on_a ? melee.a : melee.b).push_back(unit);
            for (const auto& name : ue::record(*unit).locked) {
                const Unit* other = roster.find(name);
                if (other != nullptr && !was_seen(other)) {
                    seen.push_back(other);
                    queue.emplace_back(other, !on_a);
                }
            }
        }
        // Roster order: the units are elements of one vector.
        std::sort(melee.a.begin(), melee.a.end(), std::less<>{});
        std::sort(melee.b.begin(), melee.b.end(), std::less<>{});
        melees.push_back(std::move(melee));
    }
    return melees;
}

} // namespace muster::ue
