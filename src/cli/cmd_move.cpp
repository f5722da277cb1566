#include "cli/cmd_move.hpp"

#include "cli/report.hpp"
#include "cli/ue_commands.hpp"
#include "cli/units.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

namespace {

/// The options of `move`, of both rule sets.
struct MoveOptions {
    std::vector<std::string> units;
    // unbalanced-equality
    ue::StateArgs state;
};

Report run_move(const MoveOptions& o, Context& ctx) {
    return transact_units(ctx, o.units, [&](Roster& roster, const RuleBook& book) {
        if (roster.rules == RuleSet::fuzzy_wuzzy) {
            throw NotBuiltError("move in fuzzy-wuzzy is not available yet");
        }
        return ue::move({o.units, o.state}, ctx, roster, book);
    });
}

} // namespace

CLI::App* setup_move(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<MoveOptions>();
    CLI::App* sub = app.add_subcommand(
        "move", fmt::format("A unit's movement allowance for its state (unbalanced-equality: "
                            "fixed, nothing rolled or recorded). --dice order: {}.",
                            ue::k_move_dice_order));
    sub->add_option("unit", options->units, "the unit(s)")->required();
    sub->add_flag("--open", options->state.open, "UE: as if in open order");
    sub->add_flag("--closed", options->state.closed, "UE: as if in closed order");
    sub->add_flag("--mounted", options->state.mounted, "UE: as if mounted");
    sub->add_flag("--dismounted", options->state.dismounted, "UE: as if dismounted");
    sub->callback([options, &ctx] { render(run_move(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
