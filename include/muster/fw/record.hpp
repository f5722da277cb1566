#pragma once

#include "muster/roster/roster.hpp"

#include <array>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

/// What a fuzzy-wuzzy unit records in the roster beyond every unit's keys: its own keys, read,
/// checked and written by the roster file through UnitRecord (docs/roster.md).
namespace muster::fw {

/// FW-MOVE-5: the roster keeps a unit's last three movement rates.
inline constexpr std::size_t k_moves_kept = 3;
/// FW-ORDER-2: formations (open and closed are accepted too).
inline constexpr std::array<std::string_view, 5> k_formations{"open", "closed", "line", "column",
                                                              "square"};

/// A FW unit's own state. Key names in comments are the file's, `set`'s and `show --json`'s.
struct Record {
    int markers = 0;       ///< `markers`: casualty markers (FW-PIECE-2)
    int dead = 0;          ///< `dead`: figures lost for good (FW-RECOVER-3)
    int retreating = 0;    ///< `retreating`: stands retreating (FW-RALLY-3)
    int taken = 0;         ///< `taken`: markers taken this move (FW-FIRE-3)
    std::string formation; ///< `formation`: open, closed, line, column, square (FW-ORDER-2)
    bool mounted = false;  ///< `mounted`: a mounted unit on horseback (FW-ORDER-2)
    bool cover = false;    ///< `cover`: in cover (FW-FIRE-2)
    std::vector<std::string> moves; ///< `moves`: last three rates, oldest first (FW-MOVE-5)
    bool moved = false;             ///< `moved` this move (FW-RECOVER-4, FW-ORDER-1)
    bool fought = false;            ///< `fought` this move: took a combat order (FW-ORDER-1)
    bool limbered = false;          ///< `limbered`: a gun limbered up (FW-ORDER-2, recorded only)

    bool operator==(const Record&) const = default;
    /// Its keys in the order the file writes them (`markers` on every line).
    void fields(std::vector<UnitField>& out) const;
    /// Sets one of its keys from the file's text; false for a key not its own.
    bool set(std::string_view key, std::string_view value, bool bare);
};

/// A FW unit's record (made empty first when the unit has none).
inline Record& record(Unit& unit) {
    return record_of<Record>(unit);
}
inline const Record& record(const Unit& unit) {
    return record_of<Record>(unit);
}
/// An empty record, for the roster file (add_roster_rules).
std::unique_ptr<UnitRecord> new_record();

} // namespace muster::fw
