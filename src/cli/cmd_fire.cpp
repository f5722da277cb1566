#include "cli/cmd_fire.hpp"

#include "cli/request_command.hpp"

#include <fmt/format.h>

namespace muster::cli {

void add_fire_options(CLI::App* sub, FireRequest& o) {
    sub->add_option("--at", o.target, "the target unit")->required();
    sub->add_option("--range", o.range, "range band: short, medium or long");
    sub->add_option_function<double>(
        "--distance", [&o](const double& d) { o.distance = d; },
        "distance to the target in inches (each firer's own bands)");
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
