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

/// The verdict on `what` when every choice worked out gives it as a number (a refused choice
/// has no value and is never the best).
std::optional<Verdict> verdict_on(const std::vector<Choice>& choices, const std::string& what) {
    std::vector<std::pair<double, std::size_t>> values; // value, choice
    Verdict verdict{what, std::nullopt, {}};
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const Choice& c = choices[i];
        if (!c.refused.empty()) {
            verdict.texts.emplace_back(std::nullopt);
            continue;
        }
        const auto* item = item_of(c, what);
        if (item == nullptr) {
            return std::nullopt;
        }
        const auto& number = item->contains("p") ? item->at("p") : item->at("value");
        if (!number.is_number()) {
            return std::nullopt;
        }
        values.emplace_back(number.get<double>(), i);
        verdict.texts.emplace_back(item->at("text").get<std::string>());
    }
    if (values.empty()) {
        return std::nullopt;
    }
    const bool all_equal = std::ranges::all_of(
        values, [&](const auto& v) { return std::abs(v.first - values.front().first) <= 1e-12; });
    if (!all_equal || values.size() == 1) { // one choice left to take is the best one
        verdict.best =
            std::ranges::max_element(values, {}, [](const auto& v) { return v.first; })->second;
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
            {{"command", c.command},
             {"headline", headline_of(c)},
             {"result", c.result},
             {"refused", c.refused.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.refused)}});
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
