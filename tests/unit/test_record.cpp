#include "../support/game_fixture.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_record {

// The game's record (issue 11, docs/game-record.md; src/core/engine/record.cpp): every roll
// journalled with its source, one roll per test, one action per unit, nothing owed forgotten.

using muster::test::Game;

TEST_CASE("UE-MORALE-2a: --single-stand fire counts one stand's figures only", "[ue][morale]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 1\n"
              "unit 90th/A brit-infantry side=british stands=3 formation=closed\n"
              "unit uThulwana zulu-spears side=zulu stands=6\n");
    // One stand: 3 figures x 15 = 45 CP x 2/10 (closed) x 1 (medium) = 9, not the company's 27.
    REQUIRE(game.muster({"fire", "90th/A", "--at", "uThulwana", "--range", "medium",
                         "--single-stand"}) == 0);
    CHECK(game.out.str().find(": 9 killed") != std::string::npos);
    CHECK(game.text().find("killed=9 fired=medium single-stand") != std::string::npos);
}

TEST_CASE("UE-MORALE-2a: any other fire at the unit in the turn loses the single-stand benefit",
          "[ue][morale]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 1\n"
              "unit 90th/A brit-infantry side=british stands=3 formation=closed\n"
              "unit 90th/B brit-infantry side=british stands=3 formation=closed\n"
              "unit uThulwana zulu-spears side=zulu stands=6\n");
    SECTION("fire after the single stand's") {
        REQUIRE(game.muster({"fire", "90th/A", "--at", "uThulwana", "--range", "long",
                             "--single-stand"}) == 0);
        REQUIRE(game.muster({"fire", "90th/B", "--at", "uThulwana", "--range", "long"}) == 0);
    }
    SECTION("fire before the single stand's") {
        REQUIRE(game.muster({"fire", "90th/B", "--at", "uThulwana", "--range", "long"}) == 0);
        REQUIRE(game.muster({"fire", "90th/A", "--at", "uThulwana", "--range", "long",
                             "--single-stand"}) == 0);
    }
    CHECK(game.text().find("single-stand") == std::string::npos);
    // At long range with no benefit the test fails on a 1 (UE-MORALE-1).
    REQUIRE(game.muster({"morale", "uThulwana", "--dice", "1"}) == 0);
    CHECK(game.out.str().find("uThulwana: morale FAILED at long range (D6 1)") !=
          std::string::npos);
}

TEST_CASE("UE-MORALE-1: a second morale test in the turn is refused, the roster and journal "
          "unchanged",
          "[ue][morale][record]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 3\n"
              "unit uThulwana zulu-spears side=zulu stands=6 killed=30 fired=short\n");
    REQUIRE(game.muster({"morale", "uThulwana", "--dice", "2"}) == 0);
    const auto roster = game.text();
    const std::string journal = game.journal();
    CHECK(journal.find(R"("roll":{"p_pass":0.5,"passed":false,"side":"zulu","test":"morale")") !=
          std::string::npos);
    CHECK(journal.find(R"("source":"typed")") != std::string::npos);
    CHECK(game.muster({"morale", "uThulwana", "--dice", "6"}) == 1);
    // It names what was rolled and when: the journal's line for it.
    CHECK(game.err.str().find("uThulwana already took its morale test this turn (t3 morale "
                              "uThulwana failed (2) [dice 2]; UE-MORALE-6: once a turn)") !=
          std::string::npos);
    CHECK(game.text() == roster);
    CHECK(game.journal() == journal);
}

TEST_CASE("UE-SEQ: turn refuses while a morale test is owed, --skip-owed records it",
          "[ue][turn][record]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 3\n"
              "unit uThulwana zulu-spears side=zulu stands=6 killed=30 fired=short\n");
    const auto before = game.text();
    CHECK(game.muster({"turn"}) == 1);
    CHECK(game.err.str().find("turn 3 still owes 1: uThulwana: morale test (UE-MORALE-1): muster "
                              "morale uThulwana") != std::string::npos);
    CHECK(game.text() == before);
    REQUIRE(game.muster({"turn", "--skip-owed"}) == 0);
    const std::string journal = game.journal();
    CHECK(journal.find(
              R"("command":"muster morale uThulwana","decision":null,"owes":"morale test")") !=
          std::string::npos);
}

