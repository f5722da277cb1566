#include "cli/cmd_melee.hpp"

#include "cli/fw_commands.hpp"
#include "cli/report.hpp"
#include "cli/rules_dispatch.hpp"
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
    // fuzzy-wuzzy: side B's position
    fw::PositionArgs position;
};

Report run_melee(const MeleeOptions& o, Context& ctx) {
    std::vector<std::string> refs = o.a;
    refs.insert(refs.end(), o.b.begin(), o.b.end());
    return transact_units(ctx, refs, [&](Roster& roster, const RuleBook& book) {
        if (roster.rules == RuleSet::fuzzy_wuzzy) {
            refuse_options({{o.pursue, "--pursue"}, {!o.no_reinforce.empty(), "--no-reinforce"}},
                           RuleSet::unbalanced_equality, roster.rules);
            return fw::melee({o.a, o.b, o.position}, ctx, roster, book);
        }
        refuse_options({{o.position.cover, "--cover"},
                        {o.position.square, "--square"},
                        {o.position.fortified, "--fortified"}},
                       RuleSet::fuzzy_wuzzy, roster.rules);
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
                    "--pursue. --dice order: {}; {}.",
                    ue::k_melee_dice_order, fw::k_melee_dice_order));
    sub->add_option("a", options->a, "side A's unit(s)")->required();
    sub->add_option("--vs", options->b, "side B's unit(s)")->required();
    sub->add_flag("--pursue", options->pursue,
                  "UE: the winner pursues; both stay locked in melee (UE-MELEE-5)");
    sub->add_option("--no-reinforce", options->no_reinforce,
                    "UE: side a or b, locked as the loser, cannot reinforce: MV halved "
                    "(UE-MELEE-6)");
    sub->add_flag("--cover", options->position.cover, "FW: side B is in cover");
    sub->add_flag("--square", options->position.square, "FW: side B is in square");
    sub->add_flag("--fortified", options->position.fortified, "FW: side B is fortified");
    sub->callback([options, &ctx] { render(run_melee(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
