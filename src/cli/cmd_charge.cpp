#include "cli/cmd_charge.hpp"

#include "cli/fw_common.hpp"
#include "cli/odds_table.hpp"
#include "cli/report.hpp"
#include "cli/units.hpp"
#include "muster/error.hpp"
#include "muster/fw/charge.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/ue/charge.hpp"
#include "muster/ue/rulebook.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <memory>

namespace muster::cli {

namespace {

struct ChargeOptions {
    std::string charger;
    std::vector<std::string> defenders;
    std::optional<double> from;
};

/// A distance in inches: "20\"", "2.5\"".
std::string inches(double d) {
    return fmt::format("{:g}\"", d);
}

/// A distribution given that it happened at all (its probabilities sum to `p`).
dice::Distribution given(const dice::Distribution& dist, double p) {
    dice::Distribution out;
    for (const auto& [x, q] : dist) {
        out.emplace_back(x, p > 0 ? q / p : 0.0);
    }
    return out;
}

/// The text common to both rule sets after the steps: the strength table and the readings.
void add_contact_table(Report& report, const Context& ctx, const std::string& what,
                       const dice::Distribution& dist, double p_contact,
                       const std::string& heading) {
    if (p_contact <= 0) {
        report.text.emplace_back("the charge never reaches contact");
        return;
    }
    report.text.push_back(
        fmt::format("{} at contact (given contact, {}):", what, percent(p_contact)));
    for (auto& line : odds_table(given(dist, p_contact), ctx.globals, heading)) {
        report.text.push_back("  " + line);
    }
}

/// Below this chance of getting so far, turns are summed up in one line (JSON lists them all).
constexpr double k_shown_turn = 0.0005;
/// Lines of text are wrapped at this width.
constexpr std::size_t k_text_width = 78;

/// `text` wrapped at word boundaries, continuation lines indented by two spaces.
std::vector<std::string> wrap(const std::string& text) {
    std::vector<std::string> lines{""};
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find(' ', at), text.size());
        const std::string word = text.substr(at, end - at);
        at = end + 1;
        if (!lines.back().empty() && lines.back().size() + 1 + word.size() > k_text_width) {
            lines.emplace_back(" ");
        }
        lines.back() += (lines.back().empty() ? "" : " ") + word;
    }
    return lines;
}

/// The readings the charge rests on: printed (wrapped) and in JSON.
void add_assumptions(Report& report, const std::string& readings) {
    const auto lines = wrap(readings);
    report.text.insert(report.text.end(), lines.begin(), lines.end());
    report.result["assumptions"] = readings;
}

/// "turns 6-9 (under 0.1% of charges get so far) are left out; --json lists them"
void add_rest_line(Report& report, const char* what, int first, int last) {
    if (first <= last) {
        report.text.push_back(fmt::format("  {} {}-{}: under 0.1% of charges get so far "
                                          "(--json lists them)",
                                          what, first, last));
    }
}

