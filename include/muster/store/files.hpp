#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <utility>
#include <vector>

/// The roster's files as hostile input (docs/hostile-input.md): no
/// file is opened through a symbolic link, nothing but a regular file is read or written, and
/// what is read is bounded by the bytes read, not by what `stat` says.
namespace muster::store::files {

/// A file descriptor closed when it goes out of scope.
class Fd {
  public:
    explicit Fd(int fd = -1) : m_fd(fd) {}
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    Fd(Fd&& other) noexcept : m_fd(std::exchange(other.m_fd, -1)) {}
    Fd& operator=(Fd&& other) noexcept {
        std::swap(m_fd, other.m_fd);
        return *this;
    }
    ~Fd();
    int get() const { return m_fd; }
    bool valid() const { return m_fd >= 0; }

  private:
    int m_fd;
};

/// strerror(errno).
std::string errno_text();

/// Refuses (RosterError, exit 3) the symbolic link `path`, naming where it points; for the
/// `roster` itself saying to name the real file, for a side file to remove the link.
[[noreturn]] void refuse_link(const std::string& path, bool roster);

/// The folder of `path` ("." for a bare name).
std::string folder_of(const std::string& path);

/// A file's bytes, or nothing when there is none. The file is opened without following a
/// symbolic link and without blocking (a FIFO with no writer), and must be a regular file:
/// anything else (a link, a device, a FIFO, a folder) is refused (RosterError, exit 3) before
/// a byte is read. More than `max_bytes` read is refused too (`what` names the file's role in
/// the message: "a roster", "a journal").
std::optional<std::string> read_regular(const std::string& path, std::size_t max_bytes,
                                        std::string_view what);

/// `read_regular` in pieces, for a reader that need not hold the whole file (the journal's):
/// the file opened and checked as `read_regular` does (nothing when there is none), and its
/// size now in `size`, refused when over `max_bytes`. Read it with `read_at`.
std::optional<Fd> open_to_read(const std::string& path, std::size_t max_bytes,
                               std::string_view what, std::size_t& size);

/// Reads `count` bytes at `offset` of the open file `fd` (`path` for a message) into `buffer`,
/// fewer only at its end; returns how many. RosterError when the file cannot be read.
std::size_t read_at(int fd, const std::string& path, std::size_t offset, char* buffer,
                    std::size_t count);

/// `read_regular` for a side file of the roster at `roster_path` (the shell's history): also
/// refused unless `check_side_file` accepts the open file (one link, this user's or the
/// roster owner's). The checks are made on the descriptor that is read (no check-then-use gap).
std::optional<std::string> read_side_file(const std::string& path, std::size_t max_bytes,
                                          std::string_view what, const std::string& roster_path);

/// Refuses (RosterError) an open side file that is not a regular file with one link, owned by
/// this user or by the roster's owner: a planted device, FIFO or hard link to another file.
void check_side_file(int fd, const std::string& path, const std::string& roster_path);

/// Opens the side file `path` of the roster (its journal, its lock) with `flags`, creating it
/// (mode 0666 less the umask) when `create`; never through a symbolic link, without blocking,
/// and checked by `check_side_file`. `created` says whether this call made the file. Returns
/// an invalid Fd with errno set when the open itself fails.
Fd open_side_file(const std::string& path, int flags, bool create, const std::string& roster_path,
                  bool& created);

/// The mode of a new side file of the roster (journal, lock, history's owner bits): the
/// roster's read and write bits, and always read and write for its owner; with no roster yet
/// (`init`), 0600, the mode of the roster muster makes.
mode_t side_file_mode(const std::string& roster_path);

/// Gives the file open on `fd` (`path`, just created by muster) the roster's owner and group
/// when muster runs as root (a change made by root does not lock the player out),
/// or the roster's group when it is one of this user's, and the permissions `mode`. Nothing
/// changes owner when there is no roster. Throws RosterError when root cannot.
void adopt_roster(int fd, const std::string& path, const std::string& roster_path, mode_t mode);

/// A file muster has just created, open for writing, and its name.
struct NewFile {
    Fd fd;
    std::string path;
};

/// Creates a new file named `prefix` and six random characters, as mkstemp does (O_CREAT|O_EXCL:
/// no name planted there, link or file, is ever opened), and gives it the roster's owner and
/// `mode` (adopt_roster). Everything muster then writes to it goes through the descriptor:
/// the name is never opened again (a racer swapping the name for a link gains nothing). Throws
/// RosterError when it cannot.
NewFile create_temp(const std::string& prefix, const std::string& roster_path, mode_t mode);

/// Writes `data` to the temp file through its descriptor, flushes it and renames it over
/// `target` (a rename replaces a link planted at `target`, never writes through it). On failure
/// the temp file is removed and RosterError thrown.
void replace_with_temp(NewFile& temp, std::string_view data, const std::string& target);
/// The first half of `replace_with_temp`: `data` written through the descriptor and flushed.
void write_temp(const NewFile& temp, std::string_view data);
/// The second half: the written temp renamed over `target`, refused (RosterError) when its name
/// was swapped meanwhile; something else found at `target` after the rename is taken away. The
/// temp file is not removed on failure (the caller's).
void rename_temp(const NewFile& temp, const std::string& target);

/// The files named `prefix` (a path: folder and name) and `random` more characters in that
/// folder that are regular files of this user (never through a link): temps a muster killed
/// before its rename left behind.
std::vector<std::string> own_temps(const std::string& prefix, std::size_t random);

/// Writes all of `data` to `fd`; throws RosterError naming `path` on failure.
void write_all(int fd, std::string_view data, const std::string& path);

/// Flushes a file's data and size to the disk (fdatasync). Returns 0, or the errno.
int flush(int fd);

} // namespace muster::store::files
