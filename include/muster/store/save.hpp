#pragma once

#include "muster/store/files.hpp"
#include "muster/store/journal.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

/// Saving a roster (docs/roster.md; docs/reliability.md): the lock, the
/// write-ahead journal, the temp file renamed over the roster, every flush checked; and the
/// side files (`.lock`, `.journal`, the temp file) as hostile input (docs/hostile-input.md).
namespace muster::store {

/// Before a change: the roster must be a regular file (not a link, device or FIFO) that its
/// mode lets this user write. A read-only roster (`chmod 444`) is refused (RosterError, exit
/// 3), even for root, who could replace it: the mode bits say the player wants it kept.
void check_writable_roster(const std::string& path);

/// The exclusive lock on `<roster>.lock`, held for a whole read-modify-write. A second process
/// waits (bounded: MUSTER_LOCK_TIMEOUT seconds, default 30), then gives up with exit 3 naming
/// the lock file. The lock file is never opened through a link, and must be a regular file.
class RosterLock {
  public:
    explicit RosterLock(const std::string& roster_path);

  private:
    files::Fd m_fd;
};

/// Under the lock, before a save: drops the entries of a save that was cut short between its
/// journal entry and its roster, so that the journal agrees with the roster (whose `text_hash`
/// is `roster_hash`).
void settle_journal(const std::string& roster_path, const TextHash& roster_hash);

/// The journal's bytes, or nothing when there is none (read as `files::read_regular` does).
std::optional<std::string> read_journal_file(const std::string& roster_path);
/// The journal opened to be read in pieces (files::open_to_read, the same bound), and its size.
std::optional<files::Fd> open_journal_file(const std::string& roster_path, std::size_t& size);

/// Write-ahead: appends the journal entries (carrying the hashes of the roster before and
/// after), writes the new roster to a new temp file, flushes both, renames the temp file over
/// the roster and flushes the folder. If anything fails before the rename, the journal is cut
/// back (removed, if this save created it) and the temp file removed, so both files are as they
/// were; a failed flush of the folder after the rename is reported too (RosterError, exit 3),
/// saying that the roster was replaced but may not survive a power cut. Returns the new
/// roster's hash (text_hash(new_text)).
TextHash save(const std::string& path, const TextHash& old_hash, const std::string& new_text,
              std::vector<JournalEntry> entries);
/// `save` of a change to the roster `old_text` whose hash was not needed before (there was no
/// journal to settle).
void save_change(const std::string& path, std::string_view old_text, const std::string& new_text,
                 std::vector<JournalEntry> entries);

/// Whether the roster at `roster_path` has a journal (in memory, for a dry-run script's game);
/// true when that cannot be told.
bool has_journal(const std::string& roster_path);

/// Test hook for the crash tests (tests/e2e/test_crash_kill.sh, test_remote_crash.sh): when
/// $MUSTER_CRASH_AT names `point`, the process kills itself there with SIGKILL, as a power cut
/// would. Compiled only into the tests' second program, muster_hooked (MUSTER_TEST_HOOKS,
/// tests/CMakeLists.txt): `muster` itself reads no such variable.
void crash_point(std::string_view point);

/// Test hook for the reveal deadline's tests (tests/e2e/test_remote_deadline.sh): the time
/// $MUSTER_TEST_NOW gives ("2026-12-05T10:00:00Z"), a fake clock for every time muster writes or
/// compares; compiled only into muster_hooked, as crash_point is: `muster` itself reads its
/// system's clock (which a player can set as he likes: a time in a journal is its author's
/// word, docs/remote-play.md).
std::optional<long long> test_now();

/// The roster this process last changed with `save` ("" when none): a failed write to standard
/// output afterwards says the change was saved all the same (issue 20).
const std::string& saved_roster();

/// How many times this process has changed a roster with `save`: what another part remembered
/// of the files (a shared game's commit of them) holds while this count has not moved.
std::size_t saves_made();

} // namespace muster::store
