#include "cli/cmd_report.hpp"

#include "cli/html_out.hpp"
#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/error.hpp"
#include "muster/store/journal.hpp"
#include "muster/report/html.hpp"
#include "muster/report/model.hpp"

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

/// One item of a `skipped` list as the report shows it: `turn --skip-owed`'s object as
/// "uThulwana: morale test (UE-MORALE-1)"; a string as it is; another object as its values;
/// anything else as JSON.
std::string skipped_text(const nlohmann::json& item) {
    if (item.is_string()) {
        return item.get<std::string>();
    }
    const auto text_of = [&](const char* key) {
        const auto found = item.find(key);
        return found != item.end() && found->is_string() ? found->get<std::string>()
                                                         : std::string();
    };
    if (item.is_object() && !text_of("who").empty() && !text_of("owes").empty()) {
        const auto rule = text_of("rule");
        return fmt::format("{}: {}{}", text_of("who"), text_of("owes"),
                           rule.empty() ? std::string() : fmt::format(" ({})", rule));
    }
    if (item.is_object()) {
        std::string text;
        for (const auto& [key, value] : item.items()) {
            text += (text.empty() ? "" : " ") +
                    (value.is_string() ? value.get<std::string>() : value.dump());
        }
        return text;
    }
    return item.dump();
}

/// The game-record fields of a journal line (the agreed spec): `source`, and `roll` as one
/// object or a list of them. Missing or malformed fields read as not recorded.
void read_game_record(std::string_view line, report::Record& record) {
    const auto json = nlohmann::json::parse(line, nullptr, false);
    if (!json.is_object()) {
        return;
    }
    if (const auto it = json.find("source"); it != json.end() && it->is_string()) {
        record.source = it->get<std::string>();
    }
    if (const auto skipped = json.find("skipped"); skipped != json.end() && skipped->is_array()) {
        for (const auto& item : *skipped) {
            record.skipped.push_back(skipped_text(item));
        }
    }
    const auto it = json.find("roll");
    if (it == json.end()) {
        return;
    }
    const auto rolls = it->is_array() ? *it : nlohmann::json::array({*it});
    for (const auto& roll : rolls) {
        if (!roll.is_object() || !roll.contains("passed") || !roll["passed"].is_boolean()) {
            continue;
        }
        const auto text = [&](const char* key) {
            const auto f = roll.find(key);
            return f != roll.end() && f->is_string() ? f->get<std::string>() : std::string();
        };
        const auto chance = roll.find("chance");
        const bool has_chance = chance != roll.end() && chance->is_number() &&
                                chance->get<double>() >= 0 && chance->get<double>() <= 1;
        record.rolls.push_back({text("test"), text("unit"), text("side"),
                                roll["passed"].get<bool>(),
                                has_chance ? chance->get<double>() : 0});
    }
}

/// The journal's committed lines as the report reads them (the same cut as `muster log`).
std::vector<report::Record> read_records(const std::string& roster_path,
                                         const std::string& roster_text, int& damaged) {
    std::vector<report::Record> records;
    damaged = 0;
    const auto text = read_text_file(journal_path(roster_path));
    if (!text) {
        return records;
    }
    const auto committed =
        std::string_view(*text).substr(0, committed_length(*text, text_hash(roster_text)));
    std::size_t start = 0;
    while (start < committed.size()) {
        const auto nl = committed.find('\n', start);
        const auto end = nl == std::string_view::npos ? committed.size() : nl + 1;
        const auto line = committed.substr(start, end - start);
        start = end;
        int bad = 0;
        auto entries = decode_journal(line, bad);
        damaged += bad;
        if (entries.size() != 1) {
            continue;
        }
        report::Record record;
        record.entry = std::move(entries.front());
        record.log_line =
            brief_line(brief_with_dice(record.entry.brief, record.entry.dice), record.entry.turn);
        read_game_record(line, record);
        records.push_back(std::move(record));
    }
    std::vector<JournalEntry> entries;
    for (const auto& r : records) {
        entries.push_back(r.entry);
    }
    for (auto& r : records) {
        r.live = false;
    }
    for (const auto i : live_changes(entries)) {
        records[i].live = true;
    }
    return records;
}

void run_report(const ReportOptions& options, Context& ctx) {
    refuse_data_formats(ctx, "report", " (`muster log --json` gives the journal)");
    const auto loaded = load_document(ctx);
    int damaged = 0;
    const auto records = read_records(loaded.path, loaded.text, damaged);
    auto model = report::build_game_model(loaded.text, records, loaded.path);
    model.damaged = damaged;
    if (damaged > 0) {
        fmt::print(*ctx.err, "muster: warning: {} damaged journal entr{} skipped in {}\n", damaged,
                   damaged == 1 ? "y" : "ies", journal_path(loaded.path));
    }
    write_page(report::report_html(model), options.out, ctx);
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
