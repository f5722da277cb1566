#include "../support/ue_fixtures.hpp"
#include "muster/dice/dice.hpp"
#include "muster/error.hpp"
#include "muster/ue/melee.hpp"
#include "muster/ue/record.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_ue_melee {

using namespace muster;
using namespace muster::ue;
using muster::ue::test::apply_to;
using muster::ue::test::make_unit;

namespace {

MeleeResult melee(std::vector<const Unit*> a, std::vector<const Unit*> b, std::vector<int> dice,
                  const Options& options = {}, bool pursue = false, bool halve_a = false) {
    UeRuleBook book;
    dice::ScriptedSource source(std::move(dice));
    MeleeInput in;
    in.a = std::move(a);
    in.b = std::move(b);
    in.pursue = pursue;
    in.no_reinforce_a = halve_a;
    auto r = resolve_melee(in, book, options, source);
    source.finish();
    return r;
}

} // namespace

TEST_CASE("UE-MELEE-1: strength is MV x CP, summed over a side's units", "[ue][melee]") {
    auto a = make_unit("A", "brit-infantry", 3);      // closed: MV 5 x 135 = 675
    auto c = make_unit("C", "brit-light-cavalry", 3); // MV 4 x 90 = 360
    auto z = make_unit("Z", "zulu-spears", 1);        // MV 3 x 300 = 900
    const auto r = melee({&a, &c}, {&z}, {1, 1});
    CHECK(r.a.strength2 == 2 * (675 + 360));
    CHECK(r.b.strength2 == 2 * 900);
    CHECK(r.phase_a_winner == 'a');
}

TEST_CASE("UE-MELEE-1: MV +1 in a defensive position", "[ue][melee]") {
    auto a = make_unit("A", "brit-infantry", 3);
    muster::ue::record(a).cover = true;
    auto z = make_unit("Z", "zulu-spears", 1);
    const auto r = melee({&a}, {&z}, {1, 1});
    CHECK(r.a.strength2 == 2 * 6 * 135);
}

TEST_CASE("UE-MELEE-2: the winner loses 20% of its CP, the loser that x 4/3", "[ue][melee]") {
    auto a = make_unit("A", "brit-infantry", 3); // 675
    auto z = make_unit("Z", "zulu-spears", 1);   // 900
    const auto r = melee({&a}, {&z}, {6, 1});
    CHECK(r.phase_a_winner == 'b');
    CHECK(r.b.phase_a_loss == 60); // 300 / 5
    CHECK(r.a.phase_a_loss == 80); // 60 x 4/3
}

TEST_CASE("UE-MELEE-2: equal strength, both lose 20% of their own CP (phase A tie)",
          "[ue][melee]") {
    auto a = make_unit("A", "brit-infantry", 3); // closed 5 x 135 = 675
    auto b = make_unit("B", "brit-infantry", 5); // open 3 x 225 = 675
    muster::ue::record(b).formation = "open";
    const auto r = melee({&a}, {&b}, {2, 1});
    CHECK(r.phase_a_winner == 't');
    CHECK(r.a.phase_a_loss == 27);
    CHECK(r.b.phase_a_loss == 45);
}

TEST_CASE("UE-MELEE-2: under OPT-1 combat-power men the 20% is of the men present",
          "[ue][melee][cp]") {
    auto a = make_unit("A", "brit-infantry", 3, 68); // 67 men; 5 figures = 75
    auto z = make_unit("Z", "zulu-spears", 1, 200);  // 100 men; 7 figures = 105
    Options men;
    men.combat_power = CombatPower::men;
    // figures: A 5 x 75 = 375 vs Z 3 x 105 = 315: A wins, loses 15, Z loses 20
    auto r = melee({&a}, {&z}, {1, 1});
    CHECK(r.a.phase_a_loss == 15);
    CHECK(r.b.phase_a_loss == 20);
    // men: A 5 x 67 = 335 vs Z 3 x 100 = 300: A loses floor(13.4) = 13, Z floor(17.33) = 17
    r = melee({&a}, {&z}, {1, 1}, men);
    CHECK(r.a.phase_a_loss == 13);
    CHECK(r.b.phase_a_loss == 17);
}

