#include "cli/cmd_kill.hpp"

#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_kill(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<KillRequest>();
    CLI::App* sub = app.add_subcommand(
        "kill", fmt::format("Record casualties by hand, in the rule set's count ({}). A negative "
                            "N takes back a mistake.",
                            rule_set_words("kill")));
    sub->add_option("name", options->unit, "the unit's name")->required();
    sub->add_option("count", options->count, "the rule set's count; negative corrects")->required();
    sub->callback([options, &ctx] { render(resolve(ctx, *options, false), ctx); });
    return sub;
}

} // namespace muster::cli
