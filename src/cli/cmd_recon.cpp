#include "cli/cmd_recon.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_recon(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<ReconRequest>();
    CLI::App* sub = app.add_subcommand(
        "recon", fmt::format("Reconnaissance by a unit that moved at march or double "
                             "(fuzzy-wuzzy; unbalanced-equality has no such step). --dice "
                             "order: {}.",
                             dice_order("recon")));
    sub->add_option("unit", options->unit, "the reconnoitring unit")->required();
    sub->add_flag("--open", options->open, "FW: in open terrain (+1)");
    sub->callback([options, &ctx] { render(resolve(ctx, *options), ctx); });
    return sub;
}

} // namespace muster::cli
