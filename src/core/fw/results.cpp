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

} // namespace muster::fw
