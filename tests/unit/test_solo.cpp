// `muster solo`'s engine (muster/engine/solo.hpp): the doctrines' one table, what a choice's
// exact odds say for the side, the decision and its tie rule, and each rule set's choices
// (RuleBook::solo_options) phase by phase.
#include "../support/engine_fixture.hpp"
#include "muster/engine/solo.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_solo {

using muster::engine_test::fw;
using muster::engine_test::ue;
namespace solo = muster::solo;

namespace {

/// The options of `step`, as command lines ("" for holding back).
std::vector<std::string> at_step(const std::vector<muster::SoloOption>& options, int step) {
    std::vector<std::string> out;
    for (const auto& o : options) {
        if (o.step != step) {
            continue;
        }
        std::string line;
        for (const auto& w : o.argv) {
            line += (line.empty() ? "" : " ") + w;
        }
        out.push_back(line);
    }
    return out;
}

const solo::Doctrine& doctrine(std::string_view name) {
    const auto* d = solo::doctrine_named(name);
    REQUIRE(d != nullptr);
    return *d;
}

/// The documented position (docs/solo.md "Where the doctrines part"): uMbonambi, a fresh
/// iButho, 20" from 1/24th/A, charge or hold.
const char* const k_charge_position =
    "option combat-power figures\n"
    "unit 1/24th/A brit-infantry side=british stands=3 formation=open\n"
    "unit uMbonambi zulu-spears side=zulu stands=6\n";

} // namespace

TEST_CASE("solo: the doctrines' one table: bold weighs contact, cautious its own losses",
          "[engine][solo]") {
    CHECK(solo::k_doctrines.size() == 3);
    CHECK(doctrine("bold").contact > doctrine("steady").contact);
    CHECK(doctrine("steady").contact > doctrine("cautious").contact);
    CHECK(doctrine("cautious").own_breaks > doctrine("steady").own_breaks);
    CHECK(doctrine("steady").own_breaks > doctrine("bold").own_breaks);
    CHECK(solo::doctrine_named("reckless") == nullptr);
    CHECK(solo::doctrine_named(solo::k_default_doctrine) != nullptr);
}

TEST_CASE("UE-APPROACH-1, UE-CHARGE-1: in the documented position bold charges and cautious "
          "holds, by the charge's exact odds",
          "[engine][solo][ue]") {
    auto g = ue(k_charge_position);
    muster::engine_test::ChargeArgs charge;
    charge.charger = "uMbonambi";
    charge.defenders = {"1/24th/A"};
    charge.from = 20;
    const auto odds = g.odds(charge);
    const auto m =
        solo::measures_of(muster::SoloOption::Reading::charge, odds.result, {"uMbonambi"});
    CHECK(m.contact == Approx(odds.result.at("p_contact").get<double>()));
    CHECK(m.enemy_breaks == Approx(odds.result.at("p_won").get<double>()));
    CHECK(m.own_loss == Approx(odds.result.at("expected_loss").at("charger").get<double>()));
    CHECK(m.own_loss > 0);
    CHECK(m.own_breaks > 0.5);
    const std::vector<solo::Measures> choices = {
        m, solo::measures_of(muster::SoloOption::Reading::own_test, nullptr, {})};
    CHECK(solo::decide(choices, doctrine("bold")).chosen == 0);     // charge
    CHECK(solo::decide(choices, doctrine("cautious")).chosen == 1); // hold
    CHECK(solo::decide(choices, doctrine("steady")).chosen == 1);
    const auto reason = solo::decide(choices, doctrine("bold")).reason;
    CHECK(reason.starts_with("bold: choice 1 scores"));
    CHECK(reason.find("contact") != std::string::npos);
}

TEST_CASE("solo: equal scores go to the choice listed first, and the reason says so",
          "[engine][solo]") {
    solo::Measures a;
    a.enemy_loss = 13;
    a.enemy_breaks = 1.0 / 3;
    const auto decision = solo::decide({a, a, solo::Measures{}}, doctrine("steady"));
    CHECK(decision.chosen == 0);
    CHECK(decision.tied == std::vector<std::size_t>{1});
    CHECK(decision.reason.find("tied with choice 2: the first listed is taken") !=
          std::string::npos);
    CHECK(decision.scores[0] == Approx(1 + 1.0 / 3)); // losses as a share of the largest listed
    CHECK(decision.scores[2] == 0);
}

TEST_CASE("UE-MELEE: solo reads a melee's odds from the side it plays, a or b",
          "[engine][solo][ue]") {
    auto g = ue("unit A brit-infantry side=british stands=3\n"
                "unit Z zulu-spears side=zulu stands=2\n");
    muster::engine_test::MeleeArgs melee;
    melee.a = {"Z"};
    melee.b = {"A"};
    const auto odds = g.odds(melee).result;
    const auto zulu = solo::measures_of(muster::SoloOption::Reading::fight, odds, {"Z"});
    const auto british = solo::measures_of(muster::SoloOption::Reading::fight, odds, {"A"});
    CHECK(zulu.enemy_breaks == Approx(odds.at("p_a_wins").get<double>()));
    CHECK(british.enemy_breaks == Approx(odds.at("p_b_wins").get<double>()));
    CHECK(zulu.own_loss == Approx(british.enemy_loss));
    CHECK(zulu.contact == 1);
}

