// `muster replay`: the journal re-played through the rules engine (docs/game-record.md,
// "Replay"). Reads the roster and its journal, writes nothing.
#include "muster/store/replay.hpp"

#include "entries.hpp"
#include "fair_ledger.hpp"
#include "muster/engine/event.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/engine/schema2.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/store.hpp"
#include "muster/text/text.hpp"
#include "players.hpp"
#include "replay_fields.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <optional>

namespace muster::store {

namespace {

/// The digits of a SHA-256 roster hash (format 5's `from` and `to`).
constexpr std::size_t k_sha256_digits = 64;

/// `edits` applied forward to `text` (the inverse of revert_edits); nothing when the text does
/// not hold the lines the edits replace.
std::optional<std::string> apply_edits(std::string_view text, const std::vector<LineEdit>& edits) {
    auto lines = split_lines(text);
    for (const auto& edit : edits) {
        if (edit.at > lines.size() || edit.before.size() > lines.size() - edit.at ||
            !std::equal(edit.before.begin(), edit.before.end(),
                        lines.begin() + static_cast<long>(edit.at))) {
            return std::nullopt;
        }
        auto first = lines.begin() + static_cast<long>(edit.at);
        lines.erase(first, first + static_cast<long>(edit.before.size()));
        lines.insert(lines.begin() + static_cast<long>(edit.at), edit.after.begin(),
                     edit.after.end());
    }
    std::string out;
    for (const auto& line : lines) {
        out += line;
    }
    return out;
}

/// The first line (from 1) where two texts differ.
std::size_t first_difference(std::string_view a, std::string_view b) {
    const auto x = split_lines(a);
    const auto y = split_lines(b);
    std::size_t i = 0;
    while (i < x.size() && i < y.size() && x[i] == y[i]) {
        ++i;
    }
    return i + 1;
}

bool same_edits(const std::vector<LineEdit>& a, const std::vector<LineEdit>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const auto& x, const auto& y) {
        return x.at == y.at && x.before == y.before && x.after == y.after;
    });
}

/// A change not undone yet, as replay keeps it: what undoing it restores and says.
struct LiveChange {
    std::vector<LineEdit> edits;
    bool fair = false; ///< a fair roll (it stands: no undo)
    std::string brief;
};

class Replayer {
  public:
    explicit Replayer(std::string path) : m_path(std::move(path)) {}

    /// One entry, in journal order; false once a difference is found.
    bool step(const JournalEntry& entry);
    void finish(const std::optional<std::string>& roster);
    ReplayOutcome outcome;

  private:
    bool differ(ReplayDifference kind, const JournalEntry& entry, std::string detail);
    bool check_dice(const JournalEntry& entry);
    bool check_chain(const JournalEntry& entry);
    std::optional<std::string> resolve(const JournalEntry& entry);
    /// The next roster text of an entry that is no resolution (init, undo, a fair-dice event, a
    /// version-1 change); nothing when the difference is set.
    std::optional<std::optional<std::string>> apply(const JournalEntry& entry);
    /// A format-4 entry against `expected`, the entry muster would have written: the facts
    /// copied, every derived field compared; false (the difference set) at the first that
    /// differs.
    bool compare(const JournalEntry& entry, JournalEntry expected);

    std::string m_path;
    std::optional<std::string> m_text; ///< the roster as the entries so far give it
    bool m_started = false;
    std::size_t m_last_line = 0;
    std::vector<LiveChange> m_live; ///< the changes not undone, oldest first
    FairLedger m_fair;
    PlayerLedger m_players;
    std::string m_last_seal; ///< the seal of the entry before ("" for none)
    int m_format = 0;        ///< the format of the entry before (0 for none)
};

bool Replayer::differ(ReplayDifference kind, const JournalEntry& entry, std::string detail) {
    outcome.difference = kind;
    outcome.line = entry.line;
    outcome.command = entry.command;
    outcome.detail = std::move(detail);
    return false;
}

