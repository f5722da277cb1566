#include "muster/store/journal.hpp"

#include "muster/dice/fair.hpp"
#include "muster/store/json_line.hpp"
#include "muster/store/save.hpp"
#include "muster/store/signatures.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace muster::store {

namespace {
// The event format (k_journal_version, docs/game-record.md "Event format"); versions 1 to 3 are
// still read. Version 3 is version 2 with `result` in the JSON vocabulary of schema 2
// (docs/scripting.md); version 4 adds the chain of SHA-256 seals (`prev`) and the facts
// `author`, `file` and `began`; version 5 records the roster's hashes (`from`, `to`) in SHA-256
// rather than FNV-1a 64 (TextHash).

/// The digits of a format-4 seal (SHA-256) and of an older one (FNV-1a 64).
constexpr std::size_t k_seal_digits = 64;
constexpr std::size_t k_old_seal_digits = 16;

bool is_hex(std::string_view text, std::size_t digits) {
    return text.size() == digits && text.find_first_not_of("0123456789abcdef") == std::string::npos;
}

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

/// Every text of a decoded line (keys and strings, at any depth) is text muster wrote (valid
/// UTF-8, no control, bidi or invisible character: muster::text): anything else was not written
/// by muster, and the entry is damaged (issue 20: `source`, `roll.unit`, `side`, `test` never
/// reach a reader raw). The roster lines of `edits` are checked apart (they may hold tabs).
void check_text(const nlohmann::json& json) {
    if (json.is_string()) {
        if (!text::text_problem(json.get_ref<const std::string&>()).empty()) {
            throw std::runtime_error("bad text");
        }
    } else if (json.is_object()) {
        for (const auto& [key, value] : json.items()) {
            if (!text::text_problem(key).empty()) {
                throw std::runtime_error("bad text");
            }
            if (key != "edits") {
                check_text(value);
            }
        }
    } else if (json.is_array()) {
        for (const auto& value : json) {
            check_text(value);
        }
    }
}

void check_roster_line(std::string_view line) {
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) {
        line.remove_suffix(1);
    }
    if (!text::text_problem(line, true).empty()) {
        throw std::runtime_error("bad roster line");
    }
}

/// A die's source in format 2: "typed", "seeded" (with its seed and position) or "random".
nlohmann::json die_json(const dice::Throw& t, const JournalEntry& entry, std::size_t at) {
    nlohmann::json die = {{"die", t.die}, {"value", t.value}, {"for", t.purpose}};
    auto seed = entry.seed;
    constexpr std::string_view seeded = "seeded ";
    if (!seed && entry.source.starts_with(seeded)) {
        std::uint64_t n = 0;
        const auto* first = entry.source.data() + seeded.size();
        const auto* last = entry.source.data() + entry.source.size();
        const auto [end, ec] = std::from_chars(first, last, n);
        if (ec == std::errc{} && end == last) {
            seed = n;
        }
    }
    if (seed) {
        die["source"] = "seeded";
        die["seed"] = *seed;
        die["at"] = at;
    } else if (entry.source == "typed" || entry.source == "random" || entry.source == "fair" ||
               entry.source == "closed") {
        die["source"] = entry.source;
    }
    return die;
}

/// A seeded die's seed (format 2), checked against the entry's and its position.
void read_die_source(const nlohmann::json& die, JournalEntry& entry, std::size_t at) {
    const auto source = die.find("source");
    if (source == die.end()) {
        return;
    }
    const auto& name = source->get_ref<const std::string&>();
    if (name != "seeded") {
        if (name != "typed" && name != "random" && name != "fair" && name != "closed") {
            throw std::runtime_error("unknown die source");
        }
        return;
    }
    const auto& seed = die.at("seed");
    if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0)) {
        throw std::runtime_error("bad seed");
    }
    const auto value = seed.get<std::uint64_t>();
    if ((entry.seed && *entry.seed != value) ||
        whole(die.at("at"), 0) != static_cast<long long>(at)) {
        throw std::runtime_error("seed out of order");
    }
    entry.seed = value;
}

