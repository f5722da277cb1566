#include "muster/report/html.hpp"
#include "muster/report/svg.hpp"
#include "muster/text/text.hpp"

#include <cmath>
#include <fmt/format.h>

namespace muster::battle_report {

namespace {

constexpr std::string_view k_report_css = R"(
.headline { display: flex; flex-wrap: wrap; gap: .5rem 2rem; margin: .5rem 0 1rem; }
.chart { width: 100%; height: auto; display: block; }
.chart .grid { stroke: #e4ded0; stroke-width: 1; }
.chart .ytick { font-size: 11px; fill: #666; text-anchor: end; }
.chart .xtick, .chart .axis { font-size: 11px; fill: #666; text-anchor: middle; }
.chart polyline { fill: none; stroke-width: 2.5; stroke-linejoin: round; }
.chart polyline.dashed { stroke-dasharray: 6 4; }
.chart .threshold { stroke-width: 1.5; stroke-dasharray: 2 4; }
.chart .tlabel { font-size: 11px; }
.chart .guide { stroke: #999; stroke-dasharray: 1 3; }
.chart circle.badge { fill: #222; }
.chart text.badge { fill: #fff; font-size: 10px; font-weight: 600; text-anchor: middle; }
.chart .elabel { font-size: 11px; fill: #222; }
.legend { font-size: .85rem; color: #444; margin: .3rem 0; }
.legend > span { margin-right: 1.2rem; white-space: nowrap; }
.legend .key { display: inline-block; width: 1.6em; border-top: 3px solid; margin-right: .4em;
  vertical-align: middle; }
.legend .key.dashed { border-top-style: dashed; }
ol.events { font-size: .9rem; padding-left: 0; list-style: none; columns: 2; margin: .4rem 0; }
ol.events li { break-inside: avoid; margin-bottom: .15rem; }
.num { display: inline-block; min-width: 1.4em; padding: 0 .3em; border-radius: .7em;
  background: #222; color: #fff; font-size: .75rem; text-align: center; font-weight: 600; }
.luck .good { color: #2e7d32; } .luck .bad { color: #b3261e; }
.timeline { display: flex; flex-wrap: wrap; gap: .2rem .35rem; }
.turn { border: 1px solid var(--rule); border-radius: 4px; padding: 0 .3rem; font-size: .8rem;
  background: #fff; }
.turn b { color: var(--muted); font-weight: 600; margin-right: .2rem; }
.ev-fired { color: #1f4e8c; } .ev-hit { color: #b3261e; } .ev-tested { color: #6a3d9a; }
.ev-fell_back { color: #8e5a00; font-weight: 600; } .ev-rallied { color: #2e7d32; }
.ev-fought { color: #222; font-weight: 600; } .ev-gone { color: #fff; background: #b3261e;
  padding: 0 .2rem; border-radius: 3px; } .ev-recovered { color: #00796b; }
.removed { color: var(--muted); }
table.histories td:first-child { width: 13rem; }
ol.log { font: .8rem/1.4 "DejaVu Sans Mono", monospace; padding-left: 0; list-style: none; }
ol.log li { white-space: pre-wrap; overflow-wrap: anywhere; }
ol.log del { color: #999; }
ol.log .skipped { color: #8e5a00; }
ol.log .undo { color: #999; font-style: italic; }
@media print { ol.log { columns: 2; font-size: 7.5pt; } .chart { max-height: 95mm; } }
)";

std::string_view kind_class(EventKind kind) {
    switch (kind) {
    case EventKind::fired:
        return "fired";
    case EventKind::hit:
        return "hit";
    case EventKind::tested:
        return "tested";
    case EventKind::fell_back:
        return "fell_back";
    case EventKind::rallied:
        return "rallied";
    case EventKind::fought:
        return "fought";
    case EventKind::gone:
        return "gone";
    case EventKind::recovered:
        return "recovered";
    case EventKind::joined:
    case EventKind::removed:
    case EventKind::moved:
    case EventKind::changed:
        break;
    }
    return "other";
}

std::string swatch(std::size_t index) {
    return fmt::format(R"(<span class="swatch" style="background:{}"></span>)", side_colour(index));
}

std::size_t side_index(const GameModel& model, const std::string& side) {
    for (std::size_t i = 0; i < model.sides.size(); ++i) {
        if (model.sides[i] == side) {
            return i;
        }
    }
    return model.sides.size();
}

std::string percent(double part, double whole) {
    return whole <= 0 ? std::string("-") : fmt::format("{:.1f}%", 100.0 * part / whole);
}

/// UE-ARMY-1: where an army stands against its line (the killed at which it tests: the rule
/// book's share of its men, 25%).
std::string army_state(const SideTotals& t, long long killed, double share,
                       const ArmyWords& words) {
    const auto line = static_cast<long long>(std::ceil(static_cast<double>(t.men) * share));
    if (t.army_test) {
        return fmt::format("past its {:g}% line ({}): {}", 100.0 * share, text::plural(line, "man"),
                           words.past);
    }
    return fmt::format("{} short of its {:g}% line ({})", text::plural(line - killed, "man"),
                       100.0 * share, text::plural(line, "man"));
}

std::string headline(const GameModel& model) {
    std::string out = "<section id=\"headline\">\n<h2>The battle</h2>\n";
    if (!model.battle_end.empty()) {
        out += fmt::format("<p class=\"result\">{}</p>\n", escape_html(model.battle_end));
    }
    out += "<table class=\"sides\">\n";
    // The rule book's words: the side's strength, each of its counts, its stands off the table
    // and its units gone; a rule set with an army morale rule counts its strength in the army's
    // men, each count beside its share of them, and draws each army's line.
    const bool army = model.army_rule;
    const auto column = [](const std::string& words) {
        return fmt::format("<th class=\"n\">{}</th>", escape_html(words));
    };
    out += "<tr><th>side</th>" + column("units") + column(model.strength_word);
    for (const auto& word : model.count_words) {
        out += column(word);
    }
    out += column(model.headline_words.stands) + column(model.headline_words.gone);
    out += army ? fmt::format("<th>{}</th></tr>\n", escape_html(model.army_words.heading))
                : std::string("</tr>\n");
    for (const auto& t : model.now) {
        const auto name =
            fmt::format("{}{}", swatch(side_index(model, t.side)), escape_html(side_label(t.side)));
        const long long strength = army ? t.men : t.figures;
        out += fmt::format("<tr data-side=\"{}\"><td>{}</td><td class=\"n\">{}</td><td "
                           "class=\"n\">{}</td>",
                           escape_html(t.side), name, t.units, strength);
        for (const auto& word : model.count_words) {
            const long long n = t.count(word);
            out += army ? fmt::format("<td class=\"n\">{} ({})</td>", n,
                                      percent(static_cast<double>(n), static_cast<double>(t.men)))
                        : fmt::format("<td class=\"n\">{}</td>", n);
        }
        out += fmt::format("<td class=\"n\">{} of {}</td><td class=\"n\">{}</td>", t.stands_lost,
                           t.stands, t.destroyed);
        if (army) {
            const long long first = model.count_words.empty() ? 0 : t.count(model.count_words[0]);
            out += fmt::format("<td>{}</td>",
                               !model.army_morale ? model.army_words.off
                               : t.side.empty()
                                   ? "-"
                                   : army_state(t, first, model.army_share, model.army_words));
        }
        out += "</tr>\n";
    }
    return out + "</table>\n</section>\n";
}

std::string luck_section(const GameModel& model) {
    std::string out = "<section id=\"luck\" class=\"luck\">\n<h2>Dice luck</h2>\n";
    if (model.luck.empty()) {
        return out +
               "<p class=\"note\">No dice were thrown in the journal's changes.</p>\n</section>\n";
    }
    out += "<table>\n<tr><th>side</th><th>die</th><th class=\"n\">thrown</th><th "
           "class=\"n\">mean</th><th class=\"n\">expected</th><th class=\"n\">difference</th>"
           "<th>tests passed</th><th>dice from</th></tr>\n";
    for (const auto& l : model.luck) {
        const auto index = side_index(model, l.side);
        const auto side =
            l.side.empty() ? std::string("not one side's") : swatch(index) + escape_html(l.side);
        std::string tests = "-";
        if (l.tests > 0) {
            tests = fmt::format("{} of {} ({}), expected {:.1f} ({})", l.passed, l.tests,
                                percent(l.passed, l.tests), l.expected_passes,
                                percent(l.expected_passes, l.tests));
        }
        std::string sources;
        for (const auto& [source, n] : l.sources) {
            sources += fmt::format("{}{} {}", sources.empty() ? "" : ", ", escape_html(source), n);
        }
        if (l.sources.size() == 1) {
            sources = escape_html(l.sources.front().first); // all of one kind: no count needed
        }
        bool first = true;
        for (const auto& d : l.dice) {
            const double diff = d.mean() - d.expected_mean;
            out += fmt::format("<tr data-side=\"{}\" data-die=\"{}\"><td>{}</td><td>{}</td><td "
                               "class=\"n\">{}</td><td class=\"n\">{:.2f}</td><td "
                               "class=\"n\">{:.2f}</td><td class=\"n "
                               "{}\">{:+.2f}</td><td>{}</td><td>{}</td></tr>\n",
                               escape_html(l.side), escape_html(d.die), first ? side : "",
                               escape_html(d.die), d.count, d.mean(), d.expected_mean,
                               diff >= 0 ? "good" : "bad", diff, first ? tests : "",
                               first ? sources : "");
            first = false;
        }
        if (l.dice.empty()) {
            out += fmt::format("<tr><td>{}</td><td>-</td><td></td><td></td><td></td><td></"
                               "td><td>{}</td><td></td></tr>\n",
                               side, tests);
        }
    }
    out += "</table>\n";
    out += model.outcomes_recorded
               ? "<p class=\"note\">Tests passed against the exact chance of passing each test "
                 "had before its dice were thrown. Undone changes are not counted.</p>\n"
               : "<p class=\"note\">Test outcomes were not recorded in this journal (it is older "
                 "than the game record): only the dice themselves are compared with their "
                 "means. Undone changes are not counted.</p>\n";
    return out + "</section>\n";
}

std::string histories(const GameModel& model) {
    std::string out = "<section id=\"units\">\n<h2>Unit histories</h2>\n<table "
                      "class=\"histories\">\n<tr><th>unit</th><th>by turn</th></tr>\n";
    for (const auto& u : model.units) {
        std::string timeline;
        std::size_t i = 0;
        while (i < u.events.size()) {
            const int turn = u.events[i].turn;
            std::string events;
            for (; i < u.events.size() && u.events[i].turn == turn; ++i) {
                events +=
                    fmt::format("{}<span class=\"ev-{}\">{}</span>", events.empty() ? "" : ", ",
                                kind_class(u.events[i].kind), escape_html(u.events[i].text));
            }
            timeline += fmt::format("<span class=\"turn\"><b>t{}</b>{}</span>", turn, events);
        }
        out += fmt::format(
            "<tr class=\"unit{}\" data-unit=\"{}\"><td>{}<b>{}</b><br><span "
            "class=\"note\">{}{}</span></td>"
            "<td><div class=\"timeline\">{}</div></td></tr>\n",
            u.on_roster ? "" : " removed", escape_html(u.name), swatch(side_index(model, u.side)),
            escape_html(u.name), escape_html(u.type), u.on_roster ? "" : ", removed",
            timeline.empty() ? "<span class=\"note\">nothing recorded</span>" : timeline);
    }
    return out + "</table>\n</section>\n";
}

std::string log_section(const GameModel& model) {
    std::string out = "<section id=\"log\">\n<h2>Turn by turn</h2>\n";
    if (model.log.empty()) {
        return out + "<p class=\"note\">The journal is empty.</p>\n</section>\n";
    }
    out += "<ol class=\"log\">\n";
    for (const auto& line : model.log) {
        auto text = escape_html(line.text);
        for (std::size_t i = 0; i < line.skipped.size(); ++i) {
            text +=
                fmt::format("{}{}", i == 0 ? "<span class=\"skipped\"> &mdash; skipped: " : "; ",
                            escape_html(line.skipped[i]));
        }
        text += line.skipped.empty() ? "" : "</span>";
        out += line.undone ? fmt::format("<li class=\"undone\"><del>{}</del> (undone)</li>\n", text)
               : line.is_undo ? fmt::format("<li class=\"undo\">{}</li>\n", text)
                              : fmt::format("<li>{}</li>\n", text);
    }
    return out + "</ol>\n</section>\n";
}

} // namespace

std::string report_html(const GameModel& model) {
    const auto title = model.title.empty() ? std::string("Battle report") : model.title;
    std::string body = fmt::format("<h1>{}</h1>\n", escape_html(title));
    const int last = model.points.back().turn;
    const auto covers =
        model.log.empty() ? std::string("the journal is empty")
        : last == model.first_turn
            ? fmt::format("the journal covers turn {}", last)
            : fmt::format("the journal covers turns {}&ndash;{}", model.first_turn, last);
    body += fmt::format("<p class=\"sub\">{} &middot; turn {} &middot; {} &middot; {}{}</p>\n",
                        model.rules, model.turn, covers, text::plural(model.changes, "change"),
                        model.undone == 0 ? "" : fmt::format(" ({} undone)", model.undone));
    if (!model.history_note.empty()) {
        body += fmt::format("<p class=\"note\">Note: {}.</p>\n", escape_html(model.history_note));
    }
    if (model.untyped > 0) {
        body += fmt::format(
            "<p class=\"note\">Note: {} change{} of an older journal (version 1, before events) "
            "show{} losses and states only: not who fired, fought, moved or scouted, nor who won "
            "a melee.</p>\n",
            model.untyped, model.untyped == 1 ? "" : "s", model.untyped == 1 ? "s" : "");
    }
    if (model.damaged > 0) {
        body += fmt::format("<p class=\"note\">Note: {} skipped.</p>\n",
                            text::plural(model.damaged, "damaged journal line"));
    }
    body += headline(model);
    body += "<section id=\"chart\">\n<h2>Casualties by turn</h2>\n";
    body += casualty_chart(model);
    body += key_event_list(model);
    body += "</section>\n";
    body += luck_section(model);
    body += histories(model);
    body += log_section(model);
    return html_page(title + " - battle report", body, k_report_css);
}

} // namespace muster::battle_report
