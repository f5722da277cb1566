// Odds tables drawn to the terminal (docs/before-the-dice.md): the engine gives the
// distribution, render the rows, their folded tails and the bars.
#include "muster/render/odds.hpp"

#include "muster/engine/odds_table.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster::render {

namespace {
/// A table longer than this folds its tails.
constexpr std::size_t k_fold_above_rows = 16;
/// Each folded tail holds at most this much probability (first what prints as "<0.1%"; then
/// more, until the table has at most k_max_rows rows).
constexpr double k_fold_tails[] = {0.0005, 0.005, 0.02, 0.05};
constexpr std::size_t k_max_rows = 30;
constexpr int k_min_bar = 10;

} // namespace

std::vector<std::string> odds_lines(const OddsTable& table, int width, bool color) {
    const dice::Distribution& dist = table.distribution;
    const std::string& outcome_heading = table.heading;
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
    const int bar_room = std::max(k_min_bar, width - static_cast<int>(header.size()) - 3);
    const char* block = color ? "\u2588" : "#";

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

} // namespace muster::render
