// Unbalanced Equality's command results and their one serializer each
// (include/muster/ue/results.hpp).
#include "muster/ue/results.hpp"

#include "muster/engine/odds_table.hpp"

namespace muster::ue {

void to_json(nlohmann::json& out, const FirerReport& firer) {
    out = firer.firer;
    if (firer.hit) {
        out["hit"] = *firer.hit;
    }
}

void to_json(nlohmann::json& out, const FireReport& report) {
    out = report.fire;
    out["band"] = report.band;
    out["firers"] = report.firers;
    out["destroyed"] = report.destroyed;
    if (report.gun) {
        out["vs"] = report.gun->vs;
        out["hit"] = report.gun->hit;
        out["gun_hits"] = report.gun->gun_hits;
    }
}

void to_json(nlohmann::json& out, const MeleeSideReport& side) {
    out = side.side;
    out["strength"] = side.strength;
    out["cp"] = side.cp;
    out["phase_a_loss"] = side.phase_a_loss;
    out["gun_penalty"] = side.gun_penalty;
    out["values"] = {side.die}; // the die it threw: a list, as everywhere
    out["product"] = side.product;
}

void to_json(nlohmann::json& out, const MeleeReport& report) {
    out = {{"loss", "men"},
           {"phase_a_winner", report.phase_a_winner},
           {"winner", report.winner},
           {"sides", {{"a", report.a}, {"b", report.b}}},
           {"pursue", report.pursue}};
}

void to_json(nlohmann::json& out, const MeleeOddsReport& report) {
    out = report.odds;
    out["phase_a_winner"] = report.phase_a_winner;
    out["p_a_wins_phase_a"] = report.p_a_wins_phase_a;
    out["sides"] = {{"a", report.a}, {"b", report.b}};
}

void to_json(nlohmann::json& out, const MoraleTest& test) {
    out = test.test;
    out["band"] = test.band;
    out["fails_on"] = test.fails_on;
    out["modifier"] = test.modifier;
    out["cover"] = test.cover;
    out["single_stand"] = test.single_stand;
}

void to_json(nlohmann::json& out, const MoraleReport& report) {
    out = {{"tests", report.tests}};
}

void to_json(nlohmann::json& out, const RallyReport& report) {
    out = {{"tests", report.tests}};
}

void to_json(nlohmann::json& out, const ArmyTally& tally) {
    out = {{"side", tally.side},
           {"men", tally.men},
           {"killed", tally.killed},
           {"reached", tally.reached}};
}

void to_json(nlohmann::json& out, const ArmyReport& report) {
    out = {{"armies", report.armies}, {"tests", report.tests}, {"draw", report.draw}};
}

void to_json(nlohmann::json& out, const ArmyOutcome& outcome) {
    out = {{"retreats", outcome.retreats}, {"p", outcome.p}};
}

void to_json(nlohmann::json& out, const ArmyOddsReport& report) {
    out = {{"armies", report.armies},
           {"tests", report.tests},
           {"draw", report.draw},
           {"outcomes", report.outcomes}};
}

void to_json(nlohmann::json& out, const MoveUnitReport& unit) {
    out = {{"unit", unit.unit},
           {"normal", unit.normal},
           {"rough", unit.rough},
           {"fire_and_charge", unit.fire_and_charge},
           {"move_and_fire", unit.move_and_fire},
           {"lines", unit.lines}};
}

void to_json(nlohmann::json& out, const MoveReport& report) {
    out = {{"units", report.units}};
}

void to_json(nlohmann::json& out, const RecrewReport& report) {
    out = {{"unit", report.unit}, {"from", report.from}, {"men", report.men}};
}

void to_json(nlohmann::json& out, const ChargeFire& fire) {
    out = {{"unit", fire.unit}, {"band", fire.band}, {"p_destroyed_first", fire.p_destroyed_first}};
}

void to_json(nlohmann::json& out, const ChargeTurnReport& turn) {
    out = turn.period;
    out["from"] = turn.from;
    out["to"] = turn.to;
    out["fire_and_charge"] = turn.fire_and_charge;
    out["contact"] = turn.contact;
    out["fire"] = turn.fire;
}

void to_json(nlohmann::json& out, const ChargeOddsReport& report) {
    out = report.odds;
    out["p_destroyed_in_melee"] = report.p_destroyed_in_melee;
    out["p_target_destroyed"] = report.p_target_destroyed;
    out["p_target_broke"] = report.p_target_broke;
    out["stands_at_contact"] = distribution_json(report.stands_at_contact);
    out["periods"] = report.periods;
}

} // namespace muster::ue
