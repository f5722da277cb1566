#include "cli/cmd_sheet.hpp"

#include "cli/html_out.hpp"
#include "cli/transact.hpp"
#include "muster/budget.hpp"
#include "muster/error.hpp"
#include "muster/report/html.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <memory>

namespace muster::cli {

namespace {

struct SheetOptions {
    std::optional<std::string> out;
    std::optional<std::string> side;
};

void run_sheet(const SheetOptions& options, Context& ctx) {
    refuse_data_formats(ctx, "sheet", " (`muster show --json` gives the roster)");
    const auto loaded = load_document(ctx);
    const Roster& roster = loaded.doc.roster;
    if (options.side) {
        std::vector<std::string> sides;
        for (const auto& unit : roster.units) {
            if (!unit.side.empty() &&
                std::find(sides.begin(), sides.end(), unit.side) == sides.end()) {
                sides.push_back(unit.side);
            }
        }
        if (std::find(sides.begin(), sides.end(), *options.side) == sides.end()) {
            // The side typed is not repeated: it may hold anything; the roster's sides are
            // checked names.
            throw UsageError(
                fmt::format("--side: no such side in the roster (sides: {})",
                            sides.empty() ? "none" : fmt::format("{}", fmt::join(sides, ", "))));
        }
    }
    // Charged before the page is built (1,000 units of 1,000 stands made 405 MB, issue 20).
    const Cost cost = battle_report::sheet_cost(roster, *loaded.book, options.side);
    Budget::current().charge(cost, fmt::format("sheet: the page of {} units", roster.units.size()),
                             " to build", "use --side, or show fewer or smaller units");
    write_page(
        [&](const auto& write) {
            battle_report::write_sheet_html(roster, *loaded.book, options.side, write);
        },
        options.out, ctx);
}

} // namespace

CLI::App* setup_sheet(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<SheetOptions>();
    CLI::App* sub = app.add_subcommand(
        "sheet", "Write the Morschauser roster sheet of the current state as a printable HTML "
                 "page: one card per unit with its figures (killed, wounded, alive), casualties "
                 "and state marks. To stdout, or --out FILE.html; --side S for one side only.");
    add_out_option(*sub, options->out);
    sub->add_option("--side", options->side, "only the units of this side (for hidden rosters)");
    sub->callback([options, &ctx] { run_sheet(*options, ctx); });
    return sub;
}

} // namespace muster::cli
