// `muster replay` (issue 23, docs/game-record.md "Replay"): a game played through the command
// line is proven; one thing mutated (a roster line, a journal field, a die, a seeded die, the
// result) is named. And the once-a-turn refusal finds an earlier roll by unit name as data.
#include "../support/game_fixture.hpp"
#include "cli/app.hpp"
#include "cli/session.hpp"
#include "muster/store/journal.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_replay {

namespace {

struct Game : muster::test::Game {
    int muster(std::vector<std::string> words) { return fresh(std::move(words)); }
    /// Rewrites journal line `index` (from 0) through `change`, resealed when `reseal`.
    template <class F> void mutate(std::size_t index, F change, bool reseal = true) {
        auto all = lines();
        auto json = nlohmann::json::parse(all.at(index));
        change(json);
        if (reseal) {
            json.erase("sum");
            json["sum"] = muster::store::seal_of(json, json["v"].get<int>());
        }
        all.at(index) = json.dump();
        std::ofstream file(journal_path(), std::ios::binary | std::ios::trunc);
        for (const auto& line : all) {
            file << line << '\n';
        }
    }
    /// The index of the first journal line whose command is `command`.
    std::size_t find(const std::string& command) const {
        const auto all = lines();
        for (std::size_t i = 0; i < all.size(); ++i) {
            if (nlohmann::json::parse(all[i])["command"] == command) {
                return i;
            }
        }
        FAIL("no " << command << " in the journal");
        return 0;
    }
    std::string kind() {
        REQUIRE(muster({"--json", "replay"}) == 1);
        return nlohmann::json::parse(out.str())["result"]["difference"]["kind"].get<std::string>();
    }
};

/// A short UE game: units, seeded fire, typed morale, kill, an undo, a turn.
void play_ue(Game& g) {
    REQUIRE(g.muster({"init", "--rules", "unbalanced-equality"}) == 0);
    REQUIRE(g.muster({"add", "90th/A", "brit-infantry", "--side", "british"}) == 0);
    REQUIRE(g.muster({"add", "A", "zulu-spears", "--side", "zulu"}) == 0);
    REQUIRE(g.muster({"add", "A A", "zulu-spears", "--side", "zulu"}) == 0);
    REQUIRE(g.muster({"--seed", "7", "fire", "90th/A", "--at", "A", "--range", "short"}) == 0);
    REQUIRE(g.muster({"--seed", "7", "morale", "A", "--range", "short"}) == 0);
    REQUIRE(g.muster({"kill", "A A", "3"}) == 0);
    REQUIRE(g.muster({"kill", "A A", "1"}) == 0);
    REQUIRE(g.muster({"undo"}) == 0);
}

} // namespace

TEST_CASE("replay: a played game is proven, every entry re-resolved", "[replay]") {
    Game g;
    play_ue(g);
    REQUIRE(g.muster({"replay"}) == 0);
    CHECK(g.out.str().find("the roster is exactly what the rules and the recorded dice give") !=
          std::string::npos);
    REQUIRE(g.muster({"--json", "replay"}) == 0);
    const auto json = nlohmann::json::parse(g.out.str())["result"];
    CHECK(json["proven"] == true);
    CHECK(json["resolved"].get<int>() >= 5);
    CHECK(json["difference"].is_null());
}

TEST_CASE("replay: dice typed by unit (--dice B=5) are journalled in the order thrown and the "
          "game is proven (issue 24)",
          "[replay]") {
    Game g;
    REQUIRE(g.muster({"init", "--rules", "unbalanced-equality"}) == 0);
    REQUIRE(g.muster({"add", "90th/A", "brit-infantry", "--side", "british"}) == 0);
    REQUIRE(g.muster({"add", "90th/B", "brit-infantry", "--side", "british"}) == 0);
    REQUIRE(g.muster({"add", "A", "zulu-spears", "--side", "zulu"}) == 0);
    REQUIRE(g.muster({"add", "B", "zulu-spears", "--side", "zulu"}) == 0);
    REQUIRE(g.muster({"fire", "90th/A", "--at", "A", "--range", "short"}) == 0);
    REQUIRE(g.muster({"fire", "90th/B", "--at", "B", "--range", "long"}) == 0);
    const auto before = g.text();
    const auto journal = g.journal();
    // A unit the command throws no die for is refused, naming it; nothing changes.
    CHECK(g.fresh({"morale", "--dice", "90th/A=2", "--dice", "3,4"}) == 2);
    CHECK(g.err.str().find("90th/A") != std::string::npos);
    CHECK(g.fresh({"morale", "--dice", "B=5", "--dice", "B=6", "--dice", "2"}) == 2);
    CHECK(g.err.str().find("B is named twice") != std::string::npos);
    CHECK(g.text() == before);
    CHECK(g.journal() == journal);
    // B's die named, typed first; A (first in roster order) takes the plain value.
    REQUIRE(g.fresh({"--json", "morale", "--dice", "B=5", "--dice", "2"}) == 0);
    const auto result = nlohmann::json::parse(g.out.str())["result"]["tests"];
    REQUIRE(result.size() == 2);
    CHECK(result[0]["unit"] == "A");
    CHECK(result[0]["values"][0] == 2);
    CHECK(result[1]["unit"] == "B");
    CHECK(result[1]["values"][0] == 5);
    const auto entry = nlohmann::json::parse(g.lines().back());
    REQUIRE(entry["dice"].size() == 2);
    CHECK(entry["dice"][0]["value"] == 2);
    CHECK(entry["dice"][1]["value"] == 5);
    REQUIRE(g.muster({"--json", "replay"}) == 0);
    CHECK(nlohmann::json::parse(g.out.str())["result"]["proven"] == true);
}

