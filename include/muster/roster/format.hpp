#pragma once

#include "muster/roster/roster.hpp"

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

/// The roster file's text (docs/roster.md): parsed into
/// the model plus a line-preserving document, so that formatting a changed model rewrites only
/// the lines that changed, and formatting an unchanged one gives the same bytes. Pure: no I/O.
namespace muster {

/// The format version this muster reads and writes (`# muster roster v1`).
inline constexpr int k_roster_version = 1;
/// Unit names: 1-64 characters (docs/hostile-input.md).
inline constexpr std::size_t k_max_name_length = 64;
/// The most bytes a unit name can take (4 a UTF-8 character): a longer text is refused unread.
inline constexpr std::size_t k_max_name_bytes = 4 * k_max_name_length;
/// Stands in a unit: 1-1000 (docs/hostile-input.md).
inline constexpr int k_max_stands = 1000;
/// A roster's title is one line of at most this many characters (`init --title`, and the
/// `title` line when a roster is read).
inline constexpr std::size_t k_max_title_length = 200;
/// Any count in the file or typed on the command line: at most 1,000,000 (docs/hostile-input.md).
inline constexpr long long k_max_count = 1'000'000;

/// One line of the file, kept byte for byte: its text without the line ending, and the ending
/// ("\n", "\r\n", or "" for a last line without one). The text is a view of its document's
/// `source` (no string made for each line: a 10,000-unit roster has 10,000 lines): a line made
/// by hand views text the document holds, never a temporary string.
struct RosterLine {
    enum class Kind { other, version, rules, title, turn, option, type, table, unit };
    Kind kind = Kind::other; ///< `other`: blank or comment
    std::string_view text;
    std::string_view ending; ///< a literal: "\n", "\r\n" or ""
    std::string key;         ///< option key, type id, table name or unit name
};

/// A parsed roster file: its lines and the model they say.
struct RosterDocument {
    /// The text the lines are views of (shared by copies of the document).
    std::shared_ptr<const std::string> source;
    std::vector<RosterLine> lines;
    Roster roster;
    /// 1-based line numbers, for FILE:LINE messages.
    std::vector<int> unit_lines;  ///< parallel to roster.units
    std::vector<int> type_lines;  ///< parallel to roster.types
    std::vector<int> table_lines; ///< parallel to roster.tables
    std::map<std::string, int> option_lines;
    int rules_line = 0;
};

// Implemented in src/core/roster/read.cpp.

/// Parses a roster file. Throws RosterError(file, line, what) for anything malformed: a missing
/// or newer version line, an unknown line or key, a bad number, a duplicate unit, a name beyond
/// the limits. Rule-set checks (types, killed beyond the unit, options) are `check_roster`'s.
RosterDocument parse_roster(std::string_view text, const std::string& file);
/// `parse_roster` of a text already shared: the document's `source` is `text` itself (a big
/// roster's bytes are not copied once more).
RosterDocument parse_roster(std::shared_ptr<const std::string> text, const std::string& file);

/// Parses one `unit` line (its ending removed) of a roster playing `rules`, without the checks
/// that need the other lines (duplicates, `locked` names). Throws RosterError without a place.
Unit parse_unit_line(std::string_view line, std::string_view rules);

// Implemented in src/core/roster/write.cpp.

/// One changed stretch of lines: at line `at` (0-based, in the new text) the lines `before` were
/// replaced by `after` (each line with its ending). Enough to restore the exact previous bytes.
struct LineEdit {
    std::size_t at = 0;
    std::vector<std::string> before;
    std::vector<std::string> after;
};

/// The new text of a roster and the edits that lead to it from the document's text.
struct FormattedRoster {
    std::string text;
    std::vector<LineEdit> edits;
};

/// Formats `roster` over `doc`: lines whose content did not change are kept byte for byte; a
/// changed unit line has only its changed tokens rewritten (columns kept where the spacing
/// allows); removed units' lines are dropped; new units are added after the last unit line.
FormattedRoster format_roster(const RosterDocument& doc, const Roster& roster);
/// A new file for `roster` (`muster init`).
std::string format_new_roster(const Roster& roster);

/// Finds a roster's units by name without a search per unit that would make a caller quadratic:
/// first at the place the caller expects it (a changed roster keeps its units in order), else by
/// reading on from there, and once such misses have read as many units as the roster holds,
/// through a hash index. `units` must outlive it, unchanged.
class UnitIndex {
  public:
    explicit UnitIndex(const std::vector<Unit>& units) : m_units(units) {}
    /// The place in `units` of a unit named `name`, tried at `expected` first; nullopt if none.
    std::optional<std::size_t> find(std::string_view name, std::size_t expected = 0);

  private:
    /// `find` past the expected place (kept out of line: the usual look-up stays small).
    [[gnu::noinline]] std::optional<std::size_t> find_elsewhere(std::string_view name,
                                                                std::size_t expected);
    const std::vector<Unit>& m_units;
    std::unordered_map<std::string_view, std::size_t> m_index; ///< empty until needed
    std::size_t m_scanned = 0;                                 ///< units read by misses so far
};

/// Splits text into lines, each with its ending (the last may have none).
std::vector<std::string> split_lines(std::string_view text);
/// Undoes `edits` (as made by format_roster) on `text`, giving the previous text. Throws
/// RosterError when `text` does not hold the edited lines.
std::string revert_edits(std::string_view text, const std::vector<LineEdit>& edits);

// Implemented in src/core/roster/fields.cpp.

/// The unit keys of a rule set, in the order the file writes them.
std::vector<std::string> unit_key_names(std::string_view rules);
/// A unit's keys of its rule set, in file order.
std::vector<UnitField> unit_fields(const Unit& unit, std::string_view rules);
/// Sets one unit key from text: `value` empty and `bare` for a flag written alone (`cover`).
/// Flags take yes/no/true/false; lists are comma-separated. Throws RosterError (no place) for an
/// unknown key, a key of another rule set, or a bad value.
void set_unit_key(Unit& unit, std::string_view rules, std::string_view key, std::string_view value,
                  bool bare = false);
/// The file's text of a field's value ("" for a flag).
std::string field_text(const UnitField& field);
/// A key and its value in words, for a sheet (`show`, `sheet`): `due=rally` reads "owes rally",
/// `done=fired-at,morale` "done this turn: fired at, morale", the flag `falling-back` "falling
/// back". The file's tokens are for the file.
std::string field_words(const UnitField& field);

// Implemented in src/core/roster/validate.cpp.

/// Unit names: letters, digits and / - _ . ' (and spaces, written in quotes), 1-64 characters.
/// Returns what is wrong, or "" when the name is valid.
std::string check_unit_name(std::string_view name);

// Implemented in src/core/roster/write.cpp.

/// A token as the file writes it: quoted when it holds a space.
std::string quote_if_needed(std::string_view text);

} // namespace muster