Report ue_charge(const ChargeOptions& o, Context& ctx, Roster& roster, const RuleBook& rulebook) {
    const auto& book = muster::ue::ue_book(rulebook);
    const muster::ue::Options options = muster::ue::read_options(roster);
    UnitResolver resolver(roster, rulebook);
    muster::ue::ChargeInput in;
    in.charger = &resolver.resolve(o.charger);
    for (const auto& ref : o.defenders) {
        in.defenders.push_back(&resolver.resolve(ref));
    }
    in.from = o.from;
    const auto odds = muster::ue::charge_odds(in, book, options);
    Report report;
    report.command = "charge";
    report.rules = std::string(to_string(roster.rules));

    report.text.push_back(fmt::format("{} charges {} from {}: exact odds", odds.charger,
                                      fmt::join(o.defenders, ", "), inches(odds.from)));
    nlohmann::json turns = nlohmann::json::array();
    std::string last_fire;
    int hidden_from = 0;
    for (const auto& t : odds.turns) {
        std::vector<std::string> fire;
        nlohmann::json fire_json = nlohmann::json::array();
        for (const auto& [name, band] : t.fire) {
            fire.push_back(fmt::format("{} {}", name, to_string(band)));
            fire_json.push_back({{"unit", name}, {"band", to_string(band)}});
        }
        turns.push_back({{"turn", t.turn},
                         {"from", t.from},
                         {"to", t.to},
                         {"fire_and_charge", t.fire_and_charge},
                         {"contact", t.contact},
                         {"fire", fire_json},
                         {"p_start", t.p_start},
                         {"p_falls_back", t.p_falls_back},
                         {"p_destroyed", t.p_destroyed}});
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
            "  turn {}: {}; falls back {}{}", t.turn, step, percent(t.p_falls_back),
            t.p_destroyed > 0 ? fmt::format(", destroyed {}", percent(t.p_destroyed)) : ""));
        const std::string fire_text =
            fire.empty() ? "no defender in range" : fmt::format("{}", fmt::join(fire, ", "));
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
    add_contact_table(report, ctx, "stands left", odds.stands_at_contact, odds.p_contact, "stands");
    const int move = odds.move;
    std::string readings = fmt::format(
        "reading (UE-APPROACH): {} starts {} away{} and moves {} a turn straight at the "
        "defenders; every defender that can fire does, each turn, at the band of the distance "
        "after movement, and the charger tests morale (UE-MORALE) when that fire kills.",
        odds.charger, inches(odds.from), o.from ? "" : " (the defenders' longest range)",
        inches(move));
    if (odds.charge_bonus > 0) {
        readings +=
            fmt::format(" Within {} (move + {}, UE-CHARGE-1) it makes a fire & charge: "
                        "half the distance, spears at {} as the defenders fire, the "
                        "test, then melee (UE-MELEE phases A and B).",
                        inches(move + odds.charge_bonus), inches(odds.charge_bonus), odds.target);
    } else {
        readings += fmt::format(" Within {} it contacts: the defenders fire at short range "
                                "first, then it melees (UE-MELEE phases A and B).",
                                inches(move));
    }
    readings +=
        fmt::format(" It does not fire on the way; only {} (the first --at) melees.", odds.target);
    add_assumptions(report, readings);

    Headline headline;
    headline.chance(fmt::format("{} reaches {}", odds.charger, odds.target), odds.p_contact)
        .chance("wins the melee", odds.p_won)
        .chance("falls back", odds.p_repulsed);
    if (odds.p_destroyed > 0) {
        headline.chance("destroyed", odds.p_destroyed);
    }
    headline.words(
        "expected losses",
        fmt::format("{:.1f} / {:.1f}", odds.expected_charger_losses, odds.expected_defender_losses),
        {odds.expected_charger_losses, odds.expected_defender_losses});
    report.result.update(
        {{"charger", odds.charger},
         {"target", odds.target},
         {"from", odds.from},
         {"p_contact", odds.p_contact},
         {"p_won", odds.p_won},
         {"p_lost", odds.p_lost},
         {"p_repulsed", odds.p_repulsed},
         {"p_destroyed", odds.p_destroyed},
         {"expected_losses",
          {{"charger", odds.expected_charger_losses}, {"target", odds.expected_defender_losses}}},
         {"stands_at_contact", distribution_json(odds.stands_at_contact)},
         {"turns", turns}});
    report.brief = fmt::format("charge --odds {}: {}", odds.charger, lead_with(report, headline));
    return report;
}

