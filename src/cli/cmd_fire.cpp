#include "cli/cmd_fire.hpp"

#include "cli/request_command.hpp"

#include <fmt/format.h>

namespace muster::cli {

void add_fire_options(CLI::App* sub, FireRequest& o, bool guns) {
    sub->add_option("--at", o.target, "the target unit")->required();
    sub->add_option("--range", o.range, "range band: short, medium or long");
    sub->add_option_function<double>(
        "--distance", [&o](const double& d) { o.distance = d; },
        "distance to the target in inches (each firer's own bands)");
    sub->add_flag("--cover", o.position.cover,
                  "the target is in a defensive position (cover, uphill)");
    sub->add_flag("--square", o.position.square, "FW: the target is in square");
    sub->add_flag("--fortified", o.position.fortified, "FW: the target is in a fortification");
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

CLI::App* setup_fire(CLI::App& app, Context& ctx) {
    return request_command<FireRequest>(
        app, ctx, "fire",
        fmt::format("Resolve fire at a target: every unit that can fire, guns included, resolved "
                    "one by one and summed. Give the range as a band or a distance. Updates the "
                    "target's casualties and marks it for its morale test. --dice order: {}.",
                    dice_order("fire")),
        Runs::resolve, [](CLI::App& sub, FireRequest& r) {
            sub.add_option("firer", r.firers, "the firing unit(s)")->required();
            add_fire_options(&sub, r);
        });
}

} // namespace muster::cli
