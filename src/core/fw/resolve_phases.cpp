#include "muster/engine/odds_table.hpp"
#include "muster/engine/record.hpp"
#include "muster/error.hpp"
#include "muster/fw/marks.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/results.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/fw/state.hpp"
#include "resolve.hpp"
#include "resolve_common.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster::fw {

namespace {

/// The units named, or every roster unit `wanted` picks when none is named.
std::vector<const Unit*> named_or_all(UnitResolver& resolver, Draft& roster,
                                      const std::vector<std::string>& refs,
                                      const std::function<bool(const Unit&)>& wanted) {
    if (!refs.empty()) {
        return resolve_all(resolver, refs);
    }
    std::vector<const Unit*> units;
    for (const Unit& unit : roster.before().units) {
        if (wanted(unit)) {
            units.push_back(&unit);
        }
    }
    return units;
}

std::string names_of(const std::vector<const Unit*>& units) {
    std::vector<std::string> names;
    names.reserve(units.size());
    for (const Unit* u : units) {
        names.push_back(u->name);
    }
    return fmt::format("{}", fmt::join(names, ", "));
}

} // namespace

muster::Resolution morale(const MoraleRequest& request, Env& env, Draft& roster,
                          const RuleBook& rulebook) {
    const std::vector<std::string>& refs = request.units;
    const std::optional<int>& markers = request.markers;
    const Book& book = book_of(rulebook);
    UnitResolver resolver(roster, rulebook);
    const bool regulars = regular_fire_results(roster.before());
    std::vector<const Unit*> one_off;
    if (markers) {
        check_count(*markers, "--markers");
        if (refs.empty() || *markers < 0) {
            throw UsageError("--markers N: the markers a one-off unit took, e.g. `muster morale "
                             "irregular-spearmen:6 --markers 4`");
        }
        for (const auto& ref : refs) {
            Unit& unit = resolver.resolve(ref);
            if (!resolver.is_ad_hoc(unit)) {
                throw UsageError(fmt::format("--markers is for a one-off TYPE[:STANDS] unit; {} "
                                             "is a roster unit, whose markers taken this move the "
                                             "roster records",
                                             unit.name));
            }
            fw::record(unit).taken = *markers;
            fw::record(unit).markers = *markers;
            one_off.push_back(&unit);
        }
    }
    if (!markers) {
        for (const auto& ref : refs) {
            if (const Unit& unit = resolver.resolve(ref); resolver.is_ad_hoc(unit)) {
                // FW-FIRE-3: no roster keeps a one-off unit's markers taken this move.
                throw UsageError(fmt::format("{} is a one-off unit: no roster records the markers "
                                             "it took this move; give them, `muster morale {} "
                                             "--markers N` (FW-FIRE-3)",
                                             unit.name, quote_if_needed(unit.name)));
            }
        }
    }
    const auto units = markers ? one_off : named_or_all(resolver, roster, refs, [](const Unit& u) {
        return fw::record(u).taken > 0 && !has_mark(u.done, fw::mark::fire_result);
    });
    muster::Resolution report = begin_resolution("morale");
    if (units.empty()) {
        return nothing_due(std::move(report), env,
                           "no unit took casualty markers this move: no fire combat result test "
                           "is due (FW-FIRE-3)",
                           "morale: none due");
    }
    // FW-FIRE-3: once a move; its odds are refused as the test itself would be.
    for (const Unit* unit : units) {
        refuse_repeat(env, *unit, fw::mark::fire_result, "took its fire combat result test",
                      "FW-FIRE-3", roster.before());
    }
    if (env.odds()) {
        MoraleOddsReport out;
        Headline headline;
        for (const Unit* unit : units) {
            const auto odds = dice::enumerate<bool>([&](dice::DiceSource& d) {
                return resolve_fire_results(book, {unit}, regulars, d).units[0].retreats;
            });
            const double p = odds.contains(true) ? odds.at(true) : 0.0;
            const std::string reason = no_test_reason(book, *unit, regulars);
            report.text.push_back(
                reason.empty() ? fmt::format("{} retreats: {} ({} taken)", unit->name, percent(p),
                                             counted(fw::record(*unit).taken, "marker"))
                               : fmt::format("{}: no test, {}", unit->name, reason));
            out.tests.push_back({{unit->name, false, p}, reason.empty()});
            headline.chance(fmt::format("{} retreats", unit->name), p);
        }
        report.text.emplace_back(k_provisional_note);
        report.result = out;
        report.brief = fmt::format("morale --odds: {}", lead_with(report, headline));
        return report;
    }
    std::vector<double> chances;
    for (const Unit* unit : units) {
        const auto odds = dice::enumerate<bool>([&](dice::DiceSource& d) {
            return resolve_fire_results(book, {unit}, regulars, d).units[0].retreats;
        });
        chances.push_back(odds.contains(false) ? odds.at(false) : 0.0);
    }
    ResultsPhase r = resolve_fire_results(book, units, regulars, env.dice());
    write_units(r, roster);
    for (std::size_t i = 0; i < r.units.size(); ++i) {
        if (r.units[i].tested) {
            mark_done(roster, r.units[i].name, fw::mark::fire_result);
            add_test(report, {"fire-result",
                              r.units[i].name,
                              units[i]->side,
                              !r.units[i].retreats,
                              chances[i],
                              r.units[i].die,
                              {r.units[i].roll}});
            if (r.units[i].retreats) {
                report.events.emplace_back(events::FallsBack{r.units[i].name}); // FW-FIRE-3
            }
        }
    }
    MoraleReport out;
    std::vector<std::string> briefs;
    for (const auto& t : r.units) {
        if (!t.tested) {
            report.text.push_back(fmt::format("{}: no test: {}", t.name, t.reason));
            out.tests.push_back({{t.name, false, {}, true}, false, "", 0, false, t.reason});
            briefs.push_back(fmt::format("{} no test", t.name));
            continue;
        }
        report.text.push_back(fmt::format("{}: {} {} against {} taken: {}", t.name, t.die, t.roll,
                                          t.taken, t.retreats ? "retreats" : "holds"));
        out.tests.push_back(
            {{t.name, false, {t.roll}, !t.retreats}, true, t.die, t.taken, t.retreats, ""});
        briefs.push_back(
            fmt::format("{} {} ({})", t.name, t.retreats ? "retreats" : "holds", t.roll));
    }
    report.text.emplace_back(k_provisional_note);
    end_resolution(report, env, r);
    report.result = out;
    // Each unit's outcome and its die, as UE's morale line (issue 27).
    report.brief = fmt::format("morale {}", fmt::join(briefs, "; "));
    return report;
}

