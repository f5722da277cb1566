#include "cli/journal.hpp"

#include <ctime>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace muster::cli {

namespace {
constexpr int k_journal_version = 1;
} // namespace

std::string encode_entry(const JournalEntry& entry) {
    nlohmann::json dice = nlohmann::json::array();
    for (const auto& t : entry.dice) {
        dice.push_back({{"die", t.die}, {"value", t.value}, {"for", t.purpose}});
    }
    nlohmann::json edits = nlohmann::json::array();
    for (const auto& edit : entry.edits) {
        edits.push_back({{"at", edit.at}, {"before", edit.before}, {"after", edit.after}});
    }
    nlohmann::json line = {
        {"v", k_journal_version}, {"time", entry.time}, {"command", entry.command},
        {"brief", entry.brief},   {"dice", dice},       {"edits", edits}};
    if (entry.undo) {
        line["undo"] = true;
    }
    return line.dump();
}

std::vector<JournalEntry> decode_journal(std::string_view text, int& damaged) {
    std::vector<JournalEntry> entries;
    damaged = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        auto nl = text.find('\n', start);
        const bool complete = nl != std::string_view::npos;
        auto line = text.substr(start, complete ? nl - start : std::string_view::npos);
        start = complete ? nl + 1 : text.size();
        if (line.empty()) {
            continue;
        }
        try {
            if (!complete) {
                throw std::runtime_error("torn");
            }
            const auto json = nlohmann::json::parse(line);
            if (json.at("v").get<int>() > k_journal_version) {
                throw std::runtime_error("newer");
            }
            JournalEntry entry;
            entry.time = json.at("time").get<std::string>();
            entry.command = json.at("command").get<std::string>();
            entry.brief = json.at("brief").get<std::string>();
            for (const auto& t : json.at("dice")) {
                entry.dice.push_back({t.at("die").get<std::string>(), t.at("value").get<int>(),
                                      t.at("for").get<std::string>()});
            }
            for (const auto& e : json.at("edits")) {
                entry.edits.push_back({e.at("at").get<std::size_t>(),
                                       e.at("before").get<std::vector<std::string>>(),
                                       e.at("after").get<std::vector<std::string>>()});
            }
            entry.undo = json.value("undo", false);
            entries.push_back(std::move(entry));
        } catch (const std::exception&) {
            ++damaged;
        }
    }
    return entries;
}

std::string utc_now() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", tm.tm_year + 1900, tm.tm_mon + 1,
                       tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
}

std::vector<std::size_t> live_changes(const std::vector<JournalEntry>& entries) {
    std::vector<std::size_t> live;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (!entries[i].undo) {
            live.push_back(i);
        } else if (!live.empty()) {
            live.pop_back();
        }
    }
    return live;
}

} // namespace muster::cli
