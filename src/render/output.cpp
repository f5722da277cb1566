// Renders a report as text, one brief line or one JSON object (docs/scripting.md and the README's
// "Exit status").
#include "muster/render/output.hpp"

#include "muster/engine/record.hpp"
#include "muster/engine/unit_json.hpp"
#include "muster/render/changes.hpp"
#include "muster/render/odds.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <ostream>

namespace muster::render {

namespace {

/// A roll's lines are its dice (`2d6: [3 5] = 8`): they need no dice line or `[dice]`.
bool shows_its_dice(const Output& report) {
    return report.command == "roll";
}

/// The brief line with the dice it used (brief_with_dice), unless it shows them itself.
std::string brief_of(const Output& report) {
    return shows_its_dice(report) ? report.brief : brief_with_dice(report.brief, report.dice);
}

/// A probability as every output gives it: within [0, 1]. An exact chance summed in floating
/// point may come out a hair over 1 (1.0000000000000002) or under 0: rounded into the bound,
/// never the bound widened (issue 39).
double bounded(double p) {
    return std::clamp(p, 0.0, 1.0);
}

/// Whether `key` holds a number's distribution, [value, probability] pairs (or, by party, an
/// object of them: `loss_distribution`).
bool holds_pairs(const std::string& key) {
    return key.ends_with("distribution") || key.ends_with("_at_contact") || key == "distance";
}

void bound_pairs(nlohmann::json& pairs) {
    if (pairs.is_object()) {
        for (auto& [party, inner] : pairs.items()) {
            bound_pairs(inner);
        }
        return;
    }
    if (!pairs.is_array()) {
        return;
    }
    for (auto& pair : pairs) {
        if (pair.is_array() && pair.size() == 2 && pair[1].is_number_float()) {
            pair[1] = bounded(pair[1].get<double>());
        }
    }
}

} // namespace

void bound_probabilities(nlohmann::json& json) {
    if (json.is_array()) {
        for (auto& item : json) {
            bound_probabilities(item);
        }
        return;
    }
    if (!json.is_object()) {
        return;
    }
    for (auto& [key, value] : json.items()) {
        if ((key == "p" || key.starts_with("p_")) && value.is_number_float()) {
            value = bounded(value.get<double>());
        } else if (holds_pairs(key)) {
            bound_pairs(value);
        } else {
            bound_probabilities(value);
        }
    }
}

void add_roster_fields(Output& report, const Roster& roster, const RuleBook& book) {
    report.owed = owed_list_json(book.owed(roster));
    report.options = nlohmann::json::object();
    for (const auto& [key, values] : book.option_values()) {
        const auto set = roster.options.find(key);
        report.options[snake_case(key)] = set != roster.options.end() ? set->second
                                          : values.empty()            ? std::string()
                                                                      : values.front();
    }
    report.provisional = book.provisional();
}

nlohmann::json battle_json(const Roster& roster, const RuleBook& book) {
    const auto end = book.battle_end(roster);
    if (!end) {
        return nullptr;
    }
    return {{"period", end->period},
            {"retreated", end->retreated},
            {"winners", end->winners},
            {"draw", end->draw},
            {"words", end->words}};
}

nlohmann::json dice_json(const std::vector<dice::Throw>& thrown, std::string_view source) {
    // "seeded 7" in the journal's `source`: each die says only `seeded`
    const auto word = source.substr(0, source.find(' '));
    nlohmann::json dice = nlohmann::json::array();
    for (const auto& d : thrown) {
        nlohmann::json die = {{"die", d.die}, {"value", d.value}, {"for", d.purpose}};
        if (!word.empty()) {
            die["source"] = word;
        }
        dice.push_back(std::move(die));
    }
    return dice;
}

nlohmann::json output_json(const Output& report, const Style& style) {
    const auto dice = dice_json(report.dice, style.dice_source);
    auto result = report.result;
    bound_probabilities(result);
    auto events = events_json(report.events);
    bound_probabilities(events);
    nlohmann::json out = {
        {"schema", k_json_schema},
        {"command", report.command},
        {"rules", report.rules.empty() ? nlohmann::json(nullptr) : nlohmann::json(report.rules)},
        {"turn", report.turn ? nlohmann::json(*report.turn) : nlohmann::json(nullptr)},
        {"brief", report.brief.empty()
                      ? nlohmann::json(nullptr)
                      : nlohmann::json(brief_line(brief_of(report),
                                                  report.kept ? report.turn : std::nullopt))},
        {"options", report.options},
        {"provisional", report.provisional},
        {"dice", dice},
        {"result", result},
        {"changes", unit_changes(report.deltas, report.rules)},
        {"events", events},
        {"table", report.table},
        {"owed", report.owed},
        {"dry_run", style.dry_run}};
    if (!report.steps.empty()) {
        out["explain"] = report.steps;
    }
    if (style.script_line) {
        out["line"] = *style.script_line;
    }
    return out;
}

JsonFrame json_frame(Output report, const Style& style, const std::string& key) {
    // A sentinel no text muster prints can hold (names and journal text refuse control
    // characters): the array is written in its place.
    const std::string sentinel = "\x01" + key + "\x01";
    const std::string escaped = "\"\\u0001" + key + "\\u0001\"";
    report.result[key] = sentinel;
    const std::string whole = json_line(output_json(report, style));
    const auto at = whole.find(escaped);
    return {whole.substr(0, at) + '[', ']' + whole.substr(at + escaped.size()) + '\n'};
}

std::string json_line(const nlohmann::json& json) {
    const std::string dumped = json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    // The dump is valid UTF-8 (invalid bytes replaced), its C0 controls already escaped. The C1
    // controls (U+009B is a terminal's CSI), the line separators and the invisible and bidi
    // characters are escaped too (issue 20), as \u009b or a surrogate pair: JSON means the
    // same, and a terminal or an editor showing the line cannot be steered. They occur only
    // inside strings, so escaping them anywhere in the dump is safe.
    std::string out;
    out.reserve(dumped.size());
    const auto wide = [](char c) { return static_cast<unsigned char>(c) >= 0x80; };
    const auto escape = [&out](char32_t c, std::string_view bytes) {
        if (c == text::k_not_utf8 ||
            (!text::is_control(c) && !text::is_invisible(c) && c != 0x2028 && c != 0x2029)) {
            out += bytes;
        } else if (c < 0x10000) {
            out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
        } else {
            const auto v = static_cast<unsigned>(c) - 0x10000;
            out += fmt::format("\\u{:04x}\\u{:04x}", 0xD800 + (v >> 10), 0xDC00 + (v & 0x3FF));
        }
    };
    // ASCII (most of the dump) as the dump wrote it, in runs; each run of other characters
    // walked by the text part's decoder.
    for (auto at = dumped.begin(); at != dumped.end();) {
        const auto first_wide = std::find_if(at, dumped.end(), wide);
        out.append(at, first_wide);
        at = std::find_if_not(first_wide, dumped.end(), wide);
        text::for_each_code_point(std::string_view(first_wide, at), escape);
    }
    return out;
}

void render(const Output& report, const Style& style, std::ostream& out) {
    switch (style.format) {
    case Format::json:
        out << json_line(output_json(report, style)) << '\n';
        return;
    case Format::brief:
        // A dry run's line must not pass for a resolution that was saved (in game notes).
        out << text::escaped(brief_line(brief_of(report), report.kept ? report.turn : std::nullopt))
            << (style.dry_run && report.turn ? " (dry run)" : "") << '\n';
        return;
    case Format::text:
        break;
    }
    // Every line is escaped: no byte from outside reaches the terminal raw.
    auto table = report.odds.begin();
    for (std::size_t line = 0; line <= report.text.size(); ++line) {
        for (; table != report.odds.end() && table->before_line <= line; ++table) {
            for (const auto& row : odds_lines(*table, style.width, style.color)) {
                out << "  " << text::escaped(row) << '\n';
            }
        }
        if (line < report.text.size()) {
            out << text::escaped(report.text[line]) << '\n';
        }
    }
    if (!report.dice.empty() && !shows_its_dice(report)) {
        fmt::print(out, "dice: {}\n", dice_text(report.dice));
    }
    if (!report.table.empty()) {
        out << "On the table:\n";
        for (const auto& action : report.table) {
            fmt::print(out, "  - {}\n", text::escaped(action));
        }
    }
}

} // namespace muster::render
