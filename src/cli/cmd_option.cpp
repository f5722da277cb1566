#include "cli/cmd_option.hpp"

#include "cli/request_command.hpp"

#include <fmt/format.h>

namespace muster::cli {

CLI::App* setup_option(CLI::App& app, Context& ctx) {
    return request_command<OptionRequest>(
        app, ctx, "option",
        fmt::format("Set a rule option in the roster header (docs/rules.md, \"Options\"): {}.",
                    rule_set_words("option")),
        Runs::edit, [](CLI::App& sub, OptionRequest& r) {
            sub.add_option("key", r.key, "option name")->required();
            sub.add_option("value", r.value, "its value")->required();
        });
}

} // namespace muster::cli
