#include "muster/engine/odds_table.hpp"
#include "muster/engine/record.hpp"
#include "muster/error.hpp"
#include "muster/fw/close_odds.hpp"
#include "muster/fw/marks.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/results.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/fw/state.hpp"
#include "muster/text/text.hpp"
#include "resolve.hpp"
#include "resolve_common.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster::fw {

namespace {

FireInput fire_input(const FireRequest& args, UnitResolver& resolver, const Roster& roster) {
    FireInput input;
    input.firers = resolve_all(resolver, args.firers);
    input.target = &resolver.resolve(args.target);
    input.one_off_target = resolver.is_ad_hoc(*input.target);
    for (const Unit* firer : input.firers) {
        if (firer != input.target && !firer->side.empty() && firer->side == input.target->side) {
            throw RuleError(fmt::format("{} and {} are both on side {}: a unit fires at the "
                                        "enemy, never at its own side",
                                        firer->name, input.target->name, firer->side));
        }
    }
    if (!args.range.empty() && args.distance) {
        throw UsageError("give --range or --distance, not both");
    }
    if (!args.range.empty()) {
        auto band = parse_range(text::ascii_lowercase(args.range)); // `--range Medium` too
        if (!band) {
            throw UsageError(fmt::format("--range {}: expected short, medium or long", args.range));
        }
        input.band = band;
    } else if (args.distance) {
        if (!(*args.distance >= 0)) { // also refuses nan, which CLI11 reads as a number
            throw UsageError(fmt::format("--distance {:g}: must be a number of inches, 0 or more",
                                         *args.distance));
        }
        input.distance = args.distance;
    } else {
        throw UsageError("fire needs --range short|medium|long or --distance INCHES");
    }
    input.position =
        position_arg(args.position.cover, args.position.square, args.position.fortified);
    input.guns_only = args.guns_only;
    input.regulars_test = regular_fire_results(roster);
    return input;
}

std::string firer_names(const FireResult& r) {
    std::vector<std::string> names;
    for (const auto& f : r.firers) {
        names.push_back(f.name);
    }
    return fmt::format("{}", fmt::join(names, ", "));
}

std::vector<FirerReport> firer_reports(const FireResult& r) {
    std::vector<FirerReport> out;
    out.reserve(r.firers.size());
    for (const auto& f : r.firers) {
        out.push_back({{f.name, std::string(to_string(f.band)), f.markers, f.faces},
                       f.die,
                       f.dice,
                       f.per_crew,
                       f.weapon,
                       f.attack,
                       f.range_adjustment,
                       f.defence});
    }
    return out;
}

} // namespace

