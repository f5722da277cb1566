#include "cli/cmd_morale.hpp"

#include "cli/fw_commands.hpp"
#include "cli/report.hpp"
#include "cli/rules_dispatch.hpp"
#include "cli/ue_commands.hpp"
#include "cli/units.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

namespace {

/// The options of `morale`, of both rule sets.
struct MoraleOptions {
    std::vector<std::string> units;
    // unbalanced-equality
    std::string range;
    bool cover = false;
    bool single_stand = false;
    // fuzzy-wuzzy
    std::optional<int> markers;
};

Report run_morale(const MoraleOptions& o, Context& ctx) {
    return transact_units(ctx, o.units, [&](Roster& roster, const RuleBook& book) {
        if (roster.rules == RuleSet::fuzzy_wuzzy) {
            refuse_options({{!o.range.empty(), "--range"},
                            {o.cover, "--cover"},
                            {o.single_stand, "--single-stand"}},
                           RuleSet::unbalanced_equality, roster.rules);
            return fw::morale(o.units, o.markers, ctx, roster, book);
        }
        refuse_options({{o.markers.has_value(), "--markers"}}, RuleSet::fuzzy_wuzzy, roster.rules);
        return ue::morale({o.units, o.range, o.cover, o.single_stand}, ctx, roster, book);
    });
}

} // namespace

CLI::App* setup_morale(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<MoraleOptions>();
    CLI::App* sub = app.add_subcommand(
        "morale",
        fmt::format("Reaction tests after fire: every native unit that took casualties this turn "
                    "(or the units named), at the closest band it was fired at, with the "
                    "benefits recorded; --range, --cover and --single-stand give them by hand. "
                    "--dice order: {}; {}.",
                    ue::k_morale_dice_order, fw::k_morale_dice_order));
    sub->add_option("unit", options->units, "the unit(s) to test (default: all that are due)");
    sub->add_option("--range", options->range,
                    "UE: test at this band (short, medium, long) whatever the record says");
    sub->add_flag("--cover", options->cover, "UE: the unit is in a defensive position");
    sub->add_flag("--single-stand", options->single_stand,
                  "UE: it was fired on by a single regular infantry stand");
    sub->add_option_function<int>(
        "--markers", [o = options.get()](const int& n) { o->markers = n; },
        "FW: the casualty markers a one-off TYPE[:STANDS] unit took this move");
    sub->callback([options, &ctx] { render(run_morale(*options, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
