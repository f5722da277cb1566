#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/results.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

/// Fuzzy-Wuzzy's command results as C++ types, each with its one serializer (issue 39): each is
/// made of the parts every rule set shares (muster/engine/results.hpp) and adds FW's own
/// reckoning. The resolutions fill them; `--json` and the journal keep what they serialise to.
namespace muster::fw {

/// One unit's part of a fire (FW-FIRE-1/2): the shared part, and how it was reckoned: the die
/// and how many, whether a gun throws one per crew figure, its weapon, and the attack, range
/// adjustment and defence gradings.
struct FirerReport {
    results::Firer firer;
    std::string die;
    int dice_count = 0;
    bool per_crew_figure = false;
    std::string weapon;
    int attack = 0;
    int range_adjustment = 0;
    int defence = 0;
};

/// `fire` and `artillery`: the shared result, the target's position and each firer's part.
struct FireReport {
    results::Fire fire;
    std::string position;
    std::vector<FirerReport> firers;
};

/// One side of a close combat (FW-CLOSE-1..3): the shared part (its losses: markers placed on
/// it), the markers its dice scored, its dice, its defence grading and the markers each of its
/// units took.
struct CloseSideReport {
    results::MeleeSide side;
    long long inflicted = 0;
    int dice_count = 0;
    int defence = 0;
    std::vector<std::pair<std::string, int>> shares;
};

/// `melee`: the winner ("a", "b" or "tie") and each side.
struct CloseReport {
    std::string winner;
    CloseSideReport a;
    CloseSideReport b;
};

/// One side of a close combat's odds: its units and the markers it inflicts, as a
/// distribution.
struct CloseSideOdds {
    std::vector<std::string> units;
    dice::Distribution inflicted;
};

/// `melee --odds`: the shared odds, a tie's chance, the markers each side can expect to take.
struct CloseOddsReport {
    results::MeleeOdds odds;
    double p_tie = 0;
    double expected_on_a = 0;
    double expected_on_b = 0;
    CloseSideOdds a;
    CloseSideOdds b;
};

void to_json(nlohmann::json& out, const FirerReport& firer);
void to_json(nlohmann::json& out, const FireReport& report);
void to_json(nlohmann::json& out, const CloseSideReport& side);
void to_json(nlohmann::json& out, const CloseReport& report);
void to_json(nlohmann::json& out, const CloseSideOdds& side);
void to_json(nlohmann::json& out, const CloseOddsReport& report);

} // namespace muster::fw
