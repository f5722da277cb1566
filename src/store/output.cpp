#include "muster/store/output.hpp"

#include "muster/error.hpp"
#include "muster/store/files.hpp"
#include "muster/store/store.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

/// Pages written to a file the player names (`muster report --out`, `muster sheet --out`).
namespace muster::store {

namespace {

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

/// The folder of `path` resolved (links and `..` followed), to compare two names' folders.
std::string real_folder(const std::string& path) {
    char* real = ::realpath(folder_of(path).c_str(), nullptr);
    if (real == nullptr) {
        return folder_of(path);
    }
    std::string folder(real);
    std::free(real);
    return folder;
}

/// A roster's own files: the roster, its journal, lock, shell history and a shared game's marker
/// (`<roster>.shared`, remote/game.cpp), each also with the temp names muster makes beside it
/// (`.tmp-XXXXXX`; a sync's `.sync-XXXXXX`, store/adopt.cpp).
std::vector<std::string> own_files(const std::string& roster) {
    return {roster, store::journal_path(roster), roster + ".lock", roster + ".history",
            roster + ".shared"};
}
constexpr std::string_view k_own_temp_infixes[] = {".tmp-", ".sync-"};

/// Whether `out` names one of the roster's own files (own_files), existing or not.
bool is_side_file(const std::string& out, const struct stat* st, const std::string& roster) {
    const auto own = own_files(roster);
    for (const auto& name : own) {
        if (st != nullptr && same_file(*st, name)) {
            return true;
        }
    }
    if (real_folder(out) != real_folder(roster)) {
        return false;
    }
    const std::string base = base_of(out);
    for (const auto& name : own) {
        if (base == base_of(name)) {
            return true;
        }
        for (const auto infix : k_own_temp_infixes) {
            if (base.starts_with(base_of(name) + std::string(infix))) {
                return true;
            }
        }
    }
    return false;
}

/// Refuses an `--out` muster must not write: a link, a non-regular file, a read-only file, the
/// roster's own files. Returns the mode of the file it replaces, if any.
std::optional<mode_t> check_target(const std::string& out, const std::string& roster) {
    if (out.empty() || base_of(out).empty() || base_of(out) == "." || base_of(out) == "..") {
        throw UsageError("--out: not a file name");
    }
    struct stat st {};
    const bool exists = ::lstat(out.c_str(), &st) == 0;
    if (!exists && errno != ENOENT) {
        cannot_write(errno);
    }
    if (is_side_file(out, exists ? &st : nullptr, roster)) {
        throw UsageError("--out names the roster or one of its files (journal, lock, shell "
                         "history, shared-game marker): name a new file, e.g. report.html");
    }
    if (!exists) {
        return std::nullopt;
    }
    if (S_ISLNK(st.st_mode)) {
        throw UsageError("--out names a symbolic link: muster does not write through links; name "
                         "the file itself");
    }
    if (!S_ISREG(st.st_mode)) {
        throw UsageError("--out names something that is not a regular file");
    }
    if ((st.st_mode & 0222) == 0 ||
        (::geteuid() != 0 && ::faccessat(AT_FDCWD, out.c_str(), W_OK, AT_EACCESS) != 0)) {
        throw Error(ExitCode::roster,
                    fmt::format("--out names a read-only file (mode {:04o}): muster will not "
                                "replace it",
                                st.st_mode & 07777));
    }
    return st.st_mode & 07777;
}

} // namespace

void write_output_file(const std::string& out, std::string_view page, const std::string& roster) {
    write_output_file(
        out, [&](const auto& write) { write(page); }, roster);
}

void write_output_file(const std::string& out, const PageMaker& make, const std::string& roster) {
    const auto old_mode = check_target(out, roster);
    const mode_t mask = ::umask(0);
    ::umask(mask);
    std::optional<files::NewFile> temp;
    try {
        // a page is the caller's, not the roster's: the caller's owner, the mode of the file it
        // replaces or 0666 less the umask
        temp.emplace(files::create_temp(fmt::format("{}/.{}.tmp-", folder_of(out), base_of(out)),
                                        "", old_mode.value_or(0666 & ~mask)));
    } catch (const RosterError&) {
        cannot_write(errno);
    }
    try {
        check_target(out, roster); // again: the folder may have changed meanwhile
        make([&](std::string_view piece) { files::write_all(temp->fd.get(), piece, temp->path); });
        files::replace_with_temp(*temp, "", out);
    } catch (const RosterError&) {
        const int error = errno;
        ::unlink(temp->path.c_str()); // no page, and no empty temp file left beside it
        cannot_write(error);
    } catch (...) {
        ::unlink(temp->path.c_str());
        throw;
    }
}

} // namespace muster::store