muster::Resolution rally(const std::vector<std::string>& refs, Env& env, Draft& roster,
                         const RuleBook& rulebook) {
    const Book& book = book_of(rulebook);
    UnitResolver resolver(roster, rulebook);
    // FW-ORDER-2: rallying is the move's formation change; a bare rally rolls for every unit
    // that can rally this move and names those it skips (a formation order already given).
    std::vector<std::string> skipped;
    const auto units = named_or_all(resolver, roster, refs, [&](const Unit& u) {
        if (fw::record(u).retreating <= 0 || has_mark(u.done, fw::mark::rally)) {
            return false;
        }
        if (refs.empty() && has_mark(u.done, fw::mark::form)) {
            skipped.push_back(u.name);
            return false;
        }
        return true;
    });
    muster::Resolution report = begin_resolution("rally");
    for (const auto& name : skipped) {
        report.text.push_back(fmt::format("skipped {}: it took its formation order this move, and "
                                          "rallying is one (FW-ORDER-2); it rallies next move",
                                          name));
    }
    if (units.empty()) {
        report.result = RallyReport{{}, 0, skipped};
        return nothing_due(std::move(report), env,
                           skipped.empty() ? "no unit is retreating: nothing to rally (FW-RALLY-3)"
                                           : "no other unit is retreating: nothing to rally now",
                           skipped.empty()
                               ? "rally: none retreating"
                               : fmt::format("rally: skipped {}", fmt::join(skipped, ", ")));
    }
    // FW-RALLY-1/2, FW-ORDER-2: one rally a move; its odds are refused as the roll would be.
    for (const Unit* unit : units) {
        refuse_repeat(env, *unit, fw::mark::rally, "rolled its rally", "FW-RALLY-1/2",
                      roster.before());
        refuse_repeat(env, *unit, fw::mark::form, "took its formation order (rallying is one)",
                      "FW-ORDER-2", roster.before());
    }
    if (env.odds()) {
        const auto outcomes = dice::enumerate<int>(
            [&](dice::DiceSource& d) { return resolve_rally(book, units, d).rallied; });
        const auto dist = to_distribution(outcomes);
        add_odds_text(report, fmt::format("stands rallied ({})", names_of(units)), dist, "stands");
        report.result = results::NumberOdds{dist};
        int retreating = 0;
        for (const Unit* unit : units) {
            retreating += fw::record(*unit).retreating;
        }
        Headline headline;
        headline
            .chance(fmt::format("all {} rally", counted(retreating, "stand")),
                    p_at_least(dist, retreating))
            .number("expected stands rallied", mean(dist));
        report.brief =
            fmt::format("rally --odds {}: {}", names_of(units), lead_with(report, headline));
        return report;
    }
    std::vector<double> chances;
    for (const Unit* unit : units) {
        const auto odds = dice::enumerate<bool>([&](dice::DiceSource& d) {
            const auto one = resolve_rally(book, {unit}, d);
            return one.units[0].rallied == one.units[0].retreating;
        });
        chances.push_back(odds.contains(true) ? odds.at(true) : 0.0);
    }
    RallyResult r = resolve_rally(book, units, env.dice());
    write_units(r, roster);
    for (std::size_t i = 0; i < r.units.size(); ++i) {
        mark_done(roster, r.units[i].name, fw::mark::rally);
        mark_done(roster, r.units[i].name, fw::mark::form);
        add_test(report, {"rally", r.units[i].name, units[i]->side,
                          r.units[i].rallied == r.units[i].retreating, chances[i], r.units[i].die,
                          r.units[i].rolls});
    }
    RallyReport out{{}, r.rallied, skipped};
    std::vector<std::string> briefs;
    for (const auto& u : r.units) {
        const int still = u.retreating - u.rallied;
        report.text.push_back(fmt::format("{}: {} {} ({}+ rallies): {} rallied, {} still "
                                          "retreating",
                                          u.name, u.die, fmt::join(u.rolls, ","), u.needed,
                                          counted(u.rallied, "stand"), still));
        out.tests.push_back({{u.name, false, u.rolls, still == 0}, u.die, u.rallied, still});
        briefs.push_back(fmt::format("{} {}/{} rallied ({})", u.name, u.rallied, u.retreating,
                                     fmt::join(u.rolls, ",")));
    }
    end_resolution(report, env, r);
    report.result = out;
    if (!skipped.empty()) {
        briefs.push_back(fmt::format("skipped {}", fmt::join(skipped, ", ")));
    }
    report.brief = fmt::format("rally {}", fmt::join(briefs, "; "));
    return report;
}

