// The troop types in force as a report (`muster types`): each type's values, house and provisional.
#include "muster/render/types.hpp"

#include "muster/render/sheet.hpp"

#include <fmt/format.h>

namespace muster::render {

namespace {

/// Marks beside a value in `muster types`.
constexpr std::string_view k_house_mark = "*";
constexpr std::string_view k_provisional_mark = "?";

/// The rows of one rule book as text, values wrapped to `width`.
void type_lines(const RuleBook& book, int width, Report& report, nlohmann::json& json) {
    for (const auto& row : book.type_table()) {
        report.text.push_back(
            row.base.empty() ? row.id : fmt::format("{} (house type, base {})", row.id, row.base));
        std::vector<std::string> items;
        nlohmann::json values = nlohmann::json::array();
        for (const auto& value : row.values) {
            // A house value is the players' own, never provisional (FW-TAB-1).
            const bool provisional = value.provisional && !value.house;
            items.push_back(fmt::format("{}={}{}{}", value.key, value.value,
                                        value.house ? k_house_mark : "",
                                        provisional ? k_provisional_mark : ""));
            values.push_back({{"key", value.key},
                              {"value", value.value},
                              {"house", value.house},
                              {"provisional", provisional}});
        }
        for (auto& line : wrap_items(items, " ", width)) {
            report.text.push_back(std::move(line));
        }
        json.push_back({{"id", row.id}, {"base", row.base}, {"values", values}});
    }
}

} // namespace

Report types_report(const std::vector<std::pair<std::string, const RuleBook*>>& books, int width) {
    Report report;
    report.command = "types";
    nlohmann::json sets = nlohmann::json::array();
    for (const auto& [rules, book] : books) {
        if (books.size() > 1) {
            report.text.push_back(fmt::format("== {} ==", rules));
        }
        if (book->provisional()) {
            // FW-TAB-1: shown as provisional wherever the program shows them, first of all.
            report.text.push_back(fmt::format(
                "provisional: the values marked {} are muster's defaults, not the published "
                "tables (lost from the source, FW-TAB-1); type yours in as `type`/`table` lines",
                k_provisional_mark));
        }
        nlohmann::json types = nlohmann::json::array();
        type_lines(*book, width, report, types);
        sets.push_back({{"rules", rules}, {"types", types}});
        report.rules = books.size() == 1 ? rules : "";
    }
    report.text.push_back(fmt::format("{} house rule of this roster; {} provisional (FW-TAB-1: not "
                                      "the published number; a roster `type`/`table` line "
                                      "overrides it)",
                                      k_house_mark, k_provisional_mark));
    report.result = {{"rule_sets", sets}};
    report.brief = fmt::format("types: {} rule set{}", books.size(), books.size() == 1 ? "" : "s");
    return report;
}

} // namespace muster::render
