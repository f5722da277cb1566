#include "muster/store/files.hpp"

#include "muster/error.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace muster::store::files {

namespace {

/// Files are read in chunks of this size.
constexpr std::size_t k_read_chunk = 65536;

/// "a character device", for a message refusing what is not a regular file.
std::string_view kind_of(mode_t mode) {
    if (S_ISLNK(mode)) {
        return "a symbolic link";
    }
    if (S_ISCHR(mode)) {
        return "a character device";
    }
    if (S_ISBLK(mode)) {
        return "a block device";
    }
    if (S_ISFIFO(mode)) {
        return "a FIFO (named pipe)";
    }
    if (S_ISSOCK(mode)) {
        return "a socket";
    }
    return "not a regular file";
}

/// An open that failed with ELOOP under O_NOFOLLOW: the path is a symbolic link.
bool is_link(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode);
}

} // namespace

Fd::~Fd() {
    if (m_fd >= 0) {
        ::close(m_fd);
    }
}

[[noreturn]] void refuse_link(const std::string& path, bool roster) {
    char target[4096];
    const auto length = ::readlink(path.c_str(), target, sizeof target - 1);
    const std::string to(target, length > 0 ? static_cast<std::size_t>(length) : 0);
    throw RosterError(fmt::format("{} is a symbolic link (to {}); muster does not follow links{}",
                                  path, to,
                                  roster ? " (a save replaces the file, which would break the "
                                           "link): give --roster with the real file"
                                         : ": remove it"));
}

std::string errno_text() {
    return std::strerror(errno);
}

std::string folder_of(const std::string& path) {
    auto slash = path.rfind('/');
    if (slash == std::string::npos) {
        return ".";
    }
    return slash == 0 ? "/" : path.substr(0, slash);
}

