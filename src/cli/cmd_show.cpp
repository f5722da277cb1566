// `muster show`: its options, the roster loaded, and the sheet drawn by the render module.
#include "cli/cmd_show.hpp"

#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/budget.hpp"
#include "muster/engine/roster_edits.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"
#include "muster/render/sheet.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

namespace {

struct ShowOptions {
    std::vector<std::string> names;
};

void run_show(const ShowOptions& options, Context& ctx) {
    const auto loaded = load_document(ctx);
    const Roster& roster = loaded.doc.roster;
    const RuleBook& book = *loaded.book;
    std::vector<const Unit*> units;
    for (const auto& name : options.names) {
        units.push_back(&roster_unit(roster, name));
    }
    if (options.names.empty()) {
        for (const auto& unit : roster.units) {
            units.push_back(&unit);
        }
    }
    auto effective = default_options(book);
    for (const auto& [key, value] : roster.options) {
        effective[key] = value;
    }
    const render::Sheet sheet{roster, book, effective, std::move(units)};
    // Charged before the sheet is drawn (100,000 units made 434 MB of text, issue 20).
    Budget::current().charge(render::sheet_cost(sheet, style(ctx.globals)),
                             fmt::format("show: the sheet of {} units", sheet.units.size()),
                             " to draw", "name the units to show, or use --json");
    render::render_sheet(sheet, style(ctx.globals), *ctx.out);
}

} // namespace

CLI::App* setup_show(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<ShowOptions>();
    CLI::App* sub = app.add_subcommand(
        "show", "Show the roster as a Morschauser sheet: one mark per figure (x lost, o "
                "wounded where the rule set has wounded, . unhurt), grouped by stand, with the "
                "numbers beside it. --json gives the whole roster with the derived numbers.");
    sub->add_option("names", options->names, "only these units");
    sub->callback([options, &ctx] { run_show(*options, ctx); });
    return sub;
}

} // namespace muster::cli
