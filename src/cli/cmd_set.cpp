#include "cli/cmd_set.hpp"

#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/roster_edits.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_set(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<SetRequest>();
    CLI::App* sub = app.add_subcommand(
        "set", fmt::format("Set unit keys: set NAME KEY=VALUE... with the roster's keys (side, "
                           "stands; done, due: the turn's record, for corrections; and the rule "
                           "set's: {}). Flags take yes or no (a bare flag means yes).",
                           rule_set_words("set")));
    sub->add_option("name", options->unit, "the unit's name")->required();
    sub->add_option("pairs", options->pairs, "KEY=VALUE")->required();
    sub->callback([options, &ctx] { render(edit(ctx, *options), ctx); });
    return sub;
}

} // namespace muster::cli
