#include "muster/engine/odds_table.hpp"
#include "muster/engine/record.hpp"
#include "muster/error.hpp"
#include "muster/ue/fire.hpp"
#include "muster/ue/fire_odds.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/results.hpp"
#include "resolve.hpp"
#include "resolve_common.hpp"

#include <fmt/format.h>

namespace muster::ue {

namespace {

VsGun vs_arg(const std::string& text) {
    if (text.empty() || text == "crew") {
        return VsGun::crew;
    }
    if (text == "gun") {
        return VsGun::gun;
    }
    throw UsageError(fmt::format("--vs {}: expected crew or gun", text));
}

muster::Resolution odds_report(muster::Resolution report, const FireInput& in,
                               const UeRuleBook& book, const Options& options) {
    const FireOdds odds = muster::ue::fire_odds(in, book, options);
    const bool vs_gun = odds.vs_gun;
    const bool morale_possible = odds.p_morale_due > 0;
    const double p_fail = odds.p_morale_fails;
    const dice::Distribution& dist = odds.total;
    const std::string what = vs_gun ? "hits" : "kills";
    std::string firers;
    for (const Unit* f : in.firers) {
        firers += (firers.empty() ? "" : ", ") + f->name;
    }
    Headline headline;
    if (vs_gun) {
        const int to_destroy = k_hits_to_destroy_gun - ue::record(*in.target).gun_hits;
        headline.chance(fmt::format("{} destroyed", in.target->name), p_at_least(dist, to_destroy));
        headline.chance(fmt::format("{} hits", firers), p_at_least(dist, 1));
    } else {
        if (morale_possible) {
            headline.chance(fmt::format("{} breaks", in.target->name), p_fail);
        }
        // UE-ROSTER-2: the kills that take the target's next stand off the table.
        const TroopType& type = book.type(in.target->type);
        const long long next_stand =
            type.men_per_stand - ue::record(*in.target).killed % std::max(type.men_per_stand, 1);
        if (dist.size() > 1 && p_at_least(dist, next_stand) > 0) {
            headline.chance(fmt::format("{} kills >= {} (a stand)", firers, next_stand),
                            p_at_least(dist, next_stand));
        }
    }
    if (dist.size() == 1) {
        headline.words(fmt::format("expected {}", what),
                       fmt::format("{} (no dice)", dist.front().first), dist.front().first);
    } else {
        headline.number(fmt::format("expected {}", what), mean(dist));
    }
    report.text.push_back(
        fmt::format("{} at {}: exact odds of the {}", report.command, in.target->name, what));
    add_odds_table(report, dist, what);
    if (odds.tested_already) {
        report.text.push_back(fmt::format("{} takes no morale test: it took its test this turn "
                                          "already (UE-MORALE-6: one a turn)",
                                          in.target->name));
    } else if (!vs_gun && !morale_possible) {
        report.text.push_back(fmt::format("{} takes no morale test (UE-FIRE-8: native targets "
                                          "that take casualties only)",
                                          in.target->name));
    }
    report.text.push_back(readings_line(options, true, morale_possible));
    report.result = results::ShotOdds{in.target->name, "men", dist, p_fail, odds.tested_already};
    report.brief = fmt::format("{} --odds at {}: {}", report.command, in.target->name,
                               lead_with(report, headline));
    return report;
}

} // namespace

muster::Resolution fire(const FireRequest& args, Env& env, Draft& roster,
                        const RuleBook& rulebook) {
    const UeRuleBook& book = ue_book(rulebook);
    const Options options = read_options(roster.before());
    UnitResolver resolver(roster, rulebook);
    std::vector<Unit*> units = resolve_all(resolver, args.firers);
    Unit& target = resolver.resolve(args.target);
    FireInput in;
    in.firers.assign(units.begin(), units.end());
    in.target = &target;
    in.range = range_arg(args.range, args.distance);
    in.cover = args.position.cover;
    in.single_stand = args.single_stand;
    in.overrides = overrides_arg(args.state);
    in.vs = vs_arg(args.vs);
    in.guns_only = args.guns_only;
    muster::Resolution report = begin_resolution(args.guns_only ? "artillery" : "fire");
    // UE-SEQ phase 3: once a turn; its odds are refused as the fire itself would be (the fire
    // itself says first what else it refuses, its dice included).
    const auto refuse_fired = [&] {
        for (const Unit* firer : units) {
            refuse_repeat(env, *firer, ue::mark::fire, "fired", "UE-SEQ phase 3", roster.before());
        }
    };
    if (env.odds()) {
        refuse_fired();
        return odds_report(std::move(report), in, book, options);
    }

    const FireResult r = resolve_fire(in, book, options, env.dice());
    refuse_fired();
    for (const Unit* firer : units) {
        mark_done(roster, firer->name, ue::mark::fire);
    }
    units.push_back(&target);
    const Applied applied = apply(r.resolution, lookup(roster, units), book);
    mark_done(roster, target.name, ue::mark::fired_at);
    long long kills_applied = 0;
    long long excess = 0;
    for (const auto& [name, k] : applied.kills) {
        kills_applied += k.applied;
        excess += k.excess;
    }
    FireReport result{
        {{target.name, "men", r.kills, kills_applied, excess}, r.morale_due, r.tested_already},
        std::string(to_string(r.band)),
        {},
        r.target_destroyed,
        std::nullopt};
    for (const auto& f : r.firers) {
        result.firers.push_back({{f.name, std::string(to_string(f.band)), f.kills,
                                  f.roll ? std::vector<int>{*f.roll} : std::vector<int>{}},
                                 r.vs_gun ? std::optional<bool>(f.hit) : std::nullopt});
    }
    if (r.against_gun) {
        result.gun =
            GunFire{r.vs_gun ? "gun" : "crew", r.gun_hits > 0, ue::record(target).gun_hits};
    }
    report.result = result;
    end_resolution(report, env, r.resolution, applied, readings_line(options, true, false));
    if (r.morale_due) {
        report.events.emplace_back(events::Owes{reaction_test_owed(target)});
    }
    return report;
}

} // namespace muster::ue
