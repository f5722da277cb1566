// A roster and a journal of two games, refused at the first save (src/store/same_game.hpp).
#include "same_game.hpp"

#include "muster/error.hpp"
#include "muster/store/files.hpp"
#include "muster/store/save.hpp"
#include "muster/store/scratch.hpp"
#include "muster/store/store.hpp"
#include "tail.hpp"

#include <algorithm>
#include <cstdlib>
#include <fmt/format.h>
#include <optional>
#include <string_view>
#include <vector>

namespace muster::store {

namespace {

/// The first line of the journal open as `fd` (`size` bytes) that decodes, read from its start
/// (an `init` that began the journal holds the whole roster: read a piece at a time).
std::optional<JournalEntry> first_entry(int fd, const std::string& path, std::size_t size) {
    std::string text;
    std::size_t piece = k_journal_piece;
    while (text.find('\n') == std::string::npos && text.size() < size) {
        const auto length = std::min(piece, size - text.size());
        const auto at = text.size();
        text.resize(at + length);
        text.resize(at + files::read_at(fd, path, at, text.data() + at, length));
        if (text.size() < at + length) {
            break;
        }
        piece *= 2;
    }
    int damaged = 0;
    auto entries = decode_journal(text.substr(0, text.find('\n') + 1), damaged);
    return entries.empty() ? std::nullopt : std::optional(std::move(entries.front()));
}

/// The journal's last entry that decodes, read from its end.
std::optional<JournalEntry> last_entry(JournalTail& tail) {
    std::string line;
    std::size_t start = 0;
    while (tail.previous(line, start)) {
        int damaged = 0;
        auto entries = decode_journal(line.ends_with('\n') ? line : line + '\n', damaged);
        if (!entries.empty()) {
            return std::move(entries.front());
        }
    }
    return std::nullopt;
}

/// What says that `roster` is another game than the journal whose last entry is `last` and
/// first `first` (nothing when not read): "" when nothing does.
std::string other_game(const Roster& roster, const TextHash& hash, const JournalEntry& last,
                       const std::optional<JournalEntry>& first) {
    if (!last.rules.empty() && last.rules != roster.rules) {
        return fmt::format("the roster plays {}, the journal's last change {}", roster.rules,
                           last.rules);
    }
    if (last.turn && roster.turn < *last.turn) {
        return fmt::format("the roster is at turn {}, and the journal's last change left turn {}",
                           roster.turn, *last.turn);
    }
    if (first && first->command == "init" && !first->to_hash.empty() && hash.is(first->to_hash) &&
        first->seal != last.seal) {
        return "the roster is the one the journal began with, and the journal has played on "
               "from it";
    }
    return "";
}

} // namespace

void check_same_game(const std::string& path, const Roster& roster, const TextHash& hash) {
    if (const char* taken = std::getenv(k_hand_edit_variable);
        taken != nullptr && std::string_view(taken) == "1") {
        return;
    }
    std::optional<JournalEntry> last;
    std::optional<JournalEntry> first;
    files::Fd fd;
    std::size_t size = 0;
    if (const auto* copy = scratch_copy(path)) {
        if (!copy->journal) {
            return;
        }
        JournalTail tail(*copy->journal, copy->journal->size());
        last = last_entry(tail);
        int damaged = 0;
        const auto& text = *copy->journal;
        auto entries = decode_journal(text.substr(0, text.find('\n') + 1), damaged);
        if (!entries.empty()) {
            first = std::move(entries.front());
        }
    } else {
        auto opened = open_journal_file(path, size);
        if (!opened) {
            return;
        }
        fd = std::move(*opened);
        JournalTail tail(fd.get(), journal_path(path), size, k_journal_piece);
        last = last_entry(tail);
    }
    if (!last || last->to_hash.empty() || hash.is(last->to_hash)) {
        return; // the journal's own roster, or a journal too old to say
    }
    if (fd.valid() && !(last->rules != roster.rules && !last->rules.empty()) &&
        !(last->turn && roster.turn < *last->turn)) {
        first = first_entry(fd.get(), journal_path(path), size);
    }
    const auto why = other_game(roster, hash, *last, first);
    if (why.empty()) {
        return; // a hand edit: saved as before, and named by replay
    }
    const auto journal = journal_path(path);
    throw RosterError(fmt::format(
        "{} and its journal {} are of two games: {}; nothing saved. To begin a new journal and "
        "keep the old one: `mv {} {}.old`; to take the roster as a hand edit of the journal's "
        "game (replay will name it): run the command again with {}=1",
        path, journal, why, journal, journal, k_hand_edit_variable));
}

} // namespace muster::store