muster::Resolution recover(const RecoverRequest& args, Env& env, Draft& roster,
                           const RuleBook& rulebook) {
    const Book& book = book_of(rulebook);
    UnitResolver resolver(roster, rulebook);
    const auto when = parse_when(args.when);
    if (!when) {
        throw UsageError(fmt::format("--when {}: expected move, day or week", args.when));
    }
    if (args.units.empty() && *when == When::move) {
        throw UsageError("recover during a move needs the unit(s): recover UNIT... (--when day or "
                         "week with no unit does every unit)");
    }
    const auto units = named_or_all(resolver, roster, args.units,
                                    [](const Unit& u) { return fw::record(u).markers > 0; });
    if (units.empty()) {
        throw RuleError("no unit has casualty markers: nothing to recover");
    }
    muster::Resolution report = begin_resolution("recover");
    if (*when == When::move) { // FW-RECOVER-1: once a move; its odds are refused alike
        for (const Unit* unit : units) {
            refuse_repeat(env, *unit, fw::mark::recover, "recovered casualties", "FW-RECOVER-1",
                          roster.before());
        }
    }
    if (env.odds()) {
        const auto outcomes = dice::enumerate<int>(
            [&](dice::DiceSource& d) { return resolve_recover(book, units, *when, d).removed; });
        const auto dist = to_distribution(outcomes);
        add_odds_text(report, fmt::format("markers removed ({})", names_of(units)), dist,
                      "markers");
        report.result = results::NumberOdds{dist};
        Headline headline;
        headline.number("expected markers removed", mean(dist));
        report.brief =
            fmt::format("recover --odds {}: {}", names_of(units), lead_with(report, headline));
        return report;
    }
    RecoverResult r = resolve_recover(book, units, *when, env.dice());
    write_units(r, roster);
    if (*when == When::move) {
        for (const auto& u : r.units) {
            mark_done(roster, u.name, fw::mark::recover);
        }
    }
    RecoverReport out{std::string(to_string(*when)), r.removed, {}};
    std::vector<std::string> briefs;
    for (const auto& u : r.units) {
        std::string line = fmt::format("{}: {} of {} removed{}", u.name, u.removed, u.markers,
                                       u.roll ? fmt::format(" (odd count, D6 {})", *u.roll) : "");
        if (u.died > 0) {
            line += fmt::format("; {} dead for good", counted(u.died, "figure"));
        }
        if (u.stands_retreat > 0) {
            line += fmt::format("; {} still marked to retreat {}\" at march rate",
                                counted(u.stands_retreat, "stand"), u.distance);
        }
        report.text.push_back(line);
        out.units.push_back({u.name, u.markers, u.removed,
                             u.roll ? std::vector<int>{*u.roll} : std::vector<int>{}, u.died,
                             u.stands_retreat, u.distance});
        briefs.push_back(fmt::format("{} -{}", u.name, u.removed));
    }
    if (r.units.empty()) {
        report.text.push_back(
            fmt::format("{}: no casualty markers, nothing to recover", names_of(units)));
    }
    end_resolution(report, env, r);
    report.result = out;
    report.brief = fmt::format("recover ({}): {}", to_string(*when), fmt::join(briefs, ", "));
    return report;
}

void recrew() {
    throw RuleError("recrew is an unbalanced-equality rule (UE-ARTY-5); fuzzy-wuzzy has no such "
                    "step");
}

void army() {
    throw RuleError("'Ere's to You Fuzzy-Wuzzy has no army morale: units fall back by the fire "
                    "and close combat results (`muster morale`, `muster melee`) and rally (`muster "
                    "rally`)");
}

} // namespace muster::fw
