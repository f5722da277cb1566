#include "muster/report/svg.hpp"

#include "muster/report/html.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace muster::battle_report {

namespace {

/// The chart's geometry, in SVG user units (the page scales it to its width).
constexpr double k_width = 760;
constexpr double k_height = 330;
constexpr double k_left = 64;
constexpr double k_right = 20;
constexpr double k_top = 44;    ///< room above the plot for the key-event badges
constexpr double k_bottom = 40; ///< room below for the turn labels
constexpr int k_y_ticks = 5;
constexpr int k_max_x_labels = 12;
constexpr std::size_t k_max_label_chars = 26;
/// A key event's words: about this wide per character at 11px, this far from its badge.
constexpr double k_label_char_width = 6.2;
constexpr double k_badge_room = 11;
/// Beyond this many points, smaller dots (a 200-turn game).
constexpr std::size_t k_many_points = 60;

/// UE-ARMY-1: the killed at which an army starts to test (the book's share of its starting
/// men, 25%).
double army_line(const SideTotals& side, double share) {
    return static_cast<double>(side.men) * share;
}

/// A round top for the y axis: 1, 2 or 5 times a power of ten per tick.
double nice_max(double value) {
    if (value <= 0) {
        return k_y_ticks;
    }
    const double raw = value / k_y_ticks;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double step : {1.0, 2.0, 5.0, 10.0}) {
        if (step * power >= raw) {
            return step * power * k_y_ticks;
        }
    }
    return value;
}

std::string point_label(const TurnPoint& p) {
    return p.start ? std::string("start") : fmt::format("{}", p.turn);
}

std::string shorten(const std::string& text) {
    if (text::length(text) <= k_max_label_chars) {
        return text;
    }
    return std::string(text::prefix(text, k_max_label_chars - 1)) + "\xE2\x80\xA6"; // …
}

/// The chart's words of a series' count, as its rule book declares them (RuleBook::chart_words).
ChartWords series_words(const GameModel& model, const ChartSeries& s) {
    for (std::size_t w = 0; w < model.count_words.size() && w < model.chart_words.size(); ++w) {
        if (model.count_words[w] == s.name) {
            return model.chart_words[w];
        }
    }
    return {s.name, "{n} of {of}"};
}

std::string series_caption(const GameModel& model, const ChartSeries& s) {
    return fmt::format("{}: {}", side_label(model.sides[s.side]), series_words(model, s).caption);
}

/// A count in a tooltip: "300 men of 1,800 (16.7%)", "1 of 12 figures (8.3%)".
std::string point_words(const GameModel& model, const ChartSeries& s, std::size_t i) {
    return fmt::format("{} ({:.1f}%)",
                       fmt::format(fmt::runtime(series_words(model, s).point),
                                   fmt::arg("n", s.values[i]), fmt::arg("of", s.strength[i])),
                       s.shares[i]);
}

} // namespace

std::vector<ChartSeries> chart_series(const GameModel& model) {
    std::vector<ChartSeries> series;
    const bool ue = model.army_rule;
    for (std::size_t s = 0; s < model.sides.size(); ++s) {
        const auto line = [&](std::string name, bool dashed, auto field) {
            ChartSeries c{s, std::move(name), dashed, {}, {}, {}};
            for (const auto& p : model.points) {
                const SideTotals& t = p.sides[s];
                const long long strength = ue ? t.men : t.figures;
                c.values.push_back(field(t));
                c.strength.push_back(strength);
                c.shares.push_back(strength <= 0 ? 0.0
                                                 : 100.0 * static_cast<double>(field(t)) /
                                                       static_cast<double>(strength));
            }
            return c;
        };
        // One line per count of the rule book (UE: killed; FW: markers, then dead dashed).
        const auto& words = model.count_words;
        for (std::size_t w = 0; w < words.size(); ++w) {
            series.push_back(
                line(words[w], w > 0, [&](const SideTotals& t) { return t.count(words[w]); }));
        }
    }
    return series;
}

