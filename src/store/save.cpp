#include "muster/store/save.hpp"

#include "muster/error.hpp"
#include "muster/store/adopt.hpp"
#include "muster/store/hold.hpp"
#include "muster/store/lock_holder.hpp"
#include "muster/store/scratch.hpp"
#include "muster/store/signatures.hpp"
#include "muster/store/store.hpp"
#include "muster/text/parse.hpp"
#include "tail.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <random>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace muster::store {

using files::errno_text;
using files::Fd;
using files::folder_of;

namespace {

/// How long a second muster waits for the roster's lock before giving up (exit 3); the
/// environment variable MUSTER_LOCK_TIMEOUT (seconds) changes it.
constexpr double k_default_lock_wait_seconds = 30.0;
/// The longest MUSTER_LOCK_TIMEOUT: a day.
constexpr double k_max_lock_wait_seconds = 86400.0;
/// A second muster says who holds the lock once it has waited this long.
constexpr std::chrono::seconds k_lock_wait_told_after{1};
/// A temp file's name: the roster's, this, and six random characters (mkstemp's).
constexpr std::string_view k_temp_infix = ".tmp-";
constexpr std::size_t k_temp_random = 6;

/// Under the lock: removes the temp files that a save killed before its rename left behind
/// (`<roster>.tmp-XXXXXX`, regular files of this user). unlink never follows a link.
void remove_stale_temps(const std::string& path) {
    for (const auto& temp : files::own_temps(path + std::string(k_temp_infix), k_temp_random)) {
        ::unlink(temp.c_str());
    }
}

/// The new roster, written (not yet flushed) to a new temp file in the roster's folder, made
/// by files::create_temp (O_CREAT|O_EXCL: a name planted there, link or file, is never opened;
/// written through its descriptor only), with the roster's permissions and owner, to be
/// renamed over it. Removed again unless
/// `rename_over` succeeded.
class TempRoster {
  public:
    TempRoster(const std::string& path, std::string_view text) : m_path(path) {
        struct stat st {};
        const bool replaces = ::lstat(m_path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
        auto temp = files::create_temp(path + std::string(k_temp_infix), path,
                                       replaces ? st.st_mode & 07777 : S_IRUSR | S_IWUSR);
        m_fd = std::move(temp.fd);
        m_temp = std::move(temp.path);
        m_created = true;
        try {
            files::write_all(m_fd.get(), text, m_temp);
        } catch (...) {
            ::unlink(m_temp.c_str()); // no destructor runs for a constructor that throws
            throw;
        }
    }
    TempRoster(const TempRoster&) = delete;
    TempRoster& operator=(const TempRoster&) = delete;
    ~TempRoster() {
        if (m_created) {
            ::unlink(m_temp.c_str());
        }
    }
    int fd() const { return m_fd.get(); }
    const std::string& path() const { return m_temp; }

    /// Renames the (flushed) temp file over the roster.
    void rename_over() {
        struct stat written {};
        struct stat named {};
        if (::fstat(m_fd.get(), &written) != 0 || ::lstat(m_temp.c_str(), &named) != 0 ||
            written.st_dev != named.st_dev || written.st_ino != named.st_ino) {
            throw RosterError(fmt::format("{} was replaced while muster wrote it (another process "
                                          "in the folder?): nothing was changed",
                                          m_temp));
        }
        if (::rename(m_temp.c_str(), m_path.c_str()) != 0) {
            throw RosterError(fmt::format("cannot replace {}: {}", m_path, errno_text()));
        }
        m_created = false;
    }

  private:
    std::string m_path;
    std::string m_temp;
    Fd m_fd;
    bool m_created = false;
};

/// After the rename: flushes the folder, which makes the rename itself durable. A failure is
/// reported (exit 3) with what is known: the change is in the roster and the journal, but a
/// power cut could still take it away.
void flush_folder(const std::string& path) {
    Fd folder(::open(folder_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!folder.valid() || ::fsync(folder.get()) != 0) {
        throw RosterError(fmt::format("the roster {} was replaced and the change journalled, but "
                                      "the folder {} could not be flushed to the disk ({}): the "
                                      "change may not survive a power cut",
                                      path, folder_of(path), errno_text()));
    }
}

/// MUSTER_LOCK_TIMEOUT: seconds as digits with an optional decimal part ("5", "0.5"), 0 to a
/// day; nothing else (no "1e3", "+5", " 5", "inf").
double lock_wait_seconds() {
    const char* env = std::getenv("MUSTER_LOCK_TIMEOUT");
    if (env == nullptr || *env == '\0') {
        return k_default_lock_wait_seconds;
    }
    const auto seconds = text::try_parse_decimal(env, 0, k_max_lock_wait_seconds);
    if (!seconds) {
        throw UsageError(fmt::format("MUSTER_LOCK_TIMEOUT={}: expected seconds, 0 to {:g}",
                                     quoted_text(env), k_max_lock_wait_seconds));
    }
    return *seconds.value;
}

/// Cuts the journal back to `size` bytes (a save that failed, or a torn one found later), or
/// removes it when `remove` (the failed save created it). Throws when that cannot be done;
/// returns what could not be flushed to the disk ("" when all was): the entry cut off is then
/// still in the journal on the disk, and a later muster drops it (`settle_journal`).
std::string truncate_journal(const std::string& roster_path, off_t size, bool remove = false) {
    const auto path = journal_path(roster_path);
    if (remove) {
        if (::unlink(path.c_str()) != 0) {
            throw RosterError(fmt::format("cannot remove journal {}: {}", path, errno_text()));
        }
        return "";
    }
    bool created = false;
    Fd fd = files::open_side_file(path, O_WRONLY, false, roster_path, created);
    if (!fd.valid() || ::ftruncate(fd.get(), size) != 0) {
        throw RosterError(fmt::format("cannot repair journal {}: {}", path, errno_text()));
    }
    if (::fsync(fd.get()) != 0) {
        return fmt::format("the journal {} was cut back but could not be flushed ({}): the "
                           "next muster drops the entry",
                           path, errno_text());
    }
    return "";
}

/// The roster this process last saved (saved_roster).
std::string g_saved_roster;
/// How many saves this process made (saves_made).
std::size_t g_saves = 0;

/// Refuses (RosterError, exit 3) to change the read-only file `path` (the roster or its
/// journal), even as root.
[[noreturn]] void refuse_read_only(const std::string& path, mode_t mode) {
    throw RosterError(fmt::format("{} is read-only (mode {:04o}): muster will not change it; "
                                  "`chmod u+w {}` allows changes",
                                  path, mode & 07777, path));
}

/// Journal entries appended and not yet flushed: the open journal, its size before, and
/// whether this save created it.
struct JournalAppend {
    Fd fd;
    off_t size_before = 0;
    bool created = false;
};

/// The end of a journal a save appends to: the entry the next is chained to, and whether the
/// journal's last line is a whole entry that lost only its newline (the save writes it first).
struct JournalEnd {
    ChainEnd chain;
    bool newline_lost = false;
};

/// A journal whose last line has no newline and is not a whole entry of this roster: refused
/// before a byte is appended (RosterError, exit 3). After it, an entry would chain to the one
/// before and leave a journal no replay proves.
[[noreturn]] void refuse_cut_journal(const std::string& path, std::size_t start, std::size_t size,
                                     std::string_view why) {
    throw RosterError(fmt::format(
        "{} ends in a line cut short ({} bytes from byte {}, no newline: {}); muster appends "
        "nothing after it: if a crash cut it, `truncate -s {} {}` drops that line (its change "
        "never reached the roster), else put back the journal from a copy",
        path, size - start, start, why, start, path));
}

/// The end of the journal open as `fd` (`size` bytes), read from its end: a save reads the
/// journal's tail, never the whole of it. A last line without its newline (the journal cut
/// short) is taken as an entry only when it is one whole, of this roster (`roster`: its hash):
/// its newline was all that was lost; anything else is refused (refuse_cut_journal).
JournalEnd journal_end(int fd, const std::string& path, std::size_t size, const TextHash& roster) {
    constexpr std::size_t k_first_read = 4096;
    char last = '\n';
    const bool cut =
        size > 0 && ::pread(fd, &last, 1, static_cast<off_t>(size - 1)) == 1 && last != '\n';
    return scan_from_end(
        fd, path, size, k_first_read,
        [&](std::string_view lines, std::size_t offset, bool whole) -> std::optional<JournalEnd> {
            if (cut) {
                if (lines.empty() && !whole) {
                    return std::nullopt; // the cut line began before what was read
                }
                const auto nl = lines.rfind('\n');
                const std::size_t start = nl == std::string_view::npos ? 0 : nl + 1;
                int damaged = 0;
                auto entry = decode_journal(std::string(lines.substr(start)) + '\n', damaged);
                if (entry.size() != 1) {
                    refuse_cut_journal(path, offset + start, size, "not a whole entry");
                }
                // A save's last entry records the roster after it (`to`), its first the one
                // before (`from`): a last line with `from` and no `to` is a save cut short.
                // (A `to` that is not the roster's, over a `from` that is not either: a roster
                // edited by hand since, which a whole journal meets alike.)
                const auto& to = entry[0].to_hash;
                const auto& from = entry[0].from_hash;
                if (to.empty() ? !from.empty()
                               : !roster.is(to) && !from.empty() && roster.is(from)) {
                    refuse_cut_journal(path, offset + start, size,
                                       "an entry of a save that never reached the roster");
                }
                return JournalEnd{{std::move(entry[0].seal), std::move(entry[0].author)}, true};
            }
            if (auto end = chain_end(lines)) {
                return JournalEnd{*end, false};
            }
            if (whole) {
                return JournalEnd{}; // no entry muster can read: begins again
            }
            return std::nullopt;
        });
}

/// How the entries of a save are signed: in a game with players (its last entry signed, or a
/// player joining now), each with this player's key (docs/remote-play.md, "Players"); nothing
/// in a game without (a local game needs no key). Throws RosterError (exit 3) saying what to
/// set when this player has no signing key.
std::optional<EntrySigner> signer_for(const std::string& roster_path, const ChainEnd& end,
                                      const std::vector<JournalEntry>& entries) {
    const bool joins = std::any_of(entries.begin(), entries.end(),
                                   [](const JournalEntry& e) { return e.command == "join"; });
    if (end.author.empty() && !joins) {
        return std::nullopt;
    }
    auto* keys = signatures();
    if (keys == nullptr) {
        throw RosterError(fmt::format("{}: a shared game's entries are signed, and this program "
                                      "cannot sign them; nothing changed",
                                      roster_path));
    }
    const auto key = keys->public_key(roster_path);
    const auto author = key_fingerprint(key);
    if (!author) {
        throw RosterError(fmt::format("your signing key is not an ssh public key: {}", key));
    }
    return EntrySigner{*author, [keys, roster_path](const std::string& seal) {
                           return keys->sign(roster_path, seal);
                       }};
}

/// Appends entries to the journal in one write, on lines of their own even after a torn last
/// entry (flushing is the caller's). On failure the journal is cut back to its size before
/// (removed, if this call created it).
JournalAppend append_journal(const std::string& roster_path, const TextHash& roster,
                             std::vector<JournalEntry>& entries) {
    const auto path = journal_path(roster_path);
    JournalAppend journal;
    journal.fd = files::open_side_file(path, O_RDWR | O_APPEND, true, roster_path, journal.created);
    if (!journal.fd.valid()) {
        throw RosterError(fmt::format("cannot write journal {}: {}", path, errno_text()));
    }
    const int fd = journal.fd.get();
    struct stat st {};
    ::fstat(fd, &st);
    if ((st.st_mode & 0222) == 0) {
        refuse_read_only(path, st.st_mode); // root could write it: refused as the roster is
    }
    journal.size_before = st.st_size;
    const auto end = journal_end(fd, path, static_cast<std::size_t>(st.st_size), roster);
    const auto signer = signer_for(roster_path, end.chain, entries);
    std::string line = encode_chain(entries, end.chain.seal, signer ? &*signer : nullptr);
    if (end.newline_lost) {
        line.insert(line.begin(), '\n'); // the last entry's newline, cut off: put back
    }
    try {
        files::write_all(fd, line, path);
    } catch (...) {
        if (journal.created) {
            ::unlink(path.c_str());
        } else if (::ftruncate(fd, st.st_size) != 0) {
            // nothing more to do: the entry is torn and will be skipped as damaged
        }
        throw;
    }
    return journal;
}

/// `save` with both hashes worked out.
void save_hashed(const std::string& path, const TextHash& from, std::string to_hash,
                 const std::string& new_text, std::vector<JournalEntry> entries) {
    // The first entry not hashed yet: a roster's first entry (`began`) comes with its own.
    if (const auto first =
            std::find_if(entries.begin(), entries.end(),
                         [](const JournalEntry& entry) { return entry.from_hash.empty(); });
        first != entries.end()) {
        first->from_hash = from.digits;
    }
    entries.back().to_hash = std::move(to_hash);
    if (auto* copy = scratch_copy(path)) { // a dry-run script's game: saved in memory
        auto& journal = copy->journal ? *copy->journal : copy->journal.emplace();
        journal += encode_chain(entries, last_seal(journal).value_or("")); // appended, not copied
        copy->roster = new_text;
        return;
    }
    remove_stale_temps(path);
    const auto journal = append_journal(path, from, entries);
    crash_point("journal-written");
    try {
        TempRoster temp(path, new_text);
        if (const int journal_error = files::flush(journal.fd.get()); journal_error != 0) {
            throw RosterError(fmt::format("cannot flush journal {} to the disk: {}; nothing was "
                                          "changed",
                                          journal_path(path), std::strerror(journal_error)));
        }
        if (const int temp_error = files::flush(temp.fd()); temp_error != 0) {
            throw RosterError(fmt::format("cannot flush {} to the disk: {}; nothing was changed",
                                          temp.path(), std::strerror(temp_error)));
        }
        crash_point("temp-written");
        temp.rename_over();
    } catch (const RosterError& e) {
        const auto problem = truncate_journal(path, journal.size_before, journal.created);
        if (!problem.empty()) {
            throw RosterError(fmt::format("{}; {}", e.what(), problem));
        }
        throw;
    } catch (...) {
        truncate_journal(path, journal.size_before, journal.created);
        throw;
    }
    crash_point("renamed");
    g_saved_roster = path;
    ++g_saves;
    flush_folder(path);
}

} // namespace

#ifdef MUSTER_TEST_HOOKS
void crash_point(std::string_view point) {
    if (const char* at = std::getenv("MUSTER_CRASH_AT"); at != nullptr && point == at) {
        // MUSTER_CRASH_SIGNAL=TERM or HUP: that signal instead, as a person or the system
        // stopping muster would send it (held off where muster holds it: remote/sync.cpp).
        const char* which = std::getenv("MUSTER_CRASH_SIGNAL");
        const std::string_view name = which == nullptr ? "" : which;
        ::raise(name == "TERM" ? SIGTERM : name == "HUP" ? SIGHUP : SIGKILL);
    }
}

std::optional<long long> test_now() {
    const char* now = std::getenv("MUSTER_TEST_NOW");
    return now == nullptr ? std::nullopt : journal_seconds(now);
}
#else
void crash_point(std::string_view /*point*/) {}

std::optional<long long> test_now() {
    return std::nullopt;
}
#endif

void check_writable_roster(const std::string& path) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) {
        return; // no roster: the caller says so
    }
    if (S_ISLNK(st.st_mode)) {
        files::refuse_link(path, true);
    }
    if (S_ISDIR(st.st_mode)) {
        throw RosterError(fmt::format("cannot read {}: {}", path, std::strerror(EISDIR)));
    }
    if (!S_ISREG(st.st_mode)) {
        throw RosterError(fmt::format("{} is not a regular file (a device, FIFO or socket): "
                                      "muster reads and replaces only regular files",
                                      path));
    }
    const bool writable =
        ::geteuid() == 0
            ? (st.st_mode & 0222) != 0
            : ::faccessat(AT_FDCWD, path.c_str(), W_OK, AT_EACCESS) == 0 || errno != EACCES;
    if (!writable) {
        refuse_read_only(path, st.st_mode);
    }
}