Report fw_charge(const ChargeOptions& o, Context& ctx, Roster& roster, const RuleBook& rulebook) {
    const auto& book = muster::fw::book_of(rulebook);
    UnitResolver resolver(roster, rulebook);
    muster::fw::ChargeInput in;
    in.charger = &resolver.resolve(o.charger);
    for (const auto& ref : o.defenders) {
        in.defenders.push_back(&resolver.resolve(ref));
    }
    in.from = o.from;
    in.regulars_test = muster::fw::regular_fire_results(roster);
    const auto odds = muster::fw::charge_odds(book, in);
    Report report = fw::start_report("charge");

    report.text.push_back(fmt::format("{} charges {} from {}: exact odds", odds.charger,
                                      fmt::join(o.defenders, ", "), inches(odds.from)));
    nlohmann::json moves = nlohmann::json::array();
    std::string last_fire;
    int hidden_from = 0;
    for (const auto& m : odds.moves) {
        moves.push_back({{"move", m.move},
                         {"rate", to_string(m.rate)},
                         {"distance", distribution_json(m.distance)},
                         {"p_start", m.p_start},
                         {"p_contact", m.p_contact},
                         {"p_retreats", m.p_retreats},
                         {"p_out_of_action", m.p_out_of_action},
                         {"firers", m.firers}});
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
    add_contact_table(report, ctx, "unwounded figures", odds.unwounded_at_contact, odds.p_contact,
                      "figures");
    add_assumptions(
        report,
        fmt::format("reading (FW-APPROACH): {} starts {} away{} and closes each move at the "
                    "fastest rate FW-MOVE allows after its last moves; a roll that reaches the "
                    "defenders contacts. Otherwise every defender in range fires at the band of "
                    "the distance left (FW-FIRE), and the charger takes its fire combat result "
                    "(FW-FIRE-3): a retreat ends the charge. At contact, close combat (FW-CLOSE) "
                    "with {} alone (the first --at); markers stay on the charger all the way.",
                    odds.charger, inches(odds.from),
                    o.from ? "" : " (the defenders' longest range)", odds.target));
    report.text.emplace_back(fw::k_provisional_note);

    Headline headline;
    headline.chance(fmt::format("{} reaches {}", odds.charger, odds.target), odds.p_contact)
        .chance("wins the close combat", odds.p_won)
        .chance("retreats", odds.p_repulsed);
    if (odds.p_out_of_action > 0) {
        headline.chance("out of action", odds.p_out_of_action);
    }
    headline.words(
        "expected markers",
        fmt::format("{:.1f} / {:.1f}", odds.expected_charger_markers, odds.expected_target_markers),
        {odds.expected_charger_markers, odds.expected_target_markers});
    report.result = {
        {"charger", odds.charger},
        {"target", odds.target},
        {"from", odds.from},
        {"p_contact", odds.p_contact},
        {"p_won", odds.p_won},
        {"p_lost", odds.p_lost},
        {"p_tie", odds.p_tie},
        {"p_repulsed", odds.p_repulsed},
        {"p_out_of_action", odds.p_out_of_action},
        {"expected_markers",
         {{"charger", odds.expected_charger_markers}, {"target", odds.expected_target_markers}}},
        {"unwounded_at_contact", distribution_json(odds.unwounded_at_contact)},
        {"markers",
         {{"charger", distribution_json(odds.charger_markers)},
          {"target", distribution_json(odds.target_markers)}}},
        {"moves", moves},
        {"assumptions", report.result["assumptions"]}};
    report.brief = fmt::format("charge --odds {}: {}", odds.charger, lead_with(report, headline));
    return report;
}

Report run_charge(const ChargeOptions& o, Context& ctx) {
    ctx.globals.odds = true; // exact odds: nothing is saved, the roster is not locked
    std::vector<std::string> refs = o.defenders;
    refs.insert(refs.begin(), o.charger);
    return transact_units(ctx, refs, [&](Roster& roster, const RuleBook& book) {
        return roster.rules == RuleSet::fuzzy_wuzzy ? fw_charge(o, ctx, roster, book)
                                                    : ue_charge(o, ctx, roster, book);
    });
}

} // namespace

CLI::App* setup_charge(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<ChargeOptions>();
    CLI::App* sub = app.add_subcommand(
        "charge", "The exact odds of a whole charge: the defenders' fire at every band crossed, "
                  "the morale or fire combat result test after each, contact and the melee "
                  "(UE-APPROACH, FW-APPROACH). Nothing is saved.");
    sub->add_option("unit", options->charger, "the charging unit")->required();
    sub->add_option("--at", options->defenders,
                    "the defenders (all fire; the first is met in melee)")
        ->required();
    sub->add_option_function<double>(
        "--from", [o = options.get()](const double& d) { o->from = d; },
        "starting distance in inches (default: the defenders' longest range)");
    sub->callback([options, &ctx] { render(run_charge(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