namespace {

RosterError too_big(const std::string& path, std::string_view what, std::size_t max_bytes) {
    return RosterError(fmt::format("{} is too big for {} (more than {} MiB): is it the right "
                                   "file?",
                                   path, what, max_bytes >> 20));
}

/// One read(2), or pread(2) at `offset`, of at most `count` bytes, again when a signal cut it
/// short; how many were read (0 at the end). RosterError naming `path` when it fails.
std::size_t read_some(int fd, const std::string& path, char* buffer, std::size_t count,
                      std::optional<std::size_t> offset) {
    while (true) {
        const auto got = offset ? ::pread(fd, buffer, count, static_cast<off_t>(*offset))
                                : ::read(fd, buffer, count);
        if (got >= 0) {
            return static_cast<std::size_t>(got);
        }
        if (errno != EINTR) {
            throw RosterError(fmt::format("cannot read {}: {}", path, errno_text()));
        }
    }
}

/// Reads what is left of the open regular file `fd` (`path`, `what` for the messages), at most
/// `max_bytes` of it: the bound is what is read, not what `fstat` said.
std::string read_bounded(int fd, const std::string& path, std::size_t max_bytes,
                         std::string_view what, std::size_t size_hint) {
    if (size_hint > max_bytes) {
        throw too_big(path, what, max_bytes);
    }
    // Read in place: room for the size it had, and one byte more, where the read that finds
    // the end goes (or the first byte of a file that grew meanwhile).
    std::string text(size_hint + 1, '\0');
    std::size_t length = 0;
    while (true) {
        if (length == text.size()) {
            text.resize(std::min(max_bytes + 1, text.size() * 2 + k_read_chunk));
        }
        const auto got =
            read_some(fd, path, text.data() + length, text.size() - length, std::nullopt);
        if (got == 0) {
            break;
        }
        length += got;
        if (length > max_bytes) {
            throw too_big(path, what, max_bytes); // it grew while being read
        }
    }
    text.resize(length);
    return text;
}

/// Opens `path` to read, never through a link and without blocking; nothing when it does not
/// exist. Refuses (RosterError) a link, a folder and what is not a regular file.
std::optional<Fd> open_regular(const std::string& path, std::string_view what, struct stat& st) {
    Fd fd(::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (!fd.valid()) {
        if (errno == ENOENT) {
            return std::nullopt;
        }
        if (errno == ELOOP && is_link(path)) {
            refuse_link(path, what == "a roster");
        }
        throw RosterError(fmt::format("cannot read {}: {}", path, errno_text()));
    }
    if (::fstat(fd.get(), &st) != 0) {
        throw RosterError(fmt::format("cannot read {}: {}", path, errno_text()));
    }
    if (S_ISDIR(st.st_mode)) {
        throw RosterError(fmt::format("cannot read {}: {}", path, std::strerror(EISDIR)));
    }
    if (!S_ISREG(st.st_mode)) {
        throw RosterError(fmt::format("{} is {}, not {}: muster reads only regular files", path,
                                      kind_of(st.st_mode), what));
    }
    return fd;
}

} // namespace

std::optional<std::string> read_regular(const std::string& path, std::size_t max_bytes,
                                        std::string_view what) {
    struct stat st {};
    auto fd = open_regular(path, what, st);
    if (!fd) {
        return std::nullopt;
    }
    return read_bounded(fd->get(), path, max_bytes, what, static_cast<std::size_t>(st.st_size));
}

std::optional<Fd> open_to_read(const std::string& path, std::size_t max_bytes,
                               std::string_view what, std::size_t& size) {
    struct stat st {};
    auto fd = open_regular(path, what, st);
    if (!fd) {
        return std::nullopt;
    }
    size = static_cast<std::size_t>(st.st_size);
    if (size > max_bytes) {
        throw too_big(path, what, max_bytes);
    }
    return fd;
}

std::size_t read_at(int fd, const std::string& path, std::size_t offset, char* buffer,
                    std::size_t count) {
    std::size_t done = 0;
    while (done < count) {
        const auto got = read_some(fd, path, buffer + done, count - done, offset + done);
        if (got == 0) {
            break;
        }
        done += got;
    }
    return done;
}

std::optional<std::string> read_side_file(const std::string& path, std::size_t max_bytes,
                                          std::string_view what, const std::string& roster_path) {
    struct stat st {};
    auto fd = open_regular(path, what, st);
    if (!fd) {
        return std::nullopt;
    }
    check_side_file(fd->get(), path, roster_path);
    return read_bounded(fd->get(), path, max_bytes, what, static_cast<std::size_t>(st.st_size));
}

void check_side_file(int fd, const std::string& path, const std::string& roster_path) {
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        throw RosterError(fmt::format("cannot use {}: {}", path, errno_text()));
    }
    if (!S_ISREG(st.st_mode)) {
        throw RosterError(fmt::format("{} is {}, not a regular file: muster will not use it; "
                                      "remove it",
                                      path, kind_of(st.st_mode)));
    }
    if (st.st_nlink != 1) {
        throw RosterError(fmt::format("{} has {} hard links: it may be another file's name, so "
                                      "muster will not write it; remove it",
                                      path, st.st_nlink));
    }
    struct stat roster {};
    const bool owner_ok = st.st_uid == ::geteuid() || (::lstat(roster_path.c_str(), &roster) == 0 &&
                                                       st.st_uid == roster.st_uid);
    if (!owner_ok) {
        throw RosterError(fmt::format("{} belongs to user {}, neither to you nor to the roster's "
                                      "owner: muster will not use it; remove it",
                                      path, st.st_uid));
    }
}

Fd open_side_file(const std::string& path, int flags, bool create, const std::string& roster_path,
                  bool& created) {
    flags |= O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC;
    created = false;
    Fd fd;
    if (create) {
        fd = Fd(::open(path.c_str(), flags | O_CREAT | O_EXCL, 0600));
        created = fd.valid();
        if (created) {
            adopt_roster(fd.get(), path, roster_path, side_file_mode(roster_path));
        }
    }
    if (!fd.valid() && (!create || errno == EEXIST)) {
        fd = Fd(::open(path.c_str(), flags));
    }
    if (!fd.valid()) {
        if (errno == ELOOP && is_link(path)) {
            refuse_link(path, false);
        }
        return fd;
    }
    check_side_file(fd.get(), path, roster_path);
    return fd;
}

mode_t side_file_mode(const std::string& roster_path) {
    struct stat roster {};
    if (::lstat(roster_path.c_str(), &roster) != 0 || !S_ISREG(roster.st_mode)) {
        return S_IRUSR | S_IWUSR; // the mode of the roster muster is about to make (save.cpp)
    }
    return (roster.st_mode & 0666) | S_IRUSR | S_IWUSR;
}

