#include "cli/cmd_morale.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_morale(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<MoraleRequest>();
    CLI::App* sub = app.add_subcommand(
        "morale",
        fmt::format("Reaction tests after fire: every native unit that took casualties this turn "
                    "(or the units named), at the closest band it was fired at, with the "
                    "benefits recorded; --range, --cover and --single-stand give them by hand. "
                    "--dice order: {}.",
                    dice_order("morale")));
    sub->add_option("unit", options->units, "the unit(s) to test (default: all that are due)");
    sub->add_option("--range", options->range,
                    "UE: test at this band (short, medium, long) whatever the record says");
    sub->add_flag("--cover", options->cover, "UE: the unit is in a defensive position");
    sub->add_flag("--single-stand", options->single_stand,
                  "UE: it was fired on by a single regular infantry stand");
    sub->add_option_function<int>(
        "--markers", [o = options.get()](const int& n) { o->markers = n; },
        "FW: the casualty markers a one-off TYPE[:STANDS] unit took this move");
    sub->callback([options, &ctx] { render(resolve(ctx, *options), ctx); });
    return sub;
}

} // namespace muster::cli
