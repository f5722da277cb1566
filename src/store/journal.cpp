#include "muster/store/journal.hpp"

#include "muster/roster/text.hpp"

#include <cstdint>
#include <ctime>
#include <fmt/format.h>
#include <limits>
#include <nlohmann/json.hpp>

namespace muster::store {

namespace {
constexpr int k_journal_version = 1;

/// The largest line index, die value or turn a journal entry may hold: more is not a number
/// muster wrote (and would overflow an index).
constexpr long long k_max_journal_number = std::numeric_limits<int>::max();

/// A whole-number field from `low` to k_max_journal_number: a fraction, 1e300, a string or
/// anything out of range makes the entry damaged (it was not written by muster).
long long whole(const nlohmann::json& value, long long low) {
    if (!value.is_number_integer() ||
        (value.is_number_unsigned() &&
         value.get<unsigned long long>() > static_cast<unsigned long long>(k_max_journal_number))) {
        throw std::runtime_error("not a whole number");
    }
    const auto number = value.get<long long>();
    if (number < low || number > k_max_journal_number) {
        throw std::runtime_error("out of range");
    }
    return number;
}

/// The entry's text fields are text muster wrote (valid UTF-8, no control, bidi or invisible
/// character: muster::text): anything else was not written by muster, and the entry is damaged.
void check_fields(const JournalEntry& entry) {
    const auto check = [](std::string_view field) {
        if (!text::text_problem(field).empty()) {
            throw std::runtime_error("bad text");
        }
    };
    check(entry.time);
    check(entry.command);
    check(entry.brief);
    for (const auto& t : entry.dice) {
        check(t.die);
        check(t.purpose);
    }
}
} // namespace

void add_record_fields(nlohmann::json& json, const JournalEntry& entry) {
    if (!entry.source.empty()) {
        json["source"] = entry.source;
    }
    if (!entry.roll.is_null()) {
        json["roll"] = entry.roll;
    }
    if (!entry.skipped.is_null()) {
        json["skipped"] = entry.skipped;
    }
}

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
    if (entry.turn) {
        line["turn"] = *entry.turn;
    }
    if (entry.undo) {
        line["undo"] = true;
    }
    if (!entry.from_hash.empty()) {
        line["from"] = entry.from_hash;
    }
    if (!entry.to_hash.empty()) {
        line["to"] = entry.to_hash;
    }
    add_record_fields(line, entry);
    return line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
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
            if (whole(json.at("v"), 1) > k_journal_version) {
                throw std::runtime_error("newer");
            }
            JournalEntry entry;
            entry.time = json.at("time").get<std::string>();
            entry.command = json.at("command").get<std::string>();
            entry.brief = json.at("brief").get<std::string>();
            for (const auto& t : json.at("dice")) {
                entry.dice.push_back({t.at("die").get<std::string>(),
                                      static_cast<int>(whole(t.at("value"), -k_max_journal_number)),
                                      t.at("for").get<std::string>()});
            }
            for (const auto& e : json.at("edits")) {
                entry.edits.push_back({static_cast<std::size_t>(whole(e.at("at"), 0)),
                                       e.at("before").get<std::vector<std::string>>(),
                                       e.at("after").get<std::vector<std::string>>()});
            }
            if (const auto turn = json.find("turn"); turn != json.end()) {
                entry.turn = static_cast<int>(whole(*turn, 0));
            }
            check_fields(entry);
            entry.undo = json.value("undo", false);
            entry.from_hash = json.value("from", "");
            entry.to_hash = json.value("to", "");
            entry.source = json.value("source", "");
            if (const auto roll = json.find("roll"); roll != json.end()) {
                entry.roll = *roll;
            }
            if (const auto skipped = json.find("skipped"); skipped != json.end()) {
                entry.skipped = *skipped;
            }
            entries.push_back(std::move(entry));
        } catch (const std::exception&) {
            ++damaged;
        }
    }
    return entries;
}

std::string text_hash(const std::optional<std::string>& text) {
    if (!text) {
        return "none";
    }
    std::uint64_t hash = 14695981039346656037ULL; // FNV-1a 64 offset basis
    for (const char c : *text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL; // FNV-1a 64 prime
    }
    return fmt::format("{:016x}", hash);
}

std::size_t committed_length(std::string_view journal, const std::string& roster_hash) {
    // Only the last save's lines are read, newest first (the journal may be long).
    std::size_t end = journal.rfind('\n');
    if (end == std::string_view::npos) {
        return journal.size();
    }
    bool newest = true;
    while (true) {
        const auto before = end == 0 ? std::string_view::npos : journal.rfind('\n', end - 1);
        const std::size_t start = before == std::string_view::npos ? 0 : before + 1;
        int damaged = 0;
        const auto entries = decode_journal(journal.substr(start, end + 1 - start), damaged);
        if (entries.size() == 1) {
            const auto& entry = entries.front();
            if (newest && (entry.to_hash.empty() || entry.to_hash == roster_hash)) {
                return journal.size(); // committed, or written before hashes were kept
            }
            if (!newest && !entry.to_hash.empty()) {
                return journal.size(); // an earlier save: the last one was not torn
            }
            newest = false;
            if (!entry.from_hash.empty()) {
                return entry.from_hash == roster_hash ? start : journal.size();
            }
        } else if (newest) {
            return journal.size(); // a damaged last line: nothing to check
        }
        if (start == 0) {
            return journal.size();
        }
        end = start - 1;
    }
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

} // namespace muster::store