std::string casualty_chart(const GameModel& model) {
    const auto series = chart_series(model);
    const bool threshold = model.army_morale;
    // Percent of each side's strength: the army lines all sit at the book's share (UE-ARMY-1:
    // 25%).
    const double army_share = 100.0 * model.army_share;
    double top_value = threshold ? army_share : 0;
    for (const auto& s : series) {
        for (const auto v : s.shares) {
            top_value = std::max(top_value, v);
        }
    }
    const double ymax = std::min(100.0, nice_max(top_value));
    const double plot_w = k_width - k_left - k_right;
    const double plot_h = k_height - k_top - k_bottom;
    const double bottom = k_height - k_bottom;
    const std::size_t n = model.points.size();
    const auto x_at = [&](std::size_t i) {
        return n < 2 ? k_left + plot_w / 2
                     : k_left + plot_w * static_cast<double>(i) / static_cast<double>(n - 1);
    };
    const auto y_at = [&](double v) { return bottom - plot_h * v / ymax; };

    std::string svg = fmt::format(
        "<svg id=\"casualties\" class=\"chart\" viewBox=\"0 0 {} {}\" role=\"img\" "
        "aria-label=\"casualties by turn\" data-ymax=\"{}\" data-top=\"{}\" data-bottom=\"{}\">\n",
        k_width, k_height, ymax, k_top, bottom);
    for (int t = 0; t <= k_y_ticks; ++t) {
        const double v = ymax * t / k_y_ticks;
        svg += fmt::format("<line class=\"grid\" x1=\"{}\" x2=\"{}\" y1=\"{:.1f}\" y2=\"{:.1f}\"/>"
                           "<text class=\"ytick\" x=\"{}\" y=\"{:.1f}\">{}%</text>\n",
                           k_left, k_width - k_right, y_at(v), y_at(v), k_left - 6, y_at(v) + 4, v);
    }
    const std::size_t label_every =
        std::max<std::size_t>(1, (n + k_max_x_labels - 1) / k_max_x_labels);
    for (std::size_t i = 0; i < n; ++i) {
        if (i % label_every == 0 || i + 1 == n) {
            svg += fmt::format("<text class=\"xtick\" x=\"{:.1f}\" y=\"{}\">{}</text>\n", x_at(i),
                               bottom + 16, point_label(model.points[i]));
        }
    }
    svg += fmt::format("<text class=\"axis\" x=\"{}\" y=\"{}\">turn</text>\n", k_left + plot_w / 2,
                       k_height - 4);
    svg += fmt::format("<text class=\"axis\" x=\"{}\" y=\"{}\" text-anchor=\"start\">losses, % of "
                       "each side's starting {}</text>\n",
                       4, k_top - 30, model.strength_word);
    if (threshold) {
        for (std::size_t s = 0; s < model.sides.size(); ++s) {
            const auto& side = model.points.back().sides[s];
            if (side.men == 0) {
                continue;
            }
            const double y = y_at(army_share);
            svg += fmt::format(
                "<line class=\"threshold\" data-side=\"{0}\" data-value=\"{1}\" "
                "data-share=\"{8}\" x1=\"{2}\" x2=\"{3}\" y1=\"{4:.1f}\" y2=\"{4:.1f}\" "
                "stroke=\"{5}\"><title>{0}: {8:g}% of {9} men</title></line>"
                "<text class=\"tlabel\" x=\"{7}\" y=\"{6:.1f}\" fill=\"{5}\">{0} {8:g}% line "
                "({10})</text>\n",
                escape_html(side_label(side.side)), army_line(side, model.army_share), k_left,
                k_width - k_right, y, side_colour(s), y - 4 - 12.0 * static_cast<double>(s),
                k_left + 4, army_share, side.men, escape_html(model.army_words.rule));
        }
    }
    // Key events: a dotted guide and a numbered badge at the turn, words where there is room
    // (right of the badge, or left of it near the right edge; never over another label).
    int badge = 0;
    double free_from = 0; // the first x no label covers yet
    for (std::size_t i = 0; i < n; ++i) {
        const auto& p = model.points[i];
        if (p.key_events.empty()) {
            continue;
        }
        ++badge;
        const double x = x_at(i);
        svg += fmt::format("<g class=\"event\" data-turn=\"{}\"><title>turn {}: {}</title>"
                           "<line class=\"guide\" x1=\"{:.1f}\" x2=\"{:.1f}\" y1=\"{}\" y2=\"{}\"/>"
                           "<circle class=\"badge\" cx=\"{:.1f}\" cy=\"{}\" r=\"8\"/>"
                           "<text class=\"badge\" x=\"{:.1f}\" y=\"{}\">{}</text>",
                           p.turn, p.turn, escape_html(p.key_events.front()), x, x, k_top - 8,
                           bottom, x, k_top - 16, x, k_top - 12, badge);
        const auto label = shorten(p.key_events.front());
        const double width = k_label_char_width * static_cast<double>(text::display_width(label));
        const bool left = x + k_badge_room + width > k_width;
        const double from = left ? x - k_badge_room - width : x + k_badge_room;
        if (from >= free_from) {
            svg += fmt::format(R"(<text class="elabel" x="{:.1f}" y="{}"{}>{}</text>)",
                               left ? x - k_badge_room : x + k_badge_room, k_top - 12,
                               left ? " text-anchor=\"end\"" : "", escape_html(label));
            free_from = from + width + k_badge_room * 2;
        } else {
            free_from = std::max(free_from, x + k_badge_room);
        }
        svg += "</g>\n";
    }
    for (const auto& s : series) {
        std::string path;
        for (std::size_t i = 0; i < n; ++i) {
            path += fmt::format("{}{:.1f},{:.1f}", i == 0 ? "" : " ", x_at(i), y_at(s.shares[i]));
        }
        const auto colour = side_colour(s.side);
        const auto side = escape_html(model.sides[s.side]);
        svg += fmt::format("<polyline class=\"line{}\" data-side=\"{}\" data-series=\"{}\" "
                           "stroke=\"{}\" points=\"{}\"/>\n",
                           s.dashed ? " dashed" : "", side, s.name, colour, path);
        for (std::size_t i = 0; i < n; ++i) {
            const auto& p = model.points[i];
            svg += fmt::format(
                "<circle class=\"pt\" data-side=\"{}\" data-series=\"{}\" data-turn=\"{}\" "
                "data-value=\"{}\" data-share=\"{:.4f}\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{}\" "
                "fill=\"{}\"><title>{}, {}: {}</title></circle>\n",
                side, s.name, point_label(p), s.values[i], s.shares[i], x_at(i), y_at(s.shares[i]),
                n > k_many_points ? 1.5 : 3, colour, escape_html(series_caption(model, s)),
                p.start ? "at the start" : fmt::format("end of turn {}", p.turn),
                point_words(model, s, i));
        }
    }
    svg += "</svg>\n<p class=\"legend\">";
    for (const auto& s : series) {
        svg += fmt::format(R"(<span><span class="key{}" style="border-color:{}"></span>{}</span> )",
                           s.dashed ? " dashed" : "", side_colour(s.side),
                           escape_html(series_caption(model, s)));
    }
    svg += "</p>\n";
    return svg;
}

std::string key_event_list(const GameModel& model) {
    std::string out;
    int badge = 0;
    for (const auto& p : model.points) {
        if (p.key_events.empty()) {
            continue;
        }
        ++badge;
        std::string events;
        for (const auto& e : p.key_events) {
            events += (events.empty() ? "" : "; ") + escape_html(e);
        }
        out += fmt::format("<li><span class=\"num\">{}</span> turn {}: {}</li>\n", badge, p.turn,
                           events);
    }
    return out.empty() ? std::string("<p class=\"note\">No unit broke, fell back, was destroyed "
                                     "or won a melee.</p>\n")
                       : "<ol class=\"events\">\n" + out + "</ol>\n";
}

} // namespace muster::battle_report
