#pragma once

#include "muster/store/files.hpp"
#include "muster/store/journal.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

/// A journal read from its end, a line at a time (issue 41: a save, `undo` and the turn's
/// history cost what they read of the journal's end, not the journal's length).
namespace muster::store {

class JournalTail {
  public:
    /// The journal open as `fd` (its name `path`, for messages), up to byte `end`; `piece`: the
    /// bytes read at a time.
    JournalTail(int fd, std::string path, std::size_t end, std::size_t piece);
    /// A journal held in memory (a dry-run script's game), up to byte `end`: read from it a piece
    /// at a time as from a file (`text` must outlive this), never copied whole.
    JournalTail(std::string_view text, std::size_t end);
    /// The line before the last one given (with its newline: a torn last line has none, and
    /// scan_journal finds it torn), and where it starts in the journal; false at the
    /// journal's beginning.
    bool previous(std::string& line, std::size_t& start);

  private:
    int m_fd = -1;
    std::string_view m_memory; ///< the journal in memory, when there is no file
    std::string m_path;
    std::size_t m_piece = 0;
    std::size_t m_begin = 0; ///< where m_text begins in the journal
    std::string m_text;      ///< the lines not given yet, from m_begin to their end
};

/// The changes not undone of a roster's journal (its committed entries), newest first, read from
/// its end: `undo` reads as far back as it undoes. An undo cancels the nearest change not undone
/// before it; fair-dice events are no changes; damaged lines are skipped.
class LiveFromEnd {
  public:
    /// The journal of the roster at `roster_path`, whose text_hash is `roster_hash` (none: no
    /// change). Throws RosterError when it cannot be read.
    LiveFromEnd(const std::string& roster_path, const TextHash& roster_hash);
    /// The next change not undone, going back, and where its line starts in the journal;
    /// nothing when none is left.
    std::optional<std::pair<JournalEntry, std::size_t>> next();

  private:
    files::Fd m_fd;
    std::optional<JournalTail> m_tail;
    int m_undos = 0;
};

/// Reads the open journal `fd` (`size` bytes) from its end, `first` bytes and then four times as
/// many each time, and hands `look` the whole lines read so far: `look(lines, offset, whole)`,
/// `offset` the file's byte where `lines` begin, `whole` when they reach its start. Returns what
/// `look` returns first (an optional); `look` must decide when `whole`.
template <typename Look>
auto scan_from_end(int fd, const std::string& path, std::size_t size, std::size_t first,
                   Look look) {
    std::string tail;
    for (std::size_t length = std::min(size, first);; length = std::min(size, length * 4)) {
        const std::size_t start = size - length;
        tail.resize(length);
        tail.resize(files::read_at(fd, path, start, tail.data(), length));
        std::size_t skip = 0; // the tail's first line may begin before it
        if (start > 0) {
            const auto nl = tail.find('\n');
            skip = nl == std::string::npos ? tail.size() : nl + 1;
        }
        if (auto found = look(std::string_view(tail).substr(skip), start + skip, start == 0)) {
            return *found;
        }
    }
}

/// Where the committed entries of the open journal `fd` (`size` bytes) end against a roster
/// whose text_hash is `roster_hash`: committed_length over its last lines, read from the end
/// (`piece` bytes first, four times as many each time) until they decide it.
std::size_t committed_end(int fd, const std::string& path, std::size_t size,
                          const TextHash& roster_hash, std::size_t piece);

} // namespace muster::store
