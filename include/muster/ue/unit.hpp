#pragma once

#include "muster/roster/roster.hpp"
#include "muster/ue/rulebook.hpp"
#include "muster/ue/types.hpp"

#include <cstddef>
#include <optional>
#include <string>

/// A UE unit's numbers (UE-ROSTER bookkeeping, UE-CP combat power) and the one place casualties
/// are written to a unit (UE-ROSTER-2..4).
namespace muster::ue {

/// UE-ROSTER-4: destroyed at 75% of starting men killed (never a gun: revised 2026-12-02).
inline constexpr Ratio k_destroyed_at{3, 4};
/// UE-FIRE-9: one figure in four holds the horses.
inline constexpr int k_horse_holder_every = 4;

/// For one resolution, the command line may override a unit's formation or mount (UE-TYPE-3).
struct Overrides {
    std::optional<Posture> formation; ///< --open / --closed
    std::optional<Posture> mount;     ///< --mounted / --dismounted
};

/// Everything the rules need to know about one unit now.
struct UnitStatus {
    const TroopType* type = nullptr;
    long long men = 0;      ///< starting men (UE-TYPE-1)
    long long killed = 0;   ///< men killed (UE-ROSTER-1)
    long long men_left = 0; ///< men present
    int figures = 0;        ///< starting figures
    int killed_figures = 0; ///< floor(killed / 15) (UE-ROSTER-1)
    int remainder = 0;      ///< killed mod 15 (UE-ROSTER-1)
    int figures_left = 0;
    int stands_lost = 0; ///< UE-ROSTER-2
    int stands_left = 0;
    bool half_strength = false;     ///< UE-ROSTER-5
    bool destroyed = false;         ///< UE-ROSTER-4 (or a gun with 4 hits, UE-ARTY-4)
    bool silent = false;            ///< a gun whose crew is all killed (UE-ARTY-5)
    Posture posture = Posture::any; ///< the state in force (UE-TYPE-3)
    int horse_holders = 0;          ///< UE-FIRE-9 (dismounted mounted infantry)
    long long cp = 0;               ///< UE-CP-1/2 less horse holders (UE-FIRE-9)
    int mv = 0;                     ///< UE-MELEE-1 (before the +1 of a defensive position)
};

/// The state in force: formation of regular infantry (unset = closed), mount of mounted
/// infantry (unset = dismounted), `any` otherwise; an override wins (UE-TYPE-3).
Posture posture_of(const Unit& unit, const TroopType& type, const Overrides& overrides = {});

/// UE-ROSTER-1..5, UE-CP-1/2 (OPT-1), UE-FIRE-9.
UnitStatus status_of(const Unit& unit, const TroopType& type, const Options& options,
                     const Overrides& overrides = {});

/// UE-ARTY-4: hits that destroy a gun.
inline constexpr int k_hits_to_destroy_gun = 4;

/// The stands of `unit` off the table with `killed` of its men killed and its gun hits as
/// they are: a stand for each full stand of men killed (UE-ROSTER-2), all of them once it is
/// destroyed (UE-ROSTER-4), and of a gun none until it is destroyed (UE-ROSTER-4 (guns)). The
/// one place stands are counted: the unit's state (`status_of`, so `changes` and the
/// `stands_removed` event) and the table action a loss words (`losses_of`) both read it.
int stands_off(const Unit& unit, const TroopType& type, long long killed);

/// What writing casualties to a unit did (UE-ROSTER-2..4).
struct KillsApplied {
    long long asked = 0;    ///< kills the resolution gave
    long long applied = 0;  ///< kills written (capped at the men present, UE-ROSTER-3)
    long long excess = 0;   ///< kills dropped (UE-ROSTER-3)
    int stands_removed = 0; ///< stands to take off the table now (UE-ROSTER-2)
    bool destroyed = false; ///< destroyed by these kills (UE-ROSTER-4: recorded as 100%)
    bool silenced = false;  ///< a gun's crew all killed by these kills (UE-ARTY-5): it stays
    long long killed_before = 0;
    long long killed_after = 0;
};

/// What writing `kills` men to `unit` does, worked out without writing them: caps at the men
/// present (UE-ROSTER-3), records 100% killed when killed reaches 75% (UE-ROSTER-4) and says how
/// many stands come off (UE-ROSTER-2). The one place UE's casualties are worked out (issue 39:
/// a fire's losses are worked out once, and `losses_worked_out` counts it).
KillsApplied losses_of(const Unit& unit, const TroopType& type, long long kills);

/// Writes losses worked out by `losses_of` on this unit as it is now (std::logic_error if the
/// unit's killed count is no longer the one they were worked out on).
const KillsApplied& write_losses(Unit& unit, const KillsApplied& losses);

/// `losses_of`, then `write_losses`: for a copy a rule plays forward (odds, melee phases).
KillsApplied apply_kills(Unit& unit, const TroopType& type, long long kills);

/// How many times `losses_of` has run in this process (tests count a fire's calls).
std::size_t losses_worked_out();

/// The lines "what to do on the table" for these applied kills ("remove 1 stand of 90th/A",
/// "90th/A is destroyed (75% killed): remove its last 2 stands; recorded as 100% killed").
std::vector<std::string> table_lines(const std::string& unit, const KillsApplied& applied);

} // namespace muster::ue
