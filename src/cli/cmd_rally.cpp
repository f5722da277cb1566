#include "cli/cmd_rally.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_rally(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<RallyRequest>();
    CLI::App* sub = app.add_subcommand(
        "rally", fmt::format("Recovery rolls for every unit falling back (or the units named). "
                             "--dice order: {}.",
                             dice_order("rally")));
    sub->add_option("unit", options->units, "the unit(s) (default: all falling back)");
    sub->callback([options, &ctx] { render(resolve(ctx, *options), ctx); });
    return sub;
}

} // namespace muster::cli
