#pragma once

#include "muster/engine/results.hpp"
#include "muster/ue/morale.hpp"

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

/// One morale test (UE-MORALE-1..4): the shared part, the band tested at, the highest roll
/// that fails, the modifier subtracted (OPT-2 literal), and whether cover and a single stand
/// counted.
struct MoraleTest {
    results::Test test;
    std::string band;
    int fails_on = 0;
    int modifier = 0;
    bool cover = false;
    bool single_stand = false;
};

/// `morale`: each test thrown.
struct MoraleReport {
    std::vector<MoraleTest> tests;
};

/// `rally` (UE-RALLY-1): each test thrown.
struct RallyReport {
    std::vector<results::Test> tests;
};

/// `army` (UE-ARMY-1/2): each side's tally, each army's test, and whether the battle is a draw.
struct ArmyReport {
    std::vector<ArmyTally> armies;
    std::vector<results::Test> tests;
    bool draw = false;
};

/// One outcome of the army tests together: the sides that retreat in it, and its chance.
struct ArmyOutcome {
    std::vector<std::string> retreats;
    double p = 0;
};

/// `army --odds`: each side's tally, each army's chance of retreating, whether the battle is a
/// draw whatever the dice, and each outcome.
struct ArmyOddsReport {
    std::vector<ArmyTally> armies;
    std::vector<results::TestOdds> tests;
    bool draw = false;
    std::vector<ArmyOutcome> outcomes;
};

/// One unit's movement allowance (UE-MOVE-1): normal and rough ground, fire & charge, a
/// Maxim's move and fire, and the lines that say it.
struct MoveUnitReport {
    std::string unit;
    int normal = 0;
    int rough = 0;
    int fire_and_charge = 0;
    int move_and_fire = 0;
    std::vector<std::string> lines;
};

/// `move` (and `move --odds`: no dice, the same): each unit's allowance.
struct MoveReport {
    std::vector<MoveUnitReport> units;
};

/// `recrew` (UE-ARTY-5): the gun, the unit its new crew came from, and the men moved.
struct RecrewReport {
    std::string unit;
    std::string from;
    long long men = 0;
};

/// A defender's fire in one turn of a charge: its band, and the chance the spears destroy it
/// before it fires (UE-APPROACH-2).
struct ChargeFire {
    std::string unit;
    std::string band;
    double p_destroyed_first = 0;
};

/// One turn of a charge (UE-APPROACH-1..3): the shared part, the distances at its start and
/// after movement, whether it is a fire & charge or a contact, and the defenders' fire.
struct ChargeTurnReport {
    results::ChargePeriod period;
    double from = 0;
    double to = 0;
    bool fire_and_charge = false;
    bool contact = false;
    std::vector<ChargeFire> fire;
};

/// `charge --odds`: the shared odds, the charger destroyed in the melee, the target destroyed,
/// the target broken before contact (UE-APPROACH-2), the stands left at contact, each turn.
struct ChargeOddsReport {
    results::ChargeOdds odds;
    double p_destroyed_in_melee = 0;
    double p_target_destroyed = 0;
    dice::Distribution stands_at_contact;
    std::vector<ChargeTurnReport> periods;
    double p_target_broke = 0; ///< UE-APPROACH-2: the target broke before contact
};

void to_json(nlohmann::json& out, const FirerReport& firer);
void to_json(nlohmann::json& out, const FireReport& report);
void to_json(nlohmann::json& out, const MeleeSideReport& side);
void to_json(nlohmann::json& out, const MeleeReport& report);
void to_json(nlohmann::json& out, const MeleeOddsReport& report);
void to_json(nlohmann::json& out, const MoraleTest& test);
void to_json(nlohmann::json& out, const MoraleReport& report);
void to_json(nlohmann::json& out, const RallyReport& report);
void to_json(nlohmann::json& out, const ArmyTally& tally);
void to_json(nlohmann::json& out, const ArmyReport& report);
void to_json(nlohmann::json& out, const ArmyOutcome& outcome);
void to_json(nlohmann::json& out, const ArmyOddsReport& report);
void to_json(nlohmann::json& out, const MoveUnitReport& unit);
void to_json(nlohmann::json& out, const MoveReport& report);
void to_json(nlohmann::json& out, const RecrewReport& report);
void to_json(nlohmann::json& out, const ChargeFire& fire);
void to_json(nlohmann::json& out, const ChargeTurnReport& turn);
void to_json(nlohmann::json& out, const ChargeOddsReport& report);

} // namespace muster::ue
