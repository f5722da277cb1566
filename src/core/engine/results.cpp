// The parts of a result every rule set shares, and their one serializer each
// (include/muster/engine/results.hpp).
#include "muster/engine/results.hpp"

#include "muster/engine/odds_table.hpp"
#include "muster/engine/record.hpp"

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

void to_json(nlohmann::json& out, const Test& test) {
    out = {
        {test.army ? "side" : "unit", test.unit}, {"values", test.values}, {"passed", test.passed}};
}

void to_json(nlohmann::json& out, const TestOdds& odds) {
    out = {{odds.army ? "side" : "unit", odds.unit}, {"p_fail", odds.p_fail}};
}

void to_json(nlohmann::json& out, const TestsOdds& odds) {
    out = {{"tests", odds.tests}};
    if (odds.tests.size() == 1) {
        out["p_fail"] = odds.tests.front().p_fail;
    }
}

void to_json(nlohmann::json& out, const NumberOdds& odds) {
    out = {{"distribution", distribution_json(odds.distribution)},
           {"mean", mean(odds.distribution)}};
}

void to_json(nlohmann::json& out, const UnitNumberOdds& odds) {
    out = odds.odds;
    out["unit"] = odds.unit;
}

void to_json(nlohmann::json& out, const ChargePeriod& period) {
    out = {{"period", period.period},
           {"p_start", period.p_start},
           {"p_breaks", period.p_breaks},
           {"p_destroyed", period.p_destroyed}};
}

void to_json(nlohmann::json& out, const ChargeOdds& odds) {
    out = {{"unit", odds.unit},
           {"target", odds.target},
           {"loss", odds.loss},
           {"period", odds.period},
           {"from", odds.from},
           {"p_contact", odds.p_contact},
           {"p_won", odds.p_won},
           {"p_lost", odds.p_lost},
           {"p_repulsed", odds.p_repulsed},
           {"p_destroyed", odds.p_destroyed},
           {"expected_loss",
            {{"charger", odds.expected_charger_loss}, {"target", odds.expected_target_loss}}},
           {"loss_distribution",
            {{"charger", distribution_json(odds.charger_loss)},
             {"target", distribution_json(odds.target_loss)}}},
           {"assumptions", odds.assumptions}};
}

void to_json(nlohmann::json& out, const Turn& turn) {
    out = {{"turn", turn.turn},
           {"due", owed_list_json(turn.due)},
           {"notes", turn.notes},
           {"optional", turn.optional},
           {"skipped", owed_list_json(turn.skipped)}};
}

void to_json(nlohmann::json& out, const TurnRun& run) {
    out = run.turn;
    out["advanced"] = run.advanced;
    out["rolls"] = run.rolls;
    out["stopped"] = run.stopped ? owed_json(*run.stopped) : nlohmann::json(nullptr);
}

void to_json(nlohmann::json& out, const MeleeSide& side) {
    out = {{"units", side.units}, {"losses", side.losses}};
}

void to_json(nlohmann::json& out, const MeleeOdds& odds) {
    out = {{"loss", odds.loss}, {"p_a_wins", odds.p_a_wins}, {"p_b_wins", odds.p_b_wins}};
}

void to_json(nlohmann::json& out, const UnitEdit& edit) {
    out = {{"unit", edit.unit}};
    if (edit.state) {
        out["state"] = *edit.state;
    }
}

void to_json(nlohmann::json& out, const OptionEdit& edit) {
    out = {{"option", edit.option}, {"value", edit.value}, {"was", edit.was}};
}

} // namespace muster::results
