#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace muster::store {

/// Writes `page` to the file `out` safely (muster often runs as root): to a new temp file in the
/// same folder, created with O_EXCL|O_NOFOLLOW, flushed, then renamed over `out`. Refuses
/// (UsageError, exit 2) an `out` that is a symbolic link, not a regular file, or the roster at
/// `roster`, its journal or its lock; a failed write (RosterError, exit 3) leaves no temp file
/// behind and `out` as it was.
void write_output_file(const std::string& out, std::string_view page, const std::string& roster);

/// Hands each piece of a page, in order, to the function it is given (a page written as it is
/// made, never held whole: `muster sheet`, issue 20).
using PageMaker = std::function<void(const std::function<void(std::string_view)>& write)>;

/// `write_output_file` for a page written piece by piece, as `make` makes it, to the temp file.
void write_output_file(const std::string& out, const PageMaker& make, const std::string& roster);

} // namespace muster::store
