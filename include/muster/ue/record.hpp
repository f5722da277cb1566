#pragma once

#include "muster/roster/roster.hpp"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// What an Unbalanced Equality unit records in the roster beyond every unit's keys: its own
/// keys, read, checked and written by the roster file through UnitRecord (docs/roster.md).
namespace muster::ue {

/// UE-FIRE-1 range bands; `none` = not fired at this turn.
enum class Band { none, short_range, medium, long_range };
std::string_view to_string(Band band); ///< "short", "medium", "long", "" for none
std::optional<Band> parse_band(std::string_view text);

/// UE-TYPE-3: a regular infantry unit's formations.
inline constexpr std::array<std::string_view, 2> k_formations{"open", "closed"};

/// A UE unit's own state. Key names in comments are the file's, `set`'s and `show --json`'s.
struct Record {
    long long killed = 0;            ///< `killed`: men killed (UE-ROSTER-1)
    std::string formation;           ///< `formation`: open, closed (UE-TYPE-3); "" unset
    bool mounted = false;            ///< `mounted` (UE-TYPE-3)
    bool cover = false;              ///< `cover`: in a defensive position (UE-MELEE-1)
    bool falling_back = false;       ///< `falling-back` (UE-MORALE-4)
    Band fired = Band::none;         ///< `fired`: closest band fired at this turn (UE-MORALE-3)
    bool single_stand = false;       ///< `single-stand`: fired on by a single stand (UE-MORALE-2)
    std::vector<std::string> locked; ///< `locked`: melee opponents (UE-MELEE-5), comma-separated
    int gun_hits = 0;                ///< `gun-hits` (UE-ARTY-4)
    bool crew_replaced = false;      ///< `crew=replaced` (UE-ARTY-5)
    /// `left-field`: the turn its army failed its army check and retreated from the field,
    /// ending the battle (UE-ARMY-1, UE-ARMY-3); 0 while it fights
    int left_field = 0;
    /// `drawn`: the turn the battle was declared a draw, every army past its line (UE-ARMY-2,
    /// UE-ARMY-3); 0 while it goes on
    int drawn = 0;

    bool operator==(const Record&) const = default;
    /// Its keys in the order the file writes them (`killed` on every line).
    void fields(std::vector<UnitField>& out) const;
    /// Sets one of its keys from the file's text; false for a key not its own.
    bool set(std::string_view key, std::string_view value, bool bare);
    static constexpr std::string_view k_names_key = "locked";
    std::vector<std::string> names() const { return locked; }
    void forget(std::string_view name) { std::erase(locked, name); }
};

/// A UE unit's record (made empty first when the unit has none).
inline Record& record(Unit& unit) {
    return record_of<Record>(unit);
}
inline const Record& record(const Unit& unit) {
    return record_of<Record>(unit);
}
/// An empty record, for the roster file (add_roster_rules).
std::unique_ptr<UnitRecord> new_record();

} // namespace muster::ue
