// Fuzzy-Wuzzy's command results and their one serializer each (include/muster/fw/results.hpp).
#include "muster/fw/results.hpp"

#include "muster/engine/odds_table.hpp"

namespace muster::fw {

void to_json(nlohmann::json& out, const FirerReport& firer) {
    out = firer.firer;
    out["die"] = firer.die;
    out["dice_count"] = firer.dice_count;
    out["per_crew_figure"] = firer.per_crew_figure;
    out["weapon"] = firer.weapon;
    out["attack"] = firer.attack;
    out["range_adjustment"] = firer.range_adjustment;
    out["defence"] = firer.defence;
}

void to_json(nlohmann::json& out, const FireReport& report) {
    out = report.fire;
    out["position"] = report.position;
    out["firers"] = report.firers;
}

void to_json(nlohmann::json& out, const CloseSideReport& side) {
    out = side.side;
    out["inflicted"] = side.inflicted;
    out["dice_count"] = side.dice_count;
    out["defence"] = side.defence;
    nlohmann::json shares = nlohmann::json::object();
    for (const auto& [name, markers] : side.shares) {
        shares[name] = markers;
    }
    out["shares"] = shares;
}

void to_json(nlohmann::json& out, const CloseReport& report) {
    out = {{"loss", "markers"},
           {"winner", report.winner},
           {"sides", {{"a", report.a}, {"b", report.b}}}};
}

void to_json(nlohmann::json& out, const CloseSideOdds& side) {
    out = {{"units", side.units}, {"inflicted_distribution", distribution_json(side.inflicted)}};
}

void to_json(nlohmann::json& out, const CloseOddsReport& report) {
    out = report.odds;
    out["p_tie"] = report.p_tie;
    out["expected_loss"] = {{"a", report.expected_on_a}, {"b", report.expected_on_b}};
    out["sides"] = {{"a", report.a}, {"b", report.b}};
}

void to_json(nlohmann::json& out, const ResultTest& test) {
    out = test.test;
    out["tested"] = test.tested;
    if (test.tested) {
        out["die"] = test.die;
        out["taken"] = test.taken;
        out["retreats"] = test.retreats;
    } else {
        out["reason"] = test.reason;
    }
}

void to_json(nlohmann::json& out, const MoraleReport& report) {
    out = {{"tests", report.tests}};
}

void to_json(nlohmann::json& out, const ResultTestOdds& odds) {
    out = odds.odds;
    out["tested"] = odds.tested;
}

void to_json(nlohmann::json& out, const MoraleOddsReport& report) {
    out = {{"tests", report.tests}};
}

void to_json(nlohmann::json& out, const RallyTest& test) {
    out = test.test;
    out["die"] = test.die;
    out["rallied"] = test.rallied;
    out["retreating"] = test.retreating;
}

void to_json(nlohmann::json& out, const RallyReport& report) {
    out = {{"tests", report.tests}, {"rallied", report.rallied}};
    if (!report.skipped.empty()) {
        out["skipped"] = report.skipped;
    }
}

void to_json(nlohmann::json& out, const RecoverUnitReport& unit) {
    out = {{"unit", unit.unit},        {"markers", unit.markers},
           {"removed", unit.removed},  {"values", unit.values},
           {"dead", unit.dead},        {"stands_retreat", unit.stands_retreat},
           {"distance", unit.distance}};
}

void to_json(nlohmann::json& out, const RecoverReport& report) {
    out = {{"when", report.when}, {"removed", report.removed}, {"units", report.units}};
}

void to_json(nlohmann::json& out, const MoveUnitReport& unit) {
    out = {{"unit", unit.unit},
           {"die", unit.die},
           {"dice_count", unit.dice_count},
           {"distance", unit.distance},
           {"forced", unit.forced}};
}

void to_json(nlohmann::json& out, const MoveReport& report) {
    out = {{"rate", report.rate}, {"together", report.together}, {"units", report.units}};
    if (report.units.size() == 1 || (report.together && !report.units.empty())) {
        out["distance"] = report.units.front().distance;
    }
}

void to_json(nlohmann::json& out, const MoveOddsReport& report) {
    out = {{"units", report.units}};
    if (report.units.size() == 1) {
        out.update(nlohmann::json(report.units.front().odds));
    }
}

void to_json(nlohmann::json& out, const ReconReport& report) {
    out = {{"values", {report.value}},
           {"score", report.score},
           {"open", report.open},
           {"distances",
            {{"company", report.company},
             {"battalion", report.battalion},
             {"brigade", report.brigade}}}};
}

void to_json(nlohmann::json& out, const ReconScore& score) {
    out = {{"score", score.score},
           {"p", score.p},
           {"company", score.company},
           {"battalion", score.battalion},
           {"brigade", score.brigade}};
}

void to_json(nlohmann::json& out, const ReconOddsReport& report) {
    out = {{"distribution", distribution_json(report.distribution)}, {"scores", report.scores}};
}

void to_json(nlohmann::json& out, const FormReport& report) {
    out = {{"unit", report.unit}, {"order", report.order}};
}

void to_json(nlohmann::json& out, const ChargeMoveReport& move) {
    out = move.period;
    out["rate"] = move.rate;
    out["distance"] = distribution_json(move.distance);
    out["p_contact"] = move.p_contact;
    nlohmann::json fire = nlohmann::json::array();
    for (const auto& unit : move.fire) {
        fire.push_back({{"unit", unit}});
    }
    out["fire"] = fire;
}

void to_json(nlohmann::json& out, const ChargeOddsReport& report) {
    out = report.odds;
    out["p_tie"] = report.p_tie;
    out["unwounded_at_contact"] = distribution_json(report.unwounded_at_contact);
    out["periods"] = report.periods;
}

} // namespace muster::fw