TEST_CASE("replay: a version-2 entry whose seal was removed is named as altered", "[replay]") {
    Game g;
    play_ue(g);
    g.mutate(
        g.find("kill"), [](nlohmann::json& j) { j.erase("sum"); }, false);
    CHECK(g.kind() == "altered-entry");
}

TEST_CASE("FW-RECON-1: replay proves a recon journalled in schema 3's words (before recon was "
          "fuzzy-wuzzy's own command), and names one that asked otherwise",
          "[replay][book-request]") {
    const auto play = [](Game& g) {
        REQUIRE(g.muster({"init", "--rules", "fuzzy-wuzzy"}) == 0);
        REQUIRE(g.muster({"add", "Lancers", "regular-cavalry", "--side", "british"}) == 0);
        REQUIRE(g.muster({"move", "Lancers", "--rate", "march", "--dice", "3,4"}) == 0);
        REQUIRE(g.muster({"recon", "Lancers", "--open", "--dice", "4"}) == 0);
    };
    Game g;
    play(g);
    const auto recon = g.find("recon");
    const auto line = nlohmann::json::parse(g.lines().at(recon));
    CHECK(
        line["request"] ==
        nlohmann::json::parse(R"({"kind":"recon","units":["Lancers"],"options":{"--open":true}})"));
    g.mutate(recon, [](nlohmann::json& j) {
        j["request"] = {{"kind", "recon"}, {"unit", "Lancers"}, {"open", true}};
    });
    REQUIRE(g.muster({"replay"}) == 0);
    CHECK(g.out.str().find("the roster is exactly what the rules and the recorded dice give") !=
          std::string::npos);

    Game other;
    play(other);
    other.mutate(other.find("recon"), [](nlohmann::json& j) {
        j["request"] = {{"kind", "recon"}, {"unit", "Lancers"}, {"open", false}}; // not --open
    });
    REQUIRE(other.muster({"replay"}) == 1);
}

TEST_CASE("replay: a request in today's words is compared as recorded: one that reads the same but "
          "was written otherwise (a count of 2.9) is named",
          "[replay]") {
    Game g;
    play_ue(g);
    g.mutate(g.find("kill"), [](nlohmann::json& j) {
        j["request"]["count"] = j["request"]["count"].get<double>() + 0.9;
    });
    REQUIRE(g.muster({"--json", "replay"}) == 1);
    const auto json = nlohmann::json::parse(g.out.str())["result"]["difference"];
    CHECK(json["field"].get<std::string>().starts_with("request"));
}

TEST_CASE("replay: a hand edit of the roster is named", "[replay]") {
    Game g;
    play_ue(g);
    std::ofstream(g.roster, std::ios::app) << "# a note by hand\n";
    CHECK(g.kind() == "hand-edit");
}

TEST_CASE("replay: an altered journal entry (its seal broken) is named", "[replay]") {
    Game g;
    play_ue(g);
    g.mutate(
        g.find("kill"), [](nlohmann::json& j) { j["brief"] = "kill A A 30"; }, false);
    CHECK(g.kind() == "altered-entry");
}

TEST_CASE("replay: a die that is not a face of its die is named", "[replay]") {
    Game g;
    play_ue(g);
    g.mutate(g.find("morale"), [](nlohmann::json& j) { j["dice"][0]["value"] = 7; });
    CHECK(g.kind() == "not-a-face");
}

TEST_CASE("replay: a seeded die that its seed and position do not give is named", "[replay]") {
    Game g;
    play_ue(g);
    g.mutate(g.find("morale"), [](nlohmann::json& j) {
        auto& die = j["dice"].at(0);
        die["value"] = die["value"].get<int>() % 6 + 1; // another face
    });
    CHECK(g.kind() == "seed");
}

