#include "cli/cmd_roll.hpp"

#include "cli/report.hpp"
#include "muster/engine/roll.hpp"

#include <memory>

namespace muster::cli {

CLI::App* setup_roll(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<std::vector<std::string>>();
    CLI::App* sub = app.add_subcommand(
        "roll", "Roll dice expressions, each reported separately: 3d6, d6, 2avd, 10avd+1, "
                "2d6+1avd-2 (case-insensitive; AvD = average die 2,3,3,4,4,5). At most 10,000 "
                "dice an expression, 2 to 1,000 sides. --odds prints the exact distribution of "
                "each total. --dice order: the expressions left to right, each term's dice "
                "left to right.");
    sub->add_option("expression", *options, "dice expression(s)")->required();
    sub->callback([options, &ctx] { render(roll(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