/// A `fair` field as muster writes it: an object of known keys, each a lower-case hex digest
/// (a pending entry's seal: 16 digits; a pledge or link: 64), but for a join's `key` (a public
/// key's text) and `deadline` ("48h").
void check_fair(const nlohmann::json& fair) {
    if (!fair.is_object() || fair.empty()) {
        throw std::runtime_error("bad fair");
    }
    for (const auto& [key, value] : fair.items()) {
        if (!value.is_string()) {
            throw std::runtime_error("bad fair value");
        }
        const auto& text = value.get_ref<const std::string&>();
        if (key == "key") {
            if (!key_without_comment(text) || *key_without_comment(text) != text) {
                throw std::runtime_error("bad fair key");
            }
            continue;
        }
        if (key == "deadline") {
            if (!deadline_seconds(text)) {
                throw std::runtime_error("bad fair deadline");
            }
            continue;
        }
        const bool seal = key == "for" || key == "request"; // a pending entry's seal
        if (!seal && key != "pledge" && key != "by" && key != "link" && key != "roller" &&
            key != "other" && key != "replaces") {
            throw std::runtime_error("bad fair key");
        }
        if (!is_hex(text, k_seal_digits) && !(seal && is_hex(text, k_old_seal_digits))) {
            throw std::runtime_error("bad fair digest");
        }
    }
}

/// The longest signature muster reads (an RSA-16384 signature is under 3 KiB of base64).
constexpr std::size_t k_longest_sig = 8192;

bool is_base64(std::string_view text) {
    return !text.empty() && text.size() <= k_longest_sig &&
           text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
                                  "=") == std::string_view::npos;
}

/// An `author` as muster writes it: "SHA256:" and 43 base64 digits (a key's fingerprint).
bool is_fingerprint(std::string_view text) {
    constexpr std::string_view prefix = "SHA256:";
    constexpr std::size_t digits = 43;
    return text.size() == prefix.size() + digits && text.starts_with(prefix) &&
           is_base64(text.substr(prefix.size())) && text.find('=') == std::string_view::npos;
}

/// A roll as muster wrote it before the chance of passing was named by the `p_` rule: its
/// `chance` read as `p_pass` (issue 27; the journal stays version 3, its seal over the bytes).
void with_p_pass(nlohmann::json& roll) {
    if (roll.is_array()) {
        for (auto& each : roll) {
            with_p_pass(each);
        }
        return;
    }
    if (!roll.is_object()) {
        return;
    }
    if (const auto old = roll.find("chance"); old != roll.end() && !roll.contains("p_pass")) {
        auto value = *old;
        roll.erase(old);
        roll["p_pass"] = std::move(value);
    }
}

