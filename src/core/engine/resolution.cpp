#include "muster/engine/resolution.hpp"

#include "muster/engine/env.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster {

std::string Env::recorded_line(const Roster& /*roster*/,
                               const std::vector<std::string_view>& commands,
                               std::string_view who) const {
    for (auto it = history.rbegin(); it != history.rend(); ++it) {
        const bool command =
            std::find(commands.begin(), commands.end(), it->command) != commands.end();
        if (command && std::find(it->names.begin(), it->names.end(), who) != it->names.end()) {
            return it->line;
        }
    }
    return {};
}

void FixedEnv::finish_dice() const {
    if (const auto* scripted = dynamic_cast<const dice::ScriptedSource*>(&m_dice)) {
        scripted->finish();
    }
}

std::string dice_text(const std::vector<dice::Throw>& dice) {
    std::string out;
    for (const auto& d : dice) {
        if (!out.empty()) {
            out += ", ";
        }
        out += d.purpose.empty() ? fmt::format("{} ({})", d.value, d.die)
                                 : fmt::format("{} ({}, {})", d.value, d.die, d.purpose);
    }
    return out;
}

Resolution nothing_due(Resolution resolution, const Env& env, std::string text, std::string brief) {
    env.finish_dice();
    resolution.text.push_back(std::move(text));
    resolution.brief = std::move(brief);
    resolution.result["tests"] = nlohmann::json::array();
    return resolution;
}

void add_odds_table(Resolution& resolution, dice::Distribution distribution, std::string heading) {
    resolution.odds.push_back(
        {std::move(distribution), std::move(heading), resolution.text.size()});
}

std::string brief_line(const std::string& brief, std::optional<int> turn) {
    return turn ? fmt::format("t{} {}", *turn, brief) : brief;
}

std::string brief_with_dice(const std::string& brief, const std::vector<dice::Throw>& dice) {
    if (dice.empty()) {
        return brief;
    }
    std::string values;
    for (const auto& d : dice) {
        values += fmt::format("{}{}", values.empty() ? "" : ",", d.value);
    }
    return fmt::format("{} [dice {}]", brief, values);
}

Resolution start_resolution(std::string command, std::string_view rules) {
    Resolution report;
    report.command = std::move(command);
    report.rules = std::string(rules);
    return report;
}

void add_steps(Resolution& report, const std::vector<std::string>& steps) {
    for (const auto& step : steps) {
        report.text.push_back("  " + step);
    }
    report.steps.insert(report.steps.end(), steps.begin(), steps.end());
}

void finish_resolution(Resolution& report, Env& env, const std::vector<std::string>& steps,
                       std::string_view heading) {
    if (env.explain()) {
        if (!heading.empty()) {
            report.text.emplace_back(heading);
        }
        add_steps(report, steps);
    }
    env.finish_dice();
    report.dice = env.dice().thrown();
}

} // namespace muster