TEST_CASE("UE-MELEE-3: losses shared in proportion to men, largest remainder, capped",
          "[ue][melee]") {
    CHECK(share_losses(80, {135, 90}) == std::vector<long long>{48, 32});
    CHECK(share_losses(10, {45, 45, 45}) == std::vector<long long>{4, 3, 3});
    CHECK(share_losses(7, {100, 50}) == std::vector<long long>{5, 2});
    CHECK(share_losses(500, {100, 50}) == std::vector<long long>{100, 50});
    CHECK(share_losses(0, {100, 50}) == std::vector<long long>{0, 0});
    // a side's loss lands on its units
    UeRuleBook book;
    auto a = make_unit("A", "brit-infantry", 3);
    auto b = make_unit("B", "brit-infantry", 2);
    auto z = make_unit("Z", "zulu-spears", 2); // 3 x 600 = 1800 > 5 x 225 = 1125
    const auto r = melee({&a, &b}, {&z}, {1, 1});
    CHECK(r.b.phase_a_loss == 120);
    CHECK(r.a.phase_a_loss == 160);
    apply_to(r.resolution, {&a, &b, &z}, book);
    CHECK(muster::ue::record(a).killed == 96);
    CHECK(muster::ue::record(b).killed == 64);
    CHECK(muster::ue::record(z).killed == 120);
}

TEST_CASE("UE-MELEE-4: phase B, strength before phase A x one D6, higher wins", "[ue][melee]") {
    auto a = make_unit("A", "brit-infantry", 3); // 675
    auto z = make_unit("Z", "zulu-spears", 1);   // 900
    auto r = melee({&a}, {&z}, {6, 4});
    CHECK(r.phase_a_winner == 'b');
    CHECK(r.winner == 'a'); // 4050 > 3600, though A lost phase A
    CHECK(r.a.die == 6);
    CHECK(r.b.die == 4);
}

TEST_CASE("UE-MELEE-4: equal products roll again (phase B tie)", "[ue][melee]") {
    auto a = make_unit("A", "brit-infantry", 3); // 675
    auto z = make_unit("Z", "zulu-spears", 1);   // 900
    // 4 x 675 = 2700 = 3 x 900: roll again; 2 x 675 < 5 x 900
    const auto r = melee({&a}, {&z}, {4, 3, 2, 5});
    CHECK(r.winner == 'b');
    CHECK(r.a.die == 2);
    CHECK(r.b.die == 5);
    UeRuleBook book;
    const auto dist = dice::enumerate<char>([&](dice::DiceSource& d) {
        MeleeInput in;
        in.a = {&a};
        in.b = {&z};
        return resolve_melee(in, book, Options{}, d).winner;
    });
    // 675x vs 900y, x,y in 1..6, ties (x,y) = (4,3) excluded: A wins when 3x > 4y.
    // Pairs with 3x > 4y: x=2:y=1; x=3:y=1,2; x=4:y=1,2; x=5:y=1..3; x=6:y=1..4 -> 12 of 35.
    CHECK(dist.at('a') == Approx(12.0 / 35));
    CHECK(dist.at('b') == Approx(23.0 / 35));
}

TEST_CASE("UE-MELEE-5: drive-off ends the melee, pursue locks both sides", "[ue][melee]") {
    UeRuleBook book;
    auto a = make_unit("A", "brit-infantry", 3);
    auto z = make_unit("Z", "zulu-spears", 1);
    auto r = melee({&a}, {&z}, {1, 6}, {}, true);
    apply_to(r.resolution, {&a, &z}, book);
    CHECK(muster::ue::record(a).locked == std::vector<std::string>{"Z"});
    CHECK(muster::ue::record(z).locked == std::vector<std::string>{"A"});
    CHECK(r.resolution.table.back().find("2 moves") != std::string::npos);
    muster::ue::record(a).killed = 0;
    muster::ue::record(z).killed = 0;
    r = melee({&a}, {&z}, {1, 6});
    apply_to(r.resolution, {&a, &z}, book);
    CHECK(muster::ue::record(a).locked.empty());
    CHECK(muster::ue::record(z).locked.empty());
    REQUIRE_FALSE(r.resolution.table.empty());
    CHECK(r.resolution.table.back().find("4 moves") != std::string::npos);
}

