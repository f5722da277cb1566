#include "cli/cmd_recon.hpp"

#include "cli/fw_commands.hpp"
#include "cli/report.hpp"
#include "cli/ue_commands.hpp"
#include "cli/units.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

namespace {

/// The options of `recon` (fuzzy-wuzzy only).
struct ReconOptions {
    std::string unit;
    bool open = false;
};

} // namespace

CLI::App* setup_recon(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<ReconOptions>();
    CLI::App* sub = app.add_subcommand(
        "recon", fmt::format("Reconnaissance by a unit that moved at march or double "
                             "(fuzzy-wuzzy; unbalanced-equality has no such step). --dice "
                             "order: {}.",
                             fw::k_recon_dice_order));
    sub->add_option("unit", options->unit, "the reconnoitring unit")->required();
    sub->add_flag("--open", options->open, "FW: in open terrain (+1)");
    sub->callback([options, &ctx] {
        render(
            transact_units(ctx, {options->unit},
                           [&](Roster& roster, const RuleBook& book) {
                               if (roster.rules == RuleSet::unbalanced_equality) {
                                   ue::no_such_step("recon");
                               }
                               return fw::recon({options->unit, options->open}, ctx, roster, book);
                           }),
            ctx);
    });
    return sub;
}

} // namespace muster::cli
