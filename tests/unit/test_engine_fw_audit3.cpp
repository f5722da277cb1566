// The third rules audit (issue 21), FW part: retreating stands take no orders (FW-RALLY-4), a bare
// rally skips a unit that already gave its formation order (FW-ORDER-2), leaving a square says
// what changes (FW-FIRE-2), the defenders fire in the move of contact (FW-APPROACH-2 revised),
// and a value the roster's `table` lines set is never shown as provisional (FW-TAB-1); through
// the engine's one entry point with typed dice.
#include "../support/engine_fixture.hpp"
#include "muster/fw/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_engine_fw_audit3 {

using muster::RuleError;
using muster::engine_test::ChargeArgs;
using muster::engine_test::fire_of;
using muster::engine_test::fw;
using muster::engine_test::melee_of;
using muster::engine_test::move_of;
using muster::engine_test::refused_with;

namespace {

/// As Game::resolve, with the --explain steps in the text.
muster::Resolution explained(muster::engine_test::Game& g, const muster::Request& request,
                             std::vector<int> dice) {
    muster::dice::ScriptedSource source(std::move(dice));
    muster::FixedEnv env(source);
    env.explain_steps = true;
    muster::Outcome outcome = g.book->resolve(request, g.roster, env);
    muster::apply(g.roster, outcome);
    return std::move(outcome.resolution);
}

} // namespace

TEST_CASE("FW-RALLY-4: a unit whose stands all retreat takes no march and no formation change",
          "[engine][fw][rally][audit3]") {
    auto g = fw("unit RI1 regular-infantry side=british stands=1 retreating=1\n");
    const auto before = g.roster;
    const std::string march = refused_with<RuleError>(g, move_of({"RI1"}, "march"), {3});
    CHECK(march.find("FW-RALLY-4") != std::string::npos);
    CHECK(march.find("--rate charge") != std::string::npos);
    const std::string square =
        refused_with<RuleError>(g, muster::engine_test::form_of("RI1", "square"));
    CHECK(square.find("FW-RALLY-4") != std::string::npos);
    CHECK(square.find("rally") != std::string::npos);
    CHECK(g.roster == before);
    // The retreat itself is its one move: charge rate, three AvD for infantry (provisional).
    const auto r = g.resolve(move_of({"RI1"}, "charge"), {3, 4, 5});
    CHECK(r.result["units"][0]["distance"] == 12);
}

TEST_CASE("FW-RALLY-4: a unit with some stands retreating gives its orders to the rest",
          "[engine][fw][rally][audit3]") {
    auto g = fw("unit R regular-infantry side=british stands=3 retreating=1\n");
    g.resolve(muster::engine_test::form_of("R", "square"));
    CHECK(muster::fw::record(g.unit("R")).formation == "square");
}

TEST_CASE("FW-ORDER-2: a bare rally skips, saying so, a unit that gave its formation order",
          "[engine][fw][rally][audit3]") {
    auto g = fw("unit Grenadiers regular-infantry side=british stands=2 retreating=1 done=form\n"
                "unit Ansar irregular-spearmen side=mahdist stands=2 retreating=1\n");
    const auto r = g.resolve(muster::engine_test::rally_of(), {5}); // Ansar's one D6: 5 rallies
    CHECK(r.result["rallied"] == 1);
    CHECK(r.result["skipped"] == nlohmann::json::array({"Grenadiers"}));
    CHECK(muster::fw::record(g.unit("Ansar")).retreating == 0);
    CHECK(muster::fw::record(g.unit("Grenadiers")).retreating == 1);
    bool said = false;
    for (const auto& line : r.text) {
        said = said || (line.find("skipped Grenadiers") != std::string::npos &&
                        line.find("FW-ORDER-2") != std::string::npos);
    }
    CHECK(said);
    // Named, it is still refused with the reason.
    CHECK_THROWS_AS(g.resolve(muster::engine_test::rally_of({"Grenadiers"}), {4}), RuleError);
}

TEST_CASE("FW-FIRE-2: leaving a square says the defence grading changes back to the open's",
          "[engine][fw][order][audit3]") {
    auto g = fw("unit Grenadiers regular-infantry side=british stands=2 formation=square\n");
    const auto r = g.resolve(muster::engine_test::form_of("Grenadiers", "line"));
    bool said = false;
    for (const auto& line : r.text) {
        CHECK(line.find("changes no number") == std::string::npos);
        said = said || line.find("defence grading is 3 in the open") != std::string::npos;
    }
    CHECK(said);
}

TEST_CASE("FW-APPROACH-2: the defenders fire in the move of contact and the charger takes its "
          "result before close combat",
          "[engine][fw][charge][audit3]") {
    // From 1": three D6 always reach. The company's one AvD at short scores die + 1 - 3:
    // 0 (1/6), 1 (2/6), 2 or 3 (3/6): two markers or more put the charger's one stand (2
    // figures) out of action (FW-PIECE-2), so it closes half the time; one marker is no retreat
    // (a D6 below 1 never comes).
    auto g = fw("unit Ansar irregular-spearmen side=mahdist stands=1\n"
                "unit Guards regular-infantry side=british stands=1\n");
    ChargeArgs charge;
    charge.charger = "Ansar";
    charge.defenders = {"Guards"};
    charge.from = 1;
    const auto r = g.odds(charge);
    CHECK(r.result["p_contact"].get<double>() == Approx(0.5));
    CHECK(r.result["p_destroyed"].get<double>() == Approx(0.5));
    CHECK(r.result["p_repulsed"].get<double>() == Approx(0.0).margin(1e-12));
}

TEST_CASE("FW-TAB-1: a value the roster's table lines set is the players', never provisional",
          "[engine][fw][types][audit3]") {
    auto g = fw("table weapon-rifle attack=+1\n"
                "table close-attack irregular=+2\n"
                "unit F regular-infantry side=british stands=1\n"
                "unit T irregular-spearmen side=mahdist stands=1\n");
    bool attack_seen = false;
    for (const auto& row : g.book->type_table()) {
        if (row.id != "regular-infantry" && row.id != "irregular-spearmen") {
            continue;
        }
        for (const auto& v : row.values) {
            if ((row.id == "regular-infantry" && v.key == "attack") ||
                (row.id == "irregular-spearmen" && v.key == "close-attack")) {
                CHECK(v.house);
                attack_seen = true;
            }
        }
    }
    CHECK(attack_seen);
    const auto fired = explained(g, fire_of({"F"}, "T", "medium"), {2}); // 2 + 1 - 3: no marker
    for (const auto& step : fired.text) {
        CHECK(step.find("[provisional FW-FIRE-2]") == std::string::npos);
    }
    const auto closed = explained(g, melee_of({"T"}, {"F"}), {5, 5, 4, 4});
    bool tagged = false;
    for (const auto& step : closed.text) {
        if (step.find("side A T") != std::string::npos) {
            CHECK(step.find("[provisional FW-CLOSE-2]") == std::string::npos);
            tagged = step.find("the roster's attack") != std::string::npos;
        }
    }
    CHECK(tagged);
}

} // namespace muster_unit_engine_fw_audit3