TEST_CASE("UE-MELEE-8: a loser destroyed in the melee neither retires nor stays locked",
          "[ue][melee]") {
    UeRuleBook book;
    auto a = make_unit("A", "brit-infantry", 3, 60);
    auto z = make_unit("Z", "zulu-spears", 2);
    const auto r = melee({&a}, {&z}, {1, 6}, {}, true);
    apply_to(r.resolution, {&a, &z}, book);
    CHECK(muster::ue::record(a).killed == 135);
    CHECK(muster::ue::record(a).locked.empty());
    CHECK(muster::ue::record(z).locked.empty());
    for (const auto& line : r.resolution.table) {
        CHECK(line.find("retire") == std::string::npos);
    }
}

TEST_CASE("UE-MELEE-8: a winner destroyed in phase A drives no one off", "[ue][melee]") {
    // 10 stands of regulars (450 men) against 6 of spearmen: phase A costs the regulars 450
    // men (destroyed, UE-ROSTER-4), phase B 2250 x 5 against 5400 x 2 is theirs all the same.
    UeRuleBook book;
    auto z = make_unit("Z", "zulu-spears", 6);
    auto g = make_unit("G", "brit-infantry", 10);
    const auto r = melee({&z}, {&g}, {2, 5});
    CHECK(r.winner == 'b');
    apply_to(r.resolution, {&z, &g}, book);
    CHECK(muster::ue::record(g).killed == 450);
    for (const auto& line : r.resolution.table) {
        CHECK(line.find("retire") == std::string::npos);
    }
    CHECK(std::any_of(r.resolution.lines.begin(), r.resolution.lines.end(), [](const auto& l) {
        return l.find("nothing of the winning side is left standing; Z holds its ground") !=
               std::string::npos;
    }));
}

TEST_CASE("UE-MELEE-6: a locked side that cannot reinforce fights with MV halved", "[ue][melee]") {
    auto a = make_unit("A", "brit-infantry", 3);
    auto z = make_unit("Z", "zulu-spears", 1);
    CHECK_THROWS_AS(melee({&a}, {&z}, {1, 1}, {}, false, true), RuleError);
    muster::ue::record(a).locked = {"Z"};
    muster::ue::record(z).locked = {"A"};
    // only the loser of the melee that locked them (UE-MELEE-6 "if the loser...")
    CHECK_THROWS_AS(melee({&a}, {&z}, {1, 1}, {}, false, true), RuleError);
    a.due = {"lost-melee"};
    const auto r = melee({&a}, {&z}, {1, 1}, {}, false, true);
    CHECK(r.a.strength2 == 675); // 337.5 x 2
    // reinforcing: another unit may join a continuing melee
    auto c = make_unit("C", "brit-infantry", 3);
    const auto r2 = melee({&a, &c}, {&z}, {1, 1});
    CHECK(r2.a.strength2 == 2 * 1350);
}

TEST_CASE("UE-MELEE-7: a gun in melee loses all its crew, the other side half its figures",
          "[ue][melee]") {
    UeRuleBook book;
    auto m = make_unit("M", "maxim-brit", 1);    // 4 crew figures, no strength
    auto a = make_unit("A", "brit-infantry", 3); // 675
    auto z = make_unit("Z", "zulu-spears", 1);   // 900
    const auto r = melee({&m, &a}, {&z}, {1, 1});
    CHECK(r.a.strength2 == 2 * 675);
    CHECK(r.a.cp == 135);
    CHECK(r.b.gun_penalty == 30); // 4 figures / 2 = 2 figures = 30 men
    CHECK(r.b.phase_a_loss == 60);
    apply_to(r.resolution, {&m, &a, &z}, book);
    CHECK(muster::ue::record(m).killed == 60);
    CHECK(muster::ue::record(a).killed == 80);
    CHECK(muster::ue::record(z).killed == 90);
}

