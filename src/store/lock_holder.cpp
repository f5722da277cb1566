#include "muster/store/lock_holder.hpp"

#include "muster/text/parse.hpp"
#include "muster/text/text.hpp"

#include <array>
#include <ctime>
#include <fmt/format.h>
#include <unistd.h>
#include <utility>

namespace muster::store {

namespace {

/// The most of a lock file read back: a record is one short line of each field.
constexpr std::size_t k_max_holder_bytes = 4096;
/// The longest command line kept in the record, in characters (at most 2 KiB of UTF-8: the
/// record stays within what is read back).
constexpr std::size_t k_max_command_chars = 512;

LockHolder& this_process() {
    static LockHolder holder;
    return holder;
}

LockWaitNotice& notice() {
    static LockWaitNotice registered;
    return registered;
}

} // namespace

void set_lock_holder(std::string command, bool script_on_terminal) {
    this_process().command = std::move(command);
    this_process().script_on_terminal = script_on_terminal;
}

LockWaitNotice on_lock_wait(LockWaitNotice next) {
    return std::exchange(notice(), std::move(next));
}

std::string lock_holder_text(const LockHolder& holder) {
    std::string command(text::prefix(holder.command, k_max_command_chars));
    for (char& c : command) {
        c = c == '\n' || c == '\r' ? ' ' : c; // one line: the record's fields stay apart
    }
    return fmt::format("pid {}\nsince {}\nterminal {}\ncommand {}\n", holder.pid, holder.since,
                       holder.script_on_terminal ? "yes" : "no", command);
}

LockHolder parse_lock_holder(std::string_view text) {
    LockHolder holder;
    text = text.substr(0, k_max_holder_bytes);
    while (!text.empty()) {
        const auto end = std::min(text.find('\n'), text.size());
        const std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        const auto space = line.find(' ');
        if (space == std::string_view::npos) {
            continue;
        }
        const std::string_view key = line.substr(0, space);
        const std::string_view value = line.substr(space + 1);
        if (key == "pid" || key == "since") {
            if (const auto number = text::try_parse_int(value, 1, 1LL << 62)) {
                (key == "pid" ? holder.pid : holder.since) = *number.value;
            }
        } else if (key == "terminal") {
            holder.script_on_terminal = value == "yes";
        } else if (key == "command") {
            holder.command = std::string(text::prefix(value, k_max_command_chars));
        }
    }
    return holder;
}

void write_lock_holder(int fd) {
    LockHolder holder = this_process();
    holder.pid = ::getpid();
    holder.since = static_cast<long long>(std::time(nullptr));
    const std::string record = lock_holder_text(holder);
    if (::ftruncate(fd, 0) == 0) {
        [[maybe_unused]] const auto written = ::pwrite(fd, record.data(), record.size(), 0);
    }
}

void tell_lock_wait(int fd, const std::string& roster, double wait) {
    if (!notice()) {
        return;
    }
    std::array<char, k_max_holder_bytes> buffer{};
    const auto got = ::pread(fd, buffer.data(), buffer.size(), 0);
    const LockHolder holder =
        got > 0 ? parse_lock_holder(std::string_view(buffer.data(), static_cast<std::size_t>(got)))
                : LockHolder{};
    notice()(roster, holder, wait);
}

} // namespace muster::store
