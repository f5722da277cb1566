// Journal format 4 (issue 41, docs/game-record.md "The record as evidence"): facts and a chain of
// SHA-256 seals. A derived field changed and the journal resealed is named by replay; entries cut
// or moved are named by the chain; a roster begun without a journal gets one at its first save;
// an init records only the roster file's name; a seeded script's dice do not depend on comment
// lines; `log --json` gives the seed as a number; undo and the turn's history read the journal
// from its end.
#include "../support/game_fixture.hpp"
#include "cli/app.hpp"
#include "cli/session.hpp"
#include "muster/store/journal.hpp"
#include "store/tail.hpp"

#include <catch2/catch.hpp>
#include <fcntl.h>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_journal_chain {

namespace {

using muster::store::JournalEntry;

struct Game : muster::test::Game {
    using muster::test::Game::Game;
    int muster(std::vector<std::string> words) { return fresh(std::move(words)); }
    void write(const std::vector<std::string>& all) const {
        std::ofstream file(journal_path(), std::ios::binary | std::ios::trunc);
        for (const auto& line : all) {
            file << line << '\n';
        }
    }
    /// Every entry resealed in order, as examples/reseal.py does: each `prev` the seal before.
    void reseal() const {
        auto all = lines();
        std::string prev;
        for (auto& line : all) {
            auto json = nlohmann::json::parse(line);
            json.erase("sum");
            json.erase("prev");
            if (!prev.empty()) {
                json["prev"] = prev;
            }
            prev = muster::store::seal_of(json, json["v"].get<int>());
            json["sum"] = prev;
            line = json.dump();
        }
        write(all);
    }
    /// The index of the last journal line whose command is `command`.
    std::size_t find(const std::string& command) const {
        const auto all = lines();
        for (std::size_t i = all.size(); i-- > 0;) {
            if (nlohmann::json::parse(all[i])["command"] == command) {
                return i;
            }
        }
        FAIL("no " << command << " in the journal");
        return 0;
    }
    template <class F> void forge(std::size_t index, F change) {
        auto all = lines();
        auto json = nlohmann::json::parse(all.at(index));
        change(json);
        all.at(index) = json.dump();
        write(all);
        reseal();
    }
    nlohmann::json difference() {
        REQUIRE(muster({"--json", "replay"}) == 1);
        return nlohmann::json::parse(out.str())["result"]["difference"];
    }
};

void play(Game& g) {
    REQUIRE(g.muster({"init", "--rules", "unbalanced-equality"}) == 0);
    REQUIRE(g.muster({"add", "90th/A", "brit-infantry", "--side", "british"}) == 0);
    REQUIRE(g.muster({"add", "A", "zulu-spears", "--side", "zulu"}) == 0);
    REQUIRE(g.muster({"fire", "90th/A", "--at", "A", "--range", "short"}) == 0);
    REQUIRE(g.muster({"morale", "A", "--range", "short", "--dice", "2"}) == 0); // failed
    REQUIRE(g.muster({"kill", "A", "3"}) == 0);
    REQUIRE(g.muster({"kill", "A", "1"}) == 0);
    REQUIRE(g.muster({"undo"}) == 0);
    REQUIRE(g.muster({"--json", "replay"}) == 0);
    CHECK(nlohmann::json::parse(g.out.str())["result"]["chained"] == 8);
}

} // namespace

TEST_CASE(
    "journal format 4: each entry is sealed with SHA-256 over its line and chained to the seal "
    "before",
    "[journal][chain]") {
    Game g;
    play(g);
    std::string prev;
    for (const auto& line : g.lines()) {
        auto json = nlohmann::json::parse(line);
        CHECK(json["v"] == 5); // format 5: format 4 with SHA-256 roster hashes
        for (const char* key : {"from", "to"}) {
            const auto hash = json.value(key, std::string());
            CHECK((hash.empty() || hash == "none" || hash.size() == 64));
        }
        CHECK(json.value("prev", "") == prev);
        const auto sum = json["sum"].get<std::string>();
        CHECK(sum.size() == 64);
        json.erase("sum");
        CHECK(muster::store::seal_of(json, 4) == sum);
        prev = sum;
    }
}

TEST_CASE(
    "replay: a brief line saying `passed` on a failed roll and resealed is named by its field",
    "[replay][chain]") {
    Game g;
    play(g);
    g.forge(g.find("morale"), [](nlohmann::json& j) {
        auto brief = j["brief"].get<std::string>();
        brief.replace(brief.find("failed"), 6, "passed");
        j["brief"] = brief;
    });
    const auto d = g.difference();
    CHECK(d["kind"] == "derived-field");
    CHECK(d["field"] == "brief");
    CHECK(d["line"] == g.find("morale") + 1);
}

TEST_CASE("replay: roll.passed or turn or command or source changed and resealed is named",
          "[replay][chain]") {
    for (const auto& [field, change] :
         std::vector<std::pair<std::string, std::function<void(nlohmann::json&)>>>{
             {"roll.passed", [](nlohmann::json& j) { j["roll"]["passed"] = true; }},
             {"turn", [](nlohmann::json& j) { j["turn"] = 2; }},
             {"command", [](nlohmann::json& j) { j["command"] = "rally"; }},
             {"source", [](nlohmann::json& j) { j["source"] = "random"; }}}) {
        Game g;
        play(g);
        g.forge(g.find("morale"), change);
        const auto d = g.difference();
        INFO(field << ": " << d.dump());
        CHECK(d["kind"] == "derived-field");
        CHECK(d["field"] == field);
    }
}

