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
        });
}

} // namespace muster::cli