void adopt_roster(int fd, const std::string& path, const std::string& roster_path, mode_t mode) {
    struct stat roster {};
    const bool has_roster = ::lstat(roster_path.c_str(), &roster) == 0 && S_ISREG(roster.st_mode);
    if (has_roster && (roster.st_uid != ::geteuid() || roster.st_gid != ::getegid())) {
        // root gives the file the roster's owner and group; another user its group when it is
        // one of theirs (a shared game folder), or leaves it theirs
        const uid_t uid = ::geteuid() == 0 ? roster.st_uid : static_cast<uid_t>(-1);
        if (::fchown(fd, uid, roster.st_gid) != 0 && ::geteuid() == 0) {
            throw RosterError(
                fmt::format("cannot give {} the roster's owner: {}", path, errno_text()));
        }
    }
    if (::fchmod(fd, mode) != 0) {
        throw RosterError(
            fmt::format("cannot give {} the roster's permissions: {}", path, errno_text()));
    }
}

NewFile create_temp(const std::string& prefix, const std::string& roster_path, mode_t mode) {
    std::string name = prefix + "XXXXXX";
    NewFile temp{Fd(::mkostemp(name.data(), O_CLOEXEC)), {}};
    if (!temp.fd.valid()) {
        throw RosterError(
            fmt::format("cannot write a temp file in {}: {}", folder_of(prefix), errno_text()));
    }
    temp.path = std::move(name);
    try {
        adopt_roster(temp.fd.get(), temp.path, roster_path, mode);
    } catch (...) {
        ::unlink(temp.path.c_str());
        throw;
    }
    return temp;
}

void write_temp(const NewFile& temp, std::string_view data) {
    write_all(temp.fd.get(), data, temp.path);
    if (::fsync(temp.fd.get()) != 0) {
        throw RosterError(fmt::format("cannot write {}: {}", temp.path, errno_text()));
    }
}

void rename_temp(const NewFile& temp, const std::string& target) {
    struct stat written {};
    struct stat named {};
    if (::fstat(temp.fd.get(), &written) != 0 || ::lstat(temp.path.c_str(), &named) != 0 ||
        written.st_dev != named.st_dev || written.st_ino != named.st_ino) {
        // another process swapped the name (for a link): renaming it would put that in place
        throw RosterError(fmt::format("{} was replaced while muster wrote it (another "
                                      "process in the folder?): {} is left as it was",
                                      temp.path, target));
    }
    if (::rename(temp.path.c_str(), target.c_str()) != 0) {
        throw RosterError(fmt::format("cannot replace {}: {}", target, errno_text()));
    }
    // The name can still be swapped between the check above and the rename: look at what
    // was put in place, and take away anything that is not the file muster wrote (a link
    // planted there is removed, never followed: rename moves a link, it does not open it).
    struct stat placed {};
    if (::lstat(target.c_str(), &placed) != 0 || placed.st_dev != written.st_dev ||
        placed.st_ino != written.st_ino) {
        if (S_ISLNK(placed.st_mode) || !S_ISREG(placed.st_mode)) {
            ::unlink(target.c_str());
        }
        throw RosterError(fmt::format("{} was replaced while muster wrote it (another "
                                      "process in the folder?): what it put at {} was removed",
                                      temp.path, target));
    }
}

void replace_with_temp(NewFile& temp, std::string_view data, const std::string& target) {
    try {
        write_temp(temp, data);
        rename_temp(temp, target);
    } catch (...) {
        ::unlink(temp.path.c_str());
        throw;
    }
}

std::vector<std::string> own_temps(const std::string& prefix, std::size_t random) {
    std::vector<std::string> found;
    const auto folder_path = folder_of(prefix);
    const auto slash = prefix.rfind('/');
    const std::string name_prefix = slash == std::string::npos ? prefix : prefix.substr(slash + 1);
    DIR* folder = ::opendir(folder_path.c_str());
    if (folder == nullptr) {
        return found;
    }
    while (const dirent* entry = ::readdir(folder)) {
        const std::string_view name = entry->d_name;
        struct stat st {};
        if (name.size() == name_prefix.size() + random && name.starts_with(name_prefix) &&
            ::fstatat(::dirfd(folder), entry->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
            S_ISREG(st.st_mode) && st.st_uid == ::geteuid()) {
            found.push_back(folder_path + "/" + std::string(name));
        }
    }
    ::closedir(folder);
    return found;
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

int flush(int fd) {
    return ::fdatasync(fd) == 0 ? 0 : errno;
}

} // namespace muster::store::files
