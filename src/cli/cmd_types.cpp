#include "cli/cmd_types.hpp"

#include "cli/cmd_show.hpp"
#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>
#include <sys/stat.h>

namespace muster::cli {

namespace {

/// Marks beside a value in `muster types`.
constexpr std::string_view k_house_mark = "*";
constexpr std::string_view k_provisional_mark = "?";

struct TypesOptions {
    std::string rules;
};

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

RuleSet rules_word(std::string_view text) {
    constexpr std::size_t k_shortest = 2;
    for (const RuleSet rules : {RuleSet::unbalanced_equality, RuleSet::fuzzy_wuzzy}) {
        const auto name = to_string(rules);
        const std::string_view initials = rules == RuleSet::fuzzy_wuzzy ? "fw" : "ue";
        if (text == initials || (text.size() >= k_shortest && name.starts_with(text))) {
            return rules;
        }
    }
    throw UsageError(
        fmt::format("--rules {}: expected unbalanced-equality or fuzzy-wuzzy (or ue, fw)", text));
}

namespace {

Report run_types(const TypesOptions& options, Context& ctx) {
    std::optional<RuleSet> wanted;
    if (!options.rules.empty()) {
        wanted = rules_word(options.rules);
    }
    std::vector<std::pair<RuleSet, std::unique_ptr<RuleBook>>> books;
    struct stat st {};
    const bool have_roster = ::stat(ctx.globals.roster_path.c_str(), &st) == 0;
    if (have_roster) {
        auto loaded = load_document(ctx);
        if (!wanted || *wanted == loaded.doc.roster.rules) {
            books.emplace_back(loaded.doc.roster.rules, std::move(loaded.book));
        }
    }
    if (books.empty()) {
        for (auto rules : {RuleSet::unbalanced_equality, RuleSet::fuzzy_wuzzy}) {
            if (!wanted || *wanted == rules) {
                books.emplace_back(rules, make_rulebook(rules));
            }
        }
    }
    Report report;
    report.command = "types";
    nlohmann::json sets = nlohmann::json::array();
    for (const auto& [rules, book] : books) {
        if (books.size() > 1) {
            report.text.push_back(fmt::format("== {} ==", to_string(rules)));
        }
        if (rules == RuleSet::fuzzy_wuzzy) {
            // FW-TAB-1: shown as provisional wherever the program shows them, first of all.
            report.text.push_back(fmt::format(
                "provisional: the values marked {} are muster's defaults, not the published "
                "tables (lost from the source, FW-TAB-1); type yours in as `type`/`table` lines",
                k_provisional_mark));
        }
        nlohmann::json types = nlohmann::json::array();
        type_lines(*book, ctx.globals.width, report, types);
        sets.push_back({{"rules", to_string(rules)}, {"types", types}});
        report.rules = books.size() == 1 ? std::string(to_string(rules)) : "";
    }
    report.text.push_back(fmt::format("{} house rule of this roster; {} provisional (FW-TAB-1: not "
                                      "the published number; a roster `type`/`table` line "
                                      "overrides it)",
                                      k_house_mark, k_provisional_mark));
    report.result = {{"rule_sets", sets}};
    report.brief = fmt::format("types: {} rule set{}", books.size(), books.size() == 1 ? "" : "s");
    return report;
}

} // namespace

CLI::App* setup_types(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<TypesOptions>();
    CLI::App* sub = app.add_subcommand(
        "types", "List the troop types in force: the roster's rule set with its house rules "
                 "(marked *), or both rule sets' built-ins when there is no roster; fuzzy-wuzzy's "
                 "provisional values are marked ? (FW-TAB-1).");
    sub->add_option("--rules", options->rules, "unbalanced-equality or fuzzy-wuzzy");
    sub->callback([options, &ctx] { render(run_types(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
