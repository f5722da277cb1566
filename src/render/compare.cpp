#include "muster/render/compare.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <string>
#include <vector>

namespace muster::render {

namespace {

/// "verdict: highest WHAT: choice 1, 44.4% (choice 2 18.5%)", or that every choice gives the
/// same, or that they answer different questions.
std::string verdict_line(const std::optional<Verdict>& verdict,
                         const std::vector<Choice>& choices) {
    const auto open =
        std::ranges::count_if(choices, [](const Choice& c) { return c.refused.empty(); });
    const bool any_refused = open < static_cast<std::ptrdiff_t>(choices.size());
    if (!verdict && open == 1) {
        const auto only =
            std::ranges::find_if(choices, [](const Choice& c) { return c.refused.empty(); });
        return fmt::format("verdict: only choice {} can be taken (the others are refused)",
                           only - choices.begin() + 1);
    }
    if (!verdict) {
        return "verdict: the choices answer different questions; compare the lines above";
    }
    const auto text_of = [](const std::optional<std::string>& text) {
        return text ? *text : std::string("refused");
    };
    if (!verdict->best) {
        const auto first =
            std::ranges::find_if(verdict->texts, [](const auto& t) { return t.has_value(); });
        return fmt::format("verdict: every choice {}gives the same {}: {}",
                           any_refused ? "not refused " : "", verdict->what, text_of(*first));
    }
    const std::size_t best = *verdict->best;
    std::vector<std::string> others;
    for (std::size_t i = 0; i < verdict->texts.size(); ++i) {
        if (i != best) {
            others.push_back(fmt::format("choice {} {}", i + 1, text_of(verdict->texts[i])));
        }
    }
    return fmt::format("verdict: highest {}: choice {}, {} ({})", verdict->what, best + 1,
                       text_of(verdict->texts[best]), fmt::join(others, ", "));
}

} // namespace

Output compare_report(const Comparison& comparison) {
    Output report;
    report.command = "compare";
    const auto& choices = comparison.choices;
    report.text.push_back(
        fmt::format("compare: {} choices, each exact against the current roster", choices.size()));
    for (std::size_t i = 0; i < choices.size(); ++i) {
        report.text.push_back(fmt::format("  {}: {}", i + 1, choices[i].command));
        if (!choices[i].refused.empty()) {
            report.text.push_back(fmt::format("     refused: {}", choices[i].refused));
        }
    }
    std::size_t label_width = 0;
    std::size_t column_width = 8;
    for (const auto& row : comparison.rows) {
        label_width = std::max(label_width, row.what.size());
        for (const auto& text : row.texts) {
            column_width = std::max(column_width, text ? text->size() : 0);
        }
    }
    std::string header = fmt::format("  {:<{}}", "", label_width);
    for (std::size_t i = 0; i < choices.size(); ++i) {
        header += fmt::format("  {:>{}}", i + 1, column_width);
    }
    report.text.push_back(header);
    for (const auto& row : comparison.rows) {
        std::string line = fmt::format("  {:<{}}", row.what, label_width);
        for (const auto& text : row.texts) {
            line += fmt::format("  {:>{}}", text ? *text : std::string("-"), column_width);
        }
        report.text.push_back(line);
    }
    const std::string verdict = verdict_line(comparison.verdict, choices);
    report.text.push_back(verdict);
    report.result = comparison_json(comparison);
    report.brief = fmt::format("compare {} choices: {}", choices.size(), verdict);
    return report;
}

} // namespace muster::render
