// Unbalanced Equality's command results and their one serializer each
// (include/muster/ue/results.hpp).
#include "muster/ue/results.hpp"

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

} // namespace muster::ue
