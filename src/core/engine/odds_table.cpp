#include "muster/engine/odds_table.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster {

namespace {
/// A table longer than this folds its tails.
constexpr std::size_t k_fold_above_rows = 16;
/// Each folded tail holds at most this much probability (first what prints as "<0.1%"; then
/// more, until the table has at most k_max_rows rows).
constexpr double k_fold_tails[] = {0.0005, 0.005, 0.02, 0.05};
constexpr std::size_t k_max_rows = 30;
constexpr int k_min_bar = 10;
/// Probabilities this close to 0 or 1 are floating-point noise, not a chance.
constexpr double k_certain = 1e-12;
} // namespace

std::string percent(double p) {
    if (p <= k_certain) {
        return "0%";
    }
    if (p >= 1.0 - k_certain) {
        return "100%";
    }
    if (p < 0.0005) {
        return "<0.1%";
    }
    if (p >= 0.9995) {
        return ">99.9%";
    }
    return fmt::format("{:.1f}%", p * 100.0);
}

double mean(const dice::Distribution& dist) {
    double m = 0.0;
    for (const auto& [x, p] : dist) {
        m += static_cast<double>(x) * p;
    }
    return m;
}

double p_at_least(const dice::Distribution& dist, long long at_least) {
    double p = 0.0;
    for (const auto& [x, q] : dist) {
        p += x >= at_least ? q : 0.0;
    }
    return std::min(p, 1.0);
}

nlohmann::json distribution_json(const dice::Distribution& dist) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& [x, p] : dist) {
        out.push_back({x, p});
    }
    return out;
}

std::vector<std::string> odds_table(const dice::Distribution& dist, const Env& env,
                                    const std::string& outcome_heading) {
    double total = 0.0;
    for (const auto& [x, p] : dist) {
        total += p;
    }
    // The rows shown are [first, last]; the tails outside fold into one line each.
    std::size_t first = 0;
    std::size_t last = dist.empty() ? 0 : dist.size() - 1;
    for (const double tail : k_fold_tails) {
        if (dist.size() <= k_fold_above_rows ||
            (tail != k_fold_tails[0] && last - first < k_max_rows)) {
            break;
        }
        first = 0;
        last = dist.size() - 1;
        double low = 0.0;
        while (first < last && low + dist[first].second < tail) {
            low += dist[first++].second;
        }
        double high = 0.0;
        while (last > first && high + dist[last].second < tail) {
            high += dist[last--].second;
        }
    }
    const bool fold_low = first > 1;
    const bool fold_high = !dist.empty() && last + 2 < dist.size();
    if (!fold_low) {
        first = 0;
    }
    if (!fold_high && !dist.empty()) {
        last = dist.size() - 1;
    }

    double top = 0.0;
    std::size_t value_width = outcome_heading.size();
    for (std::size_t i = first; i <= last && i < dist.size(); ++i) {
        top = std::max(top, dist[i].second);
        value_width = std::max(value_width, fmt::format("{}", dist[i].first).size());
    }
    if (fold_low) {
        value_width = std::max(value_width, fmt::format("<={}", dist[first - 1].first).size());
    }
    if (fold_high) {
        value_width = std::max(value_width, fmt::format(">={}", dist[last + 1].first).size());
    }
    std::vector<std::string> lines;
    const std::string header = fmt::format("{:>{}}  {:>7}  {:>7}  {:>7}", outcome_heading,
                                           value_width, "P(=x)", "P(>=x)", "P(<=x)");
    lines.push_back(header);
    const int bar_room = std::max(k_min_bar, env.width() - static_cast<int>(header.size()) - 3);
    const char* block = env.color() ? "\u2588" : "#";

    double below = 0.0;
    for (std::size_t i = 0; i < first; ++i) {
        below += dist[i].second;
    }
    if (fold_low) {
        lines.push_back(fmt::format("{:>{}}  {:>7}  {:>7}  {:>7}",
                                    fmt::format("<={}", dist[first - 1].first), value_width,
                                    percent(below), "", percent(std::min(below, 1.0))));
    }
    for (std::size_t i = first; i <= last && i < dist.size(); ++i) {
        const auto& [x, p] = dist[i];
        const double at_most = below + p;
        const double at_least = total - below;
        below = at_most;
        // The epsilon keeps exact halves (1/36 of 39 columns) from rounding by floating-point
        // noise.
        const auto bar_length = static_cast<int>(p / top * bar_room + 0.5 + 1e-9);
        std::string bar;
        for (int k = 0; k < bar_length; ++k) {
            bar += block;
        }
        lines.push_back(fmt::format("{:>{}}  {:>7}  {:>7}  {:>7}  {}", x, value_width, percent(p),
                                    percent(std::min(at_least, 1.0)),
                                    percent(std::min(at_most, 1.0)), bar));
    }
    if (fold_high) {
        const double rest = std::max(0.0, total - below);
        lines.push_back(fmt::format("{:>{}}  {:>7}  {:>7}",
                                    fmt::format(">={}", dist[last + 1].first), value_width,
                                    percent(rest), percent(rest)));
    }
    return lines;
}

Headline& Headline::chance(std::string what, double p) {
    std::string text = percent(p);
    m_items.push_back({std::move(what), std::move(text), {{"p", p}}});
    return *this;
}

Headline& Headline::number(std::string what, double value) {
    std::string text = fmt::format("{:.1f}", value);
    m_items.push_back({std::move(what), std::move(text), {{"value", value}}});
    return *this;
}

Headline& Headline::words(std::string what, std::string text, nlohmann::json value) {
    m_items.push_back({std::move(what), std::move(text), {{"value", std::move(value)}}});
    return *this;
}

std::string Headline::text() const {
    std::string out;
    for (const auto& item : m_items) {
        out += fmt::format("{}{}: {}", out.empty() ? "" : "   ", item.what, item.text);
    }
    return out;
}

nlohmann::json Headline::json() const {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& item : m_items) {
        nlohmann::json j = item.json;
        j["what"] = item.what;
        j["text"] = item.text;
        out.push_back(j);
    }
    return out;
}

std::string lead_with(Resolution& report, const Headline& headline) {
    report.text.insert(report.text.begin(), headline.text());
    report.result["headline"] = headline.json();
    return headline.text();
}

} // namespace muster
