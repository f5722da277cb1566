#include "cli/cmd_melee.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_melee(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<MeleeRequest>();
    CLI::App* sub = app.add_subcommand(
        "melee",
        fmt::format("Resolve a melee between side A (the units before --vs) and side B: phase A "
                    "strengths and losses, phase B dice, phase C drive-off (default) or "
                    "--pursue. --dice order: {}.",
                    dice_order("melee")));
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
    sub->callback([options, &ctx] { render(resolve(ctx, *options), ctx); });
    return sub;
}

} // namespace muster::cli
