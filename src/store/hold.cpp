#include "muster/store/hold.hpp"

#include "muster/error.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/store/scratch.hpp"

#include <cassert>
#include <cerrno>
#include <fcntl.h>
#include <filesystem>
#include <map>
#include <sys/stat.h>
#include <utility>
#include <vector>

namespace muster::store {

namespace {

/// The live ScriptHold's state.
struct Hold {
    bool keep_locks = false;
    /// The locks held, by the lock file's device and inode (the same file however it is named).
    std::map<std::pair<dev_t, ino_t>, files::Fd> locks;
    /// Committed journal entries when the script first touched each roster, by its path made
    /// absolute.
    std::map<std::string, std::size_t> starts;
};

std::optional<Hold> g_hold;

std::optional<std::pair<dev_t, ino_t>> identity(int fd) {
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        return std::nullopt;
    }
    return std::pair{st.st_dev, st.st_ino};
}

std::string key_of(const std::string& roster_path) {
    std::error_code ignored;
    auto absolute = std::filesystem::weakly_canonical(roster_path, ignored);
    return absolute.empty() ? roster_path : absolute.string();
}

} // namespace

ScriptHold::ScriptHold(bool keep_locks) {
    assert(!g_hold);
    g_hold.emplace();
    g_hold->keep_locks = keep_locks;
}

ScriptHold::~ScriptHold() {
    g_hold.reset(); // closes the lock files: the locks go with them
}

bool holding_locks() {
    return g_hold && g_hold->keep_locks;
}

bool lock_already_held(int fd) {
    if (!holding_locks()) {
        return false;
    }
    const auto id = identity(fd);
    return id && g_hold->locks.contains(*id);
}

void keep_lock(files::Fd& fd) {
    if (!holding_locks()) {
        return;
    }
    if (const auto id = identity(fd.get())) {
        g_hold->locks.emplace(*id, std::move(fd));
    }
}

void hold_roster(const std::string& roster_path) {
    if (!holding_locks() || scratch_copy(roster_path) != nullptr) {
        return;
    }
    struct stat st {};
    if (::stat(roster_path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) {
        return; // no roster: the reader says so, and no lock file is left behind
    }
    bool created = false;
    const auto probe =
        files::open_side_file(roster_path + ".lock", O_RDWR, true, roster_path, created);
    if (!probe.valid() && (errno == EACCES || errno == EROFS)) {
        return; // a folder this user cannot write: no other muster can write there either
    }
    const RosterLock lock(roster_path); // kept by the hold; its errors are a writer's
}

void note_script_start(const std::string& roster_path, const std::string& roster_text) {
    if (!g_hold) {
        return;
    }
    auto key = key_of(roster_path);
    if (g_hold->starts.contains(key)) {
        return;
    }
    // Where its committed entries end: read from the journal's end, not the whole of it.
    g_hold->starts.emplace(std::move(key), JournalFile(roster_path, roster_text).end());
}

std::optional<std::size_t> script_start(const std::string& roster_path) {
    if (!g_hold) {
        return std::nullopt;
    }
    const auto found = g_hold->starts.find(key_of(roster_path));
    if (found == g_hold->starts.end()) {
        return std::nullopt;
    }
    return found->second;
}

} // namespace muster::store
