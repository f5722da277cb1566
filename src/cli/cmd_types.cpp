// `muster types` and `--rules WORD`: the rule books in force, drawn by the render module.
#include "cli/cmd_types.hpp"

#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/error.hpp"
#include "muster/render/types.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <memory>
#include <sys/stat.h>

namespace muster::cli {

std::string rules_word(std::string_view text) {
    constexpr std::size_t k_shortest = 2;
    std::vector<std::string> names, initials;
    for (const auto& rules : rule_sets()) {
        // The initials of the id's words: "fuzzy-wuzzy" is fw.
        std::string initial(1, rules.id.front());
        for (std::size_t dash = rules.id.find('-');
             dash != std::string::npos && dash + 1 < rules.id.size();
             dash = rules.id.find('-', dash + 1)) {
            initial += rules.id[dash + 1];
        }
        if (text == initial || (text.size() >= k_shortest && rules.id.starts_with(text))) {
            return rules.id;
        }
        names.push_back(rules.id);
        initials.push_back(std::move(initial));
    }
    throw UsageError(fmt::format("--rules {}: expected {} (or {})", text, fmt::join(names, " or "),
                                 fmt::join(initials, ", ")));
}

std::string rules_choices(bool default_first) {
    std::vector<std::string> ids;
    for (const auto& rules : rule_sets()) {
        ids.push_back(ids.empty() && default_first ? rules.id + " (default)" : rules.id);
    }
    if (ids.size() < 2) {
        return ids.empty() ? std::string() : ids.front();
    }
    const std::string last = ids.back();
    ids.pop_back();
    return fmt::format("{} or {}", fmt::join(ids, ", "), last);
}

namespace {

struct TypesOptions {
    std::string rules;
};

Output run_types(const TypesOptions& options, Context& ctx) {
    std::optional<std::string> wanted;
    if (!options.rules.empty()) {
        wanted = rules_word(options.rules);
    }
    std::vector<std::pair<std::string, std::unique_ptr<RuleBook>>> books;
    struct stat st {};
    const bool have_roster = ::stat(ctx.globals.roster_path.c_str(), &st) == 0;
    if (have_roster) {
        auto loaded = load_document(ctx);
        if (!wanted || *wanted == loaded.doc.roster.rules) {
            books.emplace_back(loaded.doc.roster.rules, std::move(loaded.book));
        }
    }
    if (books.empty()) {
        for (const auto& rules : rule_sets()) {
            if (!wanted || *wanted == rules.id) {
                books.emplace_back(rules.id, rules.make());
            }
        }
    }
    std::vector<std::pair<std::string, const RuleBook*>> shown;
    shown.reserve(books.size());
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
                 "(marked *), or every rule set's built-ins when there is no roster; a rule "
                 "set's provisional values are marked ?.");
    sub->add_option("--rules", options->rules, rules_choices(false));
    sub->callback([options, &ctx] { render(run_types(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