muster::Resolution fire(const FireRequest& args, Env& env, Draft& roster,
                        const RuleBook& rulebook) {
    const Book& book = book_of(rulebook);
    UnitResolver resolver(roster, rulebook);
    const FireInput input = fire_input(args, resolver, roster.before());
    muster::Resolution report = begin_resolution(args.guns_only ? "artillery" : "fire");

    if (env.odds()) {
        // FW-FIRE-3 follows in the results phase: P(retreat) runs that test on each outcome,
        // for every marker the target took this move: a test owed before this fire is owed even
        // when it misses, and one taken already allows no second.
        const auto outcomes = dice::enumerate<std::pair<long long, bool>>([&](dice::DiceSource& d) {
            FireResult r = resolve_fire(book, input, d);
            const Unit& hit = r.after.back();
            if (!no_test_reason(book, hit, input.regulars_test).empty()) {
                return std::pair<long long, bool>{r.applied, false};
            }
            return std::pair<long long, bool>{
                r.applied,
                resolve_fire_results(book, {&hit}, input.regulars_test, d).units[0].retreats};
        });
        std::map<long long, double> markers;
        double p_retreat = 0;
        for (const auto& [outcome, p] : outcomes) {
            markers[outcome.first] += p;
            p_retreat += outcome.second ? p : 0.0;
        }
        const auto dist = to_distribution(markers);
        add_odds_text(report, fmt::format("markers on {}", input.target->name), dist, "markers");
        const std::string reason = no_test_reason(
            book,
            [&] {
                Unit hit = *input.target;
                fw::record(hit).taken += 1;
                return hit;
            }(),
            input.regulars_test);
        report.text.push_back(
            reason.empty() ? fmt::format("{} retreats after the results phase (FW-FIRE-3): {}",
                                         input.target->name, percent(p_retreat))
                           : fmt::format("{} does not test: {}", input.target->name, reason));
        report.text.emplace_back(k_provisional_note);
        report.result = results::ShotOdds{input.target->name, "markers", dist, p_retreat,
                                          has_mark(input.target->done, fw::mark::fire_result)};
        Headline headline;
        if (reason.empty()) {
            headline.chance(fmt::format("{} retreats", input.target->name), p_retreat);
        }
        headline.chance(fmt::format("{} mark {}", fmt::join(args.firers, ", "), input.target->name),
                        p_at_least(dist, 1));
        headline.number(fmt::format("expected markers taken by {}", input.target->name),
                        mean(dist));
        report.brief =
            fmt::format("{} --odds {} at {}: {}", report.command, fmt::join(args.firers, ","),
                        input.target->name, lead_with(report, headline));
        return report;
    }

    FireResult r = resolve_fire(book, input, env.dice());
    write_units(r, roster);
    mark_done(roster, r.target, fw::mark::fired_at); // so even a miss is journalled
    report.text.push_back(fmt::format("{} fire at {} ({} defence {}): {}{}", firer_names(r),
                                      r.target, to_string(r.position), r.firers.front().defence,
                                      counted(r.applied, "casualty marker"),
                                      r.excess > 0 ? fmt::format(" ({} more dropped: no figure "
                                                                 "left to mark)",
                                                                 r.excess)
                                                   : ""));
    if (r.firers.size() > 1 || env.explain()) {
        for (const auto& f : r.firers) {
            report.text.push_back(fmt::format("  {}: {} {} at {} range -> {}", f.name, f.dice,
                                              f.die, to_string(f.band),
                                              counted(f.markers, "marker")));
        }
    }
    report.text.emplace_back(k_provisional_note);
    end_resolution(report, env, r);
    report.result = FireReport{
        {{r.target, "markers", r.inflicted, r.applied, r.excess}, r.must_test, r.tested_already},
        std::string(to_string(r.position)),
        firer_reports(r)};
    report.events.emplace_back(
        events::Casualties{r.target, "markers", r.inflicted, r.applied, r.excess});
    if (r.must_test) {
        report.events.emplace_back(events::Owes{fire_result_owed(*input.target)});
    }
    report.brief = fmt::format("{} {} -> {}: {}", report.command, firer_names(r), r.target,
                               counted(r.applied, "marker"));
    if (r.must_test) {
        report.brief += fmt::format("; {} morale due", r.target); // as UE says it (issue 27)
    }
    return report;
}

