#pragma once

#include <ostream>

/// The command line's side of the roster lock's holder (muster/store/lock_holder.hpp): what
/// this process writes into a lock it takes, and the one line a waiting muster prints.
namespace muster::cli {

/// Sets what this process writes into each lock it takes: its command line, and whether it is
/// a script (`muster -`) reading a terminal (it keeps the lock until its input ends).
void note_lock_holder(int argc, const char* const* argv);

/// While it lives, a wait of over a second for a roster's lock prints one line to `err`:
/// "muster: waiting for the lock of r.roster: held by pid 4242 since 07:20:01 UTC (`muster
/// fire A --at Z --range short`); giving up after 30 s".
class LockWaitLine {
  public:
    explicit LockWaitLine(std::ostream& err);
    ~LockWaitLine();
    LockWaitLine(const LockWaitLine&) = delete;
    LockWaitLine& operator=(const LockWaitLine&) = delete;
};

} // namespace muster::cli
