#include "cli/cmd_move.hpp"

#include "cli/request_command.hpp"

#include <fmt/format.h>

namespace muster::cli {

CLI::App* setup_move(CLI::App& app, Context& ctx) {
    return request_command<MoveRequest>(
        app, ctx, "move",
        fmt::format("Movement. unbalanced-equality: the unit's allowance for its state (fixed, "
                    "nothing rolled or recorded). fuzzy-wuzzy: roll the movement dice for --rate "
                    "march|double|charge. --dice order: {}.",
                    dice_order("move")),
        Runs::resolve, [](CLI::App& sub, MoveRequest& r) {
            sub.add_option("unit", r.units, "the unit(s)")->required();
            sub.add_flag("--open", r.state.open, "UE: as if in open order");
            sub.add_flag("--closed", r.state.closed, "UE: as if in closed order");
            sub.add_flag("--mounted", r.state.mounted, "UE: as if mounted");
            sub.add_flag("--dismounted", r.state.dismounted, "UE: as if dismounted");
            sub.add_option("--rate", r.rate, "FW: march, double or charge");
            sub.add_flag("--together", r.together,
                         "FW: move the units together at the slowest type's dice (FW-MOVE-6)");
        });
}

} // namespace muster::cli