bool Replayer::check_dice(const JournalEntry& entry) {
    std::optional<dice::RandomSource> seeded;
    if (entry.seed) {
        seeded.emplace(*entry.seed);
    }
    for (std::size_t i = 0; i < entry.dice.size(); ++i) {
        const auto& thrown = entry.dice[i];
        const auto die = die_named(thrown.die);
        if (!die || !die->has_face(thrown.value)) {
            return differ(ReplayDifference::not_a_face, entry,
                          fmt::format("die {} ({}, {}) shows {}, not a face of {}", i + 1,
                                      text::escaped(thrown.die), text::escaped(thrown.purpose),
                                      thrown.value,
                                      die ? die->faces_text() : std::string("a known die")));
        }
        if (seeded) {
            const int expected = seeded->roll(*die, thrown.purpose);
            if (expected != thrown.value) {
                return differ(ReplayDifference::seed, entry,
                              fmt::format("die {} ({}, {}) shows {}; seed {} at position {} "
                                          "gives {}",
                                          i + 1, thrown.die, text::escaped(thrown.purpose),
                                          thrown.value, *entry.seed, i, expected));
            }
        }
    }
    return true;
}

/// The facts of a recorded entry as a save had them (store::Mode): the request (in its current
/// words), the dice's source and seed, a fair roll's links.
Mode recorded_mode(const JournalEntry& entry, const AnyRequest& request) {
    Mode mode;
    mode.request = request_json(request);
    mode.seed = entry.seed;
    mode.fair = entry.fair;
    mode.solo = entry.solo; // who chose it is a fact (solo --play), as the dice's source is
    if (entry.seed) {
        mode.dice_source = fmt::format("seeded {}", *entry.seed);
    } else if (entry.recorded.is_object()) {
        const auto& dice = entry.recorded["dice"];
        if (dice.is_array() && !dice.empty() && dice[0].is_object()) {
            mode.dice_source = dice[0].value("source", "");
        }
    }
    return mode;
}

/// A value for a message: its JSON, cut short when long.
std::string shown(const nlohmann::json& value) {
    constexpr std::size_t k_longest = 80;
    auto text = value.is_null() ? std::string("absent") : value.dump();
    if (text.size() > k_longest) {
        text = text.substr(0, k_longest) + "...";
    }
    return text::escaped(text);
}

/// A request recorded in older words (a command a rule book has since declared its own, read
/// by RuleBook::request_of_record) that reads as the request replayed is taken as recorded: the
/// words changed, not what was asked. A request that reads otherwise stays a difference.
void request_as_recorded(nlohmann::json& expected, const nlohmann::json& recorded) {
    const auto was = recorded.find("request");
    if (was == recorded.end() || !expected.contains("request") || *was == expected["request"] ||
        !request_in_older_words(*was)) {
        return; // a request in today's words is compared as recorded, field for field
    }
    try {
        if (request_json(request_from_json(*was)) == expected["request"]) {
            expected["request"] = *was;
        }
    } catch (const std::exception&) {
        // not a request muster reads: the difference stands
    }
}

bool Replayer::compare(const JournalEntry& entry, JournalEntry expected) {
    if (entry.version < 4 || !entry.recorded.is_object()) {
        return true; // an older format: proven as far as it allows (its result and line changes)
    }
    // The facts: as recorded (the seal covers them, the chain orders them).
    expected.time = entry.time;
    expected.prev = entry.prev;
    expected.author = entry.author;
    expected.from_hash = entry.from_hash;
    expected.to_hash = entry.to_hash;
    expected.fair = entry.fair;
    if (!expected.rules_revision.empty() && is_rules_revision(entry.rules_revision)) {
        expected.rules_revision = entry.rules_revision; // resolved under an older revision
    }
    // What the rules give (the result, the line changes) first: a difference there is the
    // rules' (`rules`, with the revisions between); then every other field, in key order.
    auto expected_json = journal_json(expected);
    if (expected_json.contains("result") && entry.recorded.contains("result")) {
        schema2::as_recorded(expected_json["result"], entry.recorded.at("result"));
    }
    schema2::owed_as_recorded(expected_json, entry.recorded);
    request_as_recorded(expected_json, entry.recorded);
    // Format 4 differs from 5 only in the hashes' digits, taken as recorded above.
    expected_json["v"] = entry.version;
    FieldDifference found;
    for (const char* key : {"result", "edits"}) {
        const auto part = [key](const nlohmann::json& line) {
            const auto it = line.find(key);
            return nlohmann::json{{key, it == line.end() ? nlohmann::json() : *it}};
        };
        found = first_field_difference(part(entry.recorded), part(expected_json));
        if (!found.path.empty()) {
            break;
        }
    }
    const bool by_rules = !found.path.empty();
    if (!by_rules) {
        found = first_field_difference(entry.recorded, expected_json);
    }
    if (found.path.empty()) {
        return true;
    }
    outcome.field = found.path;
    const auto detail = fmt::format(
        "its `{}` is {} where {} gives {}", text::escaped(found.path), shown(found.recorded),
        by_rules ? "the current rules" : "replay", shown(found.expected));
    if (by_rules) {
        outcome.rule_ids = rules_changed_since(entry.rules_revision);
        outcome.recorded_revision = entry.rules_revision;
        return differ(ReplayDifference::rules, entry, detail);
    }
    return differ(ReplayDifference::derived, entry, detail);
}

