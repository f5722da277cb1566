// The journal as `muster log` prints it: brief lines, a Markdown table, or JSON.
#pragma once

#include "muster/render/output.hpp"
#include "muster/store/journal.hpp"

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::render {

enum class LogFormat { text, markdown, json };

/// Where an entry's dice came from, as `log` and `sync` show it beside them (a journal entry's
/// `source`): "typed", "fair", "seed 7", "random"; "" when none is recorded.
std::string source_label(std::string_view source);

/// The brief line with its dice and their source: "morale uThulwana passed (4) [dice 4 typed]"
/// (brief_with_dice when no source is recorded).
std::string brief_with_dice_source(const std::string& brief, const std::vector<dice::Throw>& dice,
                                   std::string_view source);

/// What `muster log` keeps of every entry on its first pass over the journal: enough to choose
/// the entries to show and to strike through those undone, a few bytes an entry (the journal
/// itself is never held: issue 20).
struct LogOutline {
    std::vector<std::optional<int>> turns; ///< each entry's turn, oldest first
    std::vector<bool> undos;               ///< whether it is an undo
    std::vector<std::size_t> lines;        ///< its line in the journal
    int damaged = 0;                       ///< damaged lines skipped
    void add(const store::JournalEntry& entry);
};

/// The indexes of the entries to show: from turn `since_turn` on (entries of journals older
/// than turn numbers have no turn and are left out), then the last `last` of those.
std::vector<std::size_t> shown_entries(const LogOutline& outline,
                                       std::optional<long long> since_turn,
                                       std::optional<long long> last);

/// Writes the `shown` entries of the journal as they are read a second time, each written as it
/// comes: one brief line each (`t3 fire ...`), a Markdown table (changes later undone struck
/// through, undo entries left out), or one JSON object with times, dice and the count of
/// damaged entries skipped; the bytes are those of one document built whole.
class LogWriter {
  public:
    /// As JSON, `envelope` gives the fields every output shares (output_json); `result` holds
    /// {"damaged", "entries"}.
    LogWriter(const LogOutline& outline, const std::vector<std::size_t>& shown, LogFormat format,
              const Output& envelope, const Style& style, std::ostream& out);
    /// Whether the entry on journal line `line` is shown (the second pass decodes only those).
    bool wanted(std::size_t line) const;
    /// The next shown entry, in order.
    void write(const store::JournalEntry& entry);
    /// Ends the document.
    void finish();

  private:
    LogFormat m_format;
    std::ostream& m_out;
    std::vector<std::size_t> m_lines; ///< the shown entries' lines, in order
    std::vector<bool> m_live;         ///< whether each shown entry is a change still standing
    std::size_t m_written = 0;
    std::string m_tail; ///< the JSON document's end
};

/// What `muster log` writes when the roster has no journal: nothing as text, an empty table or
/// an empty list of entries.
void render_no_log(LogFormat format, const Output& envelope, const Style& style, std::ostream& out);

} // namespace muster::render