TEST_CASE("replay: a result the current rules give otherwise is named with the revision",
          "[replay]") {
    Game g;
    play_ue(g);
    g.mutate(g.find("fire"), [](nlohmann::json& j) {
        j["result"]["recorded_by_hand"] = true;
        j["rev"] = "2020-01-01";
    });
    REQUIRE(g.muster({"--json", "replay"}) == 1);
    const auto json = nlohmann::json::parse(g.out.str())["result"];
    CHECK(json["difference"]["kind"] == "rules");
    CHECK(json["difference"]["recorded_revision"] == "2020-01-01");
}

TEST_CASE("journal: a C1 control or bidi override in source or roll.unit makes the line damaged, "
          "reported with its line number",
          "[replay][journal]") {
    Game g;
    play_ue(g);
    g.mutate(g.find("fire"), [](nlohmann::json& j) {
        j["source"] = "seeded \xc2\x9b"
                      "7";
    });
    REQUIRE(g.muster({"log"}) == 0);
    CHECK(g.err.str().find("damaged journal entry skipped") != std::string::npos);
    CHECK(g.err.str().find("(line 5)") != std::string::npos);
    CHECK(g.out.str().find("\xc2\x9b") == std::string::npos);
    g.mutate(g.find("kill"), [](nlohmann::json& j) { j["roll"] = {{"unit", "A\xe2\x80\xae"}}; });
    REQUIRE(g.muster({"log"}) == 0);
    CHECK(g.err.str().find("2 damaged journal entries") != std::string::npos);
}

TEST_CASE("script: `muster --seed N -` gives each line its own dice, and replay proves them "
          "(issue 27)",
          "[replay][script]") {
    Game g;
    REQUIRE(g.muster({"init", "--rules", "unbalanced-equality"}) == 0);
    REQUIRE(g.muster({"add", "A", "zulu-spears", "--side", "zulu"}) == 0);
    REQUIRE(g.muster({"add", "A A", "zulu-spears", "--side", "zulu"}) == 0);
    REQUIRE(g.muster({"kill", "A", "100"}) == 0);
    REQUIRE(g.muster({"kill", "A A", "100"}) == 0);
    // Three rolls and two morale tests of one seeded script: line 1 throws what the single
    // command would; no later line repeats its dice.
    std::istringstream script("roll 20d6\nroll 20d6\nmorale A --range long\n"
                              "morale 'A A' --range long\n");
    std::ostringstream out, err;
    muster::cli::Globals globals; // `muster --roster ROSTER --seed 7 -`
    globals.roster_path = g.roster;
    globals.roster_given = true;
    globals.seed = 7;
    REQUIRE(muster::cli::run_script(script, globals, out, err) == 0);
    std::istringstream lines(out.str());
    std::string first, second;
    std::getline(lines, first);
    std::getline(lines, second);
    CHECK(first != second);
    REQUIRE(g.muster({"--seed", "7", "roll", "20d6"}) == 0);
    CHECK(g.out.str() == first + "\n");
    // Each morale entry records its own seed; replay re-derives both.
    const auto all = g.lines();
    const auto morale_a = nlohmann::json::parse(all.at(all.size() - 2));
    const auto morale_b = nlohmann::json::parse(all.back());
    CHECK(morale_a["source"] != morale_b["source"]);
    CHECK(morale_a["dice"][0]["source"] == "seeded");
    REQUIRE(g.muster({"replay"}) == 0);
}

TEST_CASE("script: an unterminated quote says where the script stopped (issue 27)", "[script]") {
    Game g;
    std::istringstream script("roll 3d6\nroll \"3d6\nroll 3d6\n");
    std::ostringstream out, err;
    muster::cli::Globals globals;
    globals.roster_path = g.roster;
    globals.roster_given = true;
    CHECK(muster::cli::run_script(script, globals, out, err) == 2);
    CHECK(err.str() == "muster: error: standard input line 2: unterminated quote\n"
                       "muster: error: stopped at standard input line 2 (exit 2)\n");
    const auto printed = out.str();
    CHECK(std::count(printed.begin(), printed.end(), '\n') == 1); // line 3 did not run
}

TEST_CASE("replay: a journal whose roster file is gone cannot be read (exit 3), and says so",
          "[replay]") {
    Game g;
    play_ue(g);
    std::filesystem::remove(g.roster);
    CHECK(g.muster({"replay"}) == 3);
    CHECK(g.err.str().find("its journal has nothing to be checked against") != std::string::npos);
    CHECK(g.out.str().empty());
}

} // namespace muster_unit_replay
