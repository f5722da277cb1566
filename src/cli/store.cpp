#include "cli/store.hpp"

#include "cli/journal.hpp"
#include "muster/error.hpp"

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <optional>
#include <random>
#include <sys/file.h>
#include <sys/stat.h>
#include <system_error>
#include <thread>
#include <unistd.h>
#include <unordered_map>
#include <utility>

namespace muster::cli {

namespace {

/// How long a second muster waits for the roster's lock before giving up (exit 3); the
/// environment variable MUSTER_LOCK_TIMEOUT (seconds) changes it.
constexpr double k_default_lock_wait_seconds = 30.0;
/// Files are read in chunks of this size.
constexpr std::size_t k_read_chunk = 65536;

/// Test hook for the crash test (tests/e2e/test_crash_kill.sh): when $MUSTER_CRASH_AT names
/// this point of a save, the process kills itself there with SIGKILL, as a power cut would.
void crash_point(std::string_view point) {
    if (const char* at = std::getenv("MUSTER_CRASH_AT"); at != nullptr && point == at) {
        ::raise(SIGKILL);
    }
}

std::string errno_text() {
    return std::strerror(errno);
}

/// A file descriptor closed when it goes out of scope.
class Fd {
  public:
    explicit Fd(int fd = -1) : m_fd(fd) {}
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    Fd(Fd&& other) noexcept : m_fd(std::exchange(other.m_fd, -1)) {}
    ~Fd() {
        if (m_fd >= 0) {
            ::close(m_fd);
        }
    }
    int get() const { return m_fd; }
    bool valid() const { return m_fd >= 0; }

