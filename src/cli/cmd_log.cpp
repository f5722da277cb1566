#include "cli/cmd_log.hpp"

#include "cli/journal.hpp"
#include "cli/report.hpp"
#include "cli/store.hpp"
#include "cli/units.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <memory>

namespace muster::cli {

namespace {

struct LogOptions {
    std::optional<long long> last;
};

void run_log(const LogOptions& options, Context& ctx) {
    if (options.last) {
        check_count(*options.last, "-n");
        if (*options.last < 0) {
            throw UsageError("-n: a count of 0 or more");
        }
    }
    const auto path = journal_path(ctx.globals.roster_path);
    const auto text = read_text_file(path);
    if (!text) {
        if (ctx.globals.format == Format::json) {
            *ctx.out << nlohmann::json{{"schema", 1}, {"entries", nlohmann::json::array()}}.dump()
                     << '\n';
        }
        return;
    }
    int damaged = 0;
    // A save cut short between its journal entry and its roster never happened (store.cpp).
    const auto committed = std::string_view(*text).substr(
        0, committed_length(*text, text_hash(read_text_file(ctx.globals.roster_path))));
    const auto entries = decode_journal(committed, damaged);
    std::size_t first = 0;
    if (options.last && static_cast<std::size_t>(*options.last) < entries.size()) {
        first = entries.size() - static_cast<std::size_t>(*options.last);
    }
    if (damaged > 0) {
        fmt::print(*ctx.err, "muster: warning: {} damaged journal entr{} skipped in {}\n", damaged,
                   damaged == 1 ? "y" : "ies", path);
    }
    if (ctx.globals.format == Format::json) {
        nlohmann::json list = nlohmann::json::array();
        for (std::size_t i = first; i < entries.size(); ++i) {
            const auto& e = entries[i];
            nlohmann::json dice = nlohmann::json::array();
            for (const auto& t : e.dice) {
                dice.push_back({{"die", t.die}, {"value", t.value}, {"for", t.purpose}});
            }
            list.push_back({{"time", e.time},
                            {"command", e.command},
                            {"brief", e.brief},
                            {"dice", dice},
                            {"undo", e.undo}});
        }
        *ctx.out << nlohmann::json{{"schema", 1}, {"entries", list}, {"damaged", damaged}}.dump()
                 << '\n';
        return;
    }
    for (std::size_t i = first; i < entries.size(); ++i) {
        *ctx.out << entries[i].brief << '\n';
    }
}

} // namespace

CLI::App* setup_log(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<LogOptions>();
    CLI::App* sub = app.add_subcommand(
        "log", "Print the journal's brief lines, oldest first (the same lines --brief prints), "
               "for game notes; --json adds times and dice.");
    sub->add_option("-n", options->last, "only the last N entries");
    sub->callback([options, &ctx] { run_log(*options, ctx); });
    return sub;
}

} // namespace muster::cli
