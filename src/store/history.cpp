// The one journal reader over the roster's journal file (committed entries only), and the game
// record read back from it: the journal's line of an earlier roll, for the engine's refusals of
// a second one (docs/game-record.md).
#include "muster/engine/event.hpp"
#include "muster/error.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/store/scratch.hpp"
#include "muster/store/store.hpp"
#include "tail.hpp"

#include <algorithm>
#include <optional>
#include <sys/stat.h>

namespace muster::store {

namespace {

/// The names an entry is about, as data: the units and side its request names, and the unit
/// and side of each test it recorded (a version-1 entry has only the latter).
std::vector<std::string> entry_names(const JournalEntry& entry) {
    std::vector<std::string> names;
    if (entry.request.is_object()) {
        try {
            const auto request = request_from_json(entry.request);
            if (const auto* resolved = std::get_if<Request>(&request)) {
                names = named_units(*resolved);
                for (auto& side : named_sides(*resolved)) {
                    names.push_back(std::move(side));
                }
            }
        } catch (const std::exception&) {
            // a request this muster cannot read names nothing
        }
    }
    const auto add_roll = [&](const nlohmann::json& roll) {
        for (const char* key : {"unit", "side"}) {
            if (const auto it = roll.find(key); it != roll.end() && it->is_string()) {
                names.push_back(it->get<std::string>());
            }
        }
    };
    if (entry.roll.is_object()) {
        add_roll(entry.roll);
    } else if (entry.roll.is_array()) {
        for (const auto& roll : entry.roll) {
            if (roll.is_object()) {
                add_roll(roll);
            }
        }
    }
    return names;
}

RecordedChange recorded_change(const JournalEntry& entry) {
    return {entry.command, entry_names(entry),
            brief_line(brief_with_dice(entry.brief, entry.dice), entry.turn)};
}

/// A journal file as it stands: which file, how long, when last written.
struct JournalState {
    dev_t dev = 0;
    ino_t ino = 0;
    off_t size = 0;
    timespec written{};

