#include "cli/cmd_rally.hpp"

#include "cli/fw_commands.hpp"
#include "cli/report.hpp"
#include "cli/ue_commands.hpp"
#include "cli/units.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

namespace {

/// The options of `rally`, of both rule sets.
struct RallyOptions {
    std::vector<std::string> units;
};

Report run_rally(const RallyOptions& o, Context& ctx) {
    return transact_units(ctx, o.units, [&](Roster& roster, const RuleBook& book) {
        if (roster.rules == RuleSet::fuzzy_wuzzy) {
            return fw::rally(o.units, ctx, roster, book);
        }
        return ue::rally(o.units, ctx, roster, book);
    });
}

} // namespace

CLI::App* setup_rally(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<RallyOptions>();
    CLI::App* sub = app.add_subcommand(
        "rally", fmt::format("Recovery rolls for every unit falling back (or the units named). "
                             "--dice order: {}; {}.",
                             ue::k_rally_dice_order, fw::k_rally_dice_order));
    sub->add_option("unit", options->units, "the unit(s) (default: all falling back)");
    sub->callback([options, &ctx] { render(run_rally(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