TEST_CASE("FW-FIRE-3: a regular unit takes the fire result test by default (OPT-4 on), once a "
          "move",
          "[fw][fire][opt][record]") {
    Game game("# muster roster v1\nrules fuzzy-wuzzy\nturn 1\n"
              "unit Guards regular-infantry side=british stands=2 markers=3 taken=3\n");
    REQUIRE(game.muster({"morale", "--dice", "2"}) == 0); // AvD 2 < 3 taken: retreats
    CHECK(game.out.str().find("Guards: AvD 2 against 3 taken: retreats") != std::string::npos);
    CHECK(game.muster({"morale", "Guards", "--dice", "5"}) == 1);
    CHECK(game.err.str().find("FW-FIRE-3: once a move") != std::string::npos);
}

TEST_CASE("FW-ORDER-2: rallying is the move's formation change: a formation order after it is "
          "refused",
          "[fw][order][record]") {
    Game game("# muster roster v1\nrules fuzzy-wuzzy\nturn 1\n"
              "unit Guards regular-infantry side=british stands=2 retreating=2\n");
    REQUIRE(game.muster({"rally", "--dice", "4,5"}) == 0);
    CHECK(game.muster({"form", "Guards", "square"}) == 1);
    CHECK(game.err.str().find("rallying is its one formation change (FW-ORDER-2)") !=
          std::string::npos);
}

TEST_CASE("UE-ARTY-1: a cannon's miss is journalled with its die and its source",
          "[ue][artillery][record]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 2\n"
              "unit RA cannon-brit side=british stands=1\n"
              "unit uThulwana zulu-spears side=zulu stands=6\n");
    REQUIRE(game.muster(
                {"artillery", "RA", "--at", "uThulwana", "--range", "medium", "--dice", "1"}) == 0);
    const std::string journal = game.journal();
    CHECK(journal.find(R"("brief":"artillery RA -> uThulwana medium: 0 killed")") !=
          std::string::npos);
    CHECK(journal.find(R"({"die":"D6","for":"RA artillery","source":"typed","value":1})") !=
          std::string::npos);
    CHECK(journal.find(R"("source":"typed")") != std::string::npos);
}

TEST_CASE("FW-FIRE-2: fire that places no marker (long range at a square: AvD 5 - 1 - 5) is "
          "journalled too",
          "[fw][fire][record]") {
    Game game("# muster roster v1\nrules fuzzy-wuzzy\nturn 1\n"
              "unit Guards regular-infantry side=british stands=1\n"
              "unit Ansar irregular-spearmen side=mahdist stands=1 formation=square\n");
    REQUIRE(game.muster({"fire", "Guards", "--at", "Ansar", "--range", "long", "--seed", "7"}) ==
            0);
    const std::string journal = game.journal();
    CHECK(journal.find(R"("command":"fire")") != std::string::npos);
    CHECK(journal.find(R"("source":"seeded 7")") != std::string::npos);
}

TEST_CASE("UE-TYPE-2: a unit never fires at its own side", "[ue][fire][record]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 1\n"
              "unit 90th/A brit-infantry side=british stands=3\n"
              "unit 90th/B brit-infantry side=british stands=3\n");
    const auto before = game.text();
    CHECK(game.muster({"fire", "90th/A", "--at", "90th/B", "--range", "short"}) == 1);
    CHECK(game.err.str().find("90th/A and 90th/B are both side british") != std::string::npos);
    CHECK(game.text() == before);
}

