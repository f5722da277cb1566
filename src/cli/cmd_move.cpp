#include "cli/cmd_move.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_move(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<MoveRequest>();
    CLI::App* sub = app.add_subcommand(
        "move", fmt::format("Movement. unbalanced-equality: the unit's allowance for its state "
                            "(fixed, nothing rolled or recorded). fuzzy-wuzzy: roll the "
                            "movement dice for --rate march|double|charge. --dice order: {}.",
                            dice_order("move")));
    sub->add_option("unit", options->units, "the unit(s)")->required();
    sub->add_flag("--open", options->state.open, "UE: as if in open order");
    sub->add_flag("--closed", options->state.closed, "UE: as if in closed order");
    sub->add_flag("--mounted", options->state.mounted, "UE: as if mounted");
    sub->add_flag("--dismounted", options->state.dismounted, "UE: as if dismounted");
    sub->add_option("--rate", options->rate, "FW: march, double or charge");
    sub->add_flag("--together", options->together,
                  "FW: move the units together at the slowest type's dice (FW-MOVE-6)");
    sub->callback([options, &ctx] { render(resolve(ctx, *options), ctx); });
    return sub;
}

} // namespace muster::cli
