#include "../support/scratch.hpp"
#include "cli/app.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_report_cli {

// `muster report` reads the game record's journal fields (`source`, `roll`) when a journal has
// them, and reads journals without them as before (issue 14; the fields' spec is agreed with the
// game-record work). The fields are set here by hand in a journal muster wrote.

namespace {

std::string slurp(const std::filesystem::path& path) {
    return muster::test::ScratchDir::read(path.string());
}

struct Table : muster::test::ScratchDir {
    std::ostringstream out, err;
    Table() : muster::test::ScratchDir("muster-report") {
        write("r.roster", "# muster roster v1\nrules unbalanced-equality\nturn 1\n"
                          "unit 90th/A brit-infantry side=british stands=3\n"
                          "unit uThulwana zulu-spears side=zulu stands=6 killed=10 fired=long\n");
    }
    int muster(std::vector<std::string> words) {
        out.str("");
        err.str("");
        return muster::test::run_muster(*this / "r.roster", std::move(words), out, err);
    }
};

/// A journal's last line (the first save of a roster with no journal writes its text first).
std::string last_line(const std::string& text) {
    const auto end = text.find_last_not_of('\n');
    const auto start = text.rfind('\n', end);
    return text.substr(start == std::string::npos ? 0 : start + 1);
}

} // namespace

TEST_CASE("UE-MORALE-1: the report reads a test's recorded outcome and chance from the journal",
          "[ue][report]") {
    Table table;
    REQUIRE(table.muster({"morale", "--dice", "4"}) == 0); // long range: fails on 1 (UE-MORALE-1)
    const auto journal_path = table.dir / "r.roster.journal";
    auto line = nlohmann::json::parse(last_line(slurp(journal_path)));
    line["source"] = "typed";
    line["roll"] = {{"test", "morale"},
                    {"unit", "uThulwana"},
                    {"side", "zulu"},
                    {"passed", true},
                    {"chance", 5.0 / 6.0}};
    std::ofstream(journal_path, std::ios::binary | std::ios::trunc) << line.dump() << '\n';
    REQUIRE(table.muster({"report"}) == 0);
    const auto html = table.out.str();
    CHECK(html.find("1 of 1 (100.0%), expected 0.8 (83.3%)") != std::string::npos);
    CHECK(html.find("<td>typed</td>") != std::string::npos);
    CHECK(html.find("morale passed") != std::string::npos);
    CHECK(html.find("not recorded in this journal") == std::string::npos);
}

TEST_CASE("report: a version-1 journal (before the game record and events) is read, and says "
          "what it cannot show",
          "[report]") {
    Table table;
    REQUIRE(table.muster({"morale", "--dice", "1"}) == 0);
    // The entry as a journal written before the game record and events: version 1, no
    // `source`, `roll`, `request`, `result`, per-die source nor seal.
    const auto journal_path = table.dir / "r.roster.journal";
    auto line = nlohmann::json::parse(last_line(slurp(journal_path)));
    REQUIRE(line.contains("roll"));
    for (const char* key : {"roll", "source", "request", "result", "rules", "rev", "sum"}) {
        line.erase(key);
    }
    for (auto& die : line["dice"]) {
        die.erase("source");
    }
    line["v"] = 1;
    std::ofstream(journal_path, std::ios::binary | std::ios::trunc) << line.dump() << '\n';
    REQUIRE(table.muster({"report"}) == 0);
    const auto html = table.out.str();
    CHECK(html.find("Test outcomes were not recorded in this journal") != std::string::npos);
    CHECK(html.find("t1 morale uThulwana failed (1) [dice 1]") != std::string::npos); // the log
    CHECK(html.find("fell back") != std::string::npos);     // the state it left, from its edits
    CHECK(html.find("morale failed") == std::string::npos); // not read back from the brief
    CHECK(html.find("1 change of an older journal (version 1, before events) shows losses and "
                    "states only") != std::string::npos);
    CHECK(table.err.str().empty());
}

TEST_CASE("report: an entry with malformed game-record fields is damaged: skipped and counted",
          "[report]") {
    // The journal reader takes a line whose fields are not what muster writes (a number for
    // `source`, a word for `passed`) as damaged, like a torn line: the report skips both and
    // says so, and still draws the page.
    Table table;
    REQUIRE(table.muster({"morale", "--dice", "4"}) == 0);
    const auto journal_path = table.dir / "r.roster.journal";
    auto line = nlohmann::json::parse(last_line(slurp(journal_path)));
    line["source"] = 42;
    line["roll"] = {{"passed", "yes"}, {"chance", 7}};
    std::ofstream(journal_path, std::ios::binary | std::ios::trunc)
        << line.dump() << "\n{\"v\":1,\"torn\n";
    REQUIRE(table.muster({"report"}) == 0);
    CHECK(table.out.str().find("2 damaged journal lines skipped") != std::string::npos);
    CHECK(table.out.str().find("morale passed") == std::string::npos);
    CHECK(table.err.str().find("muster: warning: 2 damaged journal entries skipped") !=
          std::string::npos);
}

TEST_CASE("UE-SEQ: what a turn skipped is shown in the log and the unit's history",
          "[ue][report]") {
    Table table;
    REQUIRE(table.muster({"turn", "--skip-owed"}) == 0); // uThulwana's morale test was owed
    REQUIRE(table.muster({"report"}) == 0);
    auto html = table.out.str();
    CHECK(html.find("&mdash; skipped: uThulwana: morale test (UE-MORALE-1)</span>") !=
          std::string::npos);
    CHECK(html.find("owed, skipped: uThulwana: morale test (UE-MORALE-1)") != std::string::npos);

    // Other forms of an item (a word, an object of another shape) are shown as they are.
    const auto journal_path = table.dir / "r.roster.journal";
    auto line = nlohmann::json::parse(last_line(slurp(journal_path)));
    line["skipped"] = {"uThulwana morale (long)", {{"test", "rally"}, {"unit", "90th/A"}}};
    std::ofstream(journal_path, std::ios::binary | std::ios::trunc) << line.dump() << '\n';
    REQUIRE(table.muster({"report"}) == 0);
    html = table.out.str();
    CHECK(html.find("&mdash; skipped: uThulwana morale (long); rally 90th/A</span>") !=
          std::string::npos);
    // Only an item that names its unit as data (`who`) goes to that unit's history.
    CHECK(html.find("owed, skipped: rally 90th/A") == std::string::npos);
    CHECK(html.find("owed, skipped: uThulwana morale (long)") == std::string::npos);
}

} // namespace muster_unit_report_cli