/// The roster text the entry's request gives under the current rules and its recorded dice;
/// nothing (and the difference set) when the rules give another result.
std::optional<std::string> Replayer::resolve(const JournalEntry& entry) {
    const auto rules_differ = [&](std::string detail) {
        outcome.rule_ids = rules_changed_since(entry.rules_revision);
        outcome.recorded_revision = entry.rules_revision;
        differ(ReplayDifference::rules, entry, std::move(detail));
        return std::nullopt;
    };
    AnyRequest request;
    try {
        request = request_from_json(entry.request);
    } catch (const std::exception&) {
        differ(ReplayDifference::altered, entry, "its request is not one muster can read");
        return std::nullopt;
    }
    const auto doc = parse_roster(*m_text, m_path);
    auto book = make_rulebook(doc.roster.rules);
    check_roster(doc, *book, m_path);
    std::vector<int> values;
    for (const auto& thrown : entry.dice) {
        values.push_back(thrown.value);
    }
    dice::ScriptedSource source(values);
    FixedEnv env(source, Budget::current());
    Roster roster = doc.roster;
    Outcome replayed;
    try {
        replayed = muster::resolve(doc.roster, request, *book, env);
        source.finish();
        muster::apply(roster, replayed);
    } catch (const Error& e) {
        return rules_differ(fmt::format("the current rules refuse it: {}", e.what()));
    }
    Resolution& resolution = replayed.resolution;
    auto formatted = format_roster(doc, roster);
    if (entry.version >= 4) {
        note_losses(resolution, *book);
        if (!compare(entry, resolution_entry(resolution, recorded_mode(entry, request),
                                             formatted.edits))) {
            return std::nullopt;
        }
        return std::move(formatted.text);
    }
    auto result = nlohmann::json::parse(
        resolution.result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    schema2::as_recorded(result, entry.result);
    schema2::owed_as_recorded(result, entry.result);
    // A version-2 entry's result is in the first JSON vocabulary (schema 1): its line changes
    // and hashes still prove it; only a version-3 result can be compared key for key.
    if (entry.version >= 3 && result != entry.result) {
        return rules_differ(fmt::format("the result is {} where the journal has {}",
                                        text::escaped(result.dump()),
                                        text::escaped(entry.result.dump())));
    }
    if (!same_edits(formatted.edits, entry.edits)) {
        return rules_differ(fmt::format(
            "it changes the roster's lines otherwise (line {})",
            first_difference(formatted.text,
                             apply_edits(*m_text, entry.edits).value_or(std::string()))));
    }
    return std::move(formatted.text);
}

bool Replayer::check_chain(const JournalEntry& entry) {
    // A journal's format is its first entry's, raised by a newer muster, never lowered: an entry
    // of an older format than one before it was rewritten or inserted (a downgrade would escape
    // the checks only the newer format makes).
    if (entry.version < m_format) {
        return differ(ReplayDifference::chain, entry,
                      fmt::format("an entry of format {} after one of format {}: a journal's "
                                  "format is never lowered (an entry rewritten in an older "
                                  "format, or inserted)",
                                  entry.version, m_format));
    }
    if (outcome.format == 0) {
        outcome.format = entry.version;
    }
    m_format = entry.version;
    // A roster hash in SHA-256 (64 digits) is written by format 5 alone: on an older entry it is
    // a newer entry rewritten as an older one.
    for (const auto* hash : {&entry.from_hash, &entry.to_hash}) {
        if (entry.version < 5 && hash->size() == k_sha256_digits) {
            return differ(ReplayDifference::chain, entry,
                          fmt::format("an entry of format {} with a SHA-256 roster hash, which "
                                      "only format 5 writes: a newer entry rewritten in an "
                                      "older format",
                                      entry.version));
        }
    }
    if (entry.version < 4) {
        m_last_seal = entry.seal;
        return true;
    }
    ++outcome.chained;
    if (entry.prev != m_last_seal) {
        return differ(ReplayDifference::chain, entry,
                      outcome.entries == 1
                          ? std::string("the journal's first entry is chained to an entry before "
                                        "it: entries cut from the journal's beginning")
                          : fmt::format("its `prev` is not the seal of the entry before it "
                                        "(journal line {}): an entry removed, inserted or moved "
                                        "between them",
                                        entry.line - 1));
    }
    m_last_seal = entry.seal;
    if (!is_journal_time(entry.time)) {
        return differ(ReplayDifference::altered, entry,
                      fmt::format("its time {} is not one muster writes", quoted_text(entry.time)));
    }
    if (!entry.rules_revision.empty() && !is_rules_revision(entry.rules_revision)) {
        outcome.recorded_revision = entry.rules_revision;
        return differ(ReplayDifference::rules, entry,
                      fmt::format("resolved under rules revision {}, which this muster does not "
                                  "know (it plays {})",
                                  quoted_text(entry.rules_revision), k_rules_revision));
    }
    return true;
}

std::optional<std::optional<std::string>> Replayer::apply(const JournalEntry& entry) {
    std::optional<std::string> next;
    std::string undone; // the brief line of the change an undo takes back
    if (is_fair_event(entry)) {
        next = m_text; // a pledge, pending request or link: no roster line changes
    } else if (entry.undo) {
        if (m_live.empty()) {
            differ(ReplayDifference::altered, entry, "an undo with nothing to undo");
            return std::nullopt;
        }
        if (m_live.back().fair) {
            differ(ReplayDifference::fair, entry, "an undo of a fair roll");
            return std::nullopt;
        }
        try {
            next = revert_edits(m_text.value_or(""), m_live.back().edits);
        } catch (const RosterError&) {
            differ(ReplayDifference::hand_edit, entry, "the lines it undoes are not the roster's");
            return std::nullopt;
        }
        undone = std::move(m_live.back().brief);
        m_live.pop_back();
    } else {
        if (entry.version >= 4 && entry.command != "init") {
            differ(ReplayDifference::altered, entry,
                   "an entry of no kind muster writes (no request, and not an init, an undo or "
                   "a fair-dice event)");
            return std::nullopt;
        }
        next = apply_edits(m_text.value_or(""), entry.edits);
        if (!next) {
            differ(ReplayDifference::hand_edit, entry, "the lines it changes are not the roster's");
            return std::nullopt;
        }
        outcome.version1 += entry.version < 2 ? 1 : 0;
    }
    ++outcome.applied;
    if (entry.version < 4) {
        return next;
    }
    // What a format-4 entry of each kind derives: its turn and rule set from the roster.
    std::optional<Roster> roster;
    try {
        if (next) {
            roster = parse_roster(*next, m_path).roster;
        }
    } catch (const Error& e) {
        differ(ReplayDifference::hand_edit, entry,
               fmt::format("the roster it gives does not load: {}", e.what()));
        return std::nullopt;
    }
    JournalEntry expected;
    if (is_fair_event(entry)) {
        expected = entry;
        expected.turn = roster ? std::optional(roster->turn) : std::nullopt;
        expected.rules = roster ? std::string(roster->rules) : std::string();
    } else if (entry.undo) {
        expected = undo_entry(undone, roster ? roster->turn : 0);
    } else {
        if (entry.file.empty() || entry.file.find('/') != std::string::npos || !roster) {
            outcome.field = "file";
            differ(ReplayDifference::derived, entry,
                   "an init entry records its roster file's name, without a folder");
            return std::nullopt;
        }
        expected = init_entry(entry.file, m_text, *next, *roster, entry.began);
    }
    if (!compare(entry, std::move(expected))) {
        return std::nullopt;
    }
    return next;
}

bool Replayer::step(const JournalEntry& entry) {
    ++outcome.entries;
    if (entry.line != m_last_line + 1) { // the reader skipped a damaged line before it
        outcome.difference = ReplayDifference::altered;
        outcome.line = m_last_line + 1;
        outcome.detail = "a damaged line (not an entry muster wrote)";
        return false;
    }
    m_last_line = entry.line;
    if (!entry.sealed) {
        return differ(ReplayDifference::altered, entry,
                      "its seal (`sum`) is not the hash of its line: the entry was changed");
    }
    if (!check_chain(entry)) {
        return false;
    }
    const bool creates = entry.command == "init";
    if (!m_started && !creates) {
        return differ(ReplayDifference::no_beginning, entry,
                      "the journal does not begin with `init`: the roster before it is unknown");
    }
    m_started = true;
    if (!entry.from_hash.empty() && !text_hash(m_text).is(entry.from_hash)) {
        return differ(ReplayDifference::hand_edit, entry,
                      "the roster before it is not what the entries before it give: lines "
                      "changed outside muster (or an entry removed)");
    }
    if (!check_dice(entry)) {
        return false;
    }
    if (auto broken = m_players.step(entry); !broken.empty()) {
        return differ(ReplayDifference::signature, entry, std::move(broken));
    }
    if (auto broken = m_fair.step(entry); !broken.empty()) {
        return differ(ReplayDifference::fair, entry, std::move(broken));
    }
    std::optional<std::string> next;
    if (!is_fair_event(entry) && !entry.undo && !creates && entry.version >= 2 &&
        entry.request.is_object()) {
        try {
            next = resolve(entry);
        } catch (const Error& e) {
            return differ(ReplayDifference::hand_edit, entry,
                          fmt::format("the roster before it does not load: {}", e.what()));
        }
        if (!next) {
            return false;
        }
        ++outcome.resolved;
    } else {
        auto applied = apply(entry);
        if (!applied) {
            return false;
        }
        next = std::move(*applied);
    }
    if (!entry.undo && !is_fair_event(entry)) {
        m_live.push_back({entry.edits, !entry.fair.is_null(), entry.brief});
        if (creates && std::all_of(entry.edits.begin(), entry.edits.end(),
                                   [](const LineEdit& e) { return e.before.empty(); })) {
            m_live.clear(); // the first `init`: nothing before it to undo
        }
    }
    m_text = std::move(next);
    if (!entry.to_hash.empty() && !text_hash(m_text).is(entry.to_hash)) {
        return differ(ReplayDifference::altered, entry,
                      "its changes do not give the roster its `to` hash records");
    }
    return true;
}

void Replayer::finish(const std::optional<std::string>& roster) {
    if (outcome.difference != ReplayDifference::none) {
        return;
    }
    if (outcome.entries == 0) {
        outcome.difference = ReplayDifference::no_beginning;
        outcome.detail = "the roster has no journal to replay";
        return;
    }
    if (roster != m_text) {
        outcome.difference = ReplayDifference::hand_edit;
        outcome.detail = fmt::format(
            "the roster file differs from what the journal gives from line {}: lines changed "
            "outside muster",
            first_difference(roster.value_or(""), m_text.value_or("")));
    }
}

} // namespace

