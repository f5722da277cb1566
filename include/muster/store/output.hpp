#pragma once

#include <string>
#include <string_view>

namespace muster::store {

/// Writes `page` to the file `out` safely (muster often runs as root): to a new temp file in the
/// same folder, created with O_EXCL|O_NOFOLLOW, flushed, then renamed over `out`. Refuses
/// (UsageError, exit 2) an `out` that is a symbolic link, not a regular file, or the roster at
/// `roster`, its journal or its lock; a failed write (RosterError, exit 3) leaves no temp file
/// behind and `out` as it was.
void write_output_file(const std::string& out, std::string_view page, const std::string& roster);

} // namespace muster::store
