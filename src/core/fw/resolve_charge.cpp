#include "muster/engine/charge_text.hpp"
#include "muster/engine/odds_table.hpp"
#include "muster/engine/units.hpp"
#include "muster/fw/charge.hpp"
#include "muster/fw/results.hpp"
#include "muster/fw/rulebook.hpp"
#include "resolve.hpp"
#include "resolve_common.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

/// `muster charge` (FW-APPROACH): the exact odds of a whole charge.
namespace muster::fw {

using namespace muster::charge_text;

muster::Resolution charge(const ChargeRequest& o, Env& /*env: the odds need no dice*/,
                          Draft& roster, const RuleBook& rulebook) {
    const auto& book = muster::fw::book_of(rulebook);
    UnitResolver resolver(roster, rulebook);
    muster::fw::ChargeInput in;
    in.charger = &resolver.resolve(o.charger);
    for (const auto& ref : o.defenders) {
        in.defenders.push_back(&resolver.resolve(ref));
    }
    in.from = o.from;
    in.regulars_test = muster::fw::regular_fire_results(roster.before());
    const auto odds = muster::fw::charge_odds(book, in);
    muster::Resolution report = begin_resolution("charge");

    report.text.push_back(fmt::format("{} charges {} from {}: exact odds", odds.charger,
                                      fmt::join(o.defenders, ", "), inches(odds.from)));
    std::vector<ChargeMoveReport> moves;
    std::string last_fire;
    int hidden_from = 0;
    for (const auto& m : odds.moves) {
        moves.push_back({{m.move, m.p_start, m.p_retreats, m.p_out_of_action},
                         std::string(to_string(m.rate)),
                         m.distance,
                         m.p_contact,
                         m.firers});
        if (m.p_start < k_shown_turn) {
            hidden_from = hidden_from == 0 ? m.move : hidden_from;
            continue;
        }
        report.text.push_back(fmt::format(
            "  move {}: {} ({:.1f}\" expected); contact {}, retreats {}{}", m.move,
            to_string(m.rate), mean(m.distance), percent(m.p_contact), percent(m.p_retreats),
            m.p_out_of_action > 0 ? fmt::format(", out of action {}", percent(m.p_out_of_action))
                                  : ""));
        const std::string fire_text = m.firers.empty()
                                          ? "none (contact or out of range)"
                                          : fmt::format("{}", fmt::join(m.firers, ", "));
        if (fire_text != last_fire) {
            for (auto& line : wrap("fire: " + fire_text)) {
                report.text.push_back("    " + line);
            }
            last_fire = fire_text;
        }
    }
    if (hidden_from > 0) {
        add_rest_line(report, "moves", hidden_from, odds.moves.back().move);
    }
    add_contact_table(report, "unwounded figures", odds.unwounded_at_contact, odds.p_contact,
                      "figures");
    std::string assumptions = add_assumptions(
        report,
        fmt::format("reading (FW-APPROACH): {} starts {} away{} and closes each move at the "
                    "fastest rate FW-MOVE allows after its last moves; a roll that reaches the "
                    "defenders contacts. After every move each defender in range fires at the "
                    "band of the distance left (FW-FIRE; short range in the move of contact), "
                    "and the charger takes its fire combat result (FW-FIRE-3): a retreat, or no "
                    "stand able to act (FW-PIECE-2), ends the charge before any close combat "
                    "(FW-APPROACH-2). At contact, close combat (FW-CLOSE) with {} alone (the "
                    "first --at); markers stay on the charger all the way.",
                    odds.charger, inches(odds.from),
                    o.from ? "" : " (the defenders' longest range)", odds.target));
    report.text.emplace_back(fw::k_provisional_note);

    // Issue 24: every number says what it counts and whose it is.
    Headline headline;
    headline.chance(fmt::format("{} reaches {}", odds.charger, odds.target), odds.p_contact)
        .chance(fmt::format("{} wins the close combat", odds.charger), odds.p_won)
        .chance(fmt::format("{} retreats", odds.charger), odds.p_repulsed);
    if (odds.p_out_of_action > 0) {
        headline.chance(fmt::format("{} out of action", odds.charger), odds.p_out_of_action);
    }
    headline.words("expected markers taken",
                   fmt::format("{} {:.1f}, {} {:.1f}", odds.charger, odds.expected_charger_markers,
                               odds.target, odds.expected_target_markers),
                   {odds.expected_charger_markers, odds.expected_target_markers});
    report.result =
        ChargeOddsReport{{odds.charger, odds.target, "markers", "move", odds.from, odds.p_contact,
                          odds.p_won, odds.p_lost, odds.p_repulsed, odds.p_out_of_action,
                          odds.expected_charger_markers, odds.expected_target_markers,
                          odds.charger_markers, odds.target_markers, std::move(assumptions)},
                         odds.p_tie,
                         odds.unwounded_at_contact,
                         std::move(moves)};
    report.brief = fmt::format("charge --odds {}: {}", odds.charger, lead_with(report, headline));
    return report;
}

} // namespace muster::fw
