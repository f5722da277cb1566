#include "cli/cmd_recover.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_recover(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<RecoverRequest>();
    CLI::App* sub = app.add_subcommand(
        "recover", fmt::format("Recover casualty markers (fuzzy-wuzzy; unbalanced-equality has "
                               "no such step): --when move (default), day or week. --dice "
                               "order: {}.",
                               dice_order("recover")));
    sub->add_option("unit", options->units, "the unit(s) (--when day or week: default all)");
    sub->add_option("--when", options->when, "FW: move (default), day or week");
    sub->callback([options, &ctx] { render(resolve(ctx, *options), ctx); });
    return sub;
}

} // namespace muster::cli
