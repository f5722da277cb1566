// A game taken from another copy of it (muster sync): both files replaced under the lock, the
// journal first (the game's record), and a take cut short finished by the next muster.
#include "muster/store/adopt.hpp"

#include "muster/error.hpp"
#include "muster/store/files.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/store/store.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace muster::store {

namespace {

/// A taken file's temp name: the file's own, this, and six random characters (mkstemp's).
constexpr std::string_view k_take_infix = ".sync-";
constexpr std::size_t k_take_random = 6;

/// The take temps of the roster at `path` (`<roster>.sync-XXXXXX` when `journal` is false,
/// `<roster>.journal.sync-XXXXXX` when true).
std::vector<std::string> take_temps(const std::string& path, bool journal) {
    return files::own_temps((journal ? journal_path(path) : path) + std::string(k_take_infix),
                            k_take_random);
}

/// The roster hash the journal's last entry ends at ("" when it has none or is damaged).
std::string journal_end_hash(std::string_view journal) {
    if (!journal.ends_with('\n')) {
        return {}; // a torn last line: no journal a take wrote
    }
    const auto before =
        journal.size() < 2 ? std::string_view::npos : journal.rfind('\n', journal.size() - 2);
    int damaged = 0;
    const auto entries =
        decode_journal(journal.substr(before == std::string_view::npos ? 0 : before + 1), damaged);
    return entries.size() == 1 ? entries.front().to_hash : std::string();
}

} // namespace

void finish_take_locked(const std::string& path) {
    auto rosters = take_temps(path, false);
    auto journals = take_temps(path, true);
    if (rosters.empty() && journals.empty()) {
        return;
    }
    const auto journal = read_journal_file(path);
    const auto roster = read_text_file(path);
    const auto end = journal ? journal_end_hash(*journal) : std::string();
    if (!end.empty() && !text_hash(roster).is(end)) {
        for (const auto& temp : rosters) {
            const auto text = files::read_regular(temp, k_max_roster_bytes, "a roster");
            if (text && text_hash(text).is(end)) {
                if (::rename(temp.c_str(), path.c_str()) != 0) {
                    throw RosterError(fmt::format("cannot finish the sync cut short: cannot "
                                                  "replace {}: {}",
                                                  path, files::errno_text()));
                }
                break;
            }
        }
    }
    for (const auto& temp : rosters) {
        ::unlink(temp.c_str()); // the one renamed is no longer there
    }
    for (const auto& temp : journals) {
        ::unlink(temp.c_str());
    }
}

void finish_take(const std::string& path) {
    if (take_temps(path, false).empty() && take_temps(path, true).empty()) {
        return;
    }
    check_writable_roster(path);
    const RosterLock lock(path); // finishes it (finish_take_locked)
}

void restore_journal(const std::string& path, const std::optional<std::string>& before) {
    const RosterLock lock(path);
    if (read_journal_file(path) == before) {
        return;
    }
    if (!before) {
        if (::unlink(journal_path(path).c_str()) != 0) {
            throw RosterError(
                fmt::format("cannot remove {}: {}", journal_path(path), files::errno_text()));
        }
        return;
    }
    auto temp = files::create_temp(journal_path(path) + std::string(k_take_infix), path,
                                   files::side_file_mode(path));
    files::replace_with_temp(temp, *before, journal_path(path));
}

bool adopt_game(const std::string& path, const std::string& expected_roster,
                const std::optional<std::string>& expected_journal, const std::string& roster,
                const std::string& journal) {
    check_writable_roster(path);
    const RosterLock lock(path);
    if (read_text_file(path) != expected_roster || read_journal_file(path) != expected_journal) {
        return false;
    }
    struct stat st {};
    const mode_t roster_mode =
        ::lstat(path.c_str(), &st) == 0 ? st.st_mode & 07777 : files::side_file_mode(path);
    // The roster is written and flushed first; then the journal, the game's record, is renamed
    // into place; then the roster. Cut short after the journal, the next muster finds the
    // roster's temp whose hash the journal ends at and renames it (finish_take_locked): the game
    // is always the one before or the one after.
    auto roster_temp = files::create_temp(path + std::string(k_take_infix), path, roster_mode);
    try {
        files::write_temp(roster_temp, roster);
        crash_point("take-roster-written");
        auto journal_temp = files::create_temp(journal_path(path) + std::string(k_take_infix), path,
                                               files::side_file_mode(path));
        files::replace_with_temp(journal_temp, journal, journal_path(path));
    } catch (...) {
        ::unlink(roster_temp.path.c_str());
        throw;
    }
    crash_point("take-journal-renamed");
    files::rename_temp(roster_temp, path); // failing, the temp stays: the next muster repairs
    crash_point("take-roster-renamed");
    const files::Fd folder(
        ::open(files::folder_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!folder.valid() || ::fsync(folder.get()) != 0) {
        throw RosterError(fmt::format("the game was taken into {}, but the folder could not be "
                                      "flushed to the disk ({}): it may not survive a power cut",
                                      path, files::errno_text()));
    }
    return true;
}

} // namespace muster::store