RosterLock::RosterLock(const std::string& roster_path) {
    const std::string path = roster_path + ".lock";
    bool created = false;
    m_fd = files::open_side_file(path, O_RDWR, true, roster_path, created);
    if (!m_fd.valid() && errno == ENOENT) {
        throw RosterError(fmt::format("cannot use {}: the folder {} does not exist", roster_path,
                                      folder_of(roster_path)));
    }
    if (!m_fd.valid()) {
        throw RosterError(fmt::format("cannot open lock file {}: {}", path, errno_text()));
    }
    if (lock_already_held(m_fd.get())) {
        m_fd = Fd(); // a script of this process holds it (ScriptHold): re-entrant
        return;
    }
    const double wait = lock_wait_seconds();
    const auto deadline = std::chrono::steady_clock::now() +
                          std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(wait));
    std::minstd_rand jitter(static_cast<unsigned>(::getpid()));
    const auto tell_at = std::chrono::steady_clock::now() + k_lock_wait_told_after;
    bool told = false;
    while (::flock(m_fd.get(), LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK && errno != EINTR) {
            throw RosterError(fmt::format("cannot lock {}: {}", path, errno_text()));
        }
        if (!told && std::chrono::steady_clock::now() >= tell_at && wait > 1.0) {
            told = true; // one line: who holds the lock, since when (lock_holder.hpp)
            tell_lock_wait(m_fd.get(), roster_path, wait);
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            throw RosterError(fmt::format("the roster is locked by another muster (lock file "
                                          "{}); gave up after {:g} s",
                                          path, wait));
        }
        std::this_thread::sleep_for(std::chrono::microseconds(500 + jitter() % 4000));
    }
    write_lock_holder(m_fd.get());   // who holds it, for a second muster waiting
    keep_lock(m_fd);                 // held until a running script ends (ScriptHold)
    finish_take_locked(roster_path); // a sync's take cut short, finished (adopt.hpp)
}

