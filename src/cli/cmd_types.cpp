// `muster types` and `--rules WORD`: the rule books in force, drawn by the render module.
#include "cli/cmd_types.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/error.hpp"
#include "muster/render/types.hpp"

#include <fmt/format.h>
#include <memory>
#include <sys/stat.h>

namespace muster::cli {

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

struct TypesOptions {
    std::string rules;
};

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
    std::vector<std::pair<RuleSet, const RuleBook*>> shown;
    for (const auto& [rules, book] : books) {
        shown.emplace_back(rules, book.get());
    }
    return render::types_report(shown, ctx.globals.width);
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
