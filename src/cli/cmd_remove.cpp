#include "cli/cmd_remove.hpp"

#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/engine/roster_edits.hpp"

#include <memory>

namespace muster::cli {

CLI::App* setup_remove(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<RemoveRequest>();
    CLI::App* sub = app.add_subcommand("remove", "Remove a unit from the roster (`muster undo` "
                                                 "brings it back).");
    sub->add_option("name", options->unit, "the unit's name")->required();
    sub->callback([options, &ctx] { render(edit(ctx, *options), ctx); });
    return sub;
}

} // namespace muster::cli