TEST_CASE("UE-MELEE-7: a side of guns alone is no contest: the impi loses 30 men, not 390",
          "[ue][melee]") {
    UeRuleBook book;
    // zulu-spears:6 --vs cannon-brit:1. The cannon's 60 crew are 4 figures; the impi loses half
    // of them, 2 figures = 30 men, and nothing more: no phase A 20% (1800 x 1/5 = 360), no
    // phase B die. Before the revision it lost 360 + 30 = 390.
    auto z = make_unit("Z", "zulu-spears", 6);
    auto c = make_unit("C", "cannon-brit", 1);
    const auto r = melee({&z}, {&c}, {}); // no dice: a die thrown would find none scripted
    CHECK(r.no_contest);
    CHECK(r.winner == 'a');
    CHECK(r.a.phase_a_loss == 0);
    CHECK(r.b.phase_a_loss == 0);
    CHECK(r.a.gun_penalty == 30);
    CHECK(r.a.losses == 30);
    CHECK(r.b.losses == 60);
    CHECK(r.a.die == 0);
    // exact odds: the impi wins, certain
    const auto dist = dice::enumerate<char>([&](dice::DiceSource& d) {
        MeleeInput in;
        in.a = {&z};
        in.b = {&c};
        return resolve_melee(in, book, Options{}, d).winner;
    });
    CHECK(dist.size() == 1);
    CHECK(dist.at('a') == Approx(1.0));
    apply_to(r.resolution, {&z, &c}, book);
    CHECK(muster::ue::record(z).killed == 30);
    CHECK(muster::ue::record(c).killed == 60);
}

TEST_CASE("UE-MELEE-7: guns alone on side A, with a crew already hit: half the figures left",
          "[ue][melee]") {
    // A maxim with 20 of its 60 crew killed: killed figures floor(20/15) = 1, 3 left (UE-CP-1);
    // the company loses floor(3 / 2) = 1 figure = 15 men. Two guns alone: 4 + 3 figures.
    auto m = make_unit("M", "maxim-brit", 1, 20);
    auto g = make_unit("G", "cannon-brit", 1);
    auto a = make_unit("A", "brit-infantry", 3);
    auto r = melee({&m}, {&a}, {});
    CHECK(r.no_contest);
    CHECK(r.winner == 'b');
    CHECK(r.b.losses == 15);
    CHECK(r.a.losses == 40);
    r = melee({&m, &g}, {&a}, {});
    CHECK(r.b.losses == 15 + 30);
    CHECK(r.a.losses == 40 + 60);
    // a gun beside men is no side of guns alone: the contest goes on (phase A and B)
    r = melee({&m, &a}, {&g}, {});
    CHECK(r.no_contest);
    CHECK(r.winner == 'a');
    auto z = make_unit("Z", "zulu-spears", 1);
    r = melee({&m, &a}, {&z}, {1, 1});
    CHECK_FALSE(r.no_contest);
    CHECK(r.b.phase_a_loss == 60);
}

TEST_CASE("UE-MELEE-8: a unit destroyed by melee losses is recorded as 100%", "[ue][melee]") {
    UeRuleBook book;
    auto a = make_unit("A", "brit-infantry", 3, 60); // 75 left, 5 figures
    auto z = make_unit("Z", "zulu-spears", 2);       // 3 x 600 = 1800
    const auto r = melee({&a}, {&z}, {1, 1});
    CHECK(r.a.phase_a_loss == 160);
    const auto applied = apply_to(r.resolution, {&a, &z}, book);
    CHECK(muster::ue::record(a).killed == 135);
    CHECK(applied.table.front().find("destroyed") != std::string::npos);
}

TEST_CASE("UE-MELEE: a unit on both sides or two sides without strength are refused",
          "[ue][melee]") {
    auto a = make_unit("A", "brit-infantry", 3);
    CHECK_THROWS_AS(melee({&a}, {&a}, {1, 1}), UsageError);
    auto m = make_unit("M", "maxim-brit", 1);
    auto g = make_unit("G", "cannon-native", 1);
    CHECK_THROWS_AS(melee({&m}, {&g}, {1, 1}), RuleError);
}

} // namespace muster_unit_ue_melee