  private:
    int m_fd;
};

/// The largest roster muster reads: a 10,000-unit roster is under 1 MiB, so a bigger file is
/// the wrong file, and reading it whole would only waste memory.
constexpr off_t k_max_roster_bytes = off_t{16} << 20;

/// A file's contents, or nothing when there is no file. Refuses (exit 3) a file bigger than
/// `max_bytes` (when given) without reading it.
std::optional<std::string> read_file(const std::string& path, off_t max_bytes = 0) {
    Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (!fd.valid()) {
        if (errno == ENOENT) {
            return std::nullopt;
        }
        throw RosterError(fmt::format("cannot read {}: {}", path, errno_text()));
    }
    std::string text;
    struct stat st {};
    if (::fstat(fd.get(), &st) == 0 && st.st_size > 0) {
        if (max_bytes > 0 && st.st_size > max_bytes) {
            throw RosterError(fmt::format("{} is too big for a roster ({} bytes; at most {} MiB): "
                                          "is it the right file?",
                                          path, st.st_size, max_bytes >> 20));
        }
        text.reserve(static_cast<std::size_t>(st.st_size));
    }
    std::array<char, k_read_chunk> buffer{};
    while (true) {
        auto got = ::read(fd.get(), buffer.data(), buffer.size());
        if (got < 0) {
            if (errno == EINTR) {
                continue;
            }
            throw RosterError(fmt::format("cannot read {}: {}", path, errno_text()));
        }
        if (got == 0) {
            break;
        }
        text.append(buffer.data(), static_cast<std::size_t>(got));
    }
    return text;
}

void write_all(int fd, std::string_view data, const std::string& path) {
    while (!data.empty()) {
        auto put = ::write(fd, data.data(), data.size());
        if (put < 0) {
            if (errno == EINTR) {
                continue;
            }
            throw RosterError(fmt::format("cannot write {}: {}", path, errno_text()));
        }
        data.remove_prefix(static_cast<std::size_t>(put));
    }
}

std::string folder_of(const std::string& path) {
    auto slash = path.rfind('/');
    if (slash == std::string::npos) {
        return ".";
    }
    return slash == 0 ? "/" : path.substr(0, slash);
}

/// Flushes a file's data and size to the disk (fdatasync: its times are not needed to read it
/// back). Returns 0, or the errno.
int flush(int fd) {
    return ::fdatasync(fd) == 0 ? 0 : errno;
}

/// Flushes two files at the same time, one from a second thread: the disk serves both flushes
/// together instead of one after the other. Returns their errnos (0: flushed).
std::array<int, 2> flush_both(int first, int second) {
    int first_error = 0;
    std::optional<std::thread> helper;
    try {
        helper.emplace([&] { first_error = flush(first); });
    } catch (const std::system_error&) {
        first_error = flush(first); // no thread to be had: one after the other
    }
    const int second_error = flush(second);
    if (helper) {
        helper->join();
    }
    return {first_error, second_error};
}

/// The new roster, written (not yet flushed) to a temp file in the roster's folder with the
/// roster's permissions, to be renamed over it. Removed again unless `rename_over` succeeded.
class TempRoster {
  public:
    TempRoster(const std::string& path, std::string_view text)
        : m_path(path), m_temp(path + ".tmp"),
          m_fd(::open(m_temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666)) {
        if (!m_fd.valid()) {
            throw RosterError(fmt::format("cannot write {}: {}", m_temp, errno_text()));
        }
        if (struct stat st{}; ::stat(m_path.c_str(), &st) == 0) {
            ::fchmod(m_fd.get(), st.st_mode & 07777);
        }
        try {
            write_all(m_fd.get(), text, m_temp);
        } catch (...) {
            ::unlink(m_temp.c_str()); // no destructor runs for a constructor that throws
            throw;
        }
        m_created = true;
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

    /// Renames the (flushed) temp file over the roster and flushes the folder, which makes the
    /// rename itself durable: a crash at any instant leaves the old file or the new one.
    void rename_over() {
        if (::rename(m_temp.c_str(), m_path.c_str()) != 0) {
            throw RosterError(fmt::format("cannot replace {}: {}", m_path, errno_text()));
        }
        m_created = false;
        crash_point("renamed");
        Fd folder(::open(folder_of(m_path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        if (folder.valid()) {
            ::fsync(folder.get());
        }
    }

  private:
    std::string m_path;
    std::string m_temp;
    Fd m_fd;
    bool m_created = false;
};

double lock_wait_seconds() {
    if (const char* env = std::getenv("MUSTER_LOCK_TIMEOUT"); env != nullptr && *env != '\0') {
        char* end = nullptr;
        const double seconds = std::strtod(env, &end);
        if (end == env || *end != '\0' || !(seconds >= 0) || seconds > 86400) {
            throw UsageError(fmt::format("MUSTER_LOCK_TIMEOUT={}: expected seconds, 0 to 86400",
                                         quoted_text(env)));
        }
        return seconds;
    }
    return k_default_lock_wait_seconds;
}

/// The exclusive lock on `<roster>.lock`, held for a whole read-modify-write. A second process
/// waits (bounded), then gives up with exit 3 naming the lock file.
class RosterLock {
  public:
    explicit RosterLock(const std::string& roster_path) : m_path(roster_path + ".lock") {
        m_fd = ::open(m_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
        if (m_fd < 0 && errno == ENOENT) {
            throw RosterError(fmt::format("cannot use {}: the folder {} does not exist",
                                          roster_path, folder_of(roster_path)));
        }
        if (m_fd < 0) {
            throw RosterError(fmt::format("cannot open lock file {}: {}", m_path, errno_text()));
        }
        const double wait = lock_wait_seconds();
        const auto deadline = std::chrono::steady_clock::now() +
                              std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                  std::chrono::duration<double>(wait));
        std::minstd_rand jitter(static_cast<unsigned>(::getpid()));
        while (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
            if (errno != EWOULDBLOCK && errno != EINTR) {
                const auto why = errno_text();
                ::close(m_fd);
                throw RosterError(fmt::format("cannot lock {}: {}", m_path, why));
            }
            if (std::chrono::steady_clock::now() >= deadline) {
                ::close(m_fd);
                throw RosterError(fmt::format("the roster is locked by another muster (lock file "
                                              "{}); gave up after {:g} s",
                                              m_path, wait));
            }
            std::this_thread::sleep_for(std::chrono::microseconds(500 + jitter() % 4000));
        }
    }
    RosterLock(const RosterLock&) = delete;
    RosterLock& operator=(const RosterLock&) = delete;
    ~RosterLock() { ::close(m_fd); }

  private:
    std::string m_path;
    int m_fd = -1;
};

/// Cuts the journal back to `size` bytes (a save that failed, or a torn one found later).
void truncate_journal(const std::string& roster_path, off_t size) {
    const auto path = journal_path(roster_path);
    Fd fd(::open(path.c_str(), O_WRONLY | O_CLOEXEC));
    if (!fd.valid() || ::ftruncate(fd.get(), size) != 0 || ::fsync(fd.get()) != 0) {
        throw RosterError(fmt::format("cannot repair journal {}: {}", path, errno_text()));
    }
}

/// Under the lock, before a save: drops the entries of a save that was cut short between its
/// journal entry and its roster (`committed_length`), so that the journal agrees with the roster
/// (whose `text_hash` is `roster_hash`).
void settle_journal(const std::string& roster_path, const std::string& roster_hash) {
    const auto journal = read_file(journal_path(roster_path));
    if (!journal) {
        return;
    }
    const auto keep = committed_length(*journal, roster_hash);
    if (keep < journal->size()) {
        truncate_journal(roster_path, static_cast<off_t>(keep));
    }
}

/// Journal entries appended and not yet flushed: the open journal and its size before.
struct JournalAppend {
    Fd fd;
    off_t size_before = 0;
};

/// Appends entries to the journal in one write, on lines of their own even after a torn last
/// entry (flushing is the caller's). On failure the journal is cut back to its size before.
JournalAppend append_journal(const std::string& roster_path,
                             const std::vector<JournalEntry>& entries) {
    const auto path = journal_path(roster_path);
    Fd fd(::open(path.c_str(), O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0666));
    if (!fd.valid()) {
        throw RosterError(fmt::format("cannot write journal {}: {}", path, errno_text()));
    }
    struct stat st {};
    ::fstat(fd.get(), &st);
    std::string line;
    for (const auto& entry : entries) {
        line += encode_entry(entry) + "\n";
    }
    char last = '\n';
    if (st.st_size > 0 && ::pread(fd.get(), &last, 1, st.st_size - 1) == 1 && last != '\n') {
        line.insert(line.begin(), '\n'); // leave the torn entry on its own, damaged line
    }
    try {
        write_all(fd.get(), line, path);
    } catch (...) {
        if (::ftruncate(fd.get(), st.st_size) != 0) {
            // nothing more to do: the entry is torn and will be skipped as damaged
        }
        throw;
    }
    return {std::move(fd), st.st_size};
}

/// Write-ahead: appends the journal entries, carrying the hashes of the roster before and
/// after, and writes the new roster to a temp file; flushes both (at the same time: neither
/// needs the other on the disk first, the rename needs both); only then renames the temp file
/// over the roster and flushes the folder. A crash before the rename leaves the old roster and
/// perhaps a journal entry whose after-hash is not the roster's: `settle_journal` drops it
/// under the next lock. If anything fails, the journal is cut back and the temp file removed,
/// so that on any error both files are as they were. `old_hash`: the `text_hash` of the roster
/// being replaced.
void save(const std::string& path, const std::string& old_hash, const std::string& new_text,
          std::vector<JournalEntry> entries) {
    entries.front().from_hash = old_hash;
    entries.back().to_hash = text_hash(new_text);
    const auto journal = append_journal(path, entries);
    crash_point("journal-written");
    try {
        TempRoster temp(path, new_text);
        const auto [journal_error, temp_error] = flush_both(journal.fd.get(), temp.fd());
        if (journal_error != 0) {
            throw RosterError(fmt::format("cannot write journal {}: {}", journal_path(path),
                                          std::strerror(journal_error)));
        }
        if (temp_error != 0) {
            throw RosterError(
                fmt::format("cannot write {}: {}", temp.path(), std::strerror(temp_error)));
        }
        crash_point("temp-written");
        temp.rename_over();
    } catch (...) {
        truncate_journal(path, journal.size_before);
        throw;
    }
}

std::unique_ptr<RuleBook> checked_book(const RosterDocument& doc, const std::string& path) {
    auto book = make_rulebook(doc.roster.rules);
    check_roster(doc, *book, path);
    return book;
}

std::unordered_map<std::string_view, const Unit*> units_by_name(const Roster& roster);

/// Parses and checks a roster text about to be saved: never write a file that fails to load.
RosterDocument verify(const std::string& text, const std::string& path);

std::string_view without_ending(std::string_view line) {
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) {
        line.remove_suffix(1);
    }
    return line;
}

bool is_unit_line(std::string_view line) {
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) {
        line.remove_prefix(1);
    }
    return line.starts_with("unit ") || line.starts_with("unit\t");
}

/// What spans lines in a changed roster: names unique, `locked` naming units (UE-MELEE-5).
void check_names(const Roster& roster) {
    const auto units = units_by_name(roster);
    if (units.size() != roster.units.size()) {
        throw RuleError("refused: two units would have the same name");
    }
    for (const auto& unit : roster.units) {
        for (const auto& other : unit.locked) {
            if (!units.contains(other)) {
                throw RuleError(fmt::format("refused: {}: `locked` names `{}`, which is not a "
                                            "unit of the roster",
                                            unit.name, other));
            }
        }
    }
}

/// `verify` for a change that only rewrote, added or removed unit lines (a resolution, `kill`,
/// `set`): parses just the new lines (what spans lines is `check_names`'s), so a big roster is
/// not parsed twice. Anything else is verified whole.
void verify_change(const LoadedRoster& loaded, const Roster& roster,
                   const FormattedRoster& formatted, const std::string& path) {
    const Roster& old = loaded.doc.roster;
    const bool units_only =
        roster.rules == old.rules && roster.types == old.types && roster.tables == old.tables &&
        std::all_of(formatted.edits.begin(), formatted.edits.end(), [](const LineEdit& edit) {
            return std::all_of(edit.after.begin(), edit.after.end(), is_unit_line);
        });
    if (!units_only) {
        verify(formatted.text, path);
        return;
    }
    try {
        UnitIndex units(roster.units);
        std::size_t expected = 0; // edits and units are both in file order
        for (const auto& edit : formatted.edits) {
            for (const auto& line : edit.after) {
                const Unit parsed = parse_unit_line(without_ending(line), roster.rules);
                const auto found = units.find(parsed.name, expected);
                if (found) {
                    expected = *found + 1;
                }
                if (!found || !(roster.units[*found] == parsed)) {
                    throw RuleError(fmt::format("internal: the line for {} does not say what it "
                                                "should",
                                                parsed.name));
                }
                if (!loaded.book->has_type(parsed.type)) {
                    throw RuleError(fmt::format("unknown type `{}`", parsed.type));
                }
                loaded.book->validate(parsed);
            }
        }
    } catch (const Error& e) {
        throw RuleError(fmt::format("refused: the roster would not be valid: {}", e.what()));
    }
}

RosterDocument verify(const std::string& text, const std::string& path) {
    try {
        auto doc = parse_roster(text, path);
        checked_book(doc, path);
        return doc;
    } catch (const Error& e) {
        throw RuleError(fmt::format("refused: the roster would not be valid: {}", e.what()));
    }
}

[[noreturn]] void no_roster(const std::string& path) {
    throw RosterError(fmt::format("no roster file {}: create one with `muster init` (or name "
                                  "one with --roster FILE or $MUSTER_ROSTER)",
                                  path));
}

/// A save renames a new file over the roster, which would replace a symbolic link by a plain
/// file and leave the file it points to behind: refused (exit 3), naming the real file.
void refuse_symlink(const std::string& path) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
        char target[4096];
        const auto length = ::readlink(path.c_str(), target, sizeof target - 1);
        const std::string to(target, length > 0 ? static_cast<std::size_t>(length) : 0);
        throw RosterError(fmt::format("{} is a symbolic link (to {}); muster saves by replacing "
                                      "the file, which would break the link: give --roster with "
                                      "the real file",
                                      path, to));
    }
}

/// Before taking the lock, so that no lock file is left where there is no roster.
void require_roster(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 && errno == ENOENT) {
        no_roster(path);
    }
    refuse_symlink(path);
}

LoadedRoster load_at(const std::string& path) {
    auto text = read_file(path, k_max_roster_bytes);
    if (!text) {
        no_roster(path);
    }
    LoadedRoster loaded;
    loaded.path = path;
    loaded.text = std::move(*text);
    loaded.doc = parse_roster(loaded.text, path);
    loaded.book = checked_book(loaded.doc, path);
    return loaded;
}

nlohmann::json field_json(const UnitField& field) {
    switch (field.kind) {
    case UnitField::Kind::flag:
        return field.flag;
    case UnitField::Kind::number:
        return field.number;
    case UnitField::Kind::list:
        return field.list;
    case UnitField::Kind::text:
        break;
    }
    return field.text.empty() ? nlohmann::json(nullptr) : nlohmann::json(field.text);
}

std::string snake_case(std::string key) {
    std::replace(key.begin(), key.end(), '-', '_');
    return key;
}

int stands_lost(const RuleBook& book, const Unit& unit, const Roster& roster) {
    try {
        return book.derive(unit, roster).stands_lost;
    } catch (const Error&) {
        return 0;
    }
}

/// `changes`: {unit, before, after, stands_removed} for every unit that differs, with only the
/// keys that changed (a removed unit has `after` null, a new one `before` null), and
/// `stands_returned` when stands go back on the table.
std::unordered_map<std::string_view, const Unit*> units_by_name(const Roster& roster) {
    std::unordered_map<std::string_view, const Unit*> units;
    units.reserve(roster.units.size());
    for (const auto& unit : roster.units) {
        units.emplace(unit.name, &unit);
    }
    return units;
}

nlohmann::json unit_changes(const Roster& before, const Roster& after, const RuleBook& book) {
    nlohmann::json changes = nlohmann::json::array();
    UnitIndex old_units(before.units);
    UnitIndex new_units(after.units);
    std::size_t expected = 0; // a changed roster mostly keeps its units in order
    for (const auto& old_unit : before.units) {
        const auto found = new_units.find(old_unit.name, expected);
        const Unit* now = found ? &after.units[*found] : nullptr;
        if (found) {
            expected = *found + 1;
        }
        if (now == nullptr) {
            changes.push_back({{"unit", old_unit.name},
                               {"before", unit_json(old_unit, before.rules)},
                               {"after", nullptr},
                               {"stands_removed", 0}});
            continue;
        }
        if (*now == old_unit) {
            continue;
        }
        auto old_json = unit_json(old_unit, before.rules);
        auto new_json = unit_json(*now, after.rules);
        nlohmann::json was = nlohmann::json::object();
        nlohmann::json is = nlohmann::json::object();
        for (const auto& [key, value] : new_json.items()) {
            if (old_json[key] != value) {
                was[key] = old_json[key];
                is[key] = value;
            }
        }
        // Stands to take off the table, or to put back (a gun recrewed, FW casualties recovered).
        const int lost = stands_lost(book, *now, after) - stands_lost(book, old_unit, before);
        nlohmann::json change = {{"unit", old_unit.name},
                                 {"before", was},
                                 {"after", is},
                                 {"stands_removed", std::max(lost, 0)}};
        if (lost < 0) {
            change["stands_returned"] = -lost;
        }
        changes.push_back(std::move(change));
    }
    expected = 0;
    for (const auto& unit : after.units) {
        const auto found = old_units.find(unit.name, expected);
        if (found) {
            expected = *found + 1;
        } else {
            changes.push_back({{"unit", unit.name},
                               {"before", nullptr},
                               {"after", unit_json(unit, after.rules)},
                               {"stands_removed", 0}});
        }
    }
    return changes;
}

} // namespace

