#include "cli/cmd_fire.hpp"

#include "cli/fw_commands.hpp"
#include "cli/report.hpp"
#include "cli/rules_dispatch.hpp"
#include "cli/units.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

void add_fire_options(CLI::App* sub, FireOptions& o, bool guns) {
    sub->add_option("--at", o.target, "the target unit")->required();
    sub->add_option("--range", o.range, "range band: short, medium or long");
    sub->add_option_function<double>(
        "--distance", [&o](const double& d) { o.distance = d; },
        "distance to the target in inches (each firer's own bands)");
    sub->add_flag("--cover", o.cover, "the target is in a defensive position (cover, uphill)");
    sub->add_flag("--square", o.square, "FW: the target is in square");
    sub->add_flag("--fortified", o.fortified, "FW: the target is in a fortification");
    sub->add_flag("--single-stand", o.single_stand,
                  "UE: fired on by a single regular infantry stand (for its morale test)");
    // UE-TYPE-3: for small arms the state is the firers'; guns have none, so for `artillery` it
    // is the target's (its closed order gives the cannon's UE-ARTY-2 bonus).
    sub->add_flag("--open", o.state.open,
                  guns ? "UE: the target is in open order this time (no closed-order bonus, "
                         "UE-ARTY-2)"
                       : "UE: the firers fire in open order this time");
    sub->add_flag("--closed", o.state.closed,
                  guns ? "UE: the target is in closed order this time (+10 kills, UE-ARTY-2)"
                       : "UE: closed order this time (a last stand touching another company)");
    sub->add_flag("--mounted", o.state.mounted, "UE: mounted infantry fire mounted");
    sub->add_flag("--dismounted", o.state.dismounted, "UE: mounted infantry fire dismounted");
}

Report run_fire(const FireOptions& o, Context& ctx, bool guns_only) {
    std::vector<std::string> refs = o.firers;
    refs.push_back(o.target);
    return transact_units(ctx, refs, [&](Roster& roster, const RuleBook& book) {
        if (roster.rules == RuleSet::fuzzy_wuzzy) {
            refuse_options({{o.single_stand, "--single-stand"},
                            {o.state.open, "--open"},
                            {o.state.closed, "--closed"},
                            {o.state.mounted, "--mounted"},
                            {o.state.dismounted, "--dismounted"},
                            {!o.vs.empty(), "--vs"}},
                           RuleSet::unbalanced_equality, roster.rules);
            return fw::fire({o.firers,
                             o.target,
                             o.range,
                             o.distance,
                             {o.cover, o.square, o.fortified},
                             guns_only},
                            ctx, roster, book);
        }
        refuse_options({{o.square, "--square"}, {o.fortified, "--fortified"}}, RuleSet::fuzzy_wuzzy,
                       roster.rules);
        ue::FireArgs args;
        args.firers = o.firers;
        args.target = o.target;
        args.range = {o.range, o.distance};
        args.cover = o.cover;
        args.single_stand = o.single_stand;
        args.state = o.state;
        args.vs = o.vs;
        args.guns_only = guns_only;
        return ue::fire(args, ctx, roster, book);
    });
}

CLI::App* setup_fire(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<FireOptions>();
    CLI::App* sub = app.add_subcommand(
        "fire",
        fmt::format("Resolve fire at a target: every unit that can fire, guns included, resolved "
                    "one by one and summed. Give the range as a band or a distance. Updates the "
                    "target's casualties and marks it for its morale test. --dice order: {}; {}.",
                    ue::k_fire_dice_order, fw::k_fire_dice_order));
    sub->add_option("firer", options->firers, "the firing unit(s)")->required();
    add_fire_options(sub, *options);
    sub->callback([options, &ctx] { render(run_fire(*options, ctx, false), ctx); });
    return sub;
}

} // namespace muster::cli
