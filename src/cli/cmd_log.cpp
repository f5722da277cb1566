#include "cli/cmd_log.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"
#include "muster/roster/text.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <memory>
#include <set>

namespace muster::cli {

using namespace muster::store; // the journal and the roster files (src/store/)

namespace {

struct LogOptions {
    std::optional<long long> last;
    std::optional<long long> since_turn;
    std::optional<std::string> format; ///< --format; text when not given
};

/// The dice of an entry for a notes table, grouped by die: "D6 4,5,3; AvD 2".
std::string compact_dice(const std::vector<dice::Throw>& dice) {
    std::string out;
    const std::string* die = nullptr;
    for (const auto& t : dice) {
        if (die == nullptr || *die != t.die) {
            out += fmt::format("{}{} {}", out.empty() ? "" : "; ", t.die, t.value);
            die = &t.die;
        } else {
            out += fmt::format(",{}", t.value);
        }
    }
    return out;
}

/// Text in a Markdown table cell: `|` escaped, so a unit name cannot split the row.
std::string markdown_cell(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '|' || c == '\\' || c == '*' || c == '_' || c == '~' || c == '`') {
            out += '\\';
        }
        out += c;
    }
    return out;
}

/// `--format markdown`: a table for a battle report. Changes later undone are struck through
/// and the undo entries themselves left out, so the table reads as the game went.
void print_markdown(const std::vector<JournalEntry>& entries, const std::vector<std::size_t>& shown,
                    std::ostream& out) {
    const auto live = live_changes(entries);
    const std::set<std::size_t> live_set(live.begin(), live.end());
    out << "| Turn | Resolution | Dice |\n|---:|---|---|\n";
    for (const std::size_t i : shown) {
        const auto& e = entries[i];
        if (e.undo) {
            continue;
        }
        const auto cell = markdown_cell(text::escaped(e.brief));
        fmt::print(out, "| {} | {} | {} |\n", e.turn ? fmt::to_string(*e.turn) : "",
                   live_set.count(i) != 0 ? cell : fmt::format("~~{}~~ (undone)", cell),
                   compact_dice(e.dice));
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
    const bool markdown = options.format == "markdown";
    const bool json = ctx.globals.format == Format::json || options.format == "json";
    const auto path = journal_path(ctx.globals.roster_path);
    const auto text = read_journal_file(ctx.globals.roster_path);
    if (!text && !read_text_file(ctx.globals.roster_path)) {
        load_roster(ctx); // neither roster nor journal: the same error as every command (exit 3)
    }
    if (!text) {
        if (json) {
            *ctx.out << nlohmann::json{{"schema", 1}, {"entries", nlohmann::json::array()}}.dump(
                            -1, ' ', false, nlohmann::json::error_handler_t::replace)
                     << '\n';
        } else if (markdown) {
            print_markdown({}, {}, *ctx.out);
        }
        return;
    }
    int damaged = 0;
    // A save cut short between its journal entry and its roster never happened (store.cpp).
    const auto committed = std::string_view(*text).substr(
        0, committed_length(*text, text_hash(read_text_file(ctx.globals.roster_path))));
    const auto entries = decode_journal(committed, damaged);
    // The entries shown: from turn N on (entries of journals older than turn numbers have no
    // turn and are left out), then the last N of those.
    std::vector<std::size_t> shown;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (!options.since_turn || (entries[i].turn && *entries[i].turn >= *options.since_turn)) {
            shown.push_back(i);
        }
    }
    if (options.last && static_cast<std::size_t>(*options.last) < shown.size()) {
        shown.erase(shown.begin(), shown.end() - static_cast<std::ptrdiff_t>(*options.last));
    }
    if (damaged > 0) {
        fmt::print(*ctx.err, "muster: warning: {} damaged journal entr{} skipped in {}\n", damaged,
                   damaged == 1 ? "y" : "ies", text::escaped(path));
    }
    if (json) {
        nlohmann::json list = nlohmann::json::array();
        for (const std::size_t i : shown) {
            const auto& e = entries[i];
            nlohmann::json dice = nlohmann::json::array();
            for (const auto& t : e.dice) {
                dice.push_back({{"die", t.die}, {"value", t.value}, {"for", t.purpose}});
            }
            nlohmann::json item = {
                {"time", e.time},
                {"turn", e.turn ? nlohmann::json(*e.turn) : nlohmann::json(nullptr)},
                {"command", e.command},
                {"brief", brief_with_dice(e.brief, e.dice)},
                {"dice", dice},
                {"undo", e.undo}};
            add_record_fields(item, e);
            list.push_back(std::move(item));
        }
        *ctx.out << nlohmann::json{{"schema", 1}, {"entries", list}, {"damaged", damaged}}.dump(
                        -1, ' ', false, nlohmann::json::error_handler_t::replace)
                 << '\n';
        return;
    }
    if (markdown) {
        print_markdown(entries, shown, *ctx.out);
        return;
    }
    for (const std::size_t i : shown) {
        *ctx.out << text::escaped(brief_line(brief_with_dice(entries[i].brief, entries[i].dice),
                                             entries[i].turn))
                 << '\n';
    }
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
