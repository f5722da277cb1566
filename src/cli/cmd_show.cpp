// `muster show`: its options, the roster loaded, and the sheet drawn by the render module.
#include "cli/cmd_show.hpp"

#include "cli/report.hpp"
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

/// `show --width N`: the narrowest and widest sheet muster draws.
constexpr int k_min_width = 20;
constexpr int k_max_width = 1000;

struct ShowOptions {
    std::vector<std::string> names;
    std::optional<long long> width;
};

void run_show(const ShowOptions& options, Context& ctx) {
    if (options.width) {
        if (*options.width < k_min_width || *options.width > k_max_width) {
            throw UsageError(fmt::format("--width: {} is not from {} to {} columns", *options.width,
                                         k_min_width, k_max_width));
        }
        ctx.globals.width = static_cast<int>(*options.width);
    }
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
        "show", "Show the roster as a Morschauser sheet: one mark per figure (x killed or dead, "
                "o wounded in fuzzy-wuzzy, . alive), grouped by stand, with the numbers beside "
                "it. --json gives the whole roster with the derived numbers.");
    sub->add_option("names", options->names, "only these units");
    sub->add_option("--width", options->width,
                    fmt::format("fit the sheet in N columns ({} to {}; default: $COLUMNS, else "
                                "the terminal's width, else 80)",
                                k_min_width, k_max_width));
    sub->callback([options, &ctx] { run_show(*options, ctx); });
    return sub;
}

} // namespace muster::cli
