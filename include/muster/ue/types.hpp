#pragma once

#include "muster/roster/roster.hpp"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// The Unbalanced Equality troop table (docs/rules.md UE-TYPE) as data: one row per built-in type,
/// every number a named field, and the house-rule keys that override or extend it (UE-TYPE-4).
namespace muster::ue {

/// UE: one figure is 15 men (docs/rules.md, Part 1; UE-ROSTER-1, UE-CP-1).
inline constexpr long long k_men_per_figure = 15;

/// UE-TYPE-2: the morale class of a type (native takes the UE-MORALE test).
enum class TypeClass { british, native };

/// What kind of troops a type is: decides which states matter (UE-TYPE-3) and which rules
/// apply (UE-FIRE-4 regular infantry, UE-FIRE-9 mounted infantry, UE-FIRE-5 Maxims, UE-ARTY
/// cannon, UE-ARTY-5 crews come from infantry).
enum class Kind { regular_infantry, mounted_infantry, cavalry, foot, maxim, cannon };

/// UE-TYPE-3: the unit state a per-state number depends on. `any` for types with one state.
enum class Posture { any, open, closed, mounted, dismounted };

std::string_view to_string(TypeClass klass);
std::string_view to_string(Kind kind);
std::string_view to_string(Posture posture);

/// An exact fraction (rates "2/10", factors "1/2"), so that UE-FIRE-3's "multiply everything
/// first, floor once at the end" is exact.
struct Ratio {
    long long num = 0;
    long long den = 1;
    bool operator==(const Ratio&) const = default;
    /// "2/10", or "2" when the denominator is 1.
    std::string text() const;
};
Ratio operator*(Ratio a, Ratio b);
/// Round toward zero ("floor" in docs/rules.md; values are never negative).
long long floor_of(Ratio r);

/// A movement allowance in inches (UE-MOVE-1): normal ground, and rough ground when the
/// table gives one (0 = the table gives one number).
struct Allowance {
    int normal = 0;
    int rough = 0;
    bool operator==(const Allowance&) const = default;
    std::string text() const; ///< "2\"/1\"" or "1\""
};

/// The numbers of one state of a type (UE-TYPE "MV", "rate", "move").
struct StateStats {
    int mv = 0;     ///< morale value (UE-MELEE-1)
    Ratio rate;     ///< kills per men at medium range (UE-FIRE-3); 0 for guns
    Allowance move; ///< UE-MOVE-1
    bool operator==(const StateStats&) const = default;
};

/// UE-FIRE-1 range bands in inches. A one-band type (spears) has only `medium` set: d <= M
/// counts as medium.
struct Ranges {
    int long_range = 0;
    int medium = 0;
    int short_range = 0;
    bool one_band() const { return long_range == 0 && short_range == 0; }
    bool operator==(const Ranges&) const = default;
    std::string text() const; ///< "20/10/5" or "3"
};

/// UE-ARTY-1: kills by the D6 roll 1..6 (0 = miss).
using ArtilleryRow = std::array<int, 6>;

/// One troop type (a row of UE-TYPE, or a house-rule type derived from one).
struct TroopType {
    std::string id;
    std::string name;
    TypeClass klass = TypeClass::british; ///< UE-TYPE-2
    Kind kind = Kind::foot;
    int men_per_stand = 0;  ///< UE-TYPE "men/stand" (the source's Combat Power column)
    int default_stands = 0; ///< UE-TYPE-1
    /// Per-state numbers: open/closed for regular infantry, mounted/dismounted for mounted
    /// infantry, one `any` entry otherwise (UE-TYPE-3).
    std::vector<std::pair<Posture, StateStats>> states;
    Ranges ranges;            ///< UE-FIRE-1
    int charge_bonus = 0;     ///< UE-CHARGE-1: fire & charge adds this many inches
    int maxim_kills = 0;      ///< UE-FIRE-5: base kills a shot (Maxims)
    ArtilleryRow artillery{}; ///< UE-ARTY-1 (cannon)
    int move_and_fire = 0;    ///< UE-TYPE-5: inches a gun may move and still fire (0: cannot)
    std::string base;         ///< the type it derives from ("" for a built-in)
    std::vector<std::string> house_keys; ///< keys set by house rules, in order

    bool is_gun() const { return kind == Kind::maxim || kind == Kind::cannon; }
    /// UE-ARTY-5: an infantry unit may give a gun a crew.
    bool is_infantry() const {
        return kind == Kind::regular_infantry || kind == Kind::mounted_infantry ||
               kind == Kind::foot;
    }
    long long starting_men(int stands) const {
        return static_cast<long long>(stands) * men_per_stand;
    }
    int figures_per_stand() const { return static_cast<int>(men_per_stand / k_men_per_figure); }
    /// The numbers of `posture` (the `any` entry for one-state types). Throws RuleError when
    /// the type has no such state.
    const StateStats& stats(Posture posture) const;
    StateStats& stats(Posture posture);
};

/// The built-in UE-TYPE rows, in docs/rules.md order.
const std::vector<TroopType>& builtin_types();

/// UE-TYPE-4: the house-rule keys of `type ID base=BUILTIN key=value...`, with a one-line
/// description each, in README order.
const std::vector<std::pair<std::string, std::string>>& house_rule_keys();

/// UE-TYPE-4: a new type `id` from `base` with the keys of a house-rule line applied (the
/// `base` key itself is skipped). Throws RosterError (no place) for an unknown key, a key the
/// type cannot have (`mv-open` on cavalry) or a bad value.
TroopType apply_house_rule(const TroopType& base, const std::string& id,
                           const std::vector<std::pair<std::string, std::string>>& keys);

} // namespace muster::ue
