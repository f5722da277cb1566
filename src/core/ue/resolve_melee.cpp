#include "muster/engine/odds_table.hpp"
#include "muster/engine/record.hpp"
#include "muster/error.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/melee.hpp"
#include "muster/ue/results.hpp"
#include "resolve.hpp"
#include "resolve_common.hpp"

#include <fmt/format.h>

namespace muster::ue {

namespace {

std::string side_name(char side) {
    return side == 'a' ? "a" : side == 'b' ? "b" : "tie";
}

std::string names_of(const std::vector<Unit*>& units) {
    std::string out;
    for (const Unit* u : units) {
        out += (out.empty() ? "" : ", ") + u->name;
    }
    return out;
}

} // namespace

muster::Resolution melee(const MeleeRequest& args, Env& env, Draft& roster,
                         const RuleBook& rulebook) {
    const UeRuleBook& book = ue_book(rulebook);
    const Options options = read_options(roster.before());
    UnitResolver resolver(roster, rulebook);
    std::vector<Unit*> a = resolve_all(resolver, args.a);
    std::vector<Unit*> b = resolve_all(resolver, args.b);
    refuse_same_side(a, b);
    if (!args.no_reinforce.empty() && args.no_reinforce != "a" && args.no_reinforce != "b") {
        throw UsageError(fmt::format("--no-reinforce {}: expected a or b", args.no_reinforce));
    }
    MeleeInput in;
    in.a.assign(a.begin(), a.end());
    in.b.assign(b.begin(), b.end());
    in.pursue = args.pursue;
    in.no_reinforce_a = args.no_reinforce == "a";
    in.no_reinforce_b = args.no_reinforce == "b";
    muster::Resolution report = begin_resolution("melee");
    const std::string reading = readings_line(options, true, false);

    if (env.odds()) {
        MeleeResult shape;
        const auto outcomes = dice::enumerate<char>([&](dice::DiceSource& d) {
            shape = resolve_melee(in, book, options, d);
            return shape.winner;
        });
        const double p_a = outcomes.contains('a') ? outcomes.at('a') : 0.0;
        const double p_b = outcomes.contains('b') ? outcomes.at('b') : 0.0;
        const double p_a_phase_a = shape.phase_a_winner == 'a' ? 1.0 : 0.0;
        const std::string names_a = names_of(a);
        const std::string names_b = names_of(b);
        // Issue 24: a side that phase A's losses (no dice) destroy is shown first; "wins" is the
        // melee's winner, phase B (UE-MELEE-4), which decides who holds the ground.
        std::vector<Unit> after;
        for (const Unit* u : in.a) {
            after.push_back(*u);
        }
        for (const Unit* u : in.b) {
            after.push_back(*u);
        }
        apply(
            shape.resolution,
            [&](std::string_view name) -> Unit* {
                for (Unit& u : after) {
                    if (u.name == name) {
                        return &u;
                    }
                }
                return nullptr;
            },
            book);
        // A unit phase A's losses destroy (a gun: its crew all killed, UE-MELEE-7) is out of the
        // fight before the dice of phase B are thrown.
        const auto destroyed = [&](std::size_t from, std::size_t count) {
            std::vector<std::string> names;
            for (std::size_t i = from; i < from + count; ++i) {
                const UnitStatus st = status_of(after[i], book.type(after[i].type), options);
                if (st.destroyed || st.silent) {
                    names.push_back(after[i].name);
                }
            }
            return names;
        };
        const auto gone_a = destroyed(0, in.a.size());
        const auto gone_b = destroyed(in.a.size(), in.b.size());
        const bool all_gone_a = gone_a.size() == in.a.size();
        const bool all_gone_b = gone_b.size() == in.b.size();
        const auto holds = [](const std::string& names, std::size_t count) {
            return fmt::format("{} hold{} the ground", names, count == 1 ? "s" : "");
        };
        Headline headline;
        // UE-MELEE-7: a side of guns alone is no contest: its crews are killed, no phase A.
        const char* gone_when = shape.no_contest ? "no contest" : "phase A, no dice";
        for (const auto& name : gone_a) {
            headline.chance(fmt::format("{} destroyed ({})", name, gone_when), 1.0);
        }
        for (const auto& name : gone_b) {
            headline.chance(fmt::format("{} destroyed ({})", name, gone_when), 1.0);
        }
        // UE-MELEE-5/8: a side left with nothing standing wins nothing, whatever phase B's dice:
        // the other side holds the ground (or, both destroyed, the melee simply ends).
        if (all_gone_a && !all_gone_b) {
            headline.chance(holds(names_b, in.b.size()), 1.0);
        } else if (all_gone_b && !all_gone_a) {
            headline.chance(holds(names_a, in.a.size()), 1.0);
        } else if (!all_gone_a) {
            headline.chance(fmt::format("{} wins the melee (phase B)", names_a), p_a)
                .chance(fmt::format("{} wins the melee (phase B)", names_b), p_b);
        }
        headline.words(
            shape.no_contest ? "men lost (certain, no contest)" : "men lost (certain, phase A)",
            fmt::format("{} {}, {} {}", names_a, shape.a.losses, names_b, shape.b.losses),
            {shape.a.losses, shape.b.losses});
        report.text.emplace_back("melee: exact odds");
        if (shape.no_contest) {
            report.text.push_back(fmt::format(
                "  {} guns alone: no contest, all crew killed, no phase A and no phase B; {} "
                "(UE-MELEE-7)",
                all_gone_a ? names_a : names_b,
                all_gone_a ? holds(names_b, in.b.size()) : holds(names_a, in.a.size())));
        } else {
            add_probability_line(report, fmt::format("{} wins phase A (no dice)", names_a),
                                 p_a_phase_a);
        }
        if (!shape.no_contest && (all_gone_a || all_gone_b)) {
            report.text.push_back(fmt::format(
                "  {} destroyed by phase A's losses: {}, whatever phase B's dice (UE-MELEE-8)",
                all_gone_a && all_gone_b ? names_a + " and " + names_b
                                         : (all_gone_a ? names_a : names_b),
                all_gone_a && all_gone_b
                    ? std::string("the melee ends with nothing standing")
                    : (all_gone_a ? holds(names_b, in.b.size()) : holds(names_a, in.a.size()))));
        } else if (!shape.no_contest) {
            add_probability_line(report, fmt::format("{} wins the melee (phase B)", names_a), p_a);
            add_probability_line(report, fmt::format("{} wins the melee (phase B)", names_b), p_b);
        }
        report.text.push_back(fmt::format("  {} (certain): {} {}, {} {}",
                                          shape.no_contest ? "losses" : "phase A losses", names_a,
                                          shape.a.losses, names_b, shape.b.losses));
        report.text.push_back(reading);
        report.result = MeleeOddsReport{{"men", p_a, p_b},
                                        side_name(shape.phase_a_winner),
                                        p_a_phase_a,
                                        {args.a, shape.a.losses},
                                        {args.b, shape.b.losses}};
        report.brief =
            fmt::format("melee --odds {} vs {}: {}", names_a, names_b, lead_with(report, headline));
        return report;
    }

    const MeleeResult r = resolve_melee(in, book, options, env.dice());
    std::vector<Unit*> all = a;
    all.insert(all.end(), b.begin(), b.end());
    const Applied applied = apply(r.resolution, lookup(roster, all), book);
    for (const Unit* unit : all) {
        mark_done(roster, unit->name, ue::mark::melee);
    }
    const auto side_report = [](const MeleeSide& s, const std::vector<std::string>& units) {
        return MeleeSideReport{{units, s.losses},
                               static_cast<double>(s.strength2) / 2,
                               s.cp,
                               s.phase_a_loss,
                               s.gun_penalty,
                               s.die,
                               static_cast<double>(s.product2) / 2};
    };
    report.result = MeleeReport{side_name(r.phase_a_winner), side_name(r.winner),
                                side_report(r.a, args.a), side_report(r.b, args.b), args.pursue};
    end_resolution(report, env, r.resolution, applied, reading);
    if (r.winner == 'a' || r.winner == 'b') {
        report.events.emplace_back(
            events::MeleeWon{std::string(side_name(r.winner)), r.winner == 'a' ? args.a : args.b});
    }
    return report;
}

} // namespace muster::ue
