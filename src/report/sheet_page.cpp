#include "muster/report/html.hpp"
#include "muster/roster/format.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster::battle_report {

namespace {

constexpr std::string_view k_sheet_css = R"(
.cards { display: grid; align-items: start; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: .7rem; }
.card { border: 1.5px solid var(--ink); border-radius: 6px; padding: .5rem .65rem; background: #fff;
  break-inside: avoid; border-top-width: 6px; }
.card h3 { margin: 0; font: 600 1.05rem/1.25 "DejaVu Serif", Georgia, serif; overflow-wrap: anywhere; }
.card .type { color: var(--muted); font-size: .8rem; }
.state { display: flex; flex-wrap: wrap; gap: .2rem; margin: .3rem 0; }
.state span { font-size: .72rem; border: 1px solid var(--rule); border-radius: 3px; padding: 0 .25rem; }
.state .alert { border-color: #8e5a00; color: #8e5a00; font-weight: 600; }
.state .gone { border-color: #b3261e; background: #b3261e; color: #fff; font-weight: 600; }
.stands { display: flex; flex-wrap: wrap; gap: .3rem; margin: .35rem 0; }
.stand { display: flex; flex-wrap: wrap; gap: 2px; padding: 2px; border: 1px solid #bbb;
  border-radius: 3px; max-width: 100%; }
.fig { width: 9px; height: 9px; border: 1.3px solid #444; border-radius: 50%; }
.fig.k { background: #b3261e; border-color: #b3261e; border-radius: 1px; }
.fig.w { background: #f2b705; border-color: #8e5a00; }
.stand.gone { border-style: dashed; border-color: #b3261e; }
.nums { font-size: .78rem; color: #333; margin: 0; }
.marks { font-size: .85rem; margin: .2rem 0 .8rem; }
.marks .fig { display: inline-block; vertical-align: -1px; margin: 0 .2rem 0 .6rem; }
@media print { .card { border-width: 1px; border-top-width: 4px; } }
)";

std::string shown_key(std::string key) {
    std::replace(key.begin(), key.end(), '_', ' ');
    return key;
}

/// The state marks beside the name: destroyed when no stand is left able to act (UE-ROSTER-4),
/// then every key set but the counts shown by the figures, with falling back and retreating
/// standing out (UE-MORALE-4, FW-RALLY-3).
std::string state_marks(const Unit& unit, const Derived& d, const RuleBook& book) {
    std::string out;
    if (d.stands_left == 0) { // FW: every stand out of action (FW-PIECE-2)
        out = fmt::format("<span class=\"gone\">{}</span>", book.gone_word());
    }
    for (const auto& field : unit_fields(unit, book.rules())) {
        if (field.is_default || field.always || field.key == "side") {
            continue; // the side is on the card's second line
        }
        out += fmt::format("<span{}>{}</span>", field.alert ? " class=\"alert\"" : "",
                           escape_html(field_words(field)));
    }
    return out.empty() ? out : "<div class=\"state\">" + out + "</div>";
}

/// One mark per figure, grouped by stand: killed or dead first, then wounded (markers fill
/// stands in order, FW-PIECE-2), then unhurt; a stand with no figure left is drawn dashed.
std::string figure_marks(const Unit& unit, const Derived& d) {
    std::string out = "<div class=\"stands\">";
    int figure = 0;
    for (int stand = 0; stand < unit.stands; ++stand) {
        std::string figs;
        int alive = 0;
        for (int k = 0; k < d.figures_per_stand; ++k, ++figure) {
            const bool killed = figure < d.killed_figures;
            const bool wounded = !killed && figure < d.killed_figures + d.wounded_figures;
            alive += killed || wounded ? 0 : 1;
            figs += killed    ? "<i class=\"fig k\"></i>"
                    : wounded ? "<i class=\"fig w\"></i>"
                              : "<i class=\"fig\"></i>";
        }
        out += fmt::format("<div class=\"stand{}\">{}</div>", alive == 0 ? " gone" : "", figs);
    }
    return out + "</div>";
}

std::string numbers(const Unit& unit, const Derived& d, const RuleBook& book) {
    std::vector<std::string> parts;
    for (const auto& [words, count] : book.counts(unit)) {
        parts.push_back(fmt::format("{} <b>{}</b>", escape_html(words), count));
    }
    parts.push_back(fmt::format("stands lost <b>{} of {}</b>", d.stands_lost, unit.stands));
    for (const auto& [key, value] : d.extra) {
        parts.push_back(
            fmt::format("{} {}", escape_html(shown_key(key)), escape_html(shown_value(value))));
    }
    std::string out;
    for (const auto& p : parts) {
        out += (out.empty() ? "" : " &middot; ") + p;
    }
    return "<p class=\"nums\">" + out + "</p>";
}

/// A sheet's bytes: a figure's mark (`<i class="fig"></i>`), a stand's box and a card with its
/// numbers; then its time and memory, measured on the reference machine (release build): 600
/// cards of 1,000 stands, 49 MB, took 0.22 s and 4.7 MB written a card at a time (built whole
/// before, 1,000 of them took 3.05 s and 247 MB). What is held is one card.
constexpr double k_bytes_per_figure = 20;
constexpr double k_bytes_per_stand = 27;
constexpr double k_bytes_per_card = 500;
constexpr double k_seconds_per_byte = 5e-9;
constexpr double k_memory_per_byte = 3;

} // namespace

Cost sheet_cost(const Roster& roster, const RuleBook& book,
                const std::optional<std::string>& side) {
    double bytes = 4096; // the head and its style sheet
    double largest = 0;
    for (const auto& unit : roster.units) {
        if (!side || unit.side == *side) {
            const double stands = unit.stands;
            const double card =
                k_bytes_per_card + stands * k_bytes_per_stand +
                stands * book.derive(unit, roster).figures_per_stand * k_bytes_per_figure;
            bytes += card;
            largest = std::max(largest, card);
        }
    }
    return {bytes * k_seconds_per_byte, largest * k_memory_per_byte, bytes};
}

void write_sheet_html(const Roster& roster, const RuleBook& book,
                      const std::optional<std::string>& side,
                      const std::function<void(std::string_view)>& write) {
    std::vector<std::string> sides;
    for (const auto& unit : roster.units) {
        if (std::find(sides.begin(), sides.end(), unit.side) == sides.end()) {
            sides.push_back(unit.side);
        }
    }
    const auto title = roster.title.empty() ? std::string("Roster") : roster.title;
    write(html_page_head(title + " - roster sheet", k_sheet_css));
    write(fmt::format("<h1>{}</h1>\n<p class=\"sub\">{} &middot; turn {}{}</p>\n",
                      escape_html(title), roster.rules, roster.turn,
                      side ? " &middot; side " + escape_html(side_label(*side)) : ""));
    const auto marks = book.figure_marks();
    write(fmt::format(
        "<p class=\"marks\">One mark per figure, grouped by stand:<i class=\"fig "
        "k\"></i>{}{}<i class=\"fig\"></i>{}</p>\n",
        escape_html(marks.lost),
        marks.wounded.empty() ? "" : "<i class=\"fig w\"></i>" + escape_html(marks.wounded),
        escape_html(marks.unhurt)));
    write("<div class=\"cards\">\n");
    int shown = 0;
    for (const auto& unit : roster.units) {
        if (side && unit.side != *side) {
            continue;
        }
        ++shown;
        const auto index = static_cast<std::size_t>(
            std::find(sides.begin(), sides.end(), unit.side) - sides.begin());
        const Derived d = book.derive(unit, roster);
        write(fmt::format("<div class=\"card\" data-unit=\"{0}\" style=\"border-top-color:{1}\">"
                          "<h3>{0}</h3><div class=\"type\">{2} &middot; {3}</div>{4}{5}{6}</div>\n",
                          escape_html(unit.name), side_colour(index), escape_html(unit.type),
                          escape_html(side_label(unit.side)), state_marks(unit, d, book),
                          figure_marks(unit, d), numbers(unit, d, book)));
    }
    write("</div>\n");
    if (shown == 0) {
        write("<p class=\"note\">No units.</p>\n");
    }
    write(k_page_end);
}

std::string sheet_html(const Roster& roster, const RuleBook& book,
                       const std::optional<std::string>& side) {
    std::string page;
    write_sheet_html(roster, book, side, [&](std::string_view piece) { page += piece; });
    return page;
}

} // namespace muster::battle_report
