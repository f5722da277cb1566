#include "cli/cmd_add.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/roster_edits.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_add(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<AddRequest>();
    CLI::App* sub = app.add_subcommand(
        "add", "Add a unit: NAME (letters, digits, spaces and / - _ . ', 1-64 characters) and "
               "TYPE (see `muster types`). Stands default to the type's (UE-TYPE-1).");
    sub->add_option("name", options->name, "the unit's name")->required();
    sub->add_option("type", options->type, "troop type id")->required();
    sub->add_option("--side", options->side, "the army it belongs to (UE-TYPE-2)");
    sub->add_option("--stands", options->stands, "starting stands (1-1000)");
    sub->add_option("--formation", options->formation,
                    "open or closed (FW also line, column, square)");
    auto* mounted = sub->add_flag("--mounted", options->mounted, "mounted (UE-TYPE-3)");
    auto* dismounted = sub->add_flag("--dismounted", options->dismounted, "dismounted (default)");
    mounted->excludes(dismounted);
    sub->add_flag("--cover", options->cover, "in a defensive position");
    sub->callback([options, &ctx] { render(edit(ctx, *options), ctx); });
    return sub;
}

} // namespace muster::cli
