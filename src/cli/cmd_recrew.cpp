#include "cli/cmd_recrew.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"

#include <memory>

namespace muster::cli {

CLI::App* setup_recrew(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<RecrewRequest>();
    CLI::App* sub = app.add_subcommand(
        "recrew", "Give a silent gun (its crew all killed) a new crew of 60 men taken from one "
                  "infantry unit: it then fires at half and hits guns only on 1-2 (UE-ARTY-5).");
    sub->add_option("gun", options->gun, "the silent gun")->required();
    sub->add_option("--from", options->from, "the infantry unit that gives the men")->required();
    sub->callback([options, &ctx] { render(resolve(ctx, *options, false), ctx); });
    return sub;
}

} // namespace muster::cli
