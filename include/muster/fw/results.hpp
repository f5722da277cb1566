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

/// One fire combat result test (FW-FIRE-3): the shared part, and whether the unit tested. One
/// that tested has its die, the markers it took this move and whether it retreats; one that did
/// not has the reason.
struct ResultTest {
    results::Test test;
    bool tested = false;
    std::string die;
    int taken = 0;
    bool retreats = false;
    std::string reason;
};

/// `morale`: each fire combat result test.
struct MoraleReport {
    std::vector<ResultTest> tests;
};

/// One fire combat result test's odds: the shared part, and whether the unit tests at all.
struct ResultTestOdds {
    results::TestOdds odds;
    bool tested = false;
};

/// `morale --odds`: each unit's.
struct MoraleOddsReport {
    std::vector<ResultTestOdds> tests;
};

/// One unit's rally (FW-RALLY-1/2): the shared part (a value per retreating stand; passed when
/// every stand rallied), its die, the stands rallied and those still retreating.
struct RallyTest {
    results::Test test;
    std::string die;
    int rallied = 0;
    int retreating = 0;
};

/// `rally`: each unit's, the stands rallied in all, and the units skipped (they took their
/// formation order this move, FW-ORDER-2).
struct RallyReport {
    std::vector<RallyTest> tests;
    int rallied = 0;
    std::vector<std::string> skipped;
};

/// One unit's recovery (FW-RECOVER-1..3): its markers before, those removed, the odd count's
/// die, the figures dead for good, and the stands still marked to retreat, and how far.
struct RecoverUnitReport {
    std::string unit;
    int markers = 0;
    int removed = 0;
    std::vector<int> values;
    int dead = 0;
    int stands_retreat = 0;
    long long distance = 0;
};

/// `recover`: when (after the move, or the week), the markers removed in all, each unit's.
struct RecoverReport {
    std::string when;
    int removed = 0;
    std::vector<RecoverUnitReport> units;
};

/// One unit's move (FW-MOVE-1..6): its die and how many, the distance and whether the move was
/// forced (a retreat).
struct MoveUnitReport {
    std::string unit;
    std::string die;
    int dice_count = 0;
    long long distance = 0;
    bool forced = false;
};

/// `move`: the rate, whether the units moved together (FW-MOVE-6), each unit's move, and the
/// distance when it is one (one unit, or together).
struct MoveReport {
    std::string rate;
    bool together = false;
    std::vector<MoveUnitReport> units;
};

/// `move --odds`: each unit's distance (or `together`'s), and with one, its odds at the top.
struct MoveOddsReport {
    std::vector<results::UnitNumberOdds> units;
};

/// `recon` (FW-RECON-1/2): the die, the score, whether in the open (+1), and the distances at
/// which a company, a battalion and a brigade are seen.
struct ReconReport {
    int value = 0;
    int score = 0;
    bool open = false;
    int company = 0;
    int battalion = 0;
    int brigade = 0;
};

/// One score of `recon --odds`: its chance and its distances.
struct ReconScore {
    int score = 0;
    double p = 0;
    int company = 0;
    int battalion = 0;
    int brigade = 0;
};

/// `recon --odds`: the score's distribution and each score's distances.
struct ReconOddsReport {
    dice::Distribution distribution;
    std::vector<ReconScore> scores;
};

/// `form` (FW-ORDER-2): the unit and the order it took.
struct FormReport {
    std::string unit;
    std::string order;
};

/// One move of a charge (FW-APPROACH-1..3): the shared part, the rate, the distance's
/// distribution, the chance of contact in it, and the defenders that could fire.
struct ChargeMoveReport {
    results::ChargePeriod period;
    std::string rate;
    dice::Distribution distance;
    double p_contact = 0;
    std::vector<std::string> fire;
};

/// `charge --odds`: the shared odds, a tie's chance, the unwounded figures at contact, each move.
struct ChargeOddsReport {
    results::ChargeOdds odds;
    double p_tie = 0;
    dice::Distribution unwounded_at_contact;
    std::vector<ChargeMoveReport> periods;
};

void to_json(nlohmann::json& out, const FirerReport& firer);
void to_json(nlohmann::json& out, const FireReport& report);
void to_json(nlohmann::json& out, const CloseSideReport& side);
void to_json(nlohmann::json& out, const CloseReport& report);
void to_json(nlohmann::json& out, const CloseSideOdds& side);
void to_json(nlohmann::json& out, const CloseOddsReport& report);
void to_json(nlohmann::json& out, const ResultTest& test);
void to_json(nlohmann::json& out, const MoraleReport& report);
void to_json(nlohmann::json& out, const ResultTestOdds& odds);
void to_json(nlohmann::json& out, const MoraleOddsReport& report);
void to_json(nlohmann::json& out, const RallyTest& test);
void to_json(nlohmann::json& out, const RallyReport& report);
void to_json(nlohmann::json& out, const RecoverUnitReport& unit);
void to_json(nlohmann::json& out, const RecoverReport& report);
void to_json(nlohmann::json& out, const MoveUnitReport& unit);
void to_json(nlohmann::json& out, const MoveReport& report);
void to_json(nlohmann::json& out, const MoveOddsReport& report);
void to_json(nlohmann::json& out, const ReconReport& report);
void to_json(nlohmann::json& out, const ReconScore& score);
void to_json(nlohmann::json& out, const ReconOddsReport& report);
void to_json(nlohmann::json& out, const FormReport& report);
void to_json(nlohmann::json& out, const ChargeMoveReport& move);
void to_json(nlohmann::json& out, const ChargeOddsReport& report);

} // namespace muster::fw
