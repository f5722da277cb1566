#include "muster/store/output.hpp"

#include "muster/error.hpp"
#include "muster/store/store.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

/// Pages written to a file the player names (`muster report --out`, `muster sheet --out`).
namespace muster::store {

namespace {

/// Tries at most this many temp names before giving up (another process holding each).
constexpr int k_temp_attempts = 16;

std::string folder_of(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? std::string(".")
           : slash == 0               ? std::string("/")
                                      : path.substr(0, slash);
}

std::string base_of(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

bool same_file(const struct stat& a, const std::string& other) {
    struct stat b {};
    return ::stat(other.c_str(), &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/// A failed write (exit 3). The path is not repeated: it came from the command line and may
/// hold anything, and the player has just typed it.
[[noreturn]] void cannot_write(int error) {
    throw Error(ExitCode::roster,
                fmt::format("--out: cannot write the page there: {}", std::strerror(error)));
}

/// Refuses an `--out` muster must not write: a link, a non-regular file, the roster's own files.
void check_target(const std::string& out, const std::string& roster) {
    if (out.empty() || base_of(out).empty() || base_of(out) == "." || base_of(out) == "..") {
        throw UsageError("--out: not a file name");
    }
    struct stat st {};
    if (::lstat(out.c_str(), &st) != 0) {
        if (errno == ENOENT) {
            return;
        }
        cannot_write(errno);
    }
    if (S_ISLNK(st.st_mode)) {
        throw UsageError("--out names a symbolic link: muster does not write through links; name "
                         "the file itself");
    }
    if (!S_ISREG(st.st_mode)) {
        throw UsageError("--out names something that is not a regular file");
    }
    for (const auto& own : {roster, store::journal_path(roster), roster + ".lock"}) {
        if (same_file(st, own)) {
            throw UsageError("--out names the roster, its journal or its lock: name a new file, "
                             "e.g. report.html");
        }
    }
}

} // namespace

void write_output_file(const std::string& out, std::string_view page, const std::string& roster) {
    check_target(out, roster);
    std::random_device random;
    std::string temp;
    int fd = -1;
    for (int attempt = 0; attempt < k_temp_attempts && fd < 0; ++attempt) {
        temp = fmt::format("{}/.{}.{:08x}.tmp", folder_of(out), base_of(out), random());
        fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd < 0 && errno != EEXIST) {
            break;
        }
    }
    if (fd < 0) {
        cannot_write(errno);
    }
    const auto fail = [&](int error) {
        ::close(fd);
        ::unlink(temp.c_str());
        cannot_write(error);
    };
    for (std::size_t done = 0; done < page.size();) {
        const auto n = ::write(fd, page.data() + done, page.size() - done);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            fail(n < 0 ? errno : EIO);
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) {
        fail(errno);
    }
    ::close(fd);
    try {
        check_target(out, roster); // again: the folder may have changed meanwhile
    } catch (...) {
        ::unlink(temp.c_str());
        throw;
    }
    if (::rename(temp.c_str(), out.c_str()) != 0) {
        const int error = errno;
        ::unlink(temp.c_str());
        cannot_write(error);
    }
}

} // namespace muster::store
