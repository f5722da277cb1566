#include "muster/engine/odds_table.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster {

namespace {
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
    for (auto& table : report.odds) {
        ++table.before_line;
    }
    report.result["headline"] = headline.json();
    return headline.text();
}

} // namespace muster
