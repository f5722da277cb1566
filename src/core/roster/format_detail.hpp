// Private to src/core/roster: what the roster format's files (tokenize, read, validate, fields,
// write, line_edit) share.
#pragma once

#include "muster/roster/format.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::roster_detail {

using Kind = RosterLine::Kind;

constexpr std::string_view k_version_prefix = "# muster roster v";

inline bool is_space(char c) {
    return c == ' ' || c == '\t';
}

/// A token of a line: where it is and its value with quotes removed.
struct Token {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::string_view raw; ///< the token's text in the line
    bool quoted = false;
    std::string unquoted; ///< the value with quotes removed, when quoted (rare: built only then)
    std::string_view value() const { return quoted ? std::string_view(unquoted) : raw; }
};

// Tokenizing, in tokenize.cpp.

/// The tokens of a line up to a trailing `#` comment, into `tokens` (cleared first: a parser
/// reuses one vector for every line rather than allocate one per line). Throws a placeless
/// RosterError for an unterminated quote.
void tokenize(std::string_view line, std::vector<Token>& tokens);
std::vector<Token> tokenize(std::string_view line);
/// The lines of a text, each with its ending (the last may have none).
std::vector<std::string_view> line_views(std::string_view text);

// Writing one line, in line_edit.cpp.

/// Replaces token `index` of `line` (cut into `tokens`) by `text`, keeping the next token's
/// column where the spacing allows.
void replace_token(std::string& line, const std::vector<Token>& tokens, std::size_t index,
                   const std::string& text);
/// The unit line rewritten for `after`, changing only the tokens whose value changed.
std::string edit_unit_line(std::string line, const Unit& before, const Unit& after,
                           std::string_view rules);
/// A new unit line, its columns lined up with `reference` (the unit line above; empty when there
/// is none).
std::string new_unit_line(const Unit& unit, std::string_view rules, std::string_view reference);
/// A header keyword padded to the header's column (`option  `).
std::string keyword(std::string_view word);
/// A `type` or `table` line (`word`) of a house rule.
std::string house_rule_line(std::string_view word, const HouseRule& rule);

// ---------------------------------------------------------------------------------------------
// Unit keys (fields.cpp): every unit's own (`side`, `stands`, the game's record `done` and `due`),
// around its rule set's record's (UnitRecord), in the order muster writes them (docs/roster.md).

/// Whether `key` is a unit key of a roster playing `rules`.
bool is_unit_key(std::string_view rules, std::string_view key);

// Values, checked in validate.cpp.

/// A count: digits only, at most `max`.
std::optional<long long> parse_count(std::string_view text, long long max);
/// A flag's value: yes/true (or `bare`, the key alone) or no/false; else throws RosterError.
bool parse_flag(std::string_view key, std::string_view value, bool bare);
/// A whole number `min`-`max` for `key`; else throws RosterError.
long long number_value(std::string_view key, std::string_view value, long long min, long long max);
/// A count 0 to k_max_count for `key`; else throws RosterError.
int int_value(std::string_view key, std::string_view value);
/// `name` when it is a valid unit name; else throws RosterError naming `key`.
std::string checked_name(std::string_view key, std::string_view name);

} // namespace muster::roster_detail
