#include "cli/cmd_recon.hpp"

#include "cli/request_command.hpp"

#include <fmt/format.h>

namespace muster::cli {

CLI::App* setup_recon(CLI::App& app, Context& ctx) {
    return request_command<ReconRequest>(
        app, ctx, "recon",
        fmt::format("Reconnaissance by a unit that moved at march or double (fuzzy-wuzzy; "
                    "unbalanced-equality has no such step). --dice order: {}.",
                    dice_order("recon")),
        Runs::resolve, [](CLI::App& sub, ReconRequest& r) {
            sub.add_option("unit", r.unit, "the reconnoitring unit")->required();
        });
}

} // namespace muster::cli
