#include "cli/cmd_kill.hpp"

#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"

#include <memory>

namespace muster::cli {

CLI::App* setup_kill(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<KillRequest>();
    CLI::App* sub = app.add_subcommand(
        "kill", "Record casualties by hand: UE men killed (UE-ROSTER-1; capped at the men "
                "present, UE-ROSTER-3), FW casualty markers (FW-PIECE-2). A negative N takes "
                "back a mistake.");
    sub->add_option("name", options->unit, "the unit's name")->required();
    sub->add_option("count", options->count, "men (UE) or markers (FW); negative corrects")
        ->required();
    sub->callback([options, &ctx] { render(resolve(ctx, *options, false), ctx); });
    return sub;
}

} // namespace muster::cli
