#include "cli/cmd_init.hpp"

#include "cli/cmd_types.hpp"
#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/engine/roster_edits.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/text/text.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

namespace {

struct InitOptions {
    std::string rules; ///< "" is the first rule set registered (Unbalanced Equality)
    std::string title;
    std::vector<std::string> options;
    bool force = false;
};

Output run_init(const InitOptions& options, Context& ctx) {
    const std::string rules =
        options.rules.empty() ? rule_sets().front().id : rules_word(options.rules);
    if (text::length(options.title) > k_max_title_length ||
        options.title.find_first_of("\r\n") != std::string::npos) {
        throw UsageError(
            fmt::format("--title: one line of at most {} characters", k_max_title_length));
    }
    if (auto problem = text::text_problem(options.title); !problem.empty()) {
        throw UsageError(fmt::format("--title {}", problem));
    }
    Roster roster;
    roster.rules = rules;
    roster.title = options.title;
    const auto book = make_rulebook(roster.rules);
    // Every option is written, defaults included, so the table sees which reading is in force.
    roster.options = default_options(*book);
    for (const auto& pair : options.options) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos) {
            throw UsageError(fmt::format("--option {}: expected KEY=VALUE", pair));
        }
        check_option(*book, pair.substr(0, eq), pair.substr(eq + 1));
        roster.options[pair.substr(0, eq)] = pair.substr(eq + 1);
    }
    const std::string text = format_new_roster(roster);
    try {
        parse_roster(text, "--title"); // a title the roster cannot hold (an open quote) is the
                                       // option's fault, not a file's: the file is not written
    } catch (const RosterError& e) {
        throw UsageError(
            fmt::format("--title {}: {}", quoted_text(text::escaped(options.title)), e.what()));
    }
    create_roster(ctx, text, options.force);
    const auto& path = ctx.globals.roster_path;
    Output report;
    report.command = "init";
    report.rules = std::string(roster.rules);
    report.text.push_back(fmt::format("created {} ({}, turn 1){}", path, roster.rules,
                                      ctx.globals.dry_run ? " (dry run: not written)" : ""));
    report.text.push_back(fmt::format("next: muster add NAME TYPE (see `muster types`)"));
    report.brief = fmt::format("init {} {}", path, roster.rules);
    // The rule set, turn and options are the envelope's, as for any command on a roster.
    report.turn = roster.turn;
    render::add_roster_fields(report, roster, *book);
    report.result = {{"path", path}};
    return report;
}

} // namespace

CLI::App* setup_init(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<InitOptions>();
    CLI::App* sub = app.add_subcommand(
        "init", "Create a roster file (default ./muster.roster, or --roster FILE). Every rule "
                "option is written to its header with its default unless --option sets it.");
    sub->add_option("--rules", options->rules, rules_choices(true));
    sub->add_option("--title", options->title, "the game's title");
    sub->add_option("--option", options->options, "a rule option KEY=VALUE (repeatable)");
    sub->add_flag("--force", options->force, "replace an existing roster");
    sub->callback([options, &ctx] { render(run_init(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
