#include "cli/lock_notice.hpp"

#include "muster/store/lock_holder.hpp"
#include "muster/text/text.hpp"

#include <ctime>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <string>
#include <string_view>
#include <unistd.h>

namespace muster::cli {

namespace {

/// "07:20:01 UTC" for seconds since the epoch.
std::string utc_time(long long since) {
    const auto at = static_cast<std::time_t>(since);
    std::tm tm{};
    if (gmtime_r(&at, &tm) == nullptr) {
        return "an unknown time";
    }
    return fmt::format("{:02}:{:02}:{:02} UTC", tm.tm_hour, tm.tm_min, tm.tm_sec);
}

std::string lock_wait_line(const std::string& roster, const store::LockHolder& holder,
                           double wait) {
    std::string who = holder.pid > 0 ? fmt::format("pid {}", holder.pid) : "another muster";
    if (holder.since > 0) {
        who += " since " + utc_time(holder.since);
    }
    if (!holder.command.empty()) {
        who += fmt::format(" (`{}`{})", text::escaped(holder.command),
                           holder.script_on_terminal
                               ? ", a script reading its terminal: it keeps the lock until its "
                                 "input ends (Ctrl-D)"
                               : "");
    }
    return fmt::format("muster: waiting for the lock of {}: held by {}; giving up after {:g} s "
                       "(MUSTER_LOCK_TIMEOUT)",
                       text::escaped(roster), who, wait);
}

} // namespace

void note_lock_holder(int argc, const char* const* argv) {
    std::string command = "muster";
    bool script = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view word = argv[i];
        script = script || word == "-";
        const bool plain = !word.empty() && word.find_first_of(" \t\"'\\") == std::string::npos;
        command += plain ? fmt::format(" {}", word) : fmt::format(" '{}'", word);
    }
    store::set_lock_holder(std::move(command), script && isatty(STDIN_FILENO) != 0);
}

LockWaitLine::LockWaitLine(std::ostream& err) {
    store::on_lock_wait(
        [&err](const std::string& roster, const store::LockHolder& holder, double wait) {
            err << lock_wait_line(roster, holder, wait) + '\n'; // one write: writers interleave
            err.flush();
        });
}

LockWaitLine::~LockWaitLine() {
    store::on_lock_wait(nullptr);
}

} // namespace muster::cli
