// Private to src/core/roster: what the roster format's files (read, validate, fields, write) share.
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

// Tokenizing, in read.cpp.

/// The tokens of a line up to a trailing `#` comment, into `tokens` (cleared first: a parser
/// reuses one vector for every line rather than allocate one per line). Throws a placeless
/// RosterError for an unterminated quote.
void tokenize(std::string_view line, std::vector<Token>& tokens);
std::vector<Token> tokenize(std::string_view line);
/// The lines of a text, each with its ending (the last may have none).
std::vector<std::string_view> line_views(std::string_view text);

inline std::string join(const std::vector<std::string>& items, std::string_view sep) {
    std::string out;
    for (const auto& item : items) {
        if (!out.empty() || &item != &items.front()) {
            out.append(sep);
        }
        out.append(item);
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Unit keys: one table, shared by the file, `set` and `show --json` (fields.cpp).

/// Whose a key is: every rule set's (the unit's name, side and stands, the game's record), both
/// built-in rule sets', or one's. A rule set registered beyond these two has the `all` keys.
enum class Sets { all, both, ue, fw };
/// The ids of the two rule sets whose unit state `Unit` still holds as typed members.
inline constexpr std::string_view k_ue_id = "unbalanced-equality";
inline constexpr std::string_view k_fw_id = "fuzzy-wuzzy";

/// Which member of Unit a key sets.
enum class Field {
    side,
    stands,
    killed,
    markers,
    dead,
    retreating,
    taken,
    formation,
    mounted,
    cover,
    falling_back,
    fired,
    single_stand,
    locked,
    gun_hits,
    crew,
    moves,
    moved,
    fought,
    limbered,
    done,
    due
};

struct KeySpec {
    std::string_view key;
    UnitField::Kind kind;
    Sets sets;
    Field field;
};

/// Every unit key, in the order muster writes them (docs/roster.md).
inline constexpr std::array<KeySpec, 22> k_unit_keys{{
    {"side", UnitField::Kind::text, Sets::all, Field::side},
    {"stands", UnitField::Kind::number, Sets::all, Field::stands},
    {"killed", UnitField::Kind::number, Sets::ue, Field::killed},
    {"markers", UnitField::Kind::number, Sets::fw, Field::markers},
    {"dead", UnitField::Kind::number, Sets::fw, Field::dead},
    {"retreating", UnitField::Kind::number, Sets::fw, Field::retreating},
    {"taken", UnitField::Kind::number, Sets::fw, Field::taken},
    {"formation", UnitField::Kind::text, Sets::both, Field::formation},
    {"mounted", UnitField::Kind::flag, Sets::both, Field::mounted},
    {"cover", UnitField::Kind::flag, Sets::both, Field::cover},
    {"falling-back", UnitField::Kind::flag, Sets::ue, Field::falling_back},
    {"fired", UnitField::Kind::text, Sets::ue, Field::fired},
    {"single-stand", UnitField::Kind::flag, Sets::ue, Field::single_stand},
    {"locked", UnitField::Kind::list, Sets::both, Field::locked},
    {"gun-hits", UnitField::Kind::number, Sets::ue, Field::gun_hits},
    {"crew", UnitField::Kind::text, Sets::ue, Field::crew},
    {"moves", UnitField::Kind::list, Sets::fw, Field::moves},
    {"moved", UnitField::Kind::flag, Sets::fw, Field::moved},
    {"fought", UnitField::Kind::flag, Sets::fw, Field::fought},
    {"limbered", UnitField::Kind::flag, Sets::fw, Field::limbered},
    {"done", UnitField::Kind::list, Sets::all, Field::done},
    {"due", UnitField::Kind::list, Sets::all, Field::due},
}};

/// A key's place in k_unit_keys, or k_unit_keys.size() when it is not a unit key.
std::size_t key_index(std::string_view key);

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
