#include "cli/cmd_charge.hpp"

#include "cli/request_command.hpp"

namespace muster::cli {

CLI::App* setup_charge(CLI::App& app, Context& ctx) {
    return request_command<ChargeRequest>(
        app, ctx, "charge",
        "The exact odds of a whole charge: the defenders' fire at every band crossed, the morale "
        "or fire combat result test after each, contact and the melee (UE-APPROACH, "
        "FW-APPROACH). Nothing is saved.",
        Runs::odds, [](CLI::App& sub, ChargeRequest& r) {
            sub.add_option("unit", r.charger, "the charging unit")->required();
            sub.add_option("--at", r.defenders,
                           "the defenders (all fire; the first is met in melee)")
                ->required();
            sub.add_option_function<double>(
                "--from", [o = &r](const double& d) { o->from = d; },
                "starting distance in inches (default: the defenders' longest range)");
        });
}

} // namespace muster::cli