JournalEntry decode_line(std::string_view line, Keep keep) {
    auto json = parse_json_line(line); // bounded in depth: a deep line is damaged
    const auto version = whole(json.at("v"), 1);
    if (version > k_journal_version) {
        throw std::runtime_error("newer");
    }
    check_text(json);
    JournalEntry entry;
    entry.version = static_cast<int>(version);
    if (const auto sig = json.find("sig"); sig != json.end()) {
        entry.sig = sig->get<std::string>(); // the signature of the seal: not under it
        json.erase("sig");
        if (version < 4 || !is_base64(entry.sig)) {
            throw std::runtime_error("bad sig");
        }
    }
    if (const auto sum = json.find("sum"); sum != json.end()) {
        const auto recorded = sum->get<std::string>();
        json.erase("sum");
        if (version >= 4 && !is_hex(recorded, k_seal_digits)) {
            throw std::runtime_error("bad seal");
        }
        // SHA-256 is worked out only for a reader that keeps lines (replay): `log`, `status`
        // and a save read the fields alone and need not load libcrypto.
        entry.sealed = (version >= 4 && keep == Keep::fields) ||
                       seal_of(json, static_cast<int>(version)) == recorded;
        entry.seal = recorded;
    } else {
        entry.sealed = version < 2; // a version-2 line is always sealed: no `sum` is an alteration
    }
    entry.time = json.at("time").get<std::string>();
    entry.command = json.at("command").get<std::string>();
    entry.brief = json.at("brief").get<std::string>();
    for (const auto& t : json.at("dice")) {
        read_die_source(t, entry, entry.dice.size());
        entry.dice.push_back({t.at("die").get<std::string>(),
                              static_cast<int>(whole(t.at("value"), -k_max_journal_number)),
                              t.at("for").get<std::string>()});
    }
    for (const auto& e : json.at("edits")) {
        entry.edits.push_back({static_cast<std::size_t>(whole(e.at("at"), 0)),
                               e.at("before").get<std::vector<std::string>>(),
                               e.at("after").get<std::vector<std::string>>()});
        for (const auto& lines : {entry.edits.back().before, entry.edits.back().after}) {
            for (const auto& l : lines) {
                check_roster_line(l);
            }
        }
    }
    if (const auto turn = json.find("turn"); turn != json.end()) {
        entry.turn = static_cast<int>(whole(*turn, 0));
    }
    entry.undo = json.value("undo", false);
    entry.from_hash = json.value("from", "");
    entry.to_hash = json.value("to", "");
    entry.source = json.value("source", "");
    if (const auto roll = json.find("roll"); roll != json.end()) {
        entry.roll = *roll;
        with_p_pass(entry.roll);
    }
    if (const auto skipped = json.find("skipped"); skipped != json.end()) {
        entry.skipped = *skipped;
    }
    if (version >= 2) {
        entry.rules = json.value("rules", "");
        entry.rules_revision = json.value("rev", "");
        if (const auto request = json.find("request"); request != json.end()) {
            if (!request->is_object() && !request->is_null()) {
                throw std::runtime_error("bad request");
            }
            entry.request = *request;
        }
        if (const auto result = json.find("result"); result != json.end()) {
            entry.result = *result;
        }
        if (const auto fair = json.find("fair"); fair != json.end()) {
            check_fair(*fair);
            entry.fair = *fair;
        }
    }
    if (version >= 4) {
        entry.prev = json.value("prev", "");
        if (!entry.prev.empty() && !is_hex(entry.prev, k_seal_digits) &&
            !is_hex(entry.prev, k_old_seal_digits)) {
            throw std::runtime_error("bad prev");
        }
        entry.author = json.value("author", "");
        if (!entry.author.empty() && !is_fingerprint(entry.author)) {
            throw std::runtime_error("bad author");
        }
        entry.file = json.value("file", "");
        entry.began = json.value("began", false);
        if (const auto solo = json.find("solo"); solo != json.end()) {
            if (!solo->is_object() || !solo->value("side", nlohmann::json()).is_string() ||
                !solo->value("doctrine", nlohmann::json()).is_string()) {
                throw std::runtime_error("bad solo");
            }
            entry.solo = *solo;
        }
    }
    if (keep == Keep::lines) {
        entry.recorded = std::move(json);
    }
    return entry;
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

std::string seal_of(const nlohmann::json& without_sum, int version) {
    const auto text = without_sum.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return version >= 4 ? dice::to_hex(dice::sha256(text)) : old_seal(text);
}

nlohmann::json journal_json(const JournalEntry& entry) {
    nlohmann::json dice = nlohmann::json::array();
    for (std::size_t i = 0; i < entry.dice.size(); ++i) {
        dice.push_back(die_json(entry.dice[i], entry, i));
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
    if (!entry.rules.empty()) {
        line["rules"] = entry.rules;
    }
    if (!entry.rules_revision.empty()) {
        line["rev"] = entry.rules_revision;
    }
    if (!entry.request.is_null()) {
        line["request"] = entry.request;
    }
    if (!entry.result.is_null()) {
        line["result"] = entry.result;
    }
    if (!entry.fair.is_null()) {
        line["fair"] = entry.fair;
    }
    if (!entry.prev.empty()) {
        line["prev"] = entry.prev;
    }
    if (!entry.author.empty()) {
        line["author"] = entry.author;
    }
    if (!entry.file.empty()) {
        line["file"] = entry.file;
    }
    if (entry.began) {
        line["began"] = true;
    }
    if (!entry.solo.is_null()) {
        line["solo"] = entry.solo;
    }
    // Round-trip the text so the seal is of what a reader parses back (invalid UTF-8 replaced).
    return nlohmann::json::parse(
        line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

std::string encode_entry(const JournalEntry& entry, std::string* seal) {
    auto line = journal_json(entry);
    auto sum = seal_of(line, k_journal_version);
    line["sum"] = sum;
    if (!entry.sig.empty()) {
        line["sig"] = entry.sig;
    }
    if (seal != nullptr) {
        *seal = std::move(sum);
    }
    return line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string encode_chain(std::vector<JournalEntry>& entries, std::string prev,
                         const EntrySigner* signer) {
    std::string lines;
    for (auto& entry : entries) {
        entry.prev = std::move(prev);
        entry.sig.clear();
        if (signer != nullptr) {
            entry.author = signer->author;
            entry.sig = signer->sign(seal_of(journal_json(entry), k_journal_version));
        }
        lines += encode_entry(entry, &prev);
        lines += '\n';
    }
    return lines;
}

std::optional<ChainEnd> chain_end(std::string_view tail) {
    std::size_t end = tail.size();
    if (end > 0 && tail.back() != '\n') {
        end = tail.rfind('\n'); // a torn last line (no newline): passed over
        end = end == std::string_view::npos ? 0 : end + 1;
    }
    while (end > 0) {
        const auto nl = end >= 2 ? tail.rfind('\n', end - 2) : std::string_view::npos;
        const std::size_t start = nl == std::string_view::npos ? 0 : nl + 1;
        try {
            auto entry = decode_line(tail.substr(start, end - 1 - start), Keep::fields);
            return ChainEnd{std::move(entry.seal), std::move(entry.author)};
        } catch (const std::exception&) {
            end = start; // damaged: the line before it
        }
    }
    return std::nullopt;
}

std::optional<std::string> last_seal(std::string_view tail) {
    auto end = chain_end(tail);
    return end ? std::optional(std::move(end->seal)) : std::nullopt;
}

void JournalScanner::line(std::string_view line, bool complete) {
    ++m_number;
    if (line.empty() || (m_wanted && !m_wanted(m_number))) {
        return;
    }
    JournalEntry entry;
    try {
        if (!complete) {
            throw std::runtime_error("torn");
        }
        entry = decode_line(line, m_keep);
    } catch (const std::exception&) {
        m_scan.damaged.push_back(m_number);
        return;
    }
    entry.line = m_number;
    m_visit(std::move(entry));
}

JournalScan scan_journal(std::string_view text, const std::function<void(JournalEntry&&)>& visit,
                         Keep keep) {
    JournalScanner scanner(visit, {}, keep);
    std::size_t start = 0;
    while (start < text.size()) {
        auto nl = text.find('\n', start);
        const bool complete = nl != std::string_view::npos;
        scanner.line(text.substr(start, complete ? nl - start : std::string_view::npos), complete);
        start = complete ? nl + 1 : text.size();
    }
    return scanner.scan();
}

std::vector<JournalEntry> decode_journal(std::string_view text, int& damaged) {
    std::vector<JournalEntry> entries;
    const auto scan =
        scan_journal(text, [&](JournalEntry&& entry) { entries.push_back(std::move(entry)); });
    damaged = static_cast<int>(scan.damaged.size());
    return entries;
}

std::string damaged_lines_text(const JournalScan& scan) {
    return fmt::format("(line{} {}{})", scan.damaged.size() == 1 ? "" : "s",
                       fmt::join(scan.damaged, ", "), scan.from_end ? " from the end" : "");
}

std::size_t committed_length(std::string_view journal, const TextHash& roster_hash) {
    return *committed_length_of_tail(journal, roster_hash, true);
}

std::optional<std::size_t> committed_length_of_tail(std::string_view journal,
                                                    const TextHash& roster_hash, bool at_start) {
    // Only the last save's lines are read, newest first (the journal may be long). Reaching the
    // tail's first line undecided: the answer is further back, unless the tail is the journal.
    const auto undecided = at_start ? std::optional(journal.size()) : std::nullopt;
    std::size_t end = journal.rfind('\n');
    if (end == std::string_view::npos) {
        return undecided;
    }
    bool newest = true;
    while (true) {
        const auto before = end == 0 ? std::string_view::npos : journal.rfind('\n', end - 1);
        const std::size_t start = before == std::string_view::npos ? 0 : before + 1;
        int damaged = 0;
        const auto entries = decode_journal(journal.substr(start, end + 1 - start), damaged);
        if (entries.size() == 1) {
            const auto& entry = entries.front();
            if (newest && (entry.to_hash.empty() || roster_hash.is(entry.to_hash))) {
                return journal.size(); // committed, or written before hashes were kept
            }
            if (!newest && !entry.to_hash.empty()) {
                return journal.size(); // an earlier save: the last one was not torn
            }
            newest = false;
            if (!entry.from_hash.empty()) {
                return roster_hash.is(entry.from_hash) ? start : journal.size();
            }
        } else if (newest) {
            return journal.size(); // a damaged last line: nothing to check
        }
        if (start == 0) {
            return undecided;
        }
        end = start - 1;
    }
}

bool is_fair_event(const JournalEntry& entry) {
    return !entry.fair.is_null() && !entry.fair.contains("request");
}

std::vector<std::size_t> live_changes(const std::vector<JournalEntry>& entries) {
    std::vector<std::size_t> live;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (is_fair_event(entries[i])) {
            continue; // a pledge, pending request or link: no change to undo
        }
        if (!entries[i].undo) {
            live.push_back(i);
        } else if (!live.empty()) {
            live.pop_back();
        }
    }
    return live;
}

std::vector<std::size_t> live_changes(const std::vector<bool>& undo) {
    std::vector<std::size_t> live;
    for (std::size_t i = 0; i < undo.size(); ++i) {
        if (!undo[i]) {
            live.push_back(i);
        } else if (!live.empty()) {
            live.pop_back();
        }
    }
    return live;
}

} // namespace muster::store
