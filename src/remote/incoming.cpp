// Another copy of a shared game, read from git's objects and checked as hostile input
// (include/muster/remote/incoming.hpp; docs/remote-play.md, "What comes in").
#include "muster/remote/incoming.hpp"

#include "muster/error.hpp"
#include "muster/remote/git.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/replay.hpp"
#include "muster/store/store.hpp"
#include "muster/text/parse.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <limits>

namespace muster::remote {

namespace {

Refusal file_refusal(std::string kind, std::string detail) {
    return Refusal{std::move(kind), 0, {}, std::move(detail)};
}

/// One `ls-tree --long` record: "MODE TYPE OID SIZE\tPATH".
struct TreeEntry {
    std::string mode;
    std::string type;
    std::string oid;
    std::size_t size = 0;
    std::string path;
};

std::optional<TreeEntry> parse_tree_entry(const std::string& record) {
    const auto tab = record.find('\t');
    if (tab == std::string::npos) {
        return std::nullopt;
    }
    TreeEntry entry;
    entry.path = record.substr(tab + 1);
    std::vector<std::string> words;
    std::size_t at = 0;
    const std::string head = record.substr(0, tab);
    while (at < head.size()) {
        const auto space = head.find(' ', at);
        const auto end = space == std::string::npos ? head.size() : space;
        if (end > at) {
            words.push_back(head.substr(at, end - at));
        }
        at = end + 1;
    }
    if (words.size() != 4) {
        return std::nullopt;
    }
    entry.mode = words[0];
    entry.type = words[1];
    entry.oid = words[2];
    const auto size = text::try_parse_int(words[3], 0, std::numeric_limits<long long>::max());
    entry.size = size ? static_cast<std::size_t>(*size.value)
                      : static_cast<std::size_t>(-1); // "-": not a blob
    return entry;
}

} // namespace

std::optional<Refusal> read_copy(const Game& game, const std::string& base,
                                 const std::string& commit, Copy& copy) {
    copy.commit = commit;
    const auto changed = git_ok(game.top,
                                {"diff", "--name-only", "-z", "--no-renames", "--no-ext-diff",
                                 "--no-textconv", base, commit, "--"},
                                "sync: read the other copy");
    for (const auto& path : records_of(changed, '\0')) {
        if (path != game.roster && path != game.journal) {
            return file_refusal("unexpected-file",
                                fmt::format("it changes `{}`: a shared game's commits change "
                                            "only its roster and journal",
                                            text::escaped(path)));
        }
    }
    const auto listing =
        git_ok(game.top, {"ls-tree", "-z", "--long", commit, "--", game.roster, game.journal},
               "sync: read the other copy");
    std::vector<TreeEntry> blobs;
    std::size_t bounds = 0;
    for (const auto& record : records_of(listing, '\0')) {
        const auto entry = parse_tree_entry(record);
        if (!entry || entry->type != "blob" || entry->mode != "100644") {
            return file_refusal("unexpected-file",
                                fmt::format("`{}` is not a regular file in the other copy (a "
                                            "link, a folder or a submodule)",
                                            text::escaped(entry ? entry->path : record)));
        }
        const bool roster = entry->path == game.roster;
        const auto bound = roster ? store::k_max_roster_bytes : store::k_max_journal_bytes;
        if (entry->size > bound) {
            return file_refusal("too-big",
                                fmt::format("`{}` is {} bytes in the other copy, over "
                                            "muster's bound of {}",
                                            text::escaped(entry->path), entry->size, bound));
        }
        bounds += bound;
        blobs.push_back(*entry);
    }
    const auto has_roster = std::any_of(blobs.begin(), blobs.end(),
                                        [&](const TreeEntry& e) { return e.path == game.roster; });
    if (!has_roster) {
        return file_refusal("unexpected-file", "the other copy has no roster");
    }
    // Both blobs with one `git cat-file --batch`: for each, "OID blob SIZE\n", its bytes, "\n".
    std::string ask;
    for (const auto& blob : blobs) {
        ask += blob.oid + "\n";
    }
    constexpr std::size_t k_header_bytes = 128;
    const auto given = git_ok(game.top, {"cat-file", "--batch"}, "sync: read the other copy",
                              {.max_out = bounds + k_header_bytes * blobs.size(), .input = ask});
    std::size_t at = 0;
    for (const auto& blob : blobs) {
        const auto header = fmt::format("{} blob {}\n", blob.oid, blob.size);
        if (given.compare(at, header.size(), header) != 0 ||
            at + header.size() + blob.size >= given.size() ||
            given[at + header.size() + blob.size] != '\n') {
            throw RosterError("sync: read the other copy: git's cat-file gave another object "
                              "than its tree names");
        }
        auto text = given.substr(at + header.size(), blob.size);
        at += header.size() + blob.size + 1;
        if (blob.path == game.roster) {
            copy.roster = std::move(text);
        } else {
            copy.journal = std::move(text);
        }
    }
    return std::nullopt;
}

std::optional<Refusal> prove(const Game& game, const Copy& copy) {
    if (!copy.journal) {
        return Refusal{"no-beginning", 0, {}, "the other copy has no journal to replay"};
    }
    const auto outcome = store::replay_texts(game.roster, copy.roster, *copy.journal);
    if (outcome.difference == store::ReplayDifference::none) {
        return std::nullopt;
    }
    return Refusal{store::to_string(outcome.difference), outcome.line, outcome.command,
                   outcome.detail};
}

std::vector<EntrySummary> entries_after(std::string_view journal, std::size_t from) {
    const auto before = static_cast<std::size_t>(
        std::count(journal.begin(), journal.begin() + static_cast<long>(from), '\n'));
    std::vector<EntrySummary> out;
    store::scan_journal(journal.substr(from), [&](store::JournalEntry&& entry) {
        const bool event = store::is_fair_event(entry);
        const bool fair = !entry.fair.is_null();
        std::string request;
        if (fair && entry.fair.is_object()) {
            if (const auto found = entry.fair.find("request");
                found != entry.fair.end() && found->is_string()) {
                request = found->get<std::string>();
            }
        }
        out.push_back({before + entry.line, std::move(entry.command), entry.turn,
                       std::move(entry.brief), std::move(entry.dice), std::move(entry.source),
                       std::move(entry.seal), std::move(entry.time), std::move(request), event,
                       fair});
    });
    return out;
}

std::size_t common_length(std::string_view a, std::string_view b) {
    std::size_t at = 0;
    while (at < a.size() && at < b.size()) {
        const auto end_a = a.find('\n', at);
        const auto end_b = b.find('\n', at);
        if (end_a == std::string_view::npos || end_a != end_b ||
            a.substr(at, end_a - at) != b.substr(at, end_b - at)) {
            break;
        }
        at = end_a + 1;
    }
    return at;
}

} // namespace muster::remote