std::optional<std::string> read_text_file(const std::string& path) {
    return read_file(path);
}

std::string journal_path(const std::string& roster_path) {
    return roster_path + ".journal";
}

nlohmann::json unit_json(const Unit& unit, RuleSet rules) {
    nlohmann::json json = {{"name", unit.name}, {"type", unit.type}};
    for (const auto& field : unit_fields(unit, rules)) {
        json[snake_case(field.key)] = field_json(field);
    }
    return json;
}

LoadedRoster load_document(const Context& ctx) {
    return load_at(ctx.globals.roster_path);
}

Roster load_roster(const Context& ctx) {
    return load_document(ctx).doc.roster;
}

Report transact(Context& ctx, const std::function<Report(Roster&, const RuleBook&)>& change) {
    const auto& path = ctx.globals.roster_path;
    // --odds computes every outcome and changes nothing, like --dry-run (DESIGN.md).
    const bool write = !ctx.globals.dry_run && !ctx.globals.odds;
    std::optional<RosterLock> lock;
    if (write) {
        require_roster(path);
        lock.emplace(path);
    }
    auto loaded = load_at(path);
    const auto old_hash = write ? text_hash(loaded.text) : std::string();
    if (write) {
        settle_journal(path, old_hash);
    }
    Roster roster = loaded.doc.roster;
    Report report = change(roster, *loaded.book);
    report.turn = roster.turn;
    if (report.rules.empty()) {
        report.rules = std::string(to_string(roster.rules));
    }
    report.changes = unit_changes(loaded.doc.roster, roster, *loaded.book);
    check_names(roster);
    auto formatted = format_roster(loaded.doc, roster);
    if (formatted.text == loaded.text) {
        return report;
    }
    verify_change(loaded, roster, formatted, path);
    if (!write) {
        if (ctx.globals.dry_run) {
            report.text.emplace_back("(dry run: the roster was not changed)");
        }
        return report;
    }
    JournalEntry entry;
    entry.time = utc_now();
    entry.command = report.command;
    entry.brief = report.brief;
    entry.turn = report.turn;
    entry.dice = report.dice;
    entry.source = report.dice.empty() ? std::string() : dice_source(ctx.globals);
    entry.roll = report.roll;
    entry.skipped = report.skipped;
    entry.edits = std::move(formatted.edits);
    save(path, old_hash, formatted.text, {entry});
    return report;
}

