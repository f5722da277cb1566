// `muster replay`: the journal re-played through the rules engine (docs/game-record.md,
// "Replay"). Reads the roster and its journal, writes nothing.
#include "muster/store/replay.hpp"

#include "fair_ledger.hpp"
#include "muster/engine/event.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/store.hpp"
#include "muster/text/text.hpp"

#include <fmt/format.h>
#include <optional>

namespace muster::store {

namespace {

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
    std::optional<std::string> resolve(const JournalEntry& entry);

    std::string m_path;
    std::optional<std::string> m_text; ///< the roster as the entries so far give it
    bool m_started = false;
    std::size_t m_last_line = 0;
    std::vector<std::vector<LineEdit>> m_live; ///< the edits of the changes not undone
    std::vector<bool> m_live_fair;             ///< whether each of them is a fair roll
    FairLedger m_fair;
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
    FixedEnv env(source);
    Roster roster = doc.roster;
    Resolution resolution;
    try {
        resolution = run_request(request, roster, *book, env);
        source.finish();
    } catch (const Error& e) {
        return rules_differ(fmt::format("the current rules refuse it: {}", e.what()));
    }
    const auto result = nlohmann::json::parse(
        resolution.result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    // A version-2 entry's result is in the first JSON vocabulary (schema 1): its line changes
    // and hashes still prove it; only a version-3 result can be compared key for key.
    if (entry.version >= 3 && result != entry.result) {
        return rules_differ(fmt::format("the result is {} where the journal has {}",
                                        text::escaped(result.dump()),
                                        text::escaped(entry.result.dump())));
    }
    auto formatted = format_roster(doc, roster);
    if (!same_edits(formatted.edits, entry.edits)) {
        return rules_differ(fmt::format(
            "it changes the roster's lines otherwise (line {})",
            first_difference(formatted.text,
                             apply_edits(*m_text, entry.edits).value_or(std::string()))));
    }
    return std::move(formatted.text);
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
    const bool creates = entry.command == "init";
    if (!m_started && !creates) {
        return differ(ReplayDifference::no_beginning, entry,
                      "the journal does not begin with `init`: the roster before it is unknown");
    }
    m_started = true;
    if (!entry.from_hash.empty() && entry.from_hash != text_hash(m_text)) {
        return differ(ReplayDifference::hand_edit, entry,
                      "the roster before it is not what the entries before it give: lines "
                      "changed outside muster (or an entry removed)");
    }
    if (!check_dice(entry)) {
        return false;
    }
    if (auto broken = m_fair.step(entry); !broken.empty()) {
        return differ(ReplayDifference::fair, entry, std::move(broken));
    }
    std::optional<std::string> next;
    if (is_fair_event(entry)) {
        next = m_text; // a pledge, pending request or link: no roster line changes
        ++outcome.applied;
    } else if (entry.undo) {
        if (m_live.empty()) {
            return differ(ReplayDifference::altered, entry, "an undo with nothing to undo");
        }
        if (m_live_fair.back()) {
            return differ(ReplayDifference::fair, entry, "an undo of a fair roll");
        }
        try {
            next = revert_edits(m_text.value_or(""), m_live.back());
        } catch (const RosterError&) {
            return differ(ReplayDifference::hand_edit, entry,
                          "the lines it undoes are not the roster's");
        }
        m_live.pop_back();
        m_live_fair.pop_back();
        ++outcome.applied;
    } else if (entry.version >= 2 && entry.request.is_object()) {
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
        next = apply_edits(m_text.value_or(""), entry.edits);
        if (!next) {
            return differ(ReplayDifference::hand_edit, entry,
                          "the lines it changes are not the roster's");
        }
        ++outcome.applied;
        outcome.version1 += entry.version < 2 ? 1 : 0;
    }
    if (!entry.undo && !is_fair_event(entry)) {
        m_live.push_back(entry.edits);
        m_live_fair.push_back(!entry.fair.is_null());
        if (creates && std::all_of(entry.edits.begin(), entry.edits.end(),
                                   [](const LineEdit& e) { return e.before.empty(); })) {
            m_live.clear(); // the first `init`: nothing before it to undo
            m_live_fair.clear();
        }
    }
    m_text = std::move(next);
    if (!entry.to_hash.empty() && entry.to_hash != text_hash(m_text)) {
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

std::string to_string(ReplayDifference difference) {
    switch (difference) {
    case ReplayDifference::none:
        return "none";
    case ReplayDifference::hand_edit:
        return "hand-edit";
    case ReplayDifference::altered:
        return "altered-entry";
    case ReplayDifference::not_a_face:
        return "not-a-face";
    case ReplayDifference::seed:
        return "seed";
    case ReplayDifference::rules:
        return "rules";
    case ReplayDifference::no_beginning:
        return "no-beginning";
    case ReplayDifference::fair:
        return "fair-dice";
    }
    return "none";
}

ReplayOutcome replay(const std::string& path) {
    const auto roster = read_text_file(path);
    Replayer replayer(path);
    bool going = true;
    const auto scan = read_journal(
        path, roster, [&](JournalEntry&& entry) { going = going && replayer.step(entry); });
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
    const auto scan = scan_journal(journal.substr(0, committed), [&](JournalEntry&& entry) {
        going = going && replayer.step(entry);
    });
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
