#include "muster/engine/odds_table.hpp"
#include "muster/engine/record.hpp"
#include "muster/error.hpp"
#include "muster/fw/marks.hpp"
#include "muster/fw/results.hpp"
#include "muster/fw/rulebook.hpp"
#include "resolve.hpp"
#include "resolve_common.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster::fw {

muster::Resolution move(const MoveRequest& args, Env& env, Draft& roster,
                        const RuleBook& rulebook) {
    const Book& book = book_of(rulebook);
    UnitResolver resolver(roster, rulebook);
    const auto rate = parse_rate(args.rate);
    if (!rate || *rate == Rate::stationary) {
        throw UsageError(fmt::format("--rate {}: expected march, double or charge", args.rate));
    }
    const auto units = resolve_all(resolver, args.units);
    muster::Resolution report = begin_resolution("move");

    if (env.odds()) {
        MoveOddsReport out;
        Headline headline;
        const std::size_t runs = args.together ? 1 : units.size();
        for (std::size_t i = 0; i < runs; ++i) {
            const std::vector<const Unit*> group =
                args.together ? units : std::vector<const Unit*>{units[i]};
            const auto outcomes = dice::enumerate<long long>([&](dice::DiceSource& d) {
                return resolve_move(book, group, *rate, args.together, d).units[0].distance;
            });
            const auto dist = to_distribution(outcomes);
            const std::string who = args.together ? "together" : units[i]->name;
            add_odds_text(report, fmt::format("{} at {}: distance", who, args.rate), dist,
                          "inches");
            out.units.push_back({who, {dist}});
            headline.number(fmt::format("{} expected inches at {}", who, args.rate), mean(dist));
        }
        report.text.emplace_back(k_provisional_note);
        report.result = out;
        report.brief = fmt::format("move --odds {}: {}", args.rate, lead_with(report, headline));
        return report;
    }

    MoveResult r = resolve_move(book, units, *rate, args.together, env.dice());
    write_units(r, roster);
    MoveReport out{std::string(to_string(r.rate)), r.together, {}};
    std::vector<std::string> briefs;
    for (const auto& u : r.units) {
        report.text.push_back(fmt::format("{}: {} {}\" at {} rate{}", u.name,
                                          u.forced ? "retreats" : "moves up to", u.distance,
                                          to_string(r.rate), u.forced ? " (forced)" : ""));
        out.units.push_back({u.name, u.die, u.dice, u.distance, u.forced});
        briefs.push_back(fmt::format("{} {}\"", u.name, u.distance));
    }
    report.text.emplace_back(k_provisional_note);
    end_resolution(report, env, r);
    report.result = out;
    report.brief = fmt::format("move {}: {}", to_string(r.rate), fmt::join(briefs, ", "));
    return report;
}

muster::Resolution recon(const ReconRequest& args, Env& env, Draft& roster,
                         const RuleBook& rulebook) {
    const Book& book = book_of(rulebook);
    UnitResolver resolver(roster, rulebook);
    const Unit& unit = resolver.resolve(args.unit);
    muster::Resolution report = begin_resolution("recon");
    // FW-RECON-1: once a move; its odds are refused as the roll would be.
    refuse_repeat(env, unit, fw::mark::recon, "reconnoitred", "FW-RECON-1", roster.before());
    if (env.odds()) {
        const auto outcomes = dice::enumerate<int>(
            [&](dice::DiceSource& d) { return resolve_recon(book, unit, args.open, d).score; });
        const auto dist = to_distribution(outcomes);
        report.text.push_back(fmt::format("{}: reconnaissance score (D6{}), exact odds", unit.name,
                                          args.open ? " +1 open" : ""));
        ReconOddsReport odds{dist, {}};
        for (const auto& [value, p] : dist) {
            const int score = static_cast<int>(value);
            odds.scores.push_back({score, p, book.recon_distance("company", score),
                                   book.recon_distance("battalion", score),
                                   book.recon_distance("brigade", score)});
            report.text.push_back(fmt::format("  score {}: company {}\", battalion {}\", brigade "
                                              "{}\" ({})",
                                              score, book.recon_distance("company", score),
                                              book.recon_distance("battalion", score),
                                              book.recon_distance("brigade", score), percent(p)));
        }
        report.text.emplace_back(k_provisional_note);
        report.result = odds;
        double inches = 0; // the company's expected distance
        for (const auto& [value, p] : dist) {
            inches += p * book.recon_distance("company", static_cast<int>(value));
        }
        Headline headline;
        headline.number(fmt::format("{} expected score", unit.name), mean(dist))
            .words("sees a company at", fmt::format("{:.1f}\" on average", inches), inches);
        report.brief = fmt::format("recon --odds {}: {}", unit.name, lead_with(report, headline));
        return report;
    }
    ReconResult r = resolve_recon(book, unit, args.open, env.dice());
    mark_done(roster, r.name, fw::mark::recon);
    report.text.push_back(fmt::format("{}: D6 {}{} = {}: sees company-sized units within {}\", "
                                      "battalion-sized within {}\", brigade-sized within {}\"",
                                      r.name, r.roll, r.open ? " +1 open" : "", r.score, r.company,
                                      r.battalion, r.brigade));
    report.text.emplace_back(k_provisional_note);
    end_resolution(report, env, r);
    report.result = ReconReport{r.roll, r.score, r.open, r.company, r.battalion, r.brigade};
    report.brief = fmt::format("recon {}{}: company {}\", battalion {}\", brigade {}\"", r.name,
                               r.open ? " (open, +1)" : "", r.company, r.battalion, r.brigade);
    return report;
}

} // namespace muster::fw
