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
        });
}

} // namespace muster::cli
