// The troop types in force as a report (`muster types`): each type's values, house and provisional.
#include "muster/render/types.hpp"

#include "muster/engine/rule_sets.hpp"
#include "muster/render/sheet.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <string_view>
#include <vector>

namespace muster::render {

namespace {

/// Marks beside a value in `muster types`.
constexpr std::string_view k_house_mark = "*";
constexpr std::string_view k_provisional_mark = "?";

/// A type's value as JSON, from the numbers its rule book gives (TypeRow::Numbers): the word
/// as written when it has none (`class`, `kind`, a die), a number, an object of named numbers
/// for a compound value, an array for a list (UE `artillery`: kills by the D6).
nlohmann::json value_json(const TypeRow::Value& value) {
    const auto& numbers = value.numbers;
    if (numbers.empty()) {
        return value.value;
    }
    if (numbers.size() == 1 && numbers.front().first.empty()) {
        return numbers.front().second;
    }
    const bool named = std::all_of(numbers.begin(), numbers.end(),
                                   [](const auto& part) { return !part.first.empty(); });
    if (!named) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& part : numbers) {
            list.push_back(part.second);
        }
        return list;
    }
    nlohmann::json object = nlohmann::json::object();
    for (const auto& [name, n] : numbers) {
        object[name] = n;
    }
    return object;
}

/// A table row of a rule book (FW's `table` lines): its id begins so (the rule book's own id,
/// `table NAME`, as `muster types` lists it).
constexpr std::string_view k_table_prefix = "table ";

/// The rows of one rule book as text, values wrapped to `width`, and as JSON: types in
/// `types`, tables (FW) in `tables`.
void type_lines(const RuleBook& book, std::string_view rules, int width, Output& report,
                nlohmann::json& types, nlohmann::json& tables) {
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
                              {"value", value_json(value)},
                              {"text", value.value},
                              {"house", value.house},
                              {"provisional", provisional}});
        }
        for (auto& line : wrap_items(items, " ", width)) {
            report.text.push_back(std::move(line));
        }
        const bool table = row.id.starts_with(k_table_prefix);
        nlohmann::json item = {{"rules", rules},
                               {"id", table ? row.id.substr(k_table_prefix.size()) : row.id}};
        if (!table) {
            item["base"] = row.base.empty() ? nlohmann::json(nullptr) : nlohmann::json(row.base);
        }
        item["values"] = std::move(values);
        (table ? tables : types).push_back(std::move(item));
    }
}

/// The rules that make a registered rule set's numbers provisional, as the key's line cites them
/// ("FW-TAB-1: "), whichever rule sets are shown; "" when none has any.
std::string provisional_rules() {
    std::vector<std::string> rules;
    for (const auto& entry : rule_sets()) {
        if (const auto rule = entry.make()->provisional_rule(); !rule.empty()) {
            rules.emplace_back(rule);
        }
    }
    return rules.empty() ? std::string() : fmt::format("{}: ", fmt::join(rules, ", "));
}

} // namespace

Output types_report(const std::vector<std::pair<std::string, const RuleBook*>>& books, int width) {
    Output report;
    report.command = "types";
    nlohmann::json types = nlohmann::json::array();
    nlohmann::json tables = nlohmann::json::array();
    for (const auto& [rules, book] : books) {
        if (books.size() > 1) {
            report.text.push_back(fmt::format("== {} ==", rules));
        }
        if (book->provisional()) {
            // Shown as provisional wherever the program shows them, first of all.
            report.text.push_back(fmt::format(
                "provisional: the values marked {} are muster's defaults, not the published "
                "tables (lost from the source, {}); type yours in as `type`/`table` lines",
                k_provisional_mark, book->provisional_rule()));
        }
        type_lines(*book, rules, width, report, types, tables);
        report.rules = books.size() == 1 ? rules : "";
    }
    report.text.push_back(fmt::format("{} house rule of this roster; {} provisional ({}not the "
                                      "published number; a roster `type`/`table` line "
                                      "overrides it)",
                                      k_house_mark, k_provisional_mark, provisional_rules()));
    report.result = {{"types", types}, {"tables", tables}};
    report.brief = "types: " + text::plural(static_cast<long long>(books.size()), "rule set");
    return report;
}

} // namespace muster::render
