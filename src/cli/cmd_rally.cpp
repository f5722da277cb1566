#include "cli/cmd_rally.hpp"

#include "cli/request_command.hpp"

#include <fmt/format.h>

namespace muster::cli {

CLI::App* setup_rally(CLI::App& app, Context& ctx) {
    return request_command<RallyRequest>(
        app, ctx, "rally",
        fmt::format("Recovery rolls for every unit falling back (or the units named). --dice "
                    "order: {}.",
                    dice_order("rally")),
        Runs::resolve, [](CLI::App& sub, RallyRequest& r) {
            sub.add_option("unit", r.units, "the unit(s) (default: all falling back)");
        });
}

} // namespace muster::cli
