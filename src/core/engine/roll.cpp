#include "muster/engine/roll.hpp"

#include "muster/dice/notation.hpp"
#include "muster/engine/odds_table.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster {

namespace {

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

} // namespace

Resolution roll(const std::vector<std::string>& expressions, Env& env) {
    std::vector<dice::Expression> exprs;
    for (const std::string& text : expressions) {
        exprs.push_back(dice::parse_expression(text));
    }
    Resolution report;
    report.command = "roll";

    if (env.odds()) {
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
            for (auto& line : odds_table(dist, env)) {
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

    dice::DiceSource& source = env.dice();
    nlohmann::json rolls = nlohmann::json::array();
    std::vector<std::string> shown;
    for (const auto& expr : exprs) {
        Rolled rolled = roll_one(expr, source);
        report.text.push_back(rolled.text);
        shown.push_back(rolled.text);
        rolls.push_back(std::move(rolled.json));
    }
    env.finish_dice();
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

} // namespace muster