muster::Resolution melee(const MeleeRequest& args, Env& env, Draft& roster,
                         const RuleBook& rulebook) {
    const Book& book = book_of(rulebook);
    UnitResolver resolver(roster, rulebook);
    CloseInput input;
    input.a = resolve_all(resolver, args.a);
    input.b = resolve_all(resolver, args.b);
    refuse_same_side(input.a, input.b);
    input.b_position =
        position_arg(args.position.cover, args.position.square, args.position.fortified);
    muster::Resolution report = begin_resolution("melee");
    const std::string names_a = fmt::format("{}", fmt::join(args.a, ", "));
    const std::string names_b = fmt::format("{}", fmt::join(args.b, ", "));

    // FW-CLOSE-3: one close combat a defender; its odds are refused as the melee would be.
    for (const Unit* unit : input.b) {
        refuse_repeat(env, *unit, fw::mark::close_result,
                      "fought a close combat (name all its attackers in one melee)", "FW-CLOSE-3",
                      roster.before());
    }
    if (env.odds()) {
        const CloseOdds odds = close_odds(book, input);
        add_odds_text(report, fmt::format("markers inflicted by {}", names_a), odds.inflicted_by_a,
                      "markers");
        add_odds_text(report, fmt::format("markers inflicted by {}", names_b), odds.inflicted_by_b,
                      "markers");
        report.text.push_back(fmt::format(
            "{} wins: {}; {} wins: {}; a tie, both stay in contact: {} (FW-CLOSE-3)", names_a,
            percent(odds.p_a), names_b, percent(odds.p_b), percent(odds.p_tie)));
        report.text.emplace_back(k_provisional_note);
        report.result = CloseOddsReport{{"markers", odds.p_a, odds.p_b},
                                        odds.p_tie,
                                        odds.expected_on_a,
                                        odds.expected_on_b,
                                        {args.a, odds.inflicted_by_a},
                                        {args.b, odds.inflicted_by_b}};
        Headline headline;
        headline.chance(fmt::format("{} wins", names_a), odds.p_a)
            .chance(fmt::format("{} wins", names_b), odds.p_b)
            .chance("tie (both stay in contact)", odds.p_tie)
            .words("expected markers taken",
                   fmt::format("{} {:.1f}, {} {:.1f}", names_a, odds.expected_on_a, names_b,
                               odds.expected_on_b),
                   {odds.expected_on_a, odds.expected_on_b});
        report.brief =
            fmt::format("melee --odds {} vs {}: {}", names_a, names_b, lead_with(report, headline));
        return report;
    }
    CloseResult r = resolve_close(book, input, env.dice());
    write_units(r, roster);
    for (const auto* side : {&input.a, &input.b}) {
        for (const Unit* unit : *side) {
            mark_done(roster, unit->name, fw::mark::close_result);
        }
    }
    const std::string outcome = r.winner == "a"   ? fmt::format("side A ({}) wins", names_a)
                                : r.winner == "b" ? fmt::format("side B ({}) wins", names_b)
                                                  : "a tie: both stay in contact";
    report.text.push_back(fmt::format("close combat {} vs {}: side A inflicts {}, side B {}; {}",
                                      names_a, names_b, counted(r.a.inflicted, "marker"),
                                      counted(r.b.inflicted, "marker"), outcome));
    report.text.emplace_back(k_provisional_note);
    end_resolution(report, env, r);
    const auto side_report = [](const CloseSide& side, const std::vector<std::string>& units) {
        return CloseSideReport{
            {units, side.applied}, side.inflicted, side.dice, side.defence, side.shares};
    };
    // The markers each unit took; those beyond a side's unwounded figures are dropped for the
    // side as a whole, counted on its first unit's event (FW-CLOSE-3).
    for (const auto* side : {&r.a, &r.b}) {
        long long excess = (side == &r.a ? r.b.inflicted : r.a.inflicted) - side->applied;
        for (const auto& [name, markers] : side->shares) {
            report.events.emplace_back(
                events::Casualties{name, "markers", markers + excess, markers, excess});
            excess = 0;
        }
    }
    if (r.winner == "a" || r.winner == "b") {
        const auto& losers = r.winner == "a" ? args.b : args.a;
        for (const auto& name : losers) { // FW-CLOSE-3: the loser's stands retreat
            const Unit* unit = roster.find(name);
            if (unit != nullptr && fw::record(*unit).retreating > 0) {
                report.events.emplace_back(events::FallsBack{name});
            }
        }
        report.events.emplace_back(events::MeleeWon{r.winner, r.winner == "a" ? args.a : args.b});
    }
    report.result = CloseReport{r.winner, side_report(r.a, args.a), side_report(r.b, args.b)};
    const std::string winner = r.winner == "a"   ? fmt::format("{} win", names_a)
                               : r.winner == "b" ? fmt::format("{} win", names_b)
                                                 : std::string("tie");
    report.brief = fmt::format("melee {} vs {}: {}; markers inflicted {} / {}", names_a, names_b,
                               winner, r.a.inflicted, r.b.inflicted);
    return report;
}

} // namespace muster::fw
