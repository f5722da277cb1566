#pragma once

#include "muster/engine/results.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

/// Unbalanced Equality's command results as C++ types, each with its one serializer (issue 39):
/// each is made of the parts every rule set shares (muster/engine/results.hpp) and adds UE's own
/// reckoning. The resolutions fill them; `--json` and the journal keep what they serialise to.
namespace muster::ue {

/// One unit's part of a fire: the shared part, and against a gun whether it hit the gun itself
/// (`--vs gun`, UE-ARTY-4).
struct FirerReport {
    results::Firer firer;
    std::optional<bool> hit;
};

/// A fire at a gun (UE-ARTY-4): at the gun or its crew (`vs`), whether it was hit, and the hits
/// the gun has now (4 destroy it).
struct GunFire {
    std::string vs;
    bool hit = false;
    int gun_hits = 0;
};

/// `fire` and `artillery`: the shared result, the fire's range band, each firer's part,
/// whether the target is destroyed, and a fire at a gun.
struct FireReport {
    results::Fire fire;
    std::string band;
    std::vector<FirerReport> firers;
    bool destroyed = false;
    std::optional<GunFire> gun;
};

/// One side of a melee (UE-MELEE-2..4): the shared part, its strength and combat power, the
/// losses of phase A, the penalty the guns in it took, the die it threw and its product.
struct MeleeSideReport {
    results::MeleeSide side;
    double strength = 0;
    long long cp = 0;
    long long phase_a_loss = 0;
    long long gun_penalty = 0;
    int die = 0;
    double product = 0;
};

/// `melee`: who won phase A and the melee ("a", "b", "tie"), each side, and whether the winner
/// pursues (UE-MELEE-5).
struct MeleeReport {
    std::string phase_a_winner;
    std::string winner;
    MeleeSideReport a;
    MeleeSideReport b;
    bool pursue = false;
};

/// `melee --odds`: the shared odds, phase A's winner (no dice decide it, UE-MELEE-3) and each
/// side's certain losses of phase A.
struct MeleeOddsReport {
    results::MeleeOdds odds;
    std::string phase_a_winner;
    double p_a_wins_phase_a = 0;
    results::MeleeSide a;
    results::MeleeSide b;
};

void to_json(nlohmann::json& out, const FirerReport& firer);
void to_json(nlohmann::json& out, const FireReport& report);
void to_json(nlohmann::json& out, const MeleeSideReport& side);
void to_json(nlohmann::json& out, const MeleeReport& report);
void to_json(nlohmann::json& out, const MeleeOddsReport& report);

} // namespace muster::ue
