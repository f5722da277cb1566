// The roster as a Morschauser sheet (`muster show`): figure marks, numbers, or JSON of each unit.
#include "muster/render/sheet.hpp"

#include "muster/engine/record.hpp"
#include "muster/engine/unit_json.hpp"
#include "muster/render/changes.hpp"
#include "muster/render/output.hpp"
#include "muster/roster/format.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <fmt/color.h>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <ostream>

namespace muster::render {

namespace {

/// The Morschauser sheet's marks (UE-ROSTER-1, FW-PIECE-2).
constexpr char k_mark_killed = 'x';
constexpr char k_mark_wounded = 'o';
constexpr char k_mark_alive = '.';
/// Sheet lines are indented this much under the unit's name.
constexpr std::size_t k_indent = 2;

/// Colour on a terminal (docs/at-the-table.md, `--no-color`): what a player must see at a glance.
const fmt::text_style k_style_killed = fmt::fg(fmt::terminal_color::red);
const fmt::text_style k_style_wounded = fmt::fg(fmt::terminal_color::yellow);
const fmt::text_style k_style_lost = fmt::fg(fmt::terminal_color::red) | fmt::emphasis::bold;
const fmt::text_style k_style_moving = fmt::fg(fmt::terminal_color::magenta) | fmt::emphasis::bold;
const fmt::text_style k_style_name = fmt::emphasis::bold;

/// A sheet line with its runs of killed and wounded marks coloured.
std::string paint_marks(std::string_view line) {
    std::string out;
    std::size_t i = 0;
    while (i < line.size()) {
        const char c = line[i];
        std::size_t end = i;
        while (end < line.size() && line[end] == c) {
            ++end;
        }
        const auto run = line.substr(i, end - i);
        if (c == k_mark_killed) {
            out += fmt::format(k_style_killed, "{}", run);
        } else if (c == k_mark_wounded) {
            out += fmt::format(k_style_wounded, "{}", run);
        } else {
            out += run;
        }
        i = end;
    }
    return out;
}

/// `line` with the first `part` in it drawn in `style`.
std::string paint_part(std::string line, std::string_view part, const fmt::text_style& style) {
    if (const auto at = line.find(part); at != std::string::npos && !part.empty()) {
        line.replace(at, part.size(), fmt::format(style, "{}", part));
    }
    return line;
}

/// One mark per figure, grouped by stand, wrapped at stand boundaries to fit `width`: dead or
/// killed figures first, then wounded ones (markers fill stands in order, FW-PIECE-2).
std::vector<std::string> figure_marks(const Unit& unit, const Derived& d, int width) {
    std::vector<std::string> groups;
    int figure = 0;
    for (int stand = 0; stand < unit.stands; ++stand) {
        std::string group;
        for (int k = 0; k < d.figures_per_stand; ++k, ++figure) {
            group += figure < d.killed_figures                       ? k_mark_killed
                     : figure < d.killed_figures + d.wounded_figures ? k_mark_wounded
                                                                     : k_mark_alive;
        }
        groups.push_back(std::move(group));
    }
    return wrap_items(groups, " ", width);
}

std::string_view trim_right(std::string_view text) {
    while (!text.empty() && text.back() == ' ') {
        text.remove_suffix(1);
    }
    return text;
}

/// The state keys beside the name, in words: everything set but the counts shown below it;
/// falling back and retreating stand out in colour.
std::string state_text(const Unit& unit, std::string_view rules, bool colour) {
    std::vector<std::string> state;
    for (const auto& field : unit_fields(unit, rules)) {
        if (field.is_default || field.always) {
            continue;
        }
        auto text = field_words(field);
        if (colour && (field.key == "falling-back" || field.key == "retreating")) {
            text = fmt::format(k_style_moving, "{}", text);
        }
        state.push_back(std::move(text));
    }
    return fmt::format("{}", fmt::join(state, "  "));
}

std::vector<std::string> numbers_lines(const Unit& unit, const Derived& d, const RuleBook& book,
                                       int width) {
    return wrap_items(book.sheet_numbers(unit, d), ", ", width);
}

/// A derived value as JSON: a number, a boolean, or text, as the rule set typed it.
nlohmann::json derived_value(const Derived::Value& value) {
    return std::visit([](const auto& v) { return nlohmann::json(v); }, value);
}

/// Each stand's state, stand 1 first (issue 27: which stands are out of action, as data), in the
/// rule book's words (RuleBook::stand_states).
nlohmann::json stand_states(const Unit& unit, const Derived& d, const RuleBook& book) {
    nlohmann::json states = nlohmann::json::array();
    for (const auto& [count, state] : book.stand_states(unit, d)) {
        for (long long i = 0; i < count && std::ssize(states) < unit.stands; ++i) {
            states.push_back(state);
        }
    }
    return states;
}

nlohmann::json unit_sheet_json(const Unit& unit, const Derived& d, const RuleBook& book) {
    auto json = unit_json(unit, book.rules());
    json["class"] = d.klass;
    json["kind"] = d.kind;
    json["die"] = d.die;
    json["figures_per_stand"] = d.figures_per_stand;
    json["figures"] = d.figures;
    json["killed_figures"] = d.killed_figures;
    json["wounded_figures"] = d.wounded_figures;
    // Every count of stands beside the roster's `stands`, named `stands_` + what they count
    // (issue 39: `stands` is a number everywhere, as in `changes`), the same keys in both rule
    // sets where they mean the same: lost and left, and the book's own counts (FW: gone, out of
    // action, able, ready); `stand_states` each stand's state.
    json["stands_lost"] = d.stands_lost;
    json["stands_left"] = d.stands_left;
    for (const auto& [key, value] : d.extra) {
        json[key] = derived_value(value);
    }
    json["stand_states"] = stand_states(unit, d, book);
    return json;
}

std::string house_rule_text(std::string_view word, const HouseRule& rule) {
    std::vector<std::string> keys;
    keys.reserve(rule.keys.size());
    for (const auto& [key, value] : rule.keys) {
        keys.push_back(fmt::format("{}={}", key, value));
    }
    return fmt::format("house rule: {} {} {}", word, rule.name, fmt::join(keys, " "));
}

/// The sheet as JSON, streamed one unit at a time (a 100,000-unit roster is never one document
/// in memory), keys in the order nlohmann::json sorts them, so the bytes are those of one dump.
void write_sheet_json(const Sheet& sheet, const Style& style, std::ostream& out) {
    const Roster& roster = sheet.roster;
    Output envelope;
    envelope.command = "show";
    envelope.rules = std::string(roster.rules);
    envelope.turn = roster.turn;
    add_roster_fields(envelope, roster, sheet.book);
    envelope.result = {{"title", roster.title}};
    if (auto battle = battle_json(roster, sheet.book); !battle.is_null()) {
        envelope.result["battle"] = std::move(battle);
    }
    const auto frame = json_frame(envelope, style, "units");
    out << frame.head;
    for (std::size_t i = 0; i < sheet.units.size(); ++i) {
        const Unit& unit = *sheet.units[i];
        out << (i == 0 ? "" : ",")
            << json_line(unit_sheet_json(unit, sheet.book.derive(unit, roster), sheet.book));
    }
    out << frame.tail;
}

} // namespace

Cost sheet_cost(const Sheet& sheet, const Style& style) {
    // A figure's mark and a stand's space, two columns of indent and a newline a wrapped line,
    // a unit's name and numbers; measured on the reference machine (release build): 5,000 units
    // of 1,000 stands, 21 MB of text, took 0.29 s and 7.5 MB, written a line at a time (drawn
    // whole before, 100,000 of them took 26.5 s and 1.02 GB). What is held is one unit's lines.
    constexpr double k_bytes_per_unit = 150;
    constexpr double k_seconds_per_byte = 1.4e-8;
    constexpr double k_memory_per_byte = 2.4;
    if (style.format == Format::json) {
        return {};
    }
    double bytes = 1024;
    double largest = 0;
    for (const Unit* unit : sheet.units) {
        const double stands = unit->stands;
        const double marks =
            stands * (sheet.book.derive(*unit, sheet.roster).figures_per_stand + 1);
        const double drawn = k_bytes_per_unit + marks * (1.0 + 3.0 / std::max(style.width - 2, 1));
        bytes += drawn;
        largest = std::max(largest, drawn);
    }
    return {bytes * k_seconds_per_byte, largest * k_memory_per_byte, bytes};
}

void render_sheet(const Sheet& sheet, const Style& style, std::ostream& out) {
    if (style.format == Format::json) {
        write_sheet_json(sheet, style, out);
        return;
    }
    const bool colour = style.color && style.format == Format::text;
    const Roster& roster = sheet.roster;
    const RuleBook& book = sheet.book;
    const auto rules = std::string(roster.rules);
    // The text is written a line at a time as it is drawn, never held whole (issue 20: 100,000
    // units took 1 GB); its colour codes are muster's own, names are escaped below. --brief is
    // one line of every unit's stands.
    const bool text = style.format == Format::text;
    const auto line = [&](std::string_view drawn) {
        if (text) {
            out << drawn << '\n';
        }
    };
    line(fmt::format("{}{}, {} {}", roster.title.empty() ? "" : text::escaped(roster.title) + " - ",
                     rules, period_word(roster.rules), roster.turn));
    std::vector<std::string> shown_options;
    for (const auto& [key, value] : sheet.options) {
        shown_options.push_back(fmt::format("{} {}", key, value));
    }
    line(fmt::format("options: {}", fmt::join(shown_options, ", ")));
    if (const auto end = book.battle_end(roster)) {
        line(text::escaped(end->words));
    }
    for (const auto& rule : roster.types) {
        line(text::escaped(house_rule_text("type", rule)));
    }
    for (const auto& rule : roster.tables) {
        line(text::escaped(house_rule_text("table", rule)));
    }
    const auto legend = book.figure_marks();
    line(fmt::format("marks: one per figure, x {}, {}. {}; grouped by stand", legend.lost,
                     legend.wounded.empty() ? "" : fmt::format("o {}, ", legend.wounded),
                     legend.unhurt));
    std::vector<std::string> brief;
    for (const Unit* unit : sheet.units) {
        const Derived d = book.derive(*unit, roster);
        const auto name = text::escaped(unit->name);
        if (!text) {
            brief.push_back(fmt::format("{} {}/{} stands", name, d.stands_left, unit->stands));
            continue;
        }
        line("");
        const auto state = state_text(*unit, roster.rules, colour);
        line(fmt::format("{}  {}{}{}", colour ? fmt::format(k_style_name, "{}", name) : name,
                         unit->type, state.empty() ? "" : "  ", state));
        for (const auto& marks : figure_marks(*unit, d, style.width)) {
            line(colour ? paint_marks(marks) : marks);
        }
        // In red what is off the table, in the rule set's words.
        const std::string lost = book.lost_text(*unit, d);
        for (auto& numbers : numbers_lines(*unit, d, book, style.width)) {
            line(colour ? paint_part(std::move(numbers), lost, k_style_lost) : numbers);
        }
    }
    if (!text) {
        Output report;
        report.command = "show";
        report.rules = rules;
        report.brief = fmt::format("{} {}: {}", period_word(roster.rules), roster.turn,
                                   fmt::join(brief, ", "));
        render(report, style, out);
    }
}

std::vector<std::string> wrap_items(const std::vector<std::string>& items, std::string_view sep,
                                    int width) {
    const std::string indent(k_indent, ' ');
    std::vector<std::string> lines{indent};
    std::size_t columns = indent.size(); // the last line's display width (text::display_width)
    for (std::size_t i = 0; i < items.size(); ++i) {
        const bool last = i + 1 == items.size();
        const std::string item = items[i] + (last ? "" : std::string(trim_right(sep)));
        const std::size_t item_columns = text::display_width(item);
        auto& line = lines.back();
        const bool empty = line.size() == indent.size();
        if (!empty && columns + 1 + item_columns > static_cast<std::size_t>(width)) {
            lines.push_back(indent + item);
            columns = indent.size() + item_columns;
        } else {
            line += (empty ? "" : " ") + item;
            columns += (empty ? 0 : 1) + item_columns;
        }
    }
    return lines;
}

} // namespace muster::render