void create_roster(Context& ctx, const std::string& text, bool force) {
    const auto& path = ctx.globals.roster_path;
    if (ctx.globals.dry_run) {
        return;
    }
    refuse_symlink(path);
    RosterLock lock(path);
    auto old = read_file(path, k_max_roster_bytes);
    const auto old_hash = text_hash(old);
    settle_journal(path, old_hash);
    if (old && !force) {
        throw RuleError(fmt::format("{} already exists; `muster init --force` replaces it (the "
                                    "old text is kept in {})",
                                    path, journal_path(path)));
    }
    JournalEntry entry;
    entry.time = utc_now();
    entry.command = "init";
    entry.brief = fmt::format("init {}", path);
    entry.turn = parse_roster(text, path).roster.turn;
    entry.edits.push_back(
        {0, old ? split_lines(*old) : std::vector<std::string>{}, split_lines(text)});
    save(path, old_hash, text, {entry});
}

Report undo_changes(Context& ctx, int count) {
    const auto& path = ctx.globals.roster_path;
    std::optional<RosterLock> lock;
    if (!ctx.globals.dry_run) {
        require_roster(path);
        lock.emplace(path);
    }
    auto loaded = load_at(path);
    const auto old_hash = text_hash(loaded.text);
    if (lock) {
        settle_journal(path, old_hash);
    }
    int damaged = 0;
    auto journal = read_file(journal_path(path)).value_or("");
    journal.resize(committed_length(journal, old_hash)); // for --dry-run
    const auto entries = decode_journal(journal, damaged);
    auto live = live_changes(entries);
    Report report;
    report.command = "undo";
    report.rules = std::string(to_string(loaded.doc.roster.rules));
    std::string text = loaded.text;
    std::vector<std::string> undone;
    std::vector<JournalEntry> undo_entries;
    // The first `init` made the file: nothing before it to go back to. An `init --force` kept
    // the text it replaced in its before-image, so it can be undone like any change.
    const auto creates = [](const JournalEntry& entry) {
        return entry.command == "init" &&
               std::all_of(entry.edits.begin(), entry.edits.end(),
                           [](const LineEdit& edit) { return edit.before.empty(); });
    };
    for (int i = 0; i < count; ++i) {
        if (live.empty() || creates(entries[live.back()])) {
            if (i == 0) {
                throw RuleError(fmt::format("nothing to undo in {}", journal_path(path)));
            }
            report.text.push_back(
                fmt::format("nothing more to undo after {} change{}", i, i == 1 ? "" : "s"));
            break;
        }
        const auto& target = entries[live.back()];
        live.pop_back();
        std::string previous;
        try {
            previous = revert_edits(text, target.edits);
        } catch (const RosterError&) {
            throw RuleError(
                fmt::format("cannot undo `{}`: the roster was changed since (by hand?); "
                            "nothing undone",
                            target.brief));
        }
        // The before-image of an undo is the undone entry's after-image, already journalled.
        JournalEntry entry;
        entry.time = utc_now();
        entry.command = "undo";
        entry.brief = "undo " + target.brief;
        entry.undo = true;
        undo_entries.push_back(std::move(entry));
        text = std::move(previous);
        undone.push_back(target.brief);
        report.text.push_back(fmt::format("undone: {}", target.brief));
    }
    const auto after = verify(text, path);
    if (after.roster.rules == loaded.doc.roster.rules) {
        report.changes = unit_changes(loaded.doc.roster, after.roster, *loaded.book);
    } else { // an `init --force` undone: the other rule set's roster is back
        report.rules = std::string(to_string(after.roster.rules));
        report.text.push_back(fmt::format("the roster plays {} again", report.rules));
    }
    report.turn = after.roster.turn;
    for (auto& entry : undo_entries) {
        entry.turn = report.turn; // the turn once the whole undo is saved
    }
    report.result["undone"] = undone;
    report.brief = fmt::format("undo {}", fmt::join(undone, "; "));
    if (ctx.globals.dry_run) {
        report.text.emplace_back("(dry run: the roster was not changed)");
        return report;
    }
    // One save, and one journal entry per change undone (so each later undo finds its own).
    save(path, old_hash, text, undo_entries);
    return report;
}

} // namespace muster::cli