std::optional<std::string> read_journal_file(const std::string& roster_path) {
    if (const auto* copy = scratch_copy(roster_path)) {
        return copy->journal;
    }
    return files::read_regular(journal_path(roster_path), k_max_journal_bytes, "a journal");
}

std::optional<files::Fd> open_journal_file(const std::string& roster_path, std::size_t& size) {
    return files::open_to_read(journal_path(roster_path), k_max_journal_bytes, "a journal", size);
}

void settle_journal(const std::string& roster_path, const TextHash& roster_hash) {
    // Only the journal's end is read: the last save's lines decide it.
    std::size_t size = 0;
    const auto journal = open_journal_file(roster_path, size);
    if (!journal) {
        return;
    }
    const auto keep = committed_end(journal->get(), journal_path(roster_path), size, roster_hash,
                                    k_journal_piece);
    if (keep < size) {
        if (auto problem = truncate_journal(roster_path, static_cast<off_t>(keep));
            !problem.empty()) {
            throw RosterError(problem);
        }
    }
}

TextHash save(const std::string& path, const TextHash& old_hash, const std::string& new_text,
              std::vector<JournalEntry> entries) {
    auto new_hash = text_hash(new_text);
    save_hashed(path, old_hash, new_hash.digits, new_text, std::move(entries));
    return new_hash;
}

void save_change(const std::string& path, std::string_view old_text, const std::string& new_text,
                 std::vector<JournalEntry> entries) {
    save_hashed(path, text_hash(old_text), text_hash(new_text).digits, new_text,
                std::move(entries));
}

bool has_journal(const std::string& roster_path) {
    if (const auto* copy = scratch_copy(roster_path)) {
        return copy->journal.has_value();
    }
    struct stat st {};
    return ::lstat(journal_path(roster_path).c_str(), &st) == 0 || errno != ENOENT;
}

std::size_t saves_made() {
    return g_saves;
}

const std::string& saved_roster() {
    return g_saved_roster;
}

} // namespace muster::store
