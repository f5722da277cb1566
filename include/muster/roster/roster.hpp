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

/// The two rule sets (docs/rules.md, Parts 1 and 2).
enum class RuleSet { unbalanced_equality, fuzzy_wuzzy };

/// "unbalanced-equality" / "fuzzy-wuzzy".
std::string_view to_string(RuleSet rules);
std::optional<RuleSet> parse_rule_set(std::string_view text);

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

    // The game's record (both rule sets; cleared by `turn`)
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
    RuleSet rules = RuleSet::unbalanced_equality;
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
