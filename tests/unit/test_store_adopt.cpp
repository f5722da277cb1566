// A game taken from another copy (issue 26, muster sync): replay over texts proves what replay of
// the files proves and names the same difference; adopt_game writes both files only when the
// game is still what the caller read; begin_journal starts a journal a roster never had.
#include "../support/game_fixture.hpp"
#include "muster/store/adopt.hpp"
#include "muster/store/replay.hpp"
#include "muster/store/store.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_store_adopt {

using namespace muster;

namespace {

void played(test::Game& game) {
    REQUIRE(game.muster({"init", "--rules", "unbalanced-equality"}) == 0);
    REQUIRE(game.muster({"add", "90th/A", "brit-infantry", "--side", "british"}) == 0);
    REQUIRE(game.muster({"add", "uThulwana", "zulu-spears", "--side", "zulu"}) == 0);
    REQUIRE(game.muster({"fire", "90th/A", "--at", "uThulwana", "--range", "short"}) == 0);
    REQUIRE(game.muster({"morale", "uThulwana", "--dice", "4"}) == 0);
}

} // namespace

TEST_CASE("store: replay over texts proves the game replay of its files proves", "[store][sync]") {
    test::Game game;
    played(game);
    const auto from_files = store::replay(game.roster);
    const auto from_texts = store::replay_texts("g", game.text(), game.journal());
    CHECK(from_files.difference == store::ReplayDifference::none);
    CHECK(from_texts.difference == store::ReplayDifference::none);
    CHECK(from_texts.entries == from_files.entries);
    CHECK(from_texts.resolved == from_files.resolved);
}

TEST_CASE("store: replay over texts names a hand edit and a journal short of its last entry",
          "[store][sync]") {
    test::Game game;
    played(game);
    auto edited = game.text();
    edited.replace(edited.find("killed=54"), 9, "killed=50");
    CHECK(store::replay_texts("g", edited, game.journal()).difference ==
          store::ReplayDifference::hand_edit);
    // the journal without its last entry: the roster is not what it gives
    const auto before_last = store::replay_texts("g", game.text(), game.journal());
    REQUIRE(before_last.difference == store::ReplayDifference::none);
    const auto journal = game.journal();
    const auto last_line = journal.rfind('\n', journal.size() - 2) + 1;
    const auto cut = store::replay_texts("g", game.text(), journal.substr(0, last_line));
    CHECK(cut.difference != store::ReplayDifference::none);
}

TEST_CASE("store: adopt_game writes both files only when nothing was saved meanwhile",
          "[store][sync]") {
    test::Game game;
    played(game);
    const auto roster = game.text();
    const auto journal = game.journal();
    test::Game other;
    played(other);
    REQUIRE(other.muster({"kill", "uThulwana", "3"}) == 0);
    // Read, then a save meanwhile: nothing written.
    REQUIRE(game.muster({"kill", "uThulwana", "1"}) == 0);
    const auto saved_roster = game.text();
    const auto saved_journal = game.journal();
    CHECK_FALSE(store::adopt_game(game.roster, roster, journal, other.text(), other.journal()));
    CHECK(game.text() == saved_roster);
    CHECK(game.journal() == saved_journal);
    // Read now: both written, and the game replays as the other's.
    CHECK(
        store::adopt_game(game.roster, saved_roster, saved_journal, other.text(), other.journal()));
    CHECK(game.text() == other.text());
    CHECK(game.journal() == other.journal());
    CHECK(store::replay(game.roster).difference == store::ReplayDifference::none);
}

TEST_CASE("store: a roster with no journal begins one that replay proves", "[store][sync]") {
    test::Game game;
    played(game);
    const auto text = game.text();
    std::filesystem::remove(game.journal_path());
    REQUIRE(store::begin_journal(game.roster));
    CHECK(game.text() == text);
    CHECK(store::replay(game.roster).difference == store::ReplayDifference::none);
    CHECK_FALSE(store::begin_journal(game.roster)); // it has one now
}

} // namespace muster_unit_store_adopt
