#pragma once

#include "muster/dice/dice.hpp"
#include "muster/roster/roster.hpp"

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

/// 'Ere's to You Fuzzy-Wuzzy (docs/rules.md, Part 2): the troop table and the global tables, as
/// data. Every number the source lost is a provisional default (FW-TAB-1), replaceable by the
/// roster's house-rule lines:
///   type ID base=BUILTIN [class=regular|irregular] [kind=KIND] [figures=N] [weapon=W]
///                        [move=M/D/C] [march=N] [double=N] [charge=N] [close-attack=N]
///   table weapon-W ranges=L/M/S attack=N          (a new W defines a new weapon)
///   table range short=N medium=N long=N
///   table fire-defence open=N cover=N square=N fortification=N
///   table close-defence open=N cover=N square=N fortification=N
///   table close-attack regular=N irregular=N
///   table move KIND=M/D/C ...                      (movement dice by kind)
///   table recon company=7 values battalion=7 values brigade=7 values  (N/N/N/N/N/N/N)
namespace muster::fw {

/// FW-PIECE-1: regular or irregular.
enum class TroopClass { regular, irregular };
/// FW-PIECE-1: the kinds of stand.
enum class Kind { commander, infantry, cavalry, artillery, machine_gun, transport };
/// FW-MOVE-1: movement rates (plus `stationary`, recorded by `turn`, FW-MOVE-5).
enum class Rate { stationary, march, double_trot, charge };
/// FW-FIRE-1: range bands.
enum class RangeBand { short_range, medium, long_range };
/// FW-FIRE-2: the target's position for defence gradings.
enum class Position { open, cover, square, fortification };

std::string_view to_string(TroopClass value);
std::string_view to_string(Kind value);
std::string_view to_string(Rate value); ///< "stationary", "march", "double", "charge"
std::string_view to_string(RangeBand value);
std::string_view to_string(Position value);
std::optional<TroopClass> parse_class(std::string_view text);
std::optional<Kind> parse_kind(std::string_view text);
std::optional<Rate> parse_rate(std::string_view text);
std::optional<RangeBand> parse_range(std::string_view text);

/// FW-DICE: AvD for regulars, D6 for irregulars (movement, fire, rally; FW-FIRE-3's test).
dice::Die class_die(TroopClass cls);
/// FW-DICE: close combat swaps them: D6 for regulars, AvD for irregulars.
dice::Die close_combat_die(TroopClass cls);

/// Number of rates with dice (march, double, charge).
inline constexpr int k_moving_rates = 3;
/// FW-MOVE-1: dice counts per rate, march/double/charge.
using MoveDice = std::array<int, k_moving_rates>;

/// FW-FIRE-2: a weapon: ranges long/medium/short (inches) and fire attack grading.
struct Weapon {
    std::string name;
    int long_range = 0;
    int medium_range = 0;
    int short_range = 0;
    int attack = 0;
    bool operator==(const Weapon&) const = default;
};

/// FW-PIECE-4: a troop type (built-in or house rule). `weapon` is "none" for a type that
/// cannot fire. `close_attack`, when set, overrides the class's close combat attack grading.
struct TypeSpec {
    std::string id;
    std::string base; ///< the built-in it derives from; "" for a built-in
    TroopClass cls = TroopClass::regular;
    Kind kind = Kind::infantry;
    int figures_per_stand = 2;
    std::string weapon = "none";
    std::optional<MoveDice> move; ///< per-type movement dice; else the kind's (table move)
    std::optional<int> close_attack;
    std::set<std::string> house_keys; ///< keys set by the house rule
};

/// A provisional or house-ruled table value, for `muster types`.
struct TableValue {
    std::string key, value;
    bool house = false;
    bool provisional = true;
    /// The value's numbers (TypeRow::Numbers): named for weapon ranges, else one or a list.
    std::vector<std::pair<std::string, long long>> numbers = {};
};

/// The FW tables in force: built-ins plus the roster's house rules (FW-TAB-1, UE-TYPE-4).
class Book {
  public:
    /// The built-in tables (docs/rules.md, Part 2 defaults).
    Book();

    /// `type ID base=... key=value...`. Throws RosterError (no place) on a bad line.
    void add_house_type(const HouseRule& rule);
    /// `table NAME key=value...`. Throws RosterError (no place) on a bad line.
    void add_house_table(const HouseRule& rule);

    bool has_type(std::string_view id) const;
    /// Throws UsageError naming the type if unknown.
    const TypeSpec& type(std::string_view id) const;
    std::vector<std::string> type_ids() const;
    const std::vector<TypeSpec>& types() const { return m_types; }

    /// The weapon, or nullptr for `none` / unknown.
    const Weapon* weapon(std::string_view name) const;
    bool has_weapon(std::string_view name) const;
    /// FW-MOVE-1: dice counts of a type at a moving rate (0 for stationary).
    int move_dice(const TypeSpec& type, Rate rate) const;
    /// FW-FIRE-2: range adjustment.
    int range_adjustment(RangeBand band) const;
    /// FW-FIRE-2: fire combat defence grading.
    int fire_defence(Position position) const;
    /// FW-CLOSE-2: close combat defence grading.
    int close_defence(Position position) const;
    /// FW-CLOSE-2: close combat attack grading of a type (its own override, else its class's).
    int close_attack(const TypeSpec& type) const;
    /// FW-RECON-2: distance (inches) at which a unit of `size` is seen on a score of 1..7.
    int recon_distance(std::string_view size, int score) const;
    /// FW-FIRE-1: the band of a distance for a weapon, or nullopt when out of range.
    static std::optional<RangeBand> band_at(const Weapon& weapon, double distance);

    /// Whether the roster's `table NAME` line sets `key`: the players' own value, never shown as
    /// provisional (FW-TAB-1).
    bool house_value(std::string_view table, std::string_view key) const;
    /// The tag of an --explain step using `rule`'s numbers: "[provisional FW-FIRE-2]", or, when
    /// the roster set some of them (`house`: their names), "[FW-FIRE-2, the roster's attack;
    /// the rest provisional]", or "[FW-FIRE-2 as the roster sets it]" when it set all `parts`.
    static std::string rule_tag(std::string_view rule, const std::vector<std::string>& house,
                                std::size_t parts);
    /// The global tables, one entry per table line, with values marked (for `muster types`).
    std::vector<std::pair<std::string, std::vector<TableValue>>> table_rows() const;

  private:
    std::vector<TypeSpec> m_types;
    /// Each type's place in m_types: a roster of 100,000 `type` lines is read in linear time.
    std::unordered_map<std::string, std::size_t> m_type_index;
    std::map<std::string, Weapon, std::less<>> m_weapons;
    std::map<std::string, std::set<std::string>, std::less<>> m_house_keys; ///< table -> keys
    std::array<int, 3> m_range{};                                           ///< short, medium, long
    std::array<int, 4> m_fire_defence{};                                    ///< by Position
    std::array<int, 4> m_close_defence{};                                   ///< by Position
    std::array<int, 2> m_close_attack{};                                    ///< by TroopClass
    std::array<MoveDice, 6> m_move{};                                       ///< by Kind
    std::map<std::string, std::vector<int>, std::less<>> m_recon;           ///< size -> 7 distances
};

} // namespace muster::fw