TEST_CASE("UE-SEQ, UE-FIRE-1: solo's choices: what the side owes, a charge or hold at 2 "
          "movement, fire at 3, melee at 5 for a unit in contact",
          "[engine][solo][ue]") {
    auto g = ue("turn 2\n"
                "unit A brit-infantry side=british stands=3\n"
                "unit B brit-infantry side=british stands=3\n"
                "unit R zulu-spears side=zulu stands=6 falling-back due=rally\n"
                "unit I zulu-rifles side=zulu stands=6\n");
    muster::SoloTable table;
    table.distance = {{"A", 12}, {"B", 0}, {"R", 5}, {"nobody", 3}}; // own side, unknown: passed
    const auto options = g.book->solo_options(g.roster, "zulu", table);
    CHECK(at_step(options, 1) == std::vector<std::string>{"rally R"}); // UE-RALLY owed
    CHECK(at_step(options, 2) ==
          std::vector<std::string>{"charge R --at A --from 12", "charge I --at A --from 12", ""});
    CHECK(at_step(options, 3) ==
          std::vector<std::string>{"fire R --at A --distance 12", "fire I --at A --distance 12"});
    CHECK(at_step(options, 5) == std::vector<std::string>{"melee R --vs B", "melee I --vs B"});
    CHECK(g.book->solo_options(g.roster, "british", {}).empty());
}

TEST_CASE("FW-SEQ, FW-APPROACH-1, FW-FIRE, FW-CLOSE, FW-RECOVER-1: solo's choices: a charge or "
          "hold, fire, close combat in contact, and recover or press on",
          "[engine][solo][fw]") {
    auto g = fw("unit G regular-infantry side=british stands=4\n"
                "unit L regular-infantry side=british stands=4\n"
                "unit H irregular-spearmen side=mahdist stands=6 markers=2\n"
                "unit J irregular-riflemen side=mahdist stands=4\n");
    muster::SoloTable table;
    table.distance = {{"G", 7.5}, {"L", 0}};
    const auto options = g.book->solo_options(g.roster, "mahdist", table);
    CHECK(at_step(options, 2) ==
          std::vector<std::string>{"charge H --at G --from 7.5", "charge J --at G --from 7.5", ""});
    CHECK(at_step(options, 4) ==
          std::vector<std::string>{"fire H --at G --distance 7.5", "fire J --at G --distance 7.5"});
    CHECK(at_step(options, 6) == std::vector<std::string>{"melee H --vs L", "melee J --vs L"});
    CHECK(at_step(options, 10) == std::vector<std::string>{"recover H", ""});
    const auto press_on = std::ranges::find_if(
        options, [](const muster::SoloOption& o) { return o.step == 10 && o.argv.empty(); });
    REQUIRE(press_on != options.end());
    CHECK(press_on->hold == "press on: no recovery this move");
    // FW-RECOVER-1: markers taken off are losses undone, which the cautious value most
    const auto recover = muster::engine_test::own_command("recover", {"H"});
    const auto m =
        solo::measures_of(muster::SoloOption::Reading::recovery, g.odds(recover).result, {"H"});
    CHECK(m.own_loss < 0);
    CHECK(solo::decide({m, solo::Measures{}}, doctrine("cautious")).chosen == 0);
}

TEST_CASE("UE-MELEE-5: solo offers a continuing melee once, and with --pursue",
          "[engine][solo][ue]") {
    auto g = ue("turn 2\n"
                "unit A brit-infantry side=british stands=3 locked=Z due=melee\n"
                "unit Z zulu-spears side=zulu stands=6 killed=500 locked=A due=melee\n"
                "unit Y zulu-spears side=zulu stands=6 locked=A due=melee\n");
    const auto options = solo::owed_options(g.roster, *g.book, "zulu");
    const auto melee = at_step(options, 5);
    REQUIRE_FALSE(melee.empty());
    CHECK(std::ranges::count_if(melee, [](const std::string& s) {
              return s.find("--pursue") == std::string::npos;
          }) == 1);
    CHECK(std::ranges::count_if(melee, [](const std::string& s) {
              return s.find("--pursue") != std::string::npos;
          }) <= 1);
}

TEST_CASE("UE-SEQ, FW-SEQ: the phase reached is the latest phase a command of the turn played",
          "[engine][solo]") {
    auto u = ue("unit A brit-infantry side=british stands=3\n");
    CHECK(solo::phase_reached(*u.book, {}) == 0);
    CHECK(solo::phase_reached(*u.book, {"kill", "fire", "rally"}) == 3);
    CHECK(solo::phase_reached(*u.book, {"morale", "artillery"}) == 4);
    auto f = fw("unit G regular-infantry side=british stands=4\n");
    CHECK(solo::phase_reached(*f.book, {"fire", "melee"}) == 6);
    CHECK(solo::step_of(*f.book, "recover") == 10);
}

} // namespace muster_unit_solo
