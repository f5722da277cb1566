#pragma once

#include <functional>
#include <string>
#include <string_view>

/// Who holds a roster's lock (docs/scripting.md, "Batch semantics"): the holder writes
/// itself into the lock file when it takes the lock, and a second muster that has waited one
/// second for it says who it waits for, once, instead of staying silent until it gives up.
namespace muster::store {

/// The lock file's holder, as it wrote itself there; read as hostile input (bounded, every
/// field checked): a field it does not give, or gives malformed, is left empty or 0.
struct LockHolder {
    long long pid = 0;   ///< 0: not said
    long long since = 0; ///< when it took the lock, seconds since the epoch (UTC); 0: not said
    std::string command; ///< its command line as typed (raw bytes: escape it to print)
    bool script_on_terminal = false; ///< `muster -` reading a terminal: held until its input ends
};

/// What this process writes into each lock it takes: its command line and whether it is a
/// script (`muster -`) reading a terminal. Set once by the command line, before any lock.
void set_lock_holder(std::string command, bool script_on_terminal);

/// Called once, after a second of waiting for a lock, with the roster, the holder and the
/// seconds the wait lasts at most. Returns the previous notice (none by default: silent).
using LockWaitNotice =
    std::function<void(const std::string& roster, const LockHolder& holder, double wait)>;
LockWaitNotice on_lock_wait(LockWaitNotice notice);

/// The holder's record as the lock file holds it ("pid N\nsince T\nterminal yes|no\ncommand
/// TEXT\n"), and read back (`parse_lock_holder` never throws).
std::string lock_holder_text(const LockHolder& holder);
LockHolder parse_lock_holder(std::string_view text);

/// Used by RosterLock: writes this process into the lock file `fd` it has just locked (a
/// failure is ignored: the lock is what matters), and, waiting on `fd`, tells the notice.
void write_lock_holder(int fd);
void tell_lock_wait(int fd, const std::string& roster, double wait);

} // namespace muster::store
