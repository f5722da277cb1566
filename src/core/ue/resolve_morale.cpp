#include "muster/engine/odds_table.hpp"
#include "muster/engine/record.hpp"
#include "muster/error.hpp"
#include "muster/ue/battle.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/results.hpp"
#include "resolve.hpp"
#include "resolve_common.hpp"

#include <fmt/format.h>

namespace muster::ue {

namespace {

/// Each test thrown, by a unit or (`army`) a side's army.
std::vector<results::Test> tests_of(const TestsResult& r, bool army = false) {
    std::vector<results::Test> out;
    out.reserve(r.units.size());
    for (const auto& t : r.units) {
        out.push_back({t.name, army, {t.roll}, t.passed});
    }
    return out;
}

/// Each morale test thrown, with what it was tested at (UE-MORALE-1..4).
std::vector<MoraleTest> morale_tests_of(const TestsResult& r) {
    std::vector<MoraleTest> out;
    out.reserve(r.units.size());
    for (const auto& t : r.units) {
        out.push_back({{t.name, false, {t.roll}, t.passed},
                       std::string(to_string(t.band)),
                       t.fails_on,
                       t.modifier,
                       t.cover,
                       t.single_stand});
    }
    return out;
}

/// --odds for single-D6 tests: per unit, P(pass) and P(fail), by running `resolve` (the same
/// rules code) on each unit alone through the odds source.
template <class Resolve>
muster::Resolution tests_odds(muster::Resolution report, const std::vector<std::string>& names,
                              const char* fail_word, Resolve&& resolve) {
    results::TestsOdds odds;
    Headline headline;
    report.text.push_back(fmt::format("{}: exact odds", report.command));
    for (std::size_t i = 0; i < names.size(); ++i) {
        const auto outcomes = dice::enumerate<bool>(
            [&](dice::DiceSource& d) { return resolve(i, d).units.at(0).passed; });
        const double p_fail = outcomes.contains(false) ? outcomes.at(false) : 0.0;
        add_probability_line(report, fmt::format("{} {}", names[i], fail_word), p_fail);
        odds.tests.push_back({names[i], false, p_fail});
        headline.chance(fmt::format("{} {}", names[i], fail_word), p_fail);
    }
    report.result = odds;
    report.brief = fmt::format("{} --odds {}", report.command, lead_with(report, headline));
    return report;
}

/// The exact chance that the first test `resolve` makes passes, from the same rules code run on
/// the odds source: the journal's `chance`, known before the dice are thrown.
template <class Resolve> double chance_passed(Resolve&& resolve) {
    const auto outcomes =
        dice::enumerate<bool>([&](dice::DiceSource& d) { return resolve(d).units.at(0).passed; });
    return outcomes.contains(true) ? outcomes.at(true) : 0.0;
}

/// The tested event of one of UE's D6 tests (UE-MORALE-1, UE-RALLY-1, UE-ARMY-1).
events::Tested d6_test(const char* test, std::string unit, std::string side, bool passed,
                       double p_pass, int roll) {
    return {test, std::move(unit), std::move(side), passed, p_pass, dice::Die::d6().name(), {roll}};
}

std::vector<std::string> names_of(const std::vector<const Unit*>& units) {
    std::vector<std::string> names;
    names.reserve(units.size());
    for (const auto* u : units) {
        names.push_back(u->name);
    }
    return names;
}

} // namespace

muster::Resolution morale(const MoraleRequest& args, Env& env, Draft& roster,
                          const RuleBook& rulebook) {
    const UeRuleBook& book = ue_book(rulebook);
    const Options options = read_options(roster.before());
    UnitResolver resolver(roster, rulebook);
    std::vector<Unit*> named = resolve_all(resolver, args.units);
    MoraleInput in;
    if (!args.range.empty()) {
        in.band = band_arg(args.range);
    }
    in.cover = args.cover;
    in.single_stand = args.single_stand;
    in.units = named.empty() ? morale_due(roster.before().units, book)
                             : std::vector<const Unit*>(named.begin(), named.end());
    muster::Resolution report = begin_resolution("morale");
    const std::string reading = readings_line(options, false, true);
    if (in.units.empty()) {
        return nothing_due(std::move(report), env,
                           "no unit is due a morale test (no native unit took casualties from "
                           "fire this turn)",
                           "morale: none due");
    }
    // UE-MORALE-6: one test a turn; its odds are refused as the test itself would be.
    for (const Unit* unit : in.units) {
        refuse_repeat(env, *unit, ue::mark::morale, "took its morale test", "UE-MORALE-6",
                      roster.before());
    }
    if (env.odds()) {
        report = tests_odds(std::move(report), names_of(in.units), "fails",
                            [&](std::size_t i, dice::DiceSource& d) {
                                MoraleInput one = in;
                                one.units = {in.units[i]};
                                return resolve_morale(one, book, options, d);
                            });
        report.text.push_back(reading);
        return report;
    }
    std::vector<double> chances;
    for (const Unit* unit : in.units) {
        chances.push_back(chance_passed([&](dice::DiceSource& d) {
            MoraleInput one = in;
            one.units = {unit};
            return resolve_morale(one, book, options, d);
        }));
    }
    const std::vector<const Unit*> tested = in.units;
    const TestsResult r = resolve_morale(in, book, options, env.dice());
    const Applied applied = apply(r.resolution, lookup(roster, named), book);
    for (std::size_t i = 0; i < r.units.size(); ++i) {
        mark_done(roster, r.units[i].name, ue::mark::morale);
        add_test(report, d6_test("morale", r.units[i].name, tested[i]->side, r.units[i].passed,
                                 chances[i], r.units[i].roll));
    }
    report.result = MoraleReport{morale_tests_of(r)};
    end_resolution(report, env, r.resolution, applied, reading);
    return report;
}

muster::Resolution rally(const std::vector<std::string>& units_named, Env& env, Draft& roster,
                         const RuleBook& rulebook) {
    const UeRuleBook& book = ue_book(rulebook);
    UnitResolver resolver(roster, rulebook);
    std::vector<Unit*> named = resolve_all(resolver, units_named);
    const std::vector<const Unit*> units =
        named.empty() ? rally_due(roster.before().units)
                      : std::vector<const Unit*>(named.begin(), named.end());
    muster::Resolution report = begin_resolution("rally");
    if (units.empty()) {
        return nothing_due(std::move(report), env, "no unit is falling back: nothing to rally",
                           "rally: none falling back");
    }
    // UE-RALLY-1: one roll a turn, not in the turn it fell back; its odds are refused alike.
    for (const Unit* unit : units) {
        refuse_repeat(env, *unit, ue::mark::rally, "rolled its rally", "UE-RALLY-1",
                      roster.before());
        if (fell_back_this_turn(*unit)) {
            throw RuleError(fmt::format("{} fell back this turn ({} {}): it rolls to rally at "
                                        "the start of the next turn (UE-RALLY-1)",
                                        unit->name, period_word(roster.rules), roster.turn));
        }
    }
    if (env.odds()) {
        return tests_odds(
            std::move(report), names_of(units), "stays",
            [&](std::size_t i, dice::DiceSource& d) { return resolve_rally({units[i]}, d); });
    }
    std::vector<double> chances;
    chances.reserve(units.size());
    for (const Unit* unit : units) {
        chances.push_back(
            chance_passed([&](dice::DiceSource& d) { return resolve_rally({unit}, d); }));
    }
    const TestsResult r = resolve_rally(units, env.dice());
    for (std::size_t i = 0; i < r.units.size(); ++i) {
        mark_done(roster, r.units[i].name, ue::mark::rally);
        add_test(report, d6_test("rally", r.units[i].name, units[i]->side, r.units[i].passed,
                                 chances[i], r.units[i].roll));
    }
    const Applied applied = apply(r.resolution, lookup(roster, named), book);
    report.result = RallyReport{tests_of(r)};
    end_resolution(report, env, r.resolution, applied);
    return report;
}

muster::Resolution army(const ArmyRequest& request, Env& env, Draft& roster,
                        const RuleBook& rulebook) {
    const auto side =
        request.side.empty() ? std::nullopt : std::optional<std::string>(request.side);
    const UeRuleBook& book = ue_book(rulebook);
    const Options options = read_options(roster.before());
    muster::Resolution report = begin_resolution("army");
    const auto tallies = army_tallies(roster.before().units, book);
    const auto end = options.army_morale ? battle_end(roster.before().units) : std::nullopt;
    if (end) { // UE-ARMY-3: the battle is over (OPT-3 off: resolve_army refuses, as ever)
        report.result = ArmyReport{tallies, {}, end->draw};
        report.text.push_back(end->words);
        report.brief = fmt::format("army: {}", end->words);
        try {
            env.finish_dice();
        } catch (const UsageError&) { // dice typed for a roll the battle's end refuses
            throw RuleError(fmt::format("{}: no army checks again", end->words));
        }
        return report;
    }
    if (env.odds()) {
        const auto outcomes = dice::enumerate<std::vector<bool>>([&](dice::DiceSource& d) {
            std::vector<bool> passed;
            for (const auto& t :
                 resolve_army(roster.before().units, side, book, options, d).units) {
                passed.push_back(t.passed);
            }
            return passed;
        });
        const TestsResult shape = [&] {
            dice::ScriptedSource sixes(std::vector<int>(tallies.size(), 6));
            return resolve_army(roster.before().units, side, book, options, sixes);
        }();
        report.text.emplace_back("army: exact odds");
        ArmyOddsReport odds{tallies, {}, shape.draw, {}};
        Headline headline;
        for (std::size_t i = 0; i < shape.units.size(); ++i) {
            double p_retreat = 0;
            for (const auto& [passed, p] : outcomes) {
                p_retreat += passed.at(i) ? 0.0 : p;
            }
            add_probability_line(report, fmt::format("{} army retreats", shape.units[i].name),
                                 p_retreat);
            odds.tests.push_back({shape.units[i].name, true, p_retreat});
            headline.chance(fmt::format("{} army retreats", shape.units[i].name), p_retreat);
        }
        if (shape.draw) {
            report.text.emplace_back("  the battle is a draw (UE-ARMY-2): certain");
            headline.words("the battle", "a draw (UE-ARMY-2), certain", "draw");
        } else if (shape.units.empty()) {
            report.text.emplace_back("  no army has reached 25% killed: no test");
            headline.words("army morale", "no army has reached 25% killed, no test", "no test");
        }
        // Each outcome as data (issue 39): the sides that retreat in it, and its chance.
        for (const auto& [passed, p] : outcomes) {
            ArmyOutcome outcome{{}, p};
            for (std::size_t i = 0; i < passed.size(); ++i) {
                if (!passed[i]) {
                    outcome.retreats.push_back(shape.units[i].name);
                }
            }
            odds.outcomes.push_back(std::move(outcome));
        }
        report.result = odds;
        report.brief = "army --odds " + lead_with(report, headline);
        return report;
    }
    std::vector<double> chances;
    const bool draw =
        std::count_if(tallies.begin(), tallies.end(), [](const auto& t) { return t.reached; }) >= 2;
    for (const auto& t : tallies) {
        if (draw || !options.army_morale || !t.reached || (side && *side != t.side)) {
            continue;
        }
        for (const Unit& unit : roster.before().units) {
            if (unit.side == t.side && has_mark(unit.done, ue::mark::army)) {
                const auto line = env.recorded_line(roster.before(), {"army"}, t.side);
                throw RuleError(fmt::format(
                    "army {} already took its army check this turn ({}; UE-ARMY-1: once a turn); "
                    "`muster undo` takes it back",
                    t.side, line.empty() ? fmt::format("turn {}", roster.turn) : line));
            }
        }
        if (t.retreated) { // UE-ARMY-1: it left the field, it rolls no more (resolve_army says so)
            continue;
        }
        chances.push_back(chance_passed([&](dice::DiceSource& d) {
            return resolve_army(roster.before().units, t.side, book, options, d);
        }));
    }
    const TestsResult r = resolve_army(roster.before().units, side, book, options, env.dice());
    for (std::size_t i = 0; i < r.units.size() && i < chances.size(); ++i) {
        for (const Unit& unit : roster.before().units) {
            if (unit.side == r.units[i].name) {
                add_mark(roster.find(unit.name)->done, ue::mark::army);
            }
        }
        if (!r.units[i].passed) { // UE-ARMY-1/3: it left the field, and the battle ends
            record_battle_end(roster, {r.units[i].name}, roster.turn);
        }
        add_test(report, d6_test("army", "", r.units[i].name, r.units[i].passed, chances[i],
                                 r.units[i].roll));
    }
    if (r.draw) { // UE-ARMY-2/3: the draw ends the battle, recorded with its turn
        record_battle_end(roster, {}, roster.turn);
    }
    report.result = ArmyReport{tallies, tests_of(r, true), r.draw};
    end_resolution(report, env, r.resolution, apply(r.resolution, lookup(roster, {}), book),
                   "reading: army-morale on (OPT-3)");
    return report;
}

} // namespace muster::ue
