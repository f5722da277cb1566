#include "cli/cmd_recon.hpp"

#include "cli/report.hpp"
#include "cli/store.hpp"
#include "cli/ue_commands.hpp"
#include "muster/error.hpp"

#include <memory>

namespace muster::cli {

namespace {

/// The options of `recon`, of both rule sets.
struct ReconOptions {
    std::vector<std::string> units;
};

} // namespace

CLI::App* setup_recon(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<ReconOptions>();
    CLI::App* sub = app.add_subcommand(
        "recon", "Reconnaissance (fuzzy-wuzzy). Unbalanced-equality has no such step: refused there.");
    sub->add_option("unit", options->units, "the unit(s)");
    sub->callback([options, &ctx] {
        render(transact(ctx,
                        [&](Roster& roster, const RuleBook&) -> Report {
                            if (roster.rules == RuleSet::unbalanced_equality) {
                                ue::no_such_step("recon");
                            }
                            throw NotBuiltError("recon in fuzzy-wuzzy is not available yet");
                        }),
               ctx);
    });
    return sub;
}

} // namespace muster::cli
