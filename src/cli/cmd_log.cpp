// `muster log`: its options, the journal read, and its entries drawn by the render module.
#include "cli/cmd_log.hpp"

#include "cli/transact.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"
#include "muster/render/log.hpp"
#include "muster/roster/text.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <memory>

namespace muster::cli {

using namespace muster::store; // the journal and the roster files (src/store/)

namespace {

struct LogOptions {
    std::optional<long long> last;
    std::optional<long long> since_turn;
    std::optional<std::string> format; ///< --format; text when not given
};

void run_log(const LogOptions& options, Context& ctx) {
    if (options.last) {
        check_count(*options.last, "-n");
        if (*options.last < 0) {
            throw UsageError("-n: a count of 0 or more");
        }
    }
    if (options.since_turn) {
        check_count(*options.since_turn, "--since-turn");
        if (*options.since_turn < 1) {
            throw UsageError("--since-turn: a turn number from 1");
        }
    }
    if (options.format && ctx.globals.format != Format::text &&
        *options.format != (ctx.globals.format == Format::json ? "json" : "text")) {
        throw UsageError(fmt::format("--format {} and --{}: give one of them", *options.format,
                                     ctx.globals.format == Format::json ? "json" : "brief"));
    }
    const auto format = ctx.globals.format == Format::json || options.format == "json"
                            ? render::LogFormat::json
                        : options.format == "markdown" ? render::LogFormat::markdown
                                                       : render::LogFormat::text;
    const auto path = journal_path(ctx.globals.roster_path);
    // Every entry is kept, then printed: a 120 MB journal took 31.6 s and 760 MB as JSON
    // (24 s and 428 MB as text) on the reference machine (issue 20).
    charge_journal(ctx, "log", {2.6e-7, 6.5, 0});
    const auto roster = read_text_file(ctx.globals.roster_path);
    std::vector<JournalEntry> entries;
    const auto scan = read_journal(ctx.globals.roster_path, roster, [&](JournalEntry&& entry) {
        entry.edits.clear(); // the log shows no roster lines
        entries.push_back(std::move(entry));
    });
    if (!scan.exists && !roster) {
        load_roster(ctx); // neither roster nor journal: the same error as every command (exit 3)
    }
    Report envelope;
    envelope.command = "log";
    if (roster) {
        try {
            const auto loaded = load_document(ctx);
            envelope.rules = std::string(to_string(loaded.doc.roster.rules));
            envelope.turn = loaded.doc.roster.turn;
            render::add_roster_fields(envelope, loaded.doc.roster, *loaded.book);
        } catch (const Error&) {
            // a roster that does not read: its journal is still shown
        }
    }
    if (!scan.exists) {
        render::render_no_log(format, envelope, style(ctx.globals), *ctx.out);
        return;
    }
    const auto damaged = static_cast<int>(scan.damaged.size());
    const auto shown = render::shown_entries(entries, options.since_turn, options.last);
    if (damaged > 0) {
        fmt::print(*ctx.err, "muster: warning: {} damaged journal entr{} skipped in {} {}\n",
                   damaged, damaged == 1 ? "y" : "ies", text::escaped(path),
                   damaged_lines_text(scan));
    }
    render::render_log(entries, shown, damaged, format, envelope, style(ctx.globals), *ctx.out);
}

} // namespace

CLI::App* setup_log(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<LogOptions>();
    CLI::App* sub = app.add_subcommand(
        "log", "Print the journal, oldest first: one line per change, `t3 fire ...` (the same "
               "lines --brief prints), for game notes; --format markdown gives a table for a "
               "battle report; --json adds times and dice.");
    sub->add_option("-n", options->last, "only the last N entries");
    sub->add_option("--since-turn", options->since_turn, "only the entries of turn N and later");
    sub->add_option("--format", options->format,
                    "text (default), markdown (a table: turn, resolution, dice; undone changes "
                    "struck through) or json")
        ->check(CLI::IsMember({"text", "markdown", "json"}));
    sub->callback([options, &ctx] { run_log(*options, ctx); });
    return sub;
}

} // namespace muster::cli
