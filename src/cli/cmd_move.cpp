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
        });
}

} // namespace muster::cli
