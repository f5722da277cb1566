// `muster compare` as a report: the choices' headline numbers side by side, and a verdict.
#include "muster/render/compare.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace muster::render {

namespace {

/// A choice's headline items (none when its command has no headline).
const nlohmann::json& headline_of(const Choice& choice) {
    static const nlohmann::json none = nlohmann::json::array();
    const auto found = choice.result.find("headline");
    return found != choice.result.end() && found->is_array() ? *found : none;
}

/// The headline items of every choice, by name, in order of first appearance.
std::vector<std::string> item_names(const std::vector<Choice>& choices) {
    std::vector<std::string> names;
    for (const auto& c : choices) {
        for (const auto& item : headline_of(c)) {
            const auto what = item.at("what").get<std::string>();
            if (std::ranges::find(names, what) == names.end()) {
                names.push_back(what);
            }
        }
    }
    return names;
}

const nlohmann::json* item_of(const Choice& choice, const std::string& what) {
    for (const auto& item : headline_of(choice)) {
        if (item.at("what") == what) {
            return &item;
        }
    }
    return nullptr;
}

/// The verdict on the first headline item every choice has as a number: which choice gives
/// the most of it.
std::pair<std::string, nlohmann::json> verdict(const std::vector<Choice>& choices,
                                               const std::vector<std::string>& names) {
    for (const auto& what : names) {
        std::vector<double> values;
        std::vector<std::string> texts;
        for (const auto& c : choices) {
            const auto* item = item_of(c, what);
            if (item == nullptr) {
                break;
            }
            const auto& number = item->contains("p") ? item->at("p") : item->at("value");
            if (!number.is_number()) {
                break;
            }
            values.push_back(number.get<double>());
            texts.push_back(item->at("text").get<std::string>());
        }
        if (values.size() != choices.size()) {
            continue;
        }
        const auto best = std::ranges::max_element(values) - values.begin();
        const bool all_equal = std::ranges::all_of(
            values, [&](double v) { return std::abs(v - values.front()) <= 1e-12; });
        std::string others;
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (static_cast<std::ptrdiff_t>(i) != best) {
                others +=
                    fmt::format("{}choice {} {}", others.empty() ? "" : ", ", i + 1, texts[i]);
            }
        }
        const std::string text =
            all_equal
                ? fmt::format("verdict: every choice gives the same {}: {}", what, texts.front())
                : fmt::format("verdict: highest {}: choice {}, {} ({})", what, best + 1,
                              texts[static_cast<std::size_t>(best)], others);
        return {text,
                {{"what", what},
                 {"best", all_equal ? nlohmann::json(nullptr) : nlohmann::json(best + 1)}}};
    }
    return {"verdict: the choices answer different questions; compare the lines above", nullptr};
}

} // namespace

Report compare_report(const std::vector<Choice>& choices) {
    Report report;
    report.command = "compare";
    const auto names = item_names(choices);
    report.text.push_back(
        fmt::format("compare: {} choices, each exact against the current roster", choices.size()));
    for (std::size_t i = 0; i < choices.size(); ++i) {
        report.text.push_back(fmt::format("  {}: {}", i + 1, choices[i].command));
    }
    std::size_t label_width = 0;
    std::size_t column_width = 8;
    for (const auto& what : names) {
        label_width = std::max(label_width, what.size());
        for (const auto& c : choices) {
            if (const auto* item = item_of(c, what)) {
                column_width = std::max(column_width, item->at("text").get<std::string>().size());
            }
        }
    }
    std::string header = fmt::format("  {:<{}}", "", label_width);
    for (std::size_t i = 0; i < choices.size(); ++i) {
        header += fmt::format("  {:>{}}", i + 1, column_width);
    }
    report.text.push_back(header);
    for (const auto& what : names) {
        std::string row = fmt::format("  {:<{}}", what, label_width);
        for (const auto& c : choices) {
            const auto* item = item_of(c, what);
            row +=
                fmt::format("  {:>{}}", item == nullptr ? "-" : item->at("text").get<std::string>(),
                            column_width);
        }
        report.text.push_back(row);
    }
    auto [verdict_text, verdict_json] = verdict(choices, names);
    report.text.push_back(verdict_text);
    nlohmann::json out = nlohmann::json::array();
    for (const auto& c : choices) {
        out.push_back({{"command", c.command}, {"headline", headline_of(c)}, {"result", c.result}});
    }
    report.result = {{"choices", out}, {"verdict", verdict_json}};
    report.brief = fmt::format("compare {} choices: {}", choices.size(), verdict_text);
    return report;
}

} // namespace muster::render
