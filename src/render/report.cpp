// Renders a report as text, one brief line or one JSON object (DESIGN.md, "Output contract").
#include "muster/render/report.hpp"

#include "muster/roster/text.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <ostream>

namespace muster::render {

nlohmann::json report_json(const Report& report) {
    nlohmann::json dice = nlohmann::json::array();
    for (const auto& d : report.dice) {
        dice.push_back({{"die", d.die}, {"value", d.value}, {"for", d.purpose}});
    }
    return {
        {"schema", 1},
        {"command", report.command},
        {"rules", report.rules.empty() ? nlohmann::json(nullptr) : nlohmann::json(report.rules)},
        {"dice", dice},
        {"result", report.result},
        {"changes", report.changes},
        {"table", report.table}};
}

std::string json_line(const nlohmann::json& json) {
    return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void render(const Report& report, const Style& style, std::ostream& out) {
    switch (style.format) {
    case Format::json:
        out << json_line(report_json(report)) << '\n';
        return;
    case Format::brief:
        // A dry run's line must not pass for a resolution that was saved (in game notes).
        out << text::escaped(brief_line(
                   report.dice_in_brief ? report.brief : brief_with_dice(report.brief, report.dice),
                   report.turn))
            << (style.dry_run && report.turn ? " (dry run)" : "") << '\n';
        return;
    case Format::text:
        break;
    }
    for (const auto& line : report.text) {
        out << (report.text_escaped ? line : text::escaped(line)) << '\n';
    }
    if (!report.dice.empty() && !report.dice_in_text) {
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
