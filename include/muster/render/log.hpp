// The journal as `muster log` prints it: brief lines, a Markdown table, or JSON.
#pragma once

#include "muster/render/report.hpp"
#include "muster/store/journal.hpp"

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <vector>

namespace muster::render {

enum class LogFormat { text, markdown, json };

/// The indexes of the entries to show: from turn `since_turn` on (entries of journals older
/// than turn numbers have no turn and are left out), then the last `last` of those.
std::vector<std::size_t> shown_entries(const std::vector<store::JournalEntry>& entries,
                                       std::optional<long long> since_turn,
                                       std::optional<long long> last);

/// Writes the `shown` entries of the journal: one brief line each (`t3 fire ...`), a Markdown
/// table (changes later undone struck through, undo entries left out), or one JSON object with
/// times, dice and the count of `damaged` entries skipped.
/// As JSON, `envelope` gives the fields every output shares (report_json) and `result` holds
/// {"entries", "damaged"}.
void render_log(const std::vector<store::JournalEntry>& entries,
                const std::vector<std::size_t>& shown, int damaged, LogFormat format,
                const Report& envelope, const Style& style, std::ostream& out);

/// What `muster log` writes when the roster has no journal: nothing as text, an empty table or
/// an empty list of entries.
void render_no_log(LogFormat format, const Report& envelope, const Style& style, std::ostream& out);

} // namespace muster::render
