#include "cli/app.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

// UE-SEQ and FW-SEQ through the command line: `muster turn` is one game turn (UE) or one
// move (FW); it clears the per-turn marks and lists what is due.

#include "../support/game_fixture.hpp"

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_turn {

using muster::test::Game;

TEST_CASE("UE-SEQ: a turn clears the fired band and single-stand marks, keeps falling-back",
          "[ue][turn]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 3\n"
              "unit 90th/A brit-infantry side=british stands=3\n"
              "unit uThulwana zulu-spears side=zulu stands=6 killed=10 fired=short single-stand "
              "falling-back done=fired-at,morale\n");
    REQUIRE(game.muster({"turn"}) == 0);
    const auto text = game.text();
    CHECK(text.find("turn 4") != std::string::npos);
    CHECK(text.find("fired=") == std::string::npos);
    CHECK(text.find("single-stand") == std::string::npos);
    CHECK(text.find("falling-back") != std::string::npos); // until it rallies (UE-RALLY)
    CHECK(game.out.str().find("UE-RALLY-1: uThulwana is falling back") != std::string::npos);
    CHECK(game.out.str().find("UE-ARMY") == std::string::npos); // 10 of 1,800 men: not 25%
}

TEST_CASE("UE-SEQ: a turn lists army morale due for a side that has lost 25% of its men",
          "[ue][turn]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 1\n"
              "unit 90th/A brit-infantry side=british stands=3\n"
              "unit uThulwana zulu-spears side=zulu stands=6 killed=450 done=army\n");
    REQUIRE(game.muster({"--brief", "turn"}) == 0);
    CHECK(game.out.str() == "t2 turn 2: due: zulu army check\n");
    game.out.str("");
    REQUIRE(game.muster({"turn", "--skip-owed"}) == 0);
    CHECK(game.out.str().find("UE-ARMY-1: army zulu has lost 450 of 1800 men") !=
          std::string::npos);
}

TEST_CASE("UE-SEQ: the turn is undone like any change, and the journal keeps the turn",
          "[ue][turn]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 1\n"
              "unit 90th/A brit-infantry side=british stands=3\n");
    const auto before = game.text();
    REQUIRE(game.muster({"turn"}) == 0);
    REQUIRE(game.muster({"kill", "90th/A", "15"}) == 0);
    game.out.str("");
    REQUIRE(game.muster({"log"}) == 0);
    CHECK(game.out.str() == "t2 turn 2: nothing due\nt2 kill 90th/A 15: killed 0 -> 15\n");
    REQUIRE(game.muster({"undo", "2"}) == 0);
    CHECK(game.text() == before);
}

TEST_CASE("FW-SEQ: a turn is one move: markers taken and moved marks are cleared", "[fw][turn]") {
    Game game("# muster roster v1\nrules fuzzy-wuzzy\nturn 1\n"
              "unit Hadendowa irregular-spearmen side=mahdist stands=6 markers=3 taken=3 moved "
              "retreating=2 done=fire-result,rally\n");
    REQUIRE(game.muster({"turn"}) == 0);
    const auto text = game.text();
    CHECK(text.find("turn 2") != std::string::npos);
    CHECK(text.find("taken=") == std::string::npos);
    CHECK(text.find(" moved") == std::string::npos);
    CHECK(text.find("markers=3") != std::string::npos);
    CHECK(game.out.str().find("FW-RALLY: Hadendowa has 2 retreating stands") != std::string::npos);
    // the optional recovery apart, after what is due; the new move called a move
    const auto optional = game.out.str().find("optional, FW-RECOVER-1: Hadendowa (3 markers)");
    REQUIRE(optional != std::string::npos);
    CHECK(optional > game.out.str().find("FW-RALLY: Hadendowa has 2 retreating stands"));
    CHECK(game.out.str().rfind("move 2", 0) == 0);
}

} // namespace muster_unit_turn