    bool operator==(const JournalState& other) const {
        return dev == other.dev && ino == other.ino && size == other.size &&
               written.tv_sec == other.written.tv_sec && written.tv_nsec == other.written.tv_nsec;
    }
};

JournalState state_of(const struct stat& st) {
    return {st.st_dev, st.st_ino, st.st_size, st.st_mtim};
}

/// What this process last read of a journal's live turn (issue 41: a script's saves cost the
/// change, not the turn): the turn's changes at a journal state and roster hash. Any other
/// writer (another process, an undo, a fair-dice event) changes the file's state and the turn
/// is read again; this process's own saves extend it (`note_saved_change`).
struct TurnMemo {
    std::string path;
    JournalState journal;
    TextHash roster_hash;
    int turn = 0;
    std::vector<RecordedChange> history;
    bool checked = false; ///< matched the journal in the transaction now running
};

std::optional<TurnMemo>& turn_memo() {
    static std::optional<TurnMemo> memo;
    return memo;
}

} // namespace

std::size_t committed_end(int fd, const std::string& path, std::size_t size,
                          const TextHash& roster_hash, std::size_t piece) {
    return scan_from_end(
        fd, path, size, piece,
        [&](std::string_view lines, std::size_t offset, bool whole) -> std::optional<std::size_t> {
            if (const auto committed = committed_length_of_tail(lines, roster_hash, whole)) {
                return offset + *committed;
            }
            return std::nullopt;
        });
}

JournalFile::JournalFile(const std::string& roster_path,
                         const std::optional<std::string>& roster_text, std::size_t piece)
    : m_path(journal_path(roster_path)), m_piece(std::max<std::size_t>(piece, 1)) {
    if (const auto* copy = scratch_copy(roster_path)) {
        if (copy->journal) {
            m_scratch = std::string_view(*copy->journal)
                            .substr(0, committed_length(*copy->journal, text_hash(roster_text)));
        }
        return;
    }
    std::size_t size = 0;
    if (auto fd = open_journal_file(roster_path, size)) {
        m_fd = std::move(*fd);
        m_end = committed_end(m_fd.get(), m_path, size, text_hash(roster_text), m_piece);
    }
}

JournalScan JournalFile::scan(const std::function<void(JournalEntry&&)>& visit,
                              std::function<bool(std::size_t)> wanted, Keep keep) const {
    if (!exists()) {
        return {};
    }
    JournalScanner scanner(visit, std::move(wanted), keep);
    if (m_scratch) {
        std::string_view text = *m_scratch;
        while (!text.empty()) {
            const auto nl = text.find('\n');
            scanner.line(text.substr(0, nl), nl != std::string_view::npos);
            text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
        }
        return scanner.scan();
    }
    std::string piece(m_piece, '\0');
    std::string carried; // a line begun in an earlier piece
    for (std::size_t offset = 0; offset < m_end;) {
        const auto got = files::read_at(m_fd.get(), m_path, offset, piece.data(),
                                        std::min(piece.size(), m_end - offset));
        if (got == 0) {
            break; // cut short meanwhile (a torn save settled): what was read is all there is
        }
        offset += got;
        const auto text = std::string_view(piece).substr(0, got);
        std::size_t start = 0;
        for (auto nl = text.find('\n'); nl != std::string_view::npos; nl = text.find('\n', start)) {
            if (carried.empty()) {
                scanner.line(text.substr(start, nl - start), true);
            } else {
                carried.append(text.substr(start, nl - start));
                scanner.line(carried, true);
                carried.clear();
            }
            start = nl + 1;
        }
        carried.append(text.substr(start));
    }
    if (!carried.empty()) {
        scanner.line(carried, false);
    }
    return scanner.scan();
}

JournalScan JournalFile::scan_last(std::size_t count,
                                   const std::function<bool(const JournalEntry&)>& counts,
                                   const std::function<void(JournalEntry&&)>& visit) const {
    JournalScan scan;
    scan.from_end = true;
    if (!exists()) {
        return scan;
    }
    scan.exists = true;
    std::optional<JournalTail> tail;
    if (m_scratch) {
        tail.emplace(*m_scratch, m_scratch->size());
    } else {
        tail.emplace(m_fd.get(), m_path, m_end, m_piece);
    }
    std::vector<JournalEntry> newest_first;
    std::size_t counted = 0;
    std::size_t from_end = 0;
    std::string line;
    std::size_t start = 0;
    while (counted < count && tail->previous(line, start)) {
        ++from_end;
        std::optional<JournalEntry> found;
        if (!scan_journal(line, [&](JournalEntry&& entry) { found = std::move(entry); })
                 .damaged.empty() ||
            !found) {
            scan.damaged.push_back(from_end);
            continue;
        }
        if (counts(*found)) {
            ++counted;
        }
        newest_first.push_back(std::move(*found));
    }
    std::size_t number = 0;
    for (auto it = newest_first.rbegin(); it != newest_first.rend(); ++it) {
        it->line = ++number;
        visit(std::move(*it));
    }
    return scan;
}

JournalScan read_journal(const std::string& roster_path,
                         const std::optional<std::string>& roster_text,
                         const std::function<void(JournalEntry&&)>& visit, Keep keep) {
    return JournalFile(roster_path, roster_text).scan(visit, {}, keep);
}

std::vector<RecordedChange> turn_history(const std::string& path, const Roster& roster,
                                         const std::string& roster_text,
                                         const TextHash* roster_hash, bool remember) {
    const auto hash = roster_hash != nullptr ? *roster_hash : text_hash(roster_text);
    auto& memo = turn_memo();
    if (memo && remember) {
        memo->checked = false;
    }
    std::optional<JournalState> state; // the journal read, when its whole text is committed
    // Newest first, only as far back as this turn: an undo cancels the nearest change before it
    // (live_changes, read backwards), so a big journal costs no more than its last turn.
    std::vector<RecordedChange> history;
    try {
        files::Fd fd;
        std::optional<JournalTail> tail;
        if (const auto* copy = scratch_copy(path)) {
            if (!copy->journal) {
                return {};
            }
            tail.emplace(*copy->journal, committed_length(*copy->journal, hash));
        } else {
            std::size_t size = 0;
            auto opened = open_journal_file(path, size);
            if (!opened) {
                return {};
            }
            fd = std::move(*opened);
            const auto name = journal_path(path);
            const auto end = committed_end(fd.get(), name, size, hash, k_journal_piece);
            struct stat st {};
            if (remember && end == size && ::fstat(fd.get(), &st) == 0) {
                state = state_of(st);
                if (memo && memo->path == path && memo->journal == *state &&
                    memo->roster_hash == hash && memo->turn == roster.turn) {
                    memo->checked = true;
                    return memo->history;
                }
            }
            tail.emplace(fd.get(), name, end, k_journal_piece);
        }
        int undos = 0;
        std::string line;
        std::size_t start = 0;
        while (tail->previous(line, start)) {
            std::optional<JournalEntry> found;
            scan_journal(line, [&](JournalEntry&& entry) { found = std::move(entry); });
            if (!found || is_fair_event(*found)) {
                continue; // damaged (skipped, as every reader does), or no change (fair dice)
            }
            if (found->undo) {
                ++undos;
                continue;
            }
            if (undos > 0) {
                --undos;
                continue;
            }
            if (!found->turn || *found->turn != roster.turn) {
                break;
            }
            history.push_back(recorded_change(*found));
        }
    } catch (const Error&) {
        return {};
    }
    std::reverse(history.begin(), history.end());
    if (state) {
        memo = TurnMemo{path, *state, hash, roster.turn, history, true};
    }
    return history;
}

void note_saved_change(const std::string& path, const JournalEntry& entry, int turn_before,
                       const TextHash& hash_after) {
    auto& memo = turn_memo();
    struct stat st {};
    if (!memo || !memo->checked || memo->path != path || memo->turn != turn_before || !entry.turn ||
        *entry.turn != turn_before || ::stat(journal_path(path).c_str(), &st) != 0) {
        memo.reset(); // read again at the next change
        return;
    }
    memo->history.push_back(recorded_change(entry));
    memo->journal = state_of(st);
    memo->roster_hash = hash_after;
    memo->checked = false;
}

} // namespace muster::store
