#include "cli/cmd_artillery.hpp"

#include "cli/cmd_fire.hpp"
#include "cli/request_command.hpp"

#include <fmt/format.h>

namespace muster::cli {

CLI::App* setup_artillery(CLI::App& app, Context& ctx) {
    return request_command<FireRequest>(
        app, ctx, "artillery",
        fmt::format("Resolve gun fire (cannon and Maxims only). Against a gun, --vs gun hits the "
                    "gun itself (4 hits destroy it), --vs crew (default) kills its crew. "
                    "--dice order: {}.",
                    dice_order("artillery")),
        Runs::resolve, [](CLI::App& sub, FireRequest& r) {
            r.guns_only = true;
            sub.add_option("gun", r.firers, "the firing gun(s)")->required();
            add_fire_options(&sub, r);
        });
}

} // namespace muster::cli
