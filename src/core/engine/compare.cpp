#include "muster/engine/compare.hpp"

#include <algorithm>
#include <cmath>

namespace muster {

namespace {

/// A choice's headline items (none when its command has no headline).
const nlohmann::json& headline_of(const Choice& choice) {
    static const nlohmann::json none = nlohmann::json::array();
    const auto found = choice.result.find("headline");
    return found != choice.result.end() && found->is_array() ? *found : none;
}

const nlohmann::json* item_of(const Choice& choice, const std::string& what) {
    for (const auto& item : headline_of(choice)) {
        if (item.at("what") == what) {
            return &item;
        }
    }
    return nullptr;
}

/// The verdict on `what` when every choice gives it as a number.
std::optional<Verdict> verdict_on(const std::vector<Choice>& choices, const std::string& what) {
    std::vector<double> values;
    Verdict verdict{what, std::nullopt, {}};
    for (const auto& c : choices) {
        const auto* item = item_of(c, what);
        if (item == nullptr) {
            return std::nullopt;
        }
        const auto& number = item->contains("p") ? item->at("p") : item->at("value");
        if (!number.is_number()) {
            return std::nullopt;
        }
        values.push_back(number.get<double>());
        verdict.texts.push_back(item->at("text").get<std::string>());
    }
    const bool all_equal = std::ranges::all_of(
        values, [&](double v) { return std::abs(v - values.front()) <= 1e-12; });
    if (!all_equal) {
        verdict.best = static_cast<std::size_t>(std::ranges::max_element(values) - values.begin());
    }
    return verdict;
}

} // namespace

Comparison compare(std::vector<Choice> choices) {
    Comparison out;
    out.choices = std::move(choices);
    for (const auto& c : out.choices) {
        for (const auto& item : headline_of(c)) {
            const auto what = item.at("what").get<std::string>();
            if (std::ranges::none_of(out.rows, [&](const auto& row) { return row.what == what; })) {
                out.rows.push_back({what, {}});
            }
        }
    }
    for (auto& row : out.rows) {
        for (const auto& c : out.choices) {
            const auto* item = item_of(c, row.what);
            row.texts.push_back(item == nullptr
                                    ? std::nullopt
                                    : std::optional(item->at("text").get<std::string>()));
        }
    }
    for (const auto& row : out.rows) {
        if ((out.verdict = verdict_on(out.choices, row.what))) {
            break;
        }
    }
    return out;
}

nlohmann::json comparison_json(const Comparison& comparison) {
    nlohmann::json choices = nlohmann::json::array();
    for (const auto& c : comparison.choices) {
        choices.push_back(
            {{"command", c.command}, {"headline", headline_of(c)}, {"result", c.result}});
    }
    nlohmann::json verdict = nullptr;
    if (comparison.verdict) {
        const auto& v = *comparison.verdict;
        verdict = {{"what", v.what},
                   {"best", v.best ? nlohmann::json(*v.best + 1) : nlohmann::json(nullptr)}};
    }
    return {{"choices", choices}, {"verdict", verdict}};
}

} // namespace muster
