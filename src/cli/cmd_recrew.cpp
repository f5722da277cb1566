#include "cli/cmd_recrew.hpp"

#include "cli/report.hpp"
#include "cli/store.hpp"
#include "cli/ue_commands.hpp"
#include "muster/error.hpp"

#include <memory>

namespace muster::cli {

namespace {

/// The options of `recrew` (unbalanced-equality only).
struct RecrewOptions {
    std::string gun;
    std::string from;
};

} // namespace

CLI::App* setup_recrew(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<RecrewOptions>();
    CLI::App* sub = app.add_subcommand(
        "recrew", "Give a silent gun (its crew all killed) a new crew of 60 men taken from one "
                  "infantry unit: it then fires at half and hits guns only on 1-2 (UE-ARTY-5).");
    sub->add_option("gun", options->gun, "the silent gun")->required();
    sub->add_option("--from", options->from, "the infantry unit that gives the men")->required();
    sub->callback([options, &ctx] {
        render(transact(ctx,
                        [&](Roster& roster, const RuleBook& book) {
                            if (roster.rules != RuleSet::unbalanced_equality) {
                                throw RuleError("recrew is an unbalanced-equality rule "
                                                "(UE-ARTY-5); fuzzy-wuzzy has no such step");
                            }
                            return ue::recrew(options->gun, options->from, ctx, roster, book);
                        }),
               ctx);
    });
    return sub;
}

} // namespace muster::cli
