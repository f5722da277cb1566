#include "cli/cmd_charge.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"

#include <memory>

namespace muster::cli {

CLI::App* setup_charge(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<ChargeRequest>();
    CLI::App* sub = app.add_subcommand(
        "charge", "The exact odds of a whole charge: the defenders' fire at every band crossed, "
                  "the morale or fire combat result test after each, contact and the melee "
                  "(UE-APPROACH, FW-APPROACH). Nothing is saved.");
    sub->add_option("unit", options->charger, "the charging unit")->required();
    sub->add_option("--at", options->defenders,
                    "the defenders (all fire; the first is met in melee)")
        ->required();
    sub->add_option_function<double>(
        "--from", [o = options.get()](const double& d) { o->from = d; },
        "starting distance in inches (default: the defenders' longest range)");
    sub->callback([options, &ctx] { // Exact odds: nothing is saved, the roster is not locked.
        ctx.globals.odds = true;
        render(resolve(ctx, *options), ctx);
    });
    return sub;
}

} // namespace muster::cli
