#include "muster/engine/charge_text.hpp"
#include "muster/engine/odds_table.hpp"
#include "muster/engine/units.hpp"
#include "muster/ue/charge.hpp"
#include "muster/ue/results.hpp"
#include "muster/ue/rulebook.hpp"
#include "resolve.hpp"
#include "resolve_common.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

/// `muster charge` (UE-APPROACH): the exact odds of a whole charge.
namespace muster::ue {

using namespace muster::charge_text;

namespace {
/// A chance within this of the turn's start is certain (as `percent` prints 100%).
constexpr double k_certain_margin = 1e-12;
} // namespace

muster::Resolution charge(const ChargeRequest& o, Env& /*env: the odds need no dice*/,
                          Draft& roster, const RuleBook& rulebook) {
    const auto& book = muster::ue::ue_book(rulebook);
    const muster::ue::Options options = muster::ue::read_options(roster.before());
    UnitResolver resolver(roster, rulebook);
    muster::ue::ChargeInput in;
    in.charger = &resolver.resolve(o.charger);
    for (const auto& ref : o.defenders) {
        in.defenders.push_back(&resolver.resolve(ref));
    }
    in.from = o.from;
    const auto odds = muster::ue::charge_odds(in, book, options);
    muster::Resolution report;
    report.command = "charge";
    report.rules = std::string(roster.rules);

    report.text.push_back(fmt::format("{} charges {} from {}: exact odds", odds.charger,
                                      fmt::join(o.defenders, ", "), inches(odds.from)));
    std::vector<ChargeTurnReport> turns;
    std::string last_fire;
    int hidden_from = 0;
    for (const auto& t : odds.turns) {
        std::vector<std::string> fire;
        std::vector<ChargeFire> fire_report;
        for (const auto& [name, band] : t.fire) {
            // UE-APPROACH-2: a target the spears destroy first does not return fire.
            const bool silenced = name == odds.target && t.p_target_silenced > 0;
            const bool never = silenced && t.p_target_silenced >= t.p_start - k_certain_margin;
            fire_report.push_back({name, std::string(to_string(band)),
                                   name == odds.target ? t.p_target_silenced : 0.0});
            if (never) {
                continue;
            }
            fire.push_back(silenced
                               ? fmt::format("{} {} (unless the spears destroy it first: {})", name,
                                             to_string(band), percent(t.p_target_silenced))
                               : fmt::format("{} {}", name, to_string(band)));
        }
        const bool target_never_fires =
            t.p_target_silenced > 0 && t.p_target_silenced >= t.p_start - k_certain_margin;
        turns.push_back({{t.turn, t.p_start, t.p_falls_back, t.p_destroyed},
                         t.from,
                         t.to,
                         t.fire_and_charge,
                         t.contact,
                         std::move(fire_report)});
        if (t.p_start < k_shown_turn) {
            hidden_from = hidden_from == 0 ? t.turn : hidden_from;
            continue;
        }
        const std::string step =
            t.fire_and_charge
                ? fmt::format("fire & charge, {} -> {}, contact", inches(t.from), inches(t.to))
            : t.contact ? fmt::format("{} -> contact", inches(t.from))
                        : fmt::format("{} -> {}", inches(t.from), inches(t.to));
        report.text.push_back(fmt::format(
            "  turn {}: {}; falls back {}{}{}", t.turn, step, percent(t.p_falls_back),
            t.p_destroyed > 0 ? fmt::format(", destroyed {}", percent(t.p_destroyed)) : "",
            t.p_target_broke > 0 ? fmt::format(", {} breaks before contact {}", odds.target,
                                               percent(t.p_target_broke))
                                 : ""));
        std::string fire_text = fire.empty()
                                    ? (target_never_fires ? "none" : "no defender in range")
                                    : fmt::format("{}", fmt::join(fire, ", "));
        if (target_never_fires) {
            fire_text += fmt::format(" ({} destroyed by the spears first)", odds.target);
        }
        if (fire_text != last_fire) {
            for (auto& line : wrap("fire: " + fire_text)) {
                report.text.push_back("    " + line);
            }
            last_fire = fire_text;
        }
    }
    if (hidden_from > 0) {
        add_rest_line(report, "turns", hidden_from, odds.turns.back().turn);
    }
    add_contact_table(report, "stands left", odds.stands_at_contact, odds.p_contact, "stands");
    const int move = odds.move;
    std::string readings = fmt::format(
        "reading (UE-APPROACH): {} starts {} away{} and moves {} a turn straight at the "
        "defenders; every defender that can fire does, each turn, at the band of the distance "
        "after movement, and the charger tests morale (UE-MORALE) when that fire kills.",
        odds.charger, inches(odds.from), o.from ? "" : " (the defenders' longest range)",
        inches(move));
    if (odds.charge_bonus > 0) {
        readings += fmt::format(
            " Within {} (move + {}, UE-CHARGE-1) it makes a fire & charge: half the distance, "
            "spears at {} first and their kills applied, then the defenders return fire "
            "(UE-APPROACH-2), its test, then {}'s test if the spears killed and it owes one "
            "(failing, it breaks before contact), then melee (UE-MELEE phases A and B).",
            inches(move + odds.charge_bonus), inches(odds.charge_bonus), odds.target, odds.target);
    } else {
        readings += fmt::format(" Within {} it contacts: the defenders fire at short range "
                                "first, then it melees (UE-MELEE phases A and B).",
                                inches(move));
    }
    readings +=
        fmt::format(" It does not fire on the way; only {} (the first --at) melees.", odds.target);
    const std::string assumptions = add_assumptions(report, std::move(readings));

    // Issue 24: every number says what it counts and whose it is.
    Headline headline;
    headline.chance(fmt::format("{} reaches {}", odds.charger, odds.target), odds.p_contact)
        .chance(fmt::format("{} wins the melee", odds.charger), odds.p_won)
        .chance(fmt::format("{} falls back", odds.charger), odds.p_repulsed);
    if (odds.p_target_broke > 0) {
        headline.chance(fmt::format("{} broke before contact", odds.target), odds.p_target_broke);
    }
    if (odds.p_destroyed > 0) {
        headline.chance(fmt::format("{} destroyed", odds.charger), odds.p_destroyed);
    }
    headline.words("expected men lost",
                   fmt::format("{} {:.1f}, {} {:.1f}", odds.charger, odds.expected_charger_losses,
                               odds.target, odds.expected_defender_losses),
                   {odds.expected_charger_losses, odds.expected_defender_losses});
    report.result = ChargeOddsReport{
        {odds.charger, odds.target, "men", "turn", odds.from, odds.p_contact, odds.p_won,
         odds.p_lost, odds.p_repulsed, odds.p_destroyed, odds.expected_charger_losses,
         odds.expected_defender_losses, odds.charger_losses, odds.defender_losses, assumptions},
        odds.p_destroyed_in_melee,
        odds.p_target_destroyed,
        odds.stands_at_contact,
        std::move(turns),
        odds.p_target_broke};
    report.brief = fmt::format("charge --odds {}: {}", odds.charger, lead_with(report, headline));
    return report;
}

} // namespace muster::ue
