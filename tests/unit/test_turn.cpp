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

namespace {

struct Game {
    std::filesystem::path dir;
    std::string roster;
    std::ostringstream out, err;
    explicit Game(const std::string& text) {
        char pattern[] = "/tmp/muster-turn-XXXXXX";
        dir = ::mkdtemp(pattern);
        roster = (dir / "game.roster").string();
        std::ofstream(roster, std::ios::binary) << text;
    }
    ~Game() { std::filesystem::remove_all(dir); }
    Game(const Game&) = delete;
    Game& operator=(const Game&) = delete;

    int muster(std::vector<std::string> words) {
        words.insert(words.begin(), {"muster", "--roster", roster, "--no-color"});
        std::vector<const char*> argv;
        for (const auto& w : words) {
            argv.push_back(w.c_str());
        }
        return muster::cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
    }
    std::string text() const {
        std::ifstream in(roster, std::ios::binary);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }
};

} // namespace

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
    CHECK(game.out.str() == "t2 turn 2: 1 due\n");
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
    CHECK(game.out.str() == "t2 turn 2: 0 due\nt2 kill 90th/A 15: killed 0 -> 15\n");
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
    CHECK(game.out.str().find("FW-RECOVER-1: Hadendowa carries 3 markers") != std::string::npos);
}

// ---- the game's record (issue 11, docs/game-record.md) ---------------------------------------

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
    std::ifstream in(game.roster + ".journal");
    const std::string journal((std::istreambuf_iterator<char>(in)), {});
    CHECK(journal.find(R"("roll":{"chance":0.5,"passed":false,"side":"zulu","test":"morale")") !=
          std::string::npos);
    CHECK(journal.find(R"("source":"typed")") != std::string::npos);
    CHECK(game.muster({"morale", "uThulwana", "--dice", "6"}) == 1);
    // It names what was rolled and when: the journal's line for it.
    CHECK(game.err.str().find("uThulwana already took its morale test this turn (t3 morale "
                              "uThulwana failed (2) [dice 2]; UE-MORALE-1: once a turn)") !=
          std::string::npos);
    CHECK(game.text() == roster);
    std::ifstream again(game.roster + ".journal");
    CHECK(std::string((std::istreambuf_iterator<char>(again)), {}) == journal);
}

TEST_CASE("UE-SEQ: turn refuses while a morale test is owed; --skip-owed records it",
          "[ue][turn][record]") {
    Game game("# muster roster v1\nrules unbalanced-equality\nturn 3\n"
              "unit uThulwana zulu-spears side=zulu stands=6 killed=30 fired=short\n");
    const auto before = game.text();
    CHECK(game.muster({"turn"}) == 1);
    CHECK(game.err.str().find("turn 3 still owes 1: uThulwana: morale test (UE-MORALE-1): muster "
                              "morale uThulwana") != std::string::npos);
    CHECK(game.text() == before);
    REQUIRE(game.muster({"turn", "--skip-owed"}) == 0);
    std::ifstream in(game.roster + ".journal");
    const std::string journal((std::istreambuf_iterator<char>(in)), {});
    CHECK(journal.find(R"("skipped":[{"command":"muster morale uThulwana","owes":"morale test")") !=
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
    std::ifstream in(game.roster + ".journal");
    const std::string journal((std::istreambuf_iterator<char>(in)), {});
    CHECK(journal.find(R"("brief":"artillery RA -> uThulwana medium: 0 killed")") !=
          std::string::npos);
    CHECK(journal.find(R"({"die":"D6","for":"RA artillery","value":1})") != std::string::npos);
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
    std::ifstream in(game.roster + ".journal");
    const std::string journal((std::istreambuf_iterator<char>(in)), {});
    CHECK(journal.find(R"("command":"fire")") != std::string::npos);
    CHECK(journal.find(R"("source":"seeded 7")") != std::string::npos);
}
