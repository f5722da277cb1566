#include "cli/cmd_army.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>
#include <optional>

namespace muster::cli {

CLI::App* setup_army(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<ArmyRequest>();
    CLI::App* sub = app.add_subcommand(
        "army", fmt::format("Army morale: every army (side) with 25% of its men killed rolls; "
                            "both at 25% is a draw. --dice order: {}.",
                            dice_order("army")));
    sub->add_option("side", options->side, "only this side's army");
    sub->callback([options, &ctx] { render(resolve(ctx, *options), ctx); });
    return sub;
}

} // namespace muster::cli
