#include "cli/html_out.hpp"

#include "cli/store.hpp"
#include "muster/error.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <ostream>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

namespace muster::cli {

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

/// Refuses an `--out` muster must not write: a link, a non-regular file, the roster's own files.
void check_target(const std::string& out, const std::string& roster) {
    const auto shown = quoted_text(out);
    if (out.empty() || base_of(out).empty() || base_of(out) == "." || base_of(out) == "..") {
        throw UsageError(fmt::format("--out: '{}' is not a file name", shown));
    }
    struct stat st {};
    if (::lstat(out.c_str(), &st) != 0) {
        if (errno == ENOENT) {
            return;
        }
        throw Error(ExitCode::roster,
                    fmt::format("cannot write {}: {}", shown, std::strerror(errno)));
    }
    if (S_ISLNK(st.st_mode)) {
        throw UsageError(fmt::format("--out {} is a symbolic link: muster does not write through "
                                     "links; name the file itself",
                                     shown));
    }
    if (!S_ISREG(st.st_mode)) {
        throw UsageError(fmt::format("--out {} is not a regular file", shown));
    }
    for (const auto& own : {roster, journal_path(roster), roster + ".lock"}) {
        if (same_file(st, own)) {
            throw UsageError(fmt::format("--out {} is the roster's own file {}: name a new "
                                         "file, e.g. report.html",
                                         shown, quoted_text(own)));
        }
    }
}

void write_file(const std::string& out, std::string_view page, const std::string& roster) {
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
        throw Error(ExitCode::roster,
                    fmt::format("cannot write {}: {}", quoted_text(out), std::strerror(errno)));
    }
    const auto fail = [&](const char* what) {
        const int error = errno;
        ::close(fd);
        ::unlink(temp.c_str());
        throw Error(ExitCode::roster,
                    fmt::format("cannot {} {}: {}", what, quoted_text(out), std::strerror(error)));
    };
    for (std::size_t done = 0; done < page.size();) {
        const auto n = ::write(fd, page.data() + done, page.size() - done);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            fail("write");
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) {
        fail("write");
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
        throw Error(ExitCode::roster,
                    fmt::format("cannot write {}: {}", quoted_text(out), std::strerror(error)));
    }
}

} // namespace

void write_page(std::string_view page, const std::optional<std::string>& out, Context& ctx) {
    if (!out) {
        *ctx.out << page;
        return;
    }
    write_file(*out, page, ctx.globals.roster_path);
}

void add_out_option(CLI::App& sub, std::optional<std::string>& out) {
    sub.add_option("--out", out,
                   "write the page to this file (a new file renamed into place; never through a "
                   "link, never over the roster or its journal)");
}

void refuse_data_formats(const Context& ctx, std::string_view command, std::string_view hint) {
    if (ctx.globals.format != Format::text) {
        throw UsageError(fmt::format("{} writes an HTML page: --json and --brief do not apply{}",
                                     command, hint));
    }
}

} // namespace muster::cli
