// A game taken from another copy of it (muster sync): both files replaced under the lock.
#include "muster/store/adopt.hpp"

#include "muster/store/files.hpp"
#include "muster/store/save.hpp"
#include "muster/store/store.hpp"

#include <sys/stat.h>

namespace muster::store {

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
    auto journal_temp =
        files::create_temp(journal_path(path) + ".sync", path, files::side_file_mode(path));
    files::replace_with_temp(journal_temp, journal, journal_path(path));
    auto roster_temp = files::create_temp(path + ".sync", path, roster_mode);
    files::replace_with_temp(roster_temp, roster, path);
    return true;
}

} // namespace muster::store