TEST_CASE(
    "replay: the brief of an undo and the file name of an init changed and resealed are named",
    "[replay][chain]") {
    Game g;
    play(g);
    g.forge(g.find("undo"), [](nlohmann::json& j) { j["brief"] = "undo kill A 3"; });
    CHECK(g.difference()["field"] == "brief");
    Game h;
    play(h);
    h.forge(0, [](nlohmann::json& j) { j["file"] = "/home/someone/game.roster"; });
    CHECK(h.difference()["field"] == "file");
}

TEST_CASE("replay: two entries cut from the middle are named by the chain", "[replay][chain]") {
    Game g;
    play(g);
    auto all = g.lines();
    all.erase(all.begin() + 3, all.begin() + 5); // the fire and the morale test
    g.write(all);
    const auto d = g.difference();
    CHECK(d["kind"] == "chain");
    CHECK(d["line"] == 4);
    // Resealed whole, as a game's owner may rewrite his own history: the chain holds again, and
    // what still differs is the roster the entries give.
    g.reseal();
    CHECK(g.difference()["kind"] != "chain");
}

TEST_CASE("replay: an entry moved or the first entries cut are named by the chain",
          "[replay][chain]") {
    Game g;
    play(g);
    auto all = g.lines();
    std::swap(all[5], all[6]);
    g.write(all);
    auto d = g.difference();
    CHECK(d["kind"] == "chain");
    CHECK(d["line"] == 6);
    all = g.lines();
    std::swap(all[5], all[6]);
    all.erase(all.begin(), all.begin() + 2);
    g.write(all);
    d = g.difference();
    CHECK(d["kind"] == "chain");
    CHECK(d["line"] == 1);
}

TEST_CASE("journal: a roster with no journal gets at its first save a first entry holding its "
          "whole text and its file name only (replay proves the game)",
          "[journal][chain]") {
    Game g("# muster roster v1\nrules unbalanced-equality\nturn 2\n"
           "unit A zulu-spears side=zulu stands=6\nunit B brit-infantry side=british stands=3\n");
    const auto text = g.text();
    REQUIRE(g.muster({"kill", "A", "4"}) == 0);
    const auto all = g.lines();
    REQUIRE(all.size() == 2);
    const auto first = nlohmann::json::parse(all[0]);
    CHECK(first["command"] == "init");
    CHECK(first["began"] == true);
    CHECK(first["file"] == "game.roster");
    CHECK(first["turn"] == 2);
    CHECK(all[0].find(g.dir.string()) == std::string::npos); // no folder recorded
    std::string joined;
    for (const auto& line : first["edits"][0]["after"]) {
        joined += line.get<std::string>();
    }
    CHECK(joined == text);
    REQUIRE(g.muster({"replay"}) == 0);
    // `muster init` records the name alone too.
    Game h;
    REQUIRE(h.muster({"init", "--rules", "fuzzy-wuzzy"}) == 0);
    const auto init = nlohmann::json::parse(h.lines().at(0));
    CHECK(init["brief"] == "init game.roster");
    CHECK(init["file"] == "game.roster");
}

TEST_CASE("script: a comment or blank line does not change a seeded script's dice", "[script]") {
    const auto run = [](const std::string& text) {
        Game g;
        std::istringstream script(text);
        std::ostringstream out, err;
        muster::cli::Globals globals;
        globals.roster_path = g.roster;
        globals.roster_given = true;
        globals.seed = 7;
        REQUIRE(muster::cli::run_script(script, globals, out, err) == 0);
        return out.str();
    };
    const auto plain = run("roll 20d6\nroll 20d6\nroll 3d6\n");
    CHECK(run("# the battle of the ford\n\nroll 20d6\n# second volley\nroll 20d6\n\nroll 3d6\n") ==
          plain);
}

TEST_CASE("log --json: a seeded entry's seed is a number", "[journal]") {
    Game g;
    REQUIRE(g.muster({"init", "--rules", "unbalanced-equality"}) == 0);
    REQUIRE(g.muster({"add", "A", "zulu-spears", "--side", "zulu"}) == 0);
    REQUIRE(g.muster({"kill", "A", "100"}) == 0);
    REQUIRE(g.muster({"--seed", "18446744073709551615", "morale", "A", "--range", "long"}) == 0);
    REQUIRE(g.muster({"--json", "log"}) == 0);
    const auto entries = nlohmann::json::parse(g.out.str())["result"]["entries"];
    const auto& last = entries.back();
    REQUIRE(last["seed"].is_number_unsigned());
    CHECK(last["seed"].get<std::uint64_t>() == 18446744073709551615ULL);
    CHECK(entries.front().find("seed") == entries.front().end());
}

TEST_CASE("journal: read from its end a line at a time in small pieces it gives every line",
          "[journal]") {
    std::mt19937 rng(41);
    for (int round = 0; round < 200; ++round) {
        std::string text;
        std::vector<std::string> expected;
        const int count = static_cast<int>(rng() % 12);
        for (int i = 0; i < count; ++i) {
            std::string line(rng() % 40, static_cast<char>('a' + i));
            expected.push_back(line + "\n");
            text += line + "\n";
        }
        if (rng() % 3 == 0) { // a torn last line
            expected.emplace_back("torn");
            text += "torn";
        }
        muster::test::ScratchDir dir("muster-tail");
        dir.write("j", text);
        const std::string path = dir / "j";
        muster::store::files::Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
        muster::store::JournalTail tail(fd.get(), path, text.size(), 1 + rng() % 16);
        std::vector<std::string> got;
        std::string line;
        std::size_t start = 0;
        while (tail.previous(line, start)) {
            CHECK(text.compare(start, line.size(), line) == 0);
            got.insert(got.begin(), line);
        }
        CHECK(got == expected);
    }
}

} // namespace muster_unit_journal_chain