ReplayOutcome replay(const std::string& path) {
    const auto roster = read_text_file(path);
    Replayer replayer(path);
    bool going = true;
    const auto scan = read_journal(
        path, roster, [&](JournalEntry&& entry) { going = going && replayer.step(entry); },
        Keep::lines);
    if (going && !scan.damaged.empty()) {
        replayer.outcome.difference = ReplayDifference::altered;
        replayer.outcome.line = scan.damaged.front();
        replayer.outcome.detail = "a damaged line (not an entry muster wrote)";
    }
    if (!roster) {
        // No roster to prove the journal against: unreadable (exit 3), not a difference.
        throw RosterError(scan.exists ? fmt::format("no roster file {}: its journal has nothing "
                                                    "to be checked against",
                                                    path)
                                      : fmt::format("no roster file {} and no journal", path));
    }
    replayer.finish(roster);
    return replayer.outcome;
}

ReplayOutcome replay_texts(const std::string& label, const std::string& roster,
                           std::string_view journal) {
    Replayer replayer(label);
    bool going = true;
    const auto committed = committed_length(journal, text_hash(roster));
    const auto scan = scan_journal(
        journal.substr(0, committed),
        [&](JournalEntry&& entry) { going = going && replayer.step(entry); }, Keep::lines);
    if (going && !scan.damaged.empty()) {
        replayer.outcome.difference = ReplayDifference::altered;
        replayer.outcome.line = scan.damaged.front();
        replayer.outcome.detail = "a damaged line (not an entry muster wrote)";
    } else if (going && committed != journal.size()) {
        replayer.outcome.difference = ReplayDifference::altered;
        replayer.outcome.line = replayer.outcome.entries + 1;
        replayer.outcome.detail = "a save cut short: its entries are not the roster's";
    }
    replayer.finish(roster);
    return replayer.outcome;
}

} // namespace muster::store