TEST_CASE("UE-SEQ: a unit fires once a turn, the next turn it may fire again",
          "[ue][fire][record]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 1\n"
              "unit RA maxim-brit side=british stands=1\n"
              "unit uThulwana zulu-spears side=zulu stands=6 done=morale\n");
    REQUIRE(game.muster({"artillery", "RA", "--at", "uThulwana", "--range", "long"}) == 0);
    CHECK(game.muster({"fire", "RA", "--at", "uThulwana", "--range", "long"}) == 1);
    // uThulwana tested this turn: the fire owes no second test (UE-MORALE-6).
    CHECK(game.err.str().find("RA already fired this turn (t1 artillery RA -> uThulwana long: 5 "
                              "killed; uThulwana already tested; UE-SEQ phase 3: once a turn)") !=
          std::string::npos);
    REQUIRE(game.muster({"turn", "--skip-owed"}) == 0);
    CHECK(game.muster({"fire", "RA", "--at", "uThulwana", "--range", "long"}) == 0);
}

TEST_CASE("UE-RALLY-1: a rally owed at the turn's start, rolled once, a second roll is refused",
          "[ue][rally][record]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 1\n"
              "unit uThulwana zulu-spears side=zulu stands=6 falling-back done=morale\n");
    REQUIRE(game.muster({"turn"}) == 0); // fell back in turn 1 (morale): its rally is owed in 2
    CHECK(game.muster({"turn"}) == 1);
    CHECK(game.err.str().find("uThulwana: rally (UE-RALLY-1): muster rally uThulwana") !=
          std::string::npos);
    REQUIRE(game.muster({"rally", "--dice", "3"}) == 0);
    CHECK(game.journal().find(
              R"("roll":{"p_pass":0.5,"passed":false,"side":"zulu","test":"rally")") !=
          std::string::npos);
    CHECK(game.muster({"rally", "uThulwana", "--dice", "6"}) == 1);
    CHECK(game.muster({"turn"}) == 0); // rolled: nothing owed, though it still falls back
}

TEST_CASE("UE-ARMY-1: an army checks once a turn, the check is owed until rolled",
          "[ue][army][record]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 1\n"
              "unit 90th/A brit-infantry side=british stands=3 killed=45\n"
              "unit uThulwana zulu-spears side=zulu stands=6\n");
    CHECK(game.muster({"turn"}) == 1);
    CHECK(game.err.str().find("british: army check (UE-ARMY-1): muster army british") !=
          std::string::npos);
    REQUIRE(game.muster({"army", "--dice", "3"}) == 0); // 3-6 stands
    CHECK(
        game.journal().find(
            R"("roll":{"p_pass":0.6666666666666666,"passed":true,"side":"british","test":"army"})") !=
        std::string::npos);
    CHECK(game.muster({"army", "british", "--dice", "5"}) == 1);
    CHECK(game.err.str().find("army british already took its army check this turn (t1 army "
                              "british stands (3) [dice 3]; UE-ARMY-1: once a turn)") !=
          std::string::npos);
    CHECK(game.muster({"turn"}) == 0);
}

TEST_CASE("UE-ARMY-3: the failed army check is journalled with the battle's end, and undo takes "
          "it back",
          "[ue][army][record]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 2\n"
              "unit 90th/A brit-infantry side=british stands=3 killed=45\n"
              "unit uThulwana zulu-spears side=zulu stands=6\n");
    REQUIRE(game.muster({"army", "--dice", "2"}) == 0); // 1-2 retreats
    CHECK(game.text().find("left-field=2") != std::string::npos);
    CHECK(game.muster({"fire", "uThulwana", "--at", "90th/A", "--range", "medium"}) == 1);
    CHECK(game.err.str().find("the battle is over: the british army retreated from the field in "
                              "turn 2; zulu won (UE-ARMY-3)") != std::string::npos);
    CHECK(game.muster({"turn"}) == 1);
    CHECK(game.muster({"army", "--dice", "4"}) == 1);
    CHECK(game.muster({"status"}) == 0);
    CHECK(game.out.str().find("the battle is over: the british army retreated") !=
          std::string::npos);
    REQUIRE(game.muster({"undo"}) == 0);
    CHECK(game.text().find("left-field") == std::string::npos);
    CHECK(game.muster({"army", "--dice", "5"}) == 0); // the battle goes on
    CHECK(game.muster({"turn"}) == 0);
}

