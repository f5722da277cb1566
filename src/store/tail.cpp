// A journal read from its end, a line at a time (src/store/tail.hpp).
#include "tail.hpp"

#include "muster/store/files.hpp"
#include "muster/store/save.hpp"
#include "muster/store/scratch.hpp"
#include "muster/store/store.hpp"

#include <algorithm>
#include <memory>
#include <utility>

namespace muster::store {

JournalTail::JournalTail(int fd, std::string path, std::size_t end, std::size_t piece)
    : m_fd(fd), m_path(std::move(path)), m_piece(std::max<std::size_t>(piece, 1)), m_begin(end) {}

JournalTail::JournalTail(std::string_view text, std::size_t end)
    : m_memory(text.substr(0, std::min(end, text.size()))), m_piece(k_journal_piece),
      m_begin(m_memory.size()) {}

bool JournalTail::previous(std::string& line, std::size_t& start) {
    if (m_begin == 0 && m_text.empty()) {
        return false;
    }
    std::size_t piece = m_piece;
    for (;;) {
        // The line's text ends before its newline, if it has one (a torn last line has none).
        const std::size_t end =
            !m_text.empty() && m_text.back() == '\n' ? m_text.size() - 1 : m_text.size();
        const auto nl = end == 0 ? std::string::npos : m_text.rfind('\n', end - 1);
        if (nl != std::string::npos || m_begin == 0) {
            const std::size_t from = nl == std::string::npos ? 0 : nl + 1;
            line.assign(m_text, from, std::string::npos);
            start = m_begin + from;
            m_text.resize(from);
            return true;
        }
        // The line begins before what was read: read the piece before it (a long line, twice
        // as much each time).
        const std::size_t length = std::min(piece, m_begin);
        std::string before(length, '\0');
        if (m_fd < 0) {
            m_memory.copy(before.data(), length, m_begin - length);
        } else {
            before.resize(files::read_at(m_fd, m_path, m_begin - length, before.data(), length));
        }
        if (before.size() != length) {
            m_begin = 0; // cut short meanwhile: what was read is all there is
            continue;
        }
        m_begin -= length;
        m_text.insert(0, before);
        piece *= 2;
    }
}

LiveFromEnd::LiveFromEnd(const std::string& roster_path, const TextHash& roster_hash) {
    if (const auto* copy = scratch_copy(roster_path)) {
        if (copy->journal) {
            m_tail.emplace(*copy->journal, committed_length(*copy->journal, roster_hash));
        }
        return;
    }
    std::size_t size = 0;
    auto opened = open_journal_file(roster_path, size);
    if (!opened) {
        return;
    }
    m_fd = std::move(*opened);
    const auto name = journal_path(roster_path);
    m_tail.emplace(m_fd.get(), name,
                   committed_end(m_fd.get(), name, size, roster_hash, k_journal_piece),
                   k_journal_piece);
}

std::optional<std::pair<JournalEntry, std::size_t>> LiveFromEnd::next() {
    if (!m_tail) {
        return std::nullopt;
    }
    std::string line;
    std::size_t start = 0;
    while (m_tail->previous(line, start)) {
        std::optional<JournalEntry> found;
        scan_journal(line, [&](JournalEntry&& entry) { found = std::move(entry); });
        if (!found || is_fair_event(*found)) {
            continue;
        }
        if (found->undo) {
            ++m_undos;
        } else if (m_undos > 0) {
            --m_undos;
        } else {
            return std::pair(std::move(*found), start);
        }
    }
    return std::nullopt;
}

LiveChanges live_changes_from_end(const std::string& roster_path, const std::string& roster_text) {
    auto live = std::make_shared<LiveFromEnd>(roster_path, text_hash(roster_text));
    return [live]() -> std::optional<JournalEntry> {
        auto next = live->next();
        if (!next) {
            return std::nullopt;
        }
        return std::move(next->first);
    };
}

} // namespace muster::store
