#include "cli/cmd_army.hpp"

#include "cli/fw_commands.hpp"
#include "cli/report.hpp"
#include "cli/store.hpp"
#include "cli/ue_commands.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>
#include <optional>

namespace muster::cli {

namespace {

/// The options of `army`.
struct ArmyOptions {
    std::string side;
};

Report run_army(const ArmyOptions& o, Context& ctx) {
    return transact(ctx, [&](Roster& roster, const RuleBook& book) {
        if (roster.rules == RuleSet::fuzzy_wuzzy) {
            fw::army();
        }
        const auto side = o.side.empty() ? std::nullopt : std::optional<std::string>(o.side);
        return ue::army(side, ctx, roster, book);
    });
}

} // namespace

CLI::App* setup_army(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<ArmyOptions>();
    CLI::App* sub = app.add_subcommand(
        "army", fmt::format("Army morale: every army (side) with 25% of its men killed rolls; "
                            "both at 25% is a draw. --dice order: {}.",
                            ue::k_army_dice_order));
    sub->add_option("side", options->side, "only this side's army");
    sub->callback([options, &ctx] { render(run_army(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