TEST_CASE("UE-MELEE-5: units locked by a pursuit owe the continuing melee next turn",
          "[ue][melee][record]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 1\noption army-morale off\n"
              "unit 90th/A brit-infantry side=british stands=3 locked=uDloko\n"
              "unit uDloko zulu-spears side=zulu stands=1 locked=90th/A\n");
    REQUIRE(game.muster({"turn"}) == 0); // locked before the turn: the melee goes on in turn 2
    CHECK(game.muster({"turn"}) == 1);
    CHECK(game.err.str().find("90th/A: continuing melee (UE-MELEE-5): muster melee 90th/A --vs "
                              "uDloko") != std::string::npos);
    REQUIRE(game.muster({"melee", "90th/A", "--vs", "uDloko", "--dice", "5,2"}) == 0);
    CHECK(game.muster({"turn"}) == 0);
}

TEST_CASE("FW-RECON-1: a unit reconnoitres once a move", "[fw][recon][record]") {
    Game game("# muster roster v1\nrules fuzzy-wuzzy\nturn 1\n"
              "unit Lancers regular-cavalry side=british stands=2\n");
    REQUIRE(game.muster({"move", "Lancers", "--rate", "march", "--dice", "3,4"}) == 0);
    REQUIRE(game.muster({"recon", "Lancers", "--dice", "4"}) == 0);
    CHECK(game.muster({"recon", "Lancers", "--dice", "6"}) == 1);
    CHECK(game.err.str().find("FW-RECON-1: once a move") != std::string::npos);
}

TEST_CASE("FW-RECOVER-1: a unit recovers once a move", "[fw][recover][record]") {
    Game game("# muster roster v1\nrules fuzzy-wuzzy\nturn 1\n"
              "unit Guards regular-infantry side=british stands=2 markers=2\n");
    REQUIRE(game.muster({"recover", "Guards"}) == 0); // even: no die, no stand still marked
    CHECK(game.muster({"recover", "Guards"}) == 1);
    CHECK(game.err.str().find("FW-RECOVER-1: once a move") != std::string::npos);
}

TEST_CASE("FW-RALLY-1: a regular unit's retreating stands rally once a move, owed until then",
          "[fw][rally][record]") {
    Game game("# muster roster v1\nrules fuzzy-wuzzy\nturn 1\n"
              "unit Guards regular-infantry side=british stands=2 retreating=2\n");
    CHECK(game.muster({"turn"}) == 1);
    CHECK(game.err.str().find("Guards: rally (FW-RALLY-1/2): muster rally Guards") !=
          std::string::npos);
    REQUIRE(game.muster({"rally", "--dice", "2,4"}) == 0); // AvD 4-5 rallies a stand
    CHECK(game.muster({"rally", "Guards", "--dice", "5"}) == 1);
    CHECK(game.muster({"turn"}) == 0);
}

TEST_CASE("UE-SEQ: a turn refused for many owed items lists eight, then how many more",
          "[ue][turn][record]") {
    std::string text = "# muster roster v1\nrules unbalanced-equality\nturn 1\n";
    for (int i = 0; i < 10; ++i) {
        text += "unit z" + std::to_string(i) + " zulu-spears side=zulu stands=6 fired=long\n";
    }
    Game game(text);
    CHECK(game.muster({"turn"}) == 1);
    const auto err = game.err.str();
    CHECK(err.find("turn 1 still owes 10: z0: morale test") != std::string::npos);
    CHECK(err.find("muster morale z7; and 2 more (`muster status` lists them)") !=
          std::string::npos);
    CHECK(err.find("z8:") == std::string::npos);
    CHECK(std::count(err.begin(), err.end(), '\n') == 1); // one line
}

} // namespace muster_unit_record
