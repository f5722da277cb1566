// `muster log`: its options, the journal read, and its entries drawn by the render module.
#include "cli/cmd_log.hpp"

#include "cli/transact.hpp"
#include "cli/usage.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"
#include "muster/render/log.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
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

void warn_damaged(Context& ctx, const JournalScan& scan, const std::string& path) {
    if (!scan.damaged.empty()) {
        fmt::print(*ctx.err, "muster: warning: {} skipped in {} {}\n",
                   text::plural(static_cast<int>(scan.damaged.size()), "damaged journal entry"),
                   text::escaped(path), damaged_lines_text(scan));
    }
}

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
    // Read twice, never held (issue 20: a 120 MB journal took 31.6 s and 760 MB with --format
    // json): each entry's turn and undo first, then the entries shown, decoded again and written
    // as they come; a 7.1 MB journal of 13,000 entries took 0.52 s and 6 MB (5 MB for `log` of
    // no journal). Charged by the journal's size before a byte of it is read.
    charge_journal(ctx, "log", {8e-8, 0.1, 0});
    const auto roster = read_text_file(ctx.globals.roster_path);
    const JournalFile journal(ctx.globals.roster_path, roster);
    if (!journal.exists() && !roster) {
        load_roster(ctx); // neither roster nor journal: the same error as every command (exit 3)
    }
    Output envelope;
    envelope.command = "log";
    if (roster) {
        try {
            const auto loaded = load_document(ctx);
            envelope.rules = std::string(loaded.doc.roster.rules);
            envelope.turn = loaded.doc.roster.turn;
            render::add_roster_fields(envelope, loaded.doc.roster, *loaded.book);
        } catch (const Error&) {
            // a roster that does not read: its journal is still shown
        }
    }
    if (!journal.exists()) {
        render::render_no_log(format, envelope, style(ctx.globals), *ctx.out);
        return;
    }
    render::LogOutline outline;
    // A roster's first entry made at its first save (`began`: its text as it was) is no move of
    // the game: game notes leave it out; `--json` keeps every entry.
    const auto shown = [&](const JournalEntry& entry) {
        return !entry.began || format == render::LogFormat::json;
    };
    if (options.last && !options.since_turn) {
        // `-n N` alone reads from the end, as far back as its N entries (issue 41): an entry's
        // undo comes after it, so the entries read say which of them were undone.
        std::vector<JournalEntry> entries;
        const auto scan = journal.scan_last(static_cast<std::size_t>(std::max(0LL, *options.last)),
                                            shown, [&](JournalEntry&& entry) {
                                                if (shown(entry)) {
                                                    outline.add(entry);
                                                    entries.push_back(std::move(entry));
                                                }
                                            });
        warn_damaged(ctx, scan, path);
        outline.damaged = static_cast<int>(scan.damaged.size());
        render::LogWriter writer(outline,
                                 render::shown_entries(outline, std::nullopt, options.last), format,
                                 envelope, style(ctx.globals), *ctx.out);
        for (const auto& entry : entries) {
            writer.write(entry);
        }
        writer.finish();
        return;
    }
    const auto scan = journal.scan([&](JournalEntry&& entry) {
        if (shown(entry)) {
            outline.add(entry);
        }
    });
    outline.damaged = static_cast<int>(scan.damaged.size());
    warn_damaged(ctx, scan, path);
    render::LogWriter writer(outline,
                             render::shown_entries(outline, options.since_turn, options.last),
                             format, envelope, style(ctx.globals), *ctx.out);
    journal.scan([&](JournalEntry&& entry) { writer.write(entry); },
                 [&](std::size_t line) { return writer.wanted(line); });
    writer.finish();
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
        ->check(one_of({"text", "markdown", "json"}));
    sub->callback([options, &ctx] { run_log(*options, ctx); });
    return sub;
}

} // namespace muster::cli
