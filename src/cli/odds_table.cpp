#include "cli/odds_table.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster::cli {

namespace {
/// Rows below this probability print as 0.0000% and are left out of the text table.
constexpr double k_shown_probability = 0.5e-6;
constexpr int k_min_bar = 10;
} // namespace

std::string percent(double p) {
    return fmt::format("{:.4f}%", p * 100.0);
}

double mean(const dice::Distribution& dist) {
    double m = 0.0;
    for (const auto& [x, p] : dist) {
        m += static_cast<double>(x) * p;
    }
    return m;
}

nlohmann::json distribution_json(const dice::Distribution& dist) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& [x, p] : dist) {
        out.push_back({x, p});
    }
    return out;
}

std::vector<std::string> odds_table(const dice::Distribution& dist, const Globals& globals,
                                    const std::string& outcome_heading) {
    std::vector<std::string> lines;
    double top = 0.0;
    std::size_t value_width = outcome_heading.size();
    for (const auto& [x, p] : dist) {
        top = std::max(top, p);
        value_width = std::max(value_width, fmt::format("{}", x).size());
    }
    const std::string header = fmt::format("{:>{}}  {:>9}  {:>9}  {:>9}", outcome_heading,
                                           value_width, "P(=x)", "P(>=x)", "P(<=x)");
    lines.push_back(header);
    const int bar_room = std::max(k_min_bar, globals.width - static_cast<int>(header.size()) - 3);
    const char* block = globals.color ? "\u2588" : "#";

    double below = 0.0;
    double total = 0.0;
    for (const auto& [x, p] : dist) {
        total += p;
    }
    std::size_t hidden = 0;
    for (const auto& [x, p] : dist) {
        const double at_most = below + p;
        const double at_least = total - below;
        below = at_most;
        if (p < k_shown_probability) {
            ++hidden;
            continue;
        }
        // The epsilon keeps exact halves (1/36 of 39 columns) from rounding by floating-point
        // noise.
        const auto bar_length = static_cast<int>(p / top * bar_room + 0.5 + 1e-9);
        std::string bar;
        for (int i = 0; i < bar_length; ++i) {
            bar += block;
        }
        lines.push_back(fmt::format("{:>{}}  {:>9}  {:>9}  {:>9}  {}", x, value_width, percent(p),
                                    percent(std::min(at_least, 1.0)),
                                    percent(std::min(at_most, 1.0)), bar));
    }
    if (hidden > 0) {
        lines.push_back(
            fmt::format("({} outcomes under 0.0001% each not shown; --json lists all)", hidden));
    }
    return lines;
}

} // namespace muster::cli
