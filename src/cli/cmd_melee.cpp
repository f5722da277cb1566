#include "cli/cmd_melee.hpp"

#include "cli/report.hpp"
#include "cli/ue_commands.hpp"
#include "cli/units.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

namespace {

/// The options of `melee`, of both rule sets.
struct MeleeOptions {
    std::vector<std::string> a;
    std::vector<std::string> b;
    // unbalanced-equality
    bool pursue = false;
    std::string no_reinforce;
};

Report run_melee(const MeleeOptions& o, Context& ctx) {
    std::vector<std::string> refs = o.a;
    refs.insert(refs.end(), o.b.begin(), o.b.end());
    return transact_units(ctx, refs, [&](Roster& roster, const RuleBook& book) {
        if (roster.rules == RuleSet::fuzzy_wuzzy) {
            throw NotBuiltError("melee in fuzzy-wuzzy is not available yet");
        }
        return ue::melee({o.a, o.b, o.pursue, o.no_reinforce}, ctx, roster, book);
    });
}

} // namespace

CLI::App* setup_melee(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<MeleeOptions>();
    CLI::App* sub = app.add_subcommand(
        "melee",
        fmt::format("Resolve a melee between side A (the units before --vs) and side B: phase A "
                    "strengths and losses, phase B dice, phase C drive-off (default) or "
                    "--pursue. --dice order: {}.",
                    ue::k_melee_dice_order));
    sub->add_option("a", options->a, "side A's unit(s)")->required();
    sub->add_option("--vs", options->b, "side B's unit(s)")->required();
    sub->add_flag("--pursue", options->pursue,
                  "UE: the winner pursues; both stay locked in melee (UE-MELEE-5)");
    sub->add_option("--no-reinforce", options->no_reinforce,
                    "UE: side a or b, locked as the loser, cannot reinforce: MV halved "
                    "(UE-MELEE-6)");
    sub->callback([options, &ctx] { render(run_melee(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
