#include "cli/cmd_option.hpp"

#include "cli/request_command.hpp"

namespace muster::cli {

CLI::App* setup_option(CLI::App& app, Context& ctx) {
    return request_command<OptionRequest>(
        app, ctx, "option",
        "Set a rule option in the roster header (docs/rules.md, \"Options\"): UE combat-power "
        "figures|men (OPT-1), morale-modifiers benefit|literal (OPT-2), army-morale on|off "
        "(OPT-3); FW fw-regular-fire-results on|off (OPT-4: on, the default, regulars and "
        "transport test too).",
        Runs::edit, [](CLI::App& sub, OptionRequest& r) {
            sub.add_option("key", r.key, "option name")->required();
            sub.add_option("value", r.value, "its value")->required();
        });
}

} // namespace muster::cli
