// `muster status` and the shell's count of what is owed; the view drawn by the render module.
#include "cli/cmd_status.hpp"

#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/engine/record.hpp"
#include "muster/error.hpp"
#include "muster/render/status.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/store/store.hpp"

namespace muster::cli {

using namespace muster::store; // the journal and the roster files (src/store/)

namespace {

Output run_status(const Context& ctx) {
    const auto loaded = load_document(ctx);
    auto report =
        render::status_report(loaded.doc.roster, *loaded.book,
                              live_changes_from_end(ctx.globals.roster_path, loaded.text()));
    report.turn = loaded.doc.roster.turn;
    render::add_roster_fields(report, loaded.doc.roster, *loaded.book);
    return report;
}

} // namespace

std::optional<std::size_t> owed_count(const Context& ctx) {
    try {
        const auto loaded = load_document(ctx);
        return owed_items(loaded.doc.roster, *loaded.book).size();
    } catch (const Error&) {
        return std::nullopt;
    }
}

CLI::App* setup_status(CLI::App& app, Context& ctx) {
    CLI::App* sub = app.add_subcommand(
        "status", "Where the game stands: the turn (or move), the phase reached as far as the "
                  "journal tells, and per unit what it has done this turn and still owes, with "
                  "the command that settles each; --json too. Changes nothing.");
    sub->callback([&ctx] { render(run_status(ctx), ctx); });
    return sub;
}

} // namespace muster::cli
