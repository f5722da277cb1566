// The troop types in force as a report (`muster types`): each type's values, house and provisional.
#include "muster/render/types.hpp"

#include "muster/render/sheet.hpp"
#include "muster/text/parse.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <limits>
#include <optional>
#include <string_view>
#include <vector>

namespace muster::render {

namespace {

/// Marks beside a value in `muster types`.
constexpr std::string_view k_house_mark = "*";
constexpr std::string_view k_provisional_mark = "?";

/// A number as the rule books write one (`45`, `+1`, `-2`, `3"`: inches), or nothing.
std::optional<long long> number_of(std::string_view text) {
    if (text.ends_with('"')) {
        text.remove_suffix(1);
    }
    if (text.starts_with('+')) {
        text.remove_prefix(1);
    }
    return text::try_parse_int(text, std::numeric_limits<long long>::min(),
                               std::numeric_limits<long long>::max())
        .value;
}

/// The names of the parts of a compound value, by the value's key (its stem before a
/// posture: `move-closed` is a `move`): the order the rule books write them in, `/` between.
/// UE-TYPE's ranges and FW-PIECE-4's weapon ranges long/medium/short; UE's allowance normal and
/// rough (inches, rough 0 when the type has none); UE's rate of fire a ratio; FW's move dice
/// march/double/charge (FW-MOVE).
struct Parts {
    std::string_view key;
    std::vector<std::string_view> names;
};
const std::vector<Parts>& compound_parts() {
    static const std::vector<Parts> parts{
        {"ranges", {"long", "medium", "short"}},
        {"move", {"normal", "rough"}},
        {"rate", {"numerator", "denominator"}},
    };
    return parts;
}

std::string_view stem_of(std::string_view key) {
    if (key == "move-fire") {
        return key; // UE's move-and-fire inches: a number of its own, not an allowance
    }
    return key.substr(0, key.find('-'));
}

/// A type's value as JSON: a number, an object of named numbers for a compound value, an array
/// of numbers for a list (UE `artillery`), else the word as written (`class`, `kind`, a die).
/// `rules` tells FW's `move` (dice counts) from UE's (inches).
nlohmann::json value_json(std::string_view key, std::string_view text, std::string_view rules) {
    if (const auto n = number_of(text)) {
        if (stem_of(key) == "move" && rules == "unbalanced-equality") {
            return {{"normal", *n}, {"rough", 0}};
        }
        if (key == "ranges") { // one band: the same distance whatever the range
            return {{"long", *n}, {"medium", *n}, {"short", *n}};
        }
        if (stem_of(key) == "rate") {
            return {{"numerator", *n}, {"denominator", 1}};
        }
        return *n;
    }
    std::vector<long long> numbers;
    std::size_t from = 0;
    while (from <= text.size()) {
        const auto slash = std::min(text.find('/', from), text.size());
        const auto n = number_of(text.substr(from, slash - from));
        if (!n) {
            return std::string(text);
        }
        numbers.push_back(*n);
        from = slash + 1;
    }
    std::vector<std::string_view> names;
    if (stem_of(key) == "move" && rules == "fuzzy-wuzzy") {
        names = {"march", "double", "charge"};
    } else {
        for (const auto& part : compound_parts()) {
            if (part.key == stem_of(key)) {
                names = part.names;
            }
        }
    }
    if (names.size() != numbers.size()) {
        return numbers; // a list (UE `artillery`: kills by range band)
    }
    nlohmann::json object = nlohmann::json::object();
    for (std::size_t i = 0; i < names.size(); ++i) {
        object[std::string(names[i])] = numbers[i];
    }
    return object;
}

/// A table row of a rule book (FW's `table` lines): its id begins so (the rule book's own id,
/// `table NAME`, as `muster types` lists it).
constexpr std::string_view k_table_prefix = "table ";

/// The rows of one rule book as text, values wrapped to `width`, and as JSON: types in
/// `types`, tables (FW) in `tables`.
void type_lines(const RuleBook& book, std::string_view rules, int width, Report& report,
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
                              {"value", value_json(value.key, value.value, rules)},
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

} // namespace

Report types_report(const std::vector<std::pair<std::string, const RuleBook*>>& books, int width) {
    Report report;
    report.command = "types";
    nlohmann::json types = nlohmann::json::array();
    nlohmann::json tables = nlohmann::json::array();
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
        type_lines(*book, rules, width, report, types, tables);
        report.rules = books.size() == 1 ? rules : "";
    }
    report.text.push_back(fmt::format("{} house rule of this roster; {} provisional (FW-TAB-1: not "
                                      "the published number; a roster `type`/`table` line "
                                      "overrides it)",
                                      k_house_mark, k_provisional_mark));
    report.result = {{"types", types}, {"tables", tables}};
    report.brief = "types: " + text::plural(static_cast<long long>(books.size()), "rule set");
    return report;
}

} // namespace muster::render
