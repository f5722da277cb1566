#include "cli/cmd_army.hpp"

#include "cli/request_command.hpp"

#include <fmt/format.h>

namespace muster::cli {

CLI::App* setup_army(CLI::App& app, Context& ctx) {
    return request_command<ArmyRequest>(
        app, ctx, "army",
        fmt::format("Army morale: every army (side) with 25% of its men killed rolls; both at 25% "
                    "is a draw. --dice order: {}.",
                    dice_order("army")),
        Runs::resolve, [](CLI::App& sub, ArmyRequest& r) {
            sub.add_option("side", r.side, "only this side's army");
        });
}

} // namespace muster::cli
