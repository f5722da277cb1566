#include "cli/cmd_option.hpp"

#include "cli/transact.hpp"
#include "muster/engine/roster_edits.hpp"

#include <memory>

namespace muster::cli {

CLI::App* setup_option(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<OptionRequest>();
    CLI::App* sub = app.add_subcommand(
        "option", "Set a rule option in the roster header (docs/rules.md, \"Options\"): UE "
                  "combat-power figures|men (OPT-1), morale-modifiers benefit|literal (OPT-2), "
                  "army-morale on|off (OPT-3); FW fw-regular-fire-results on|off (OPT-4: on, the "
                  "default, regulars and transport test too).");
    sub->add_option("key", options->key, "option name")->required();
    sub->add_option("value", options->value, "its value")->required();
    sub->callback([options, &ctx] { render(edit(ctx, *options), ctx); });
    return sub;
}

} // namespace muster::cli
