#include "cli/cmd_report.hpp"

#include "cli/html_out.hpp"
#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/error.hpp"
#include "muster/report/html.hpp"
#include "muster/report/model.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/text/text.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <memory>
#include <nlohmann/json.hpp>

namespace muster::cli {

using namespace muster::store; // the journal and the roster files (src/store/)

namespace {

struct ReportOptions {
    std::optional<std::string> out;
};

void run_report(const ReportOptions& options, Context& ctx) {
    refuse_data_formats(ctx, "report", " (`muster log --json` gives the journal)");
    const auto loaded = load_document(ctx);
    // Every entry is kept and drawn: a 120 MB journal took 29 s and 678 MB on the reference
    // machine before it was refused (issue 20).
    charge_journal(ctx, "report", {2.4e-7, 6, 0});
    std::vector<JournalEntry> entries;
    const auto scan = read_journal(loaded.path, loaded.text(), [&](JournalEntry&& entry) {
        entries.push_back(std::move(entry));
    });
    const auto records = battle_report::read_records(std::move(entries));
    auto model = battle_report::build_game_model(loaded.text(), records, loaded.path);
    const auto damaged = static_cast<int>(scan.damaged.size());
    model.damaged = damaged;
    if (damaged > 0) {
        fmt::print(*ctx.err, "muster: warning: {} skipped in {} {}\n",
                   text::plural(damaged, "damaged journal entry"), journal_path(loaded.path),
                   damaged_lines_text(scan));
    }
    write_page(battle_report::report_html(model), options.out, ctx);
}

} // namespace

CLI::App* setup_report(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<ReportOptions>();
    CLI::App* sub = app.add_subcommand(
        "report", "Write the battle report: one self-contained HTML page (no network, no script; "
                  "prints on A4) with the headline, casualties by turn, dice luck per side, every "
                  "unit's history and the turn-by-turn log. To stdout, or --out FILE.html.");
    add_out_option(*sub, options->out);
    sub->callback([options, &ctx] { run_report(*options, ctx); });
    return sub;
}

} // namespace muster::cli
