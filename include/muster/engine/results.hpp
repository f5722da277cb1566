#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/game_events.hpp"
#include "muster/engine/owed.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

/// The parts of a command's `result` that every rule set shares, as C++ types with one
/// serializer each (issue 39, docs/scripting.md "The same name for the same idea"): a rule
/// set's result type (`ue::FireReport`, `fw::CloseReport`, ...) is made of these and adds its
/// own reckoning, so the casualties of a `kill`, of a `fire` and of its `--odds` have one name
/// and one shape whatever the rule set. `Resolution::result` holds what these serialise to;
/// `schema/muster.schema.json`'s `result_*` definitions follow the types
/// (tests/unit/test_result_types.cpp).
namespace muster::results {

/// The casualties a command inflicted on one unit: `kill`'s whole result, and the head of a
/// fire's: the `casualties` event, with its one serializer (`casualties_json`).
using Casualties = events::Casualties;

/// One unit's part of a fire (`firers[]`): the range band it fired at, the casualties its dice
/// inflicted and the values they showed (`[]` when the table needs no die).
struct Firer {
    std::string unit;
    std::string band;
    long long inflicted = 0;
    std::vector<int> values;
};

/// What every rule set's `fire` and `artillery` give: the casualties on the target, its firers
/// (each rule set's own type, serialised by it), whether the target must now test, and
/// whether it took that test already this turn (then it takes none).
struct Fire {
    Casualties casualties;
    bool must_test = false;
    /// Written only when true, so that a result journalled before the key existed is the same
    /// when replayed.
    bool tested_already = false;
};

/// A fire's exact odds (`fire --odds`, `artillery --odds`, any rule set): the distribution of
/// the loss (`loss`: what is counted) on `unit`, its mean, the chance its test then fails
/// (`p_fail`: falls back, retreats) and whether it took that test already.
struct ShotOdds {
    std::string unit;
    std::string loss;
    dice::Distribution distribution;
    double p_fail = 0;
    bool tested_already = false;
};

/// One test thrown (`tests[]` of `morale`, `rally`, `army`): by a unit, or by a side's army
/// (`army`: then `unit` is the side, written `side`), the values its die showed and whether it
/// passed.
struct Test {
    std::string unit;
    bool army = false;
    std::vector<int> values;
    bool passed = false;
};

/// One test's chance of failing (`tests[]` of `--odds`): falls back, stays, retreats.
struct TestOdds {
    std::string unit;
    bool army = false;
    double p_fail = 0;
};

/// The `--odds` of tests each unit takes alone (`morale`, `rally`): each one's chance of
/// failing, and with one test that chance again at the top (`p_fail`).
struct TestsOdds {
    std::vector<TestOdds> tests;
};

/// The exact odds of a number (stands rallied, markers removed, ...): its distribution and its
/// mean.
struct NumberOdds {
    dice::Distribution distribution;
};

/// The exact odds of a number for one unit (or `together`): FW `move --odds`'s `units[]`.
struct UnitNumberOdds {
    std::string unit;
    NumberOdds odds;
};

/// One period (a turn, a move) of a charge's approach, as every rule set reckons it: its
/// number, and the chances that the charge is still on at its start, that the charger breaks
/// (falls back, retreats) in it and that it is destroyed in it.
struct ChargePeriod {
    int period = 0;
    double p_start = 0;
    double p_breaks = 0;
    double p_destroyed = 0;
};

/// `charge --odds`, whatever the rule set: the charger (`unit`) and its target, what is counted,
/// the period ("turn", "move"), the distance it starts from, the chances of contact, of winning,
/// losing and being repulsed and of the charger destroyed, each side's expected and whole loss
/// (`expected_loss`, `loss_distribution`: `charger`, `target`), and the readings it rests on.
/// The periods are each rule set's (they say more), serialised by it.
struct ChargeOdds {
    std::string unit;
    std::string target;
    std::string loss;
    std::string period;
    double from = 0;
    double p_contact = 0;
    double p_won = 0;
    double p_lost = 0;
    double p_repulsed = 0;
    double p_destroyed = 0;
    double expected_charger_loss = 0;
    double expected_target_loss = 0;
    dice::Distribution charger_loss;
    dice::Distribution target_loss;
    std::string assumptions;
};

/// `turn` as the journal keeps it: the turn it is now, the owed items now due, the rule lines it
/// prints (`notes`), the optional steps, and the owed items `--skip-owed` skipped.
struct Turn {
    int turn = 1;
    std::vector<Owed> due;
    std::vector<std::string> notes;
    std::vector<std::string> optional;
    std::vector<Owed> skipped;
};

/// `turn` as `--json` prints it: the journalled turn (`Turn`'s JSON: the engine's result), whether
/// the turn advanced (a plan: whether it would), each test `turn --auto` threw (`rolls[]`: the
/// owed item it settled and that test's own output) and the owed item it stopped at.
struct TurnRun {
    nlohmann::json turn;
    bool advanced = true;
    std::vector<nlohmann::json> rolls;
    std::optional<Owed> stopped;
};

/// One side of a melee: its units and the losses it took.
struct MeleeSide {
    std::vector<std::string> units;
    long long losses = 0;
};

/// What every rule set's melee odds open with: what is counted and each side's chance of
/// winning the melee.
struct MeleeOdds {
    std::string loss;
    double p_a_wins = 0;
    double p_b_wins = 0;
};

/// A roster edit by hand of one unit (`add`, `set`, `remove`): its name and, unless it was
/// removed, its state as the roster now keeps it (`unit_json`, the schema's `unit_fields`).
struct UnitEdit {
    std::string unit;
    std::optional<nlohmann::json> state;
};

/// `option`: the option set, named as the envelope's `options` names it (snake_case), its
/// value now and the value it had.
struct OptionEdit {
    std::string option;
    std::string value;
    std::string was;
};

void to_json(nlohmann::json& out, const Test& test);
void to_json(nlohmann::json& out, const TestOdds& odds);
void to_json(nlohmann::json& out, const TestsOdds& odds);
void to_json(nlohmann::json& out, const NumberOdds& odds);
void to_json(nlohmann::json& out, const UnitNumberOdds& odds);
void to_json(nlohmann::json& out, const Firer& firer);
void to_json(nlohmann::json& out, const Fire& fire);
void to_json(nlohmann::json& out, const ShotOdds& odds);
void to_json(nlohmann::json& out, const ChargePeriod& period);
void to_json(nlohmann::json& out, const ChargeOdds& odds);
void to_json(nlohmann::json& out, const Turn& turn);
void to_json(nlohmann::json& out, const TurnRun& run);
void to_json(nlohmann::json& out, const MeleeSide& side);
void to_json(nlohmann::json& out, const MeleeOdds& odds);
void to_json(nlohmann::json& out, const UnitEdit& edit);
void to_json(nlohmann::json& out, const OptionEdit& edit);

} // namespace muster::results
