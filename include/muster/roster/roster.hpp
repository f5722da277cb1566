#pragma once

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// The roster model: what the roster file holds, independent of its text (the text format,
/// which keeps comments and spacing byte for byte, is in muster/roster/format.hpp). Derived numbers
/// (figures, remainder, stands lost, combat power, half strength) are never stored: the
/// rule book computes them (rulebook.hpp).
namespace muster {

/// The rule sets a roster's `rules` line may name, by id ("unbalanced-equality"), in the order
/// they were registered: the engine's `register_rule_set` adds each (muster/engine/rule_sets.hpp).
/// The roster part knows no rule set by name beyond this list.
/// A unit key a registered rule set adds beyond the typed members of `Unit` (RuleBook::unit_keys):
/// a count from 0 to `max`, kept in Unit::keys; `always` written on every unit line.
struct RosterKey {
    std::string key;
    long long max = 0;
    bool always = false;
};
/// Adds `id` at place `at` of the list (at its end when `at` is past it).
void add_roster_rules(std::string id, std::vector<RosterKey> keys = {},
                      std::size_t at = static_cast<std::size_t>(-1));
/// The keys `id` added (empty when none, or for an unknown id).
const std::vector<RosterKey>& roster_keys(std::string_view id);
const std::vector<std::string>& roster_rules();
bool is_roster_rules(std::string_view id);

/// UE-FIRE-1 range bands; `none` = not fired at this turn.
enum class Band { none, short_range, medium, long_range };
std::string_view to_string(Band band); ///< "short", "medium", "long", "" for none
std::optional<Band> parse_band(std::string_view text);

/// One unit line. Key names in comments are the file's, `set`'s and `show --json`'s.
struct Unit {
    std::string name;
    std::string type;
    std::string side; ///< `side`: the army (UE-TYPE-2)
    int stands = 0;   ///< `stands`: starting stands (UE-TYPE-1, FW-PIECE-1)

    // Unbalanced Equality state
    long long killed = 0;  ///< `killed`: men killed (UE-ROSTER-1)
    std::string formation; ///< `formation`: open, closed (FW also line, column, square); "" unset
    bool mounted = false;  ///< `mounted` (UE-TYPE-3)
    bool cover = false;    ///< `cover`: in a defensive position
    bool falling_back = false; ///< `falling-back` (UE-MORALE-4)
    Band fired = Band::none;   ///< `fired`: closest band fired at this turn (UE-MORALE-3)
    bool single_stand = false; ///< `single-stand`: fired on by a single regular stand (UE-MORALE-2)
    std::vector<std::string> locked; ///< `locked`: melee opponents (UE-MELEE-5), comma-separated
    int gun_hits = 0;                ///< `gun-hits` (UE-ARTY-4)
    bool crew_replaced = false;      ///< `crew=replaced` (UE-ARTY-5)

    // 'Ere's to You Fuzzy-Wuzzy state
    int markers = 0;                ///< `markers`: casualty markers (FW-PIECE-2)
    int dead = 0;                   ///< `dead`: figures lost for good (FW-RECOVER-3)
    int retreating = 0;             ///< `retreating`: stands retreating (FW-RALLY-3)
    int taken = 0;                  ///< `taken`: markers taken this move (FW-FIRE-3)
    std::vector<std::string> moves; ///< `moves`: last three rates, oldest first (FW-MOVE-5)
    bool moved = false;             ///< `moved` this move (FW-RECOVER-4, FW-ORDER-1)
    bool fought = false;            ///< `fought` this move: took a combat order (FW-ORDER-1)
    bool limbered = false;          ///< `limbered`: a gun limbered up (FW-ORDER-2, recorded only)

    /// The counts of another registered rule set's own keys (RosterKey): (key, count), sorted
    /// by key, a count of 0 not kept (so a unit read back from its line equals the unit written).
    std::vector<std::pair<std::string, long long>> keys;
    long long count(std::string_view key) const {
        for (const auto& [k, value] : keys) {
            if (k == key) {
                return value;
            }
        }
        return 0;
    }
    void set_count(std::string_view key, long long value) {
        auto at =
            std::lower_bound(keys.begin(), keys.end(), key,
                             [](const auto& item, std::string_view k) { return item.first < k; });
        if (at != keys.end() && at->first == key) {
            if (value == 0) {
                keys.erase(at);
            } else {
                at->second = value;
            }
        } else if (value != 0) {
            keys.emplace(at, std::string(key), value);
        }
    }

    // The game's record (every rule set's; cleared by `turn`)
    std::vector<std::string> done; ///< `done`: the marks of what it did or rolled this turn/move
    std::vector<std::string> due;  ///< `due`: what `turn` found it owes this turn (UE rally, melee)

    bool operator==(const Unit&) const = default;
};

/// The marks of `done` and `due` (the game's record: one roll per test, one action per unit).
namespace mark {
inline constexpr std::string_view fire = "fire";               ///< UE: fired this turn (one a turn)
inline constexpr std::string_view fired_at = "fired-at";       ///< UE: was fired at (UE-MORALE-2a)
inline constexpr std::string_view morale = "morale";           ///< UE-MORALE: tested this turn
inline constexpr std::string_view rally = "rally";             ///< UE-RALLY-1, FW-RALLY: rolled
inline constexpr std::string_view army = "army";               ///< UE-ARMY-1: its army checked
inline constexpr std::string_view melee = "melee";             ///< UE-MELEE: fought a melee
inline constexpr std::string_view fire_result = "fire-result"; ///< FW-FIRE-3: tested
inline constexpr std::string_view close_result = "close-result"; ///< FW-CLOSE-3: resolved
inline constexpr std::string_view recover = "recover";           ///< FW-RECOVER-1: recovered
inline constexpr std::string_view recon = "recon";               ///< FW-RECON-1: reconnoitred
inline constexpr std::string_view form = "form";                 ///< FW-ORDER-2: formation order
/// Every mark `done` may hold; `due` holds rally and melee.
inline constexpr std::string_view all[] = {fire,        fired_at,     morale,  rally, army, melee,
                                           fire_result, close_result, recover, recon, form};
} // namespace mark

/// Whether `marks` holds `mark`.
inline bool has_mark(const std::vector<std::string>& marks, std::string_view mark) {
    return std::find(marks.begin(), marks.end(), mark) != marks.end();
}
/// Adds `mark` to `marks` once.
inline void add_mark(std::vector<std::string>& marks, std::string_view mark) {
    if (!has_mark(marks, mark)) {
        marks.emplace_back(mark);
    }
}

/// A house-rule line: `type ID base=BUILTIN key=value...` or `table NAME key=value...`.
struct HouseRule {
    std::string name;                                      ///< ID or NAME
    std::vector<std::pair<std::string, std::string>> keys; ///< in file order (base= included)
    bool operator==(const HouseRule&) const = default;
};

/// The whole roster.
struct Roster {
    std::string rules; ///< the rule set's registered id (`rules` line)
    std::string title;
    int turn = 1;
    std::map<std::string, std::string> options; ///< OPT-* set in the header (key -> value)
    std::vector<HouseRule> types;               ///< `type` lines, in file order
    std::vector<HouseRule> tables;              ///< `table` lines, in file order
    std::vector<Unit> units;                    ///< in file order

    Unit* find(std::string_view name);
    const Unit* find(std::string_view name) const;
    bool operator==(const Roster&) const = default;
};

} // namespace muster
