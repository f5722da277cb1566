#include "cli/cmd_roll.hpp"

#include "cli/report.hpp"
#include "muster/dice/notation.hpp"
#include "muster/engine/odds_table.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <memory>

namespace muster::cli {

namespace {

struct RollOptions {
    std::vector<std::string> expressions;
};

/// One expression rolled: `2d6+1avd-2: [3 5] + [4] - 2 = 10`.
struct Rolled {
    std::string text;
    long long total = 0;
    nlohmann::json json;
};

Rolled roll_one(const dice::Expression& expr, dice::DiceSource& source) {
    const auto parts = expr.pool_parts();
    const dice::PoolResult pool = source.pool(parts);
    const long long total = pool.total + expr.constant();
    if (source.enumerating()) {
        return {"", total, {}}; // odds: only the total is known
    }

    std::string shown;
    nlohmann::json values = nlohmann::json::array();
    std::size_t part = 0;
    for (const dice::Term& term : expr.terms) {
        const char* sign = term.sign < 0 ? "-" : "+";
        if (!shown.empty()) {
            shown += fmt::format(" {} ", sign);
        } else if (term.sign < 0) {
            shown += "-";
        }
        if (term.count == 0) {
            shown += fmt::format("{}", term.constant < 0 ? -term.constant : term.constant);
            continue;
        }
        const auto& faces = pool.faces[part++];
        shown += fmt::format("[{}]", fmt::join(faces, " "));
        values.push_back({{"term", term.text}, {"values", faces}});
    }
    return {fmt::format("{}: {} = {}", expr.text, shown, total),
            total,
            {{"expression", expr.text}, {"terms", values}, {"total", total}}};
}

Report run_roll(const RollOptions& options, Context& ctx) {
    std::vector<dice::Expression> exprs;
    for (const std::string& text : options.expressions) {
        exprs.push_back(dice::parse_expression(text));
    }
    Report report;
    report.command = "roll";

    if (ctx.globals.odds) {
        // All the expressions' odds together are the command's work: checked before any starts.
        dice::OddsCost cost;
        for (const auto& expr : exprs) {
            cost += dice::odds_cost(expr.pool_parts());
        }
        dice::check_odds_cost(cost);
        nlohmann::json rolls = nlohmann::json::array();
        std::vector<std::string> briefs;
        for (const auto& expr : exprs) {
            const auto outcomes = dice::enumerate<long long>(
                [&](dice::DiceSource& source) { return roll_one(expr, source).total; });
            const dice::Distribution dist(outcomes.begin(), outcomes.end());
            const double m = mean(dist);
            report.text.push_back(fmt::format("{}: exact odds, mean {:.4f}", expr.text, m));
            for (auto& line : odds_table(dist, ctx)) {
                report.text.push_back("  " + line);
            }
            rolls.push_back({{"expression", expr.text},
                             {"mean", m},
                             {"distribution", distribution_json(dist)}});
            briefs.push_back(fmt::format("{} mean {:.4f}, {}..{}", expr.text, m, dist.front().first,
                                         dist.back().first));
        }
        report.result["rolls"] = rolls;
        if (rolls.size() == 1) {
            report.result["mean"] = rolls[0]["mean"];
            report.result["distribution"] = rolls[0]["distribution"];
        }
        report.brief = fmt::format("roll --odds {}", fmt::join(briefs, "; "));
        return report;
    }

    dice::DiceSource& source = ctx.dice();
    nlohmann::json rolls = nlohmann::json::array();
    std::vector<std::string> shown;
    for (const auto& expr : exprs) {
        Rolled rolled = roll_one(expr, source);
        report.text.push_back(rolled.text);
        shown.push_back(rolled.text);
        rolls.push_back(std::move(rolled.json));
    }
    ctx.finish_dice();
    report.dice = source.thrown();
    report.dice_in_text = true;
    report.dice_in_brief = true;
    report.result["rolls"] = rolls;
    if (rolls.size() == 1) {
        report.result["total"] = rolls[0]["total"];
    }
    report.brief = fmt::format("roll {}", fmt::join(shown, "; "));
    return report;
}

} // namespace

CLI::App* setup_roll(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<RollOptions>();
    CLI::App* sub = app.add_subcommand(
        "roll", "Roll dice expressions, each reported separately: 3d6, d6, 2avd, 10avd+1, "
                "2d6+1avd-2 (case-insensitive; AvD = average die 2,3,3,4,4,5). At most 10,000 "
                "dice an expression, 2 to 1,000 sides. --odds prints the exact distribution of "
                "each total. --dice order: the expressions left to right, each term's dice "
                "left to right.");
    sub->add_option("expression", options->expressions, "dice expression(s)")->required();
    sub->callback([options, &ctx] { render(run_roll(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
