#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/game_events.hpp"

#include <nlohmann/json.hpp>
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

void to_json(nlohmann::json& out, const Firer& firer);
void to_json(nlohmann::json& out, const Fire& fire);
void to_json(nlohmann::json& out, const ShotOdds& odds);
void to_json(nlohmann::json& out, const MeleeSide& side);
void to_json(nlohmann::json& out, const MeleeOdds& odds);

} // namespace muster::results
