#include "cli/cmd_recover.hpp"

#include "cli/fw_commands.hpp"
#include "cli/report.hpp"
#include "cli/ue_commands.hpp"
#include "cli/units.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

namespace {

/// The options of `recover` (fuzzy-wuzzy only).
struct RecoverOptions {
    std::vector<std::string> units;
    std::string when = "move";
};

} // namespace

CLI::App* setup_recover(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<RecoverOptions>();
    CLI::App* sub = app.add_subcommand(
        "recover", fmt::format("Recover casualty markers (fuzzy-wuzzy; unbalanced-equality has "
                               "no such step): --when move (default), day or week. --dice "
                               "order: {}.",
                               fw::k_recover_dice_order));
    sub->add_option("unit", options->units, "the unit(s) (--when day or week: default all)");
    sub->add_option("--when", options->when, "FW: move (default), day or week");
    sub->callback([options, &ctx] {
        render(transact_units(
                   ctx, options->units,
                   [&](Roster& roster, const RuleBook& book) {
                       if (roster.rules == RuleSet::unbalanced_equality) {
                           ue::no_such_step("recover");
                       }
                       return fw::recover({options->units, options->when}, ctx, roster, book);
                   }),
               ctx);
    });
    return sub;
}

} // namespace muster::cli
