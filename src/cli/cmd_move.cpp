#include "cli/cmd_move.hpp"

#include "cli/fw_commands.hpp"
#include "cli/report.hpp"
#include "cli/rules_dispatch.hpp"
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
    // fuzzy-wuzzy
    std::string rate;
    bool together = false;
};

Report run_move(const MoveOptions& o, Context& ctx) {
    return transact_units(ctx, o.units, [&](Roster& roster, const RuleBook& book) {
        if (roster.rules == RuleSet::fuzzy_wuzzy) {
            refuse_options({{o.state.open, "--open"},
                            {o.state.closed, "--closed"},
                            {o.state.mounted, "--mounted"},
                            {o.state.dismounted, "--dismounted"}},
                           RuleSet::unbalanced_equality, roster.rules);
            return fw::move({o.units, o.rate, o.together}, ctx, roster, book);
        }
        refuse_options({{!o.rate.empty(), "--rate"}, {o.together, "--together"}},
                       RuleSet::fuzzy_wuzzy, roster.rules);
        return ue::move({o.units, o.state}, ctx, roster, book);
    });
}

} // namespace

CLI::App* setup_move(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<MoveOptions>();
    CLI::App* sub = app.add_subcommand(
        "move", fmt::format("Movement. unbalanced-equality: the unit's allowance for its state "
                            "(fixed, nothing rolled or recorded). fuzzy-wuzzy: roll the "
                            "movement dice for --rate march|double|charge. --dice order: {}; "
                            "{}.",
                            ue::k_move_dice_order, fw::k_move_dice_order));
    sub->add_option("unit", options->units, "the unit(s)")->required();
    sub->add_flag("--open", options->state.open, "UE: as if in open order");
    sub->add_flag("--closed", options->state.closed, "UE: as if in closed order");
    sub->add_flag("--mounted", options->state.mounted, "UE: as if mounted");
    sub->add_flag("--dismounted", options->state.dismounted, "UE: as if dismounted");
    sub->add_option("--rate", options->rate, "FW: march, double or charge");
    sub->add_flag("--together", options->together,
                  "FW: move the units together at the slowest type's dice (FW-MOVE-6)");
    sub->callback([options, &ctx] { render(run_move(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
