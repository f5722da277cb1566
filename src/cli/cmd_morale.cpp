#include "cli/cmd_morale.hpp"

#include "cli/request_command.hpp"

#include <fmt/format.h>

namespace muster::cli {

CLI::App* setup_morale(CLI::App& app, Context& ctx) {
    return request_command<MoraleRequest>(
        app, ctx, "morale",
        fmt::format("Reaction tests after fire: every native unit that took casualties this turn "
                    "(or the units named), at the closest band it was fired at, with the "
                    "benefits recorded; --range, --cover and --single-stand give them by hand. "
                    "--dice order: {}.",
                    dice_order("morale")),
        Runs::resolve, [](CLI::App& sub, MoraleRequest& r) {
            sub.add_option("unit", r.units, "the unit(s) to test (default: all that are due)");
            sub.add_option("--range", r.range,
                           "UE: test at this band (short, medium, long) whatever the record says");
            sub.add_flag("--cover", r.cover, "UE: the unit is in a defensive position");
            sub.add_flag("--single-stand", r.single_stand,
                         "UE: it was fired on by a single regular infantry stand");
            sub.add_option_function<int>(
                "--markers", [o = &r](const int& n) { o->markers = n; },
                "FW: the casualty markers a one-off TYPE[:STANDS] unit took this move");
        });
}

} // namespace muster::cli
