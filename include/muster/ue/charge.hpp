#pragma once

#include "muster/dice/dice.hpp"
#include "muster/roster/roster.hpp"
#include "muster/ue/rulebook.hpp"

#include <optional>
#include <string>
#include <vector>

/// A whole charge as exact odds (UE-APPROACH, a reading over UE-FIRE, UE-ARTY, UE-MORALE,
/// UE-CHARGE and UE-MELEE): the defenders' fire at each band the charger crosses, its morale
/// test after each, and the melee at contact. Each turn is run, state by state, as the single
/// commands run it: `resolve_fire` then `apply` (the spears, then the defenders), `morale_due`
/// and `resolve_morale`, `resolve_melee` then `apply`, under the odds source. The state after
/// each turn is a distribution over (charger's killed, target's killed), equal states merged,
/// so it stays small.
namespace muster::ue {

/// UE-APPROACH-1: at most this many turns of approach (a charger with no move cannot charge).
inline constexpr int k_max_charge_turns = 200;
/// Work bound (docs/hostile-input.md, "Work is bounded before it starts"): (state x fire total)
/// steps in all; a release build does about 8 million a second, so this is about 2 s.
inline constexpr double k_max_charge_paths = 1.5e7;

struct ChargeInput {
    const Unit* charger = nullptr;
    /// The defenders; the first is the charger's target (spears, melee), all of them fire.
    std::vector<const Unit*> defenders;
    /// UE-APPROACH-1: starting distance in inches; default the longest range of any defender.
    std::optional<double> from;
    /// Tests: keep every path apart (states are merged only within a turn, where the
    /// outcome is the same), with the commands and, as an example, dice that replay it.
    bool keep_paths = false;
};

/// One single command of a path, as `muster` would be told it (the differential test replays
/// these): `fire FIRERS --at TARGET --distance D`, `morale UNIT`, `melee A --vs B`.
struct PathCommand {
    enum class Kind { fire, morale, melee } kind = Kind::fire;
    std::vector<std::string> units; ///< fire: the firers; morale: the unit; melee: side A
    std::string target;             ///< fire: the target; melee: side B
    double distance = 0;            ///< fire
    std::vector<int> dice;          ///< the dice thrown, in order
    auto operator<=>(const PathCommand&) const = default;
};

/// How a path ends (UE-APPROACH-3).
/// `target_broke`: the target failed its test after the spears and fell back before contact
/// (UE-APPROACH-2).
enum class ChargeEnd { on, repulsed, destroyed, target_broke, won, lost };

/// One path of the charge, kept when `keep_paths`: its commands turn by turn, its probability,
/// its end and the men killed on the charger and its target at the end (as the roster records
/// them: UE-ROSTER-4's 100% for a destroyed unit).
struct ChargePath {
    std::vector<std::vector<PathCommand>> turns;
    double p = 0;
    ChargeEnd end = ChargeEnd::on;
    long long charger_killed = 0;
    long long target_killed = 0;
};

/// One turn of the approach, the same on every path (distances do not depend on dice).
struct ChargeTurn {
    int turn = 0;
    double from = 0;              ///< distance at the start of the turn
    double to = 0;                ///< distance after movement (0 at contact)
    bool fire_and_charge = false; ///< UE-APPROACH-2 / UE-CHARGE-1: spears thrown, then contact
    bool contact = false;
    /// Defenders that fire this turn, with the band (UE-FIRE-1).
    std::vector<std::pair<std::string, Band>> fire;
    int cannon = 0;          ///< defenders' cannon firing (one D6 each, UE-ARTY-1)
    double p_start = 0;      ///< the charge is still on at the start of the turn
    double p_falls_back = 0; ///< the charge is repulsed this turn (failed UE-MORALE test)
    double p_destroyed = 0;  ///< the charger is destroyed by this turn's fire (UE-ROSTER-4)
    /// UE-APPROACH-2: the target fails its test after the spears and breaks before contact.
    double p_target_broke = 0;
    /// UE-APPROACH-2: the spears destroy the target before it returns fire (it is then not
    /// among this turn's firers, though listed in `fire`).
    double p_target_silenced = 0;
};

struct ChargeOdds {
    std::string charger;
    std::string target;
    double from = 0;
    int move = 0;         ///< inches a turn (UE-MOVE-1, normal ground)
    int charge_bonus = 0; ///< UE-CHARGE-1: fire & charge reach = move + this (0: no spears)
    std::vector<ChargeTurn> turns;
    double p_contact = 0; ///< reaches contact with morale intact
    double p_won = 0;     ///< wins the melee (UE-MELEE-4)
    double p_lost = 0;
    double p_repulsed = 0;               ///< fell back in some turn
    double p_target_broke = 0;           ///< UE-APPROACH-2: the target broke before contact
    double p_destroyed = 0;              ///< the charger destroyed, by fire or in the melee
    double p_destroyed_in_melee = 0;     ///< UE-MELEE-8: by the melee's losses (won or lost)
    double p_target_destroyed = 0;       ///< the target destroyed (spears or melee)
    double expected_charger_losses = 0;  ///< men, approach and melee
    double expected_defender_losses = 0; ///< men, the target's (spears and melee)
    long long charger_men = 0;           ///< men present at the start
    /// Men lost by the charger and by the target in all (UE-APPROACH-3), over every outcome.
    dice::Distribution charger_losses;
    dice::Distribution defender_losses;
    /// Stands left at contact (UE-ROSTER-2), probabilities summing to p_contact.
    dice::Distribution stands_at_contact;
    std::vector<ChargePath> paths; ///< `keep_paths` only
};

/// UE-APPROACH-1..3. Throws RuleError for a charger that cannot charge (a gun, destroyed,
/// falling back) and UsageError for a bad distance or work beyond the bound.
ChargeOdds charge_odds(const ChargeInput& input, const UeRuleBook& book, const Options& options);

} // namespace muster::ue
