#include "cli/cmd_artillery.hpp"

#include "cli/cmd_fire.hpp"
#include "cli/fw_commands.hpp"
#include "cli/report.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_artillery(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<FireOptions>();
    CLI::App* sub = app.add_subcommand(
        "artillery",
        fmt::format("Resolve gun fire (cannon and Maxims only). Against a gun, --vs gun hits the "
                    "gun itself (4 hits destroy it), --vs crew (default) kills its crew. "
                    "--dice order: {}; {}.",
                    ue::k_artillery_dice_order, fw::k_fire_dice_order));
    sub->add_option("gun", options->firers, "the firing gun(s)")->required();
    add_fire_options(sub, *options, true);
    sub->add_option("--vs", options->vs, "UE, against a gun: crew (default) or gun");
    sub->callback([options, &ctx] { render(run_fire(*options, ctx, true), ctx); });
    return sub;
}

} // namespace muster::cli
