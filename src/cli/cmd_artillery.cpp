#include "cli/cmd_artillery.hpp"

#include "cli/cmd_fire.hpp"
#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_artillery(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<FireRequest>();
    CLI::App* sub = app.add_subcommand(
        "artillery",
        fmt::format("Resolve gun fire (cannon and Maxims only). Against a gun, --vs gun hits the "
                    "gun itself (4 hits destroy it), --vs crew (default) kills its crew. "
                    "--dice order: {}.",
                    dice_order("artillery")));
    sub->add_option("gun", options->firers, "the firing gun(s)")->required();
    add_fire_options(sub, *options, true);
    sub->add_option("--vs", options->vs, "UE, against a gun: crew (default) or gun");
    sub->callback([options, &ctx] {
        options->guns_only = true;
        render(resolve(ctx, *options), ctx);
    });
    return sub;
}

} // namespace muster::cli
