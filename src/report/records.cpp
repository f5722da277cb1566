// The journal's lines as the battle report reads them: entries, the game-record fields, what
// was undone (the text given; the store reads the file).
#include "muster/engine/resolution.hpp"
#include "muster/report/model.hpp"
#include "muster/store/journal.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace muster::report {

namespace {

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
void read_game_record(std::string_view line, Record& record) {
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

} // namespace

std::vector<Record> read_records(std::string_view committed, int& damaged) {
    std::vector<Record> records;
    damaged = 0;
    std::size_t start = 0;
    while (start < committed.size()) {
        const auto nl = committed.find('\n', start);
        const auto end = nl == std::string_view::npos ? committed.size() : nl + 1;
        const auto line = committed.substr(start, end - start);
        start = end;
        int bad = 0;
        auto entries = store::decode_journal(line, bad);
        damaged += bad;
        if (entries.size() != 1) {
            continue;
        }
        Record record;
        record.entry = std::move(entries.front());
        record.log_line =
            brief_line(brief_with_dice(record.entry.brief, record.entry.dice), record.entry.turn);
        read_game_record(line, record);
        records.push_back(std::move(record));
    }
    std::vector<store::JournalEntry> entries;
    for (const auto& r : records) {
        entries.push_back(r.entry);
    }
    for (auto& r : records) {
        r.live = false;
    }
    for (const auto i : store::live_changes(entries)) {
        records[i].live = true;
    }
    return records;
}

} // namespace muster::report
