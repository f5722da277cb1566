#include "cli/cmd_add.hpp"

#include "cli/request_command.hpp"

namespace muster::cli {

CLI::App* setup_add(CLI::App& app, Context& ctx) {
    return request_command<AddRequest>(
        app, ctx, "add",
        "Add a unit: NAME (letters, digits, spaces and / - _ . ', 1-64 characters) and TYPE (see "
        "`muster types`). Stands default to the type's (UE-TYPE-1).",
        Runs::edit, [](CLI::App& sub, AddRequest& r) {
            sub.add_option("name", r.name, "the unit's name")->required();
            sub.add_option("type", r.type, "troop type id")->required();
            sub.add_option("--side", r.side, "the army it belongs to (UE-TYPE-2)");
            sub.add_option("--stands", r.stands, "starting stands (1-1000)");
            sub.add_option("--formation", r.formation,
                           "open or closed (FW also line, column, square)");
            auto* mounted = sub.add_flag("--mounted", r.mounted, "mounted (UE-TYPE-3)");
            auto* dismounted = sub.add_flag("--dismounted", r.dismounted, "dismounted (default)");
            mounted->excludes(dismounted);
            sub.add_flag("--cover", r.cover, "in a defensive position");
        });
}

} // namespace muster::cli
