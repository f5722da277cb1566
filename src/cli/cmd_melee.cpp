#include "cli/cmd_melee.hpp"

#include "cli/request_command.hpp"

#include <fmt/format.h>

namespace muster::cli {

CLI::App* setup_melee(CLI::App& app, Context& ctx) {
    return request_command<MeleeRequest>(
        app, ctx, "melee",
        fmt::format("Resolve a melee between side A (the units before --vs) and side B: phase A "
                    "strengths and losses, phase B dice, phase C drive-off (default) or "
                    "--pursue. --dice order: {}.",
                    dice_order("melee")),
        Runs::resolve, [](CLI::App& sub, MeleeRequest& r) {
            sub.add_option("a", r.a, "side A's unit(s)")->required();
            sub.add_option("--vs", r.b, "side B's unit(s)")->required();
            sub.add_flag("--pursue", r.pursue,
                         "UE: the winner pursues; both stay locked in melee (UE-MELEE-5)");
            sub.add_option("--no-reinforce", r.no_reinforce,
                           "UE: side a or b, locked as the loser, cannot reinforce: MV halved "
                           "(UE-MELEE-6)");
            sub.add_flag("--cover", r.position.cover, "FW: side B is in cover");
            sub.add_flag("--square", r.position.square, "FW: side B is in square");
            sub.add_flag("--fortified", r.position.fortified, "FW: side B is fortified");
        });
}

} // namespace muster::cli
