// The parts of a result every rule set shares, and their one serializer each
// (include/muster/engine/results.hpp).
#include "muster/engine/results.hpp"

#include "muster/engine/odds_table.hpp"

namespace muster::results {

void to_json(nlohmann::json& out, const Firer& firer) {
    out = {{"unit", firer.unit},
           {"band", firer.band},
           {"inflicted", firer.inflicted},
           {"values", firer.values}};
}

void to_json(nlohmann::json& out, const Fire& fire) {
    out = casualties_json(fire.casualties);
    out["must_test"] = fire.must_test;
    if (fire.tested_already) {
        out["tested_already"] = true;
    }
}

void to_json(nlohmann::json& out, const ShotOdds& odds) {
    out = {{"unit", odds.unit},
           {"loss", odds.loss},
           {"distribution", distribution_json(odds.distribution)},
           {"mean", mean(odds.distribution)},
           {"p_fail", odds.p_fail},
           {"tested_already", odds.tested_already}};
}

void to_json(nlohmann::json& out, const MeleeSide& side) {
    out = {{"units", side.units}, {"losses", side.losses}};
}

void to_json(nlohmann::json& out, const MeleeOdds& odds) {
    out = {{"loss", odds.loss}, {"p_a_wins", odds.p_a_wins}, {"p_b_wins", odds.p_b_wins}};
}

} // namespace muster::results
