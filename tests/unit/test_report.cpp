#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/report/html.hpp"
#include "muster/report/model.hpp"
#include "muster/report/svg.hpp"
#include "muster/roster/format.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>
#include <functional>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_report {

// The battle report's model and HTML (issue 14), on in-memory rosters and journals: each change
// is made as `muster` makes it (format_roster's edits), so the model rebuilds the same states.

namespace {

using muster::Roster;
using muster::battle_report::Record;

/// A game played in memory: the roster's text and the journal's records.
struct Game {
    std::string text;
    std::vector<Record> records;

    explicit Game(std::string start) : text(std::move(start)) {}

    /// One change: `edit` mutates the roster; the record gets the brief, dice and rolls.
    Record& change(const std::string& command, const std::string& brief,
                   const std::function<void(Roster&)>& edit,
                   std::vector<muster::dice::Throw> dice = {}) {
        const auto doc = muster::parse_roster(text, "game.roster");
        Roster roster = doc.roster;
        edit(roster);
        auto formatted = muster::format_roster(doc, roster);
        text = formatted.text;
        Record record;
        record.entry.command = command;
        record.entry.brief = brief;
        record.entry.turn = roster.turn;
        record.entry.dice = std::move(dice);
        record.entry.edits = std::move(formatted.edits);
        record.log_line = "t" + std::to_string(roster.turn) + " " + brief;
        records.push_back(std::move(record));
        return records.back();
    }
    void kill(const std::string& unit, long long men) {
        change("kill", "kill " + unit,
               [&](Roster& r) { muster::ue::record(*r.find(unit)).killed += men; });
    }
    void next_turn() {
        change("turn", "turn", [](Roster& r) { ++r.turn; });
    }
    /// `muster undo`: the last live change is cancelled (its text restored).
    void undo() {
        for (auto it = records.rbegin(); it != records.rend(); ++it) {
            if (it->live && !it->entry.undo) {
                text = muster::revert_edits(text, it->entry.edits);
                it->live = false;
                break;
            }
        }
        Record record;
        record.entry.command = "undo";
        record.entry.undo = true;
        record.live = false;
        record.log_line = "undo";
        records.push_back(std::move(record));
    }
    muster::battle_report::GameModel model() const {
        return muster::battle_report::build_game_model(text, records, "game.roster");
    }
};

const std::string k_ue = "# muster roster v1\nrules unbalanced-equality\ntitle Test\nturn 1\n"
                         "unit 90th/A brit-infantry side=british stands=3\n"
                         "unit uThulwana zulu-spears side=zulu stands=6\n";
const std::string k_fw = "# muster roster v1\nrules fuzzy-wuzzy\nturn 1\n"
                         "unit Lincolns regular-infantry side=british stands=4\n"
                         "unit Hadendowa irregular-spearmen side=mahdist stands=6\n";

std::vector<long long> killed_of(const muster::battle_report::GameModel& m, std::size_t side) {
    std::vector<long long> values;
    for (const auto& p : m.points) {
        values.push_back(p.sides[side].count("killed"));
    }
    return values;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) {
        ++n;
    }
    return n;
}

} // namespace

TEST_CASE("UE-ROSTER-1: the report's casualty points are each side's men killed at each turn's "
          "end",
          "[ue][report]") {
    Game game(k_ue);
    game.kill("uThulwana", 300);
    game.kill("90th/A", 45);
    game.next_turn();
    game.kill("uThulwana", 150);
    const auto m = game.model();
    REQUIRE(m.sides == std::vector<std::string>{"british", "zulu"});
    CHECK(killed_of(m, 0) == std::vector<long long>{0, 45, 45});
    CHECK(killed_of(m, 1) == std::vector<long long>{0, 300, 450});
    CHECK(m.points.front().start);
    CHECK(m.points.back().turn == 2);
    const auto html = muster::battle_report::report_html(m);
    for (const auto* point : {"data-side=\"zulu\" data-series=\"killed\" data-turn=\"1\" "
                              "data-value=\"300\"",
                              "data-side=\"zulu\" data-series=\"killed\" data-turn=\"2\" "
                              "data-value=\"450\"",
                              "data-side=\"british\" data-series=\"killed\" data-turn=\"start\" "
                              "data-value=\"0\""}) {
        CHECK(html.find(point) != std::string::npos);
    }
    CHECK(count(html, "<circle class=\"pt\"") == 6); // 2 sides x (start + 2 turns)
}

TEST_CASE("report: the chart plots each side's losses as a share of its starting strength, the "
          "army lines both at 25% (issue 24)",
          "[ue][army][report]") {
    Game game(k_ue);
    // 90th/A: brit-infantry, 3 stands of 45 = 135 men; uThulwana: 6 stands of 300 = 1,800.
    game.kill("90th/A", 54);     // 40% of the British
    game.kill("uThulwana", 180); // 10% of the Zulus: fewer men lost in share, more in count
    const auto m = game.model();
    REQUIRE(m.sides == std::vector<std::string>{"british", "zulu"});
    const auto series = muster::battle_report::chart_series(m);
    REQUIRE(series.size() == 2);
    CHECK(series[0].values == std::vector<long long>{0, 54});
    CHECK(series[0].strength == std::vector<long long>{135, 135});
    CHECK(series[0].shares == std::vector<double>{0.0, 40.0});
    CHECK(series[1].values == std::vector<long long>{0, 180});
    CHECK(series[1].strength == std::vector<long long>{1800, 1800});
    CHECK(series[1].shares == std::vector<double>{0.0, 10.0});
    const auto html = muster::battle_report::report_html(m);
    // The scale is in percent (40% -> a 50% top); the British point sits higher than the Zulu's.
    CHECK(html.find("data-ymax=\"50\"") != std::string::npos);
    const auto cy_of = [&](const std::string& side) {
        const std::regex point("data-side=\"" + side +
                               "\" data-series=\"killed\" data-turn=\"1\" data-value=\"[0-9]+\" "
                               "data-share=\"([0-9.]+)\" cx=\"[0-9.]+\" cy=\"([0-9.]+)\"");
        std::smatch match;
        REQUIRE(std::regex_search(html, match, point));
        return std::pair{std::stod(match[1]), std::stod(match[2])};
    };
    const auto [british_share, british_cy] = cy_of("british");
    const auto [zulu_share, zulu_cy] = cy_of("zulu");
    CHECK(british_share == Approx(40.0));
    CHECK(zulu_share == Approx(10.0));
    CHECK(british_cy < zulu_cy); // higher on the page: the larger share
    // Both army lines at 25%, whatever the armies' sizes; the men in their titles.
    CHECK(html.find("data-side=\"british\" data-value=\"33.75\" data-share=\"25\"") !=
          std::string::npos);
    CHECK(html.find("data-side=\"zulu\" data-value=\"450\" data-share=\"25\"") !=
          std::string::npos);
    CHECK(html.find("54 men of 135 (40.0%)") != std::string::npos); // the tooltip
}

TEST_CASE("UE-ARMY-1: an army at 25% of its starting men is marked, and its line is drawn there",
          "[ue][army][report]") {
    Game game(k_ue);
    game.kill("uThulwana", 449); // zulu-spears: 6 stands of 300 = 1,800 men; 25% is 450
    auto m = game.model();
    CHECK(m.now[1].men == 1800);
    CHECK_FALSE(m.now[1].army_test);
    auto html = muster::battle_report::report_html(m);
    CHECK(html.find("class=\"threshold\" data-side=\"zulu\" data-value=\"450\"") !=
          std::string::npos);
    CHECK(html.find("1 man short of its 25% line (450 men)") !=
          std::string::npos); // "1 men" before issue 22
    game.kill("uThulwana", 1);
    m = game.model();
    CHECK(m.now[1].army_test);
    html = muster::battle_report::report_html(m);
    CHECK(html.find("past its 25% line (450 men)") != std::string::npos);
}

TEST_CASE("UE-ARMY: with army morale off (OPT-3) no 25% line is drawn", "[ue][army][report]") {
    Game game(k_ue + "option army-morale off\n");
    const auto m = game.model();
    CHECK_FALSE(m.army_morale);
    CHECK(muster::battle_report::report_html(m).find("class=\"threshold\"") == std::string::npos);
}

TEST_CASE("FW-PIECE-2: the report counts casualty markers, dead and stands out of action per "
          "side",
          "[fw][report]") {
    Game game(k_fw);
    game.change("fire", "fire Lincolns -> Hadendowa: 4 markers",
                [](Roster& r) { muster::fw::record(*r.find("Hadendowa")).markers += 4; });
    game.change("recover", "recover Hadendowa", [](Roster& r) {
        muster::fw::record(*r.find("Hadendowa")).markers = 1;
        muster::fw::record(*r.find("Hadendowa")).dead = 3;
    });
    const auto m = game.model();
    REQUIRE(m.points.size() == 2);
    const auto& mahdist = m.points.back().sides[1];
    CHECK(mahdist.count("markers") == 1);
    CHECK(mahdist.count("dead") == 3);
    CHECK(mahdist.stands_lost == 2); // 4 casualties on 2-figure stands: the first two
    const auto html = muster::battle_report::report_html(m);
    CHECK(html.find("data-side=\"mahdist\" data-series=\"markers\" data-turn=\"1\" "
                    "data-value=\"1\"") != std::string::npos);
    CHECK(
        html.find("data-side=\"mahdist\" data-series=\"dead\" data-turn=\"1\" data-value=\"3\"") !=
        std::string::npos);
    CHECK(html.find("class=\"threshold\"") == std::string::npos); // FW has no army line
}

TEST_CASE("FW-RALLY-2: a rally where some stands rally is said as what it did, never "
          "'rally failed'",
          "[fw][rally][report]") {
    Game game(k_fw);
    game.change("fire", "fire Lincolns -> Hadendowa: 6 markers", [](Roster& r) {
        muster::fw::record(*r.find("Hadendowa")).markers = 6;
        muster::fw::record(*r.find("Hadendowa")).retreating = 6;
    });
    game.next_turn();
    auto& partial = game.change("rally", "rally Hadendowa: 2 of 6 stands rally", [](Roster& r) {
        muster::fw::record(*r.find("Hadendowa")).retreating = 4;
    });
    partial.rolls.push_back({"rally", "Hadendowa", "mahdist", false, 0.001});
    game.next_turn();
    auto& none = game.change("rally", "rally Hadendowa: no stand rallies", [](Roster&) {});
    none.rolls.push_back({"rally", "Hadendowa", "mahdist", false, 0.01});
    const auto m = game.model();
    std::vector<std::string> texts;
    for (const auto& e : m.units[1].events) {
        texts.push_back("t" + std::to_string(e.turn) + " " + e.text);
    }
    CHECK(texts == std::vector<std::string>{"t1 took 6 markers", "t1 6 stands retreating",
                                            "t2 rally: 2 of 6 stands rallied", "t3 rally failed"});
}

TEST_CASE("UE-MORALE-4: a unit's history shows its fire, its losses, falling back and "
          "destruction by turn",
          "[ue][report]") {
    Game game(k_ue);
    auto& fire = game.change("fire", "fire uThulwana -> 90th/A short: 90 killed",
                             [](Roster& r) { muster::ue::record(*r.find("90th/A")).killed = 90; });
    fire.typed = true; // who fired at whom: the event's request, as data
    fire.firers = {"uThulwana"};
    fire.target = "90th/A";
    game.next_turn();
    game.change("morale", "morale 90th/A failed (1)",
                [](Roster& r) { muster::ue::record(*r.find("90th/A")).falling_back = true; })
        .rolls.push_back({"morale", "90th/A", "british", false, 0.5});
    game.kill("90th/A", 45);
    const auto m = game.model();
    REQUIRE(m.units.size() == 2);
    const auto& british = m.units[0];
    std::vector<std::string> texts;
    for (const auto& e : british.events) {
        texts.push_back("t" + std::to_string(e.turn) + " " + e.text);
    }
    CHECK(texts == std::vector<std::string>{"t1 lost 90 men", "t2 morale failed", "t2 fell back",
                                            "t2 lost 45 men", "t2 destroyed"});
    CHECK(m.units[1].events.front().text == "fired");
    CHECK(m.points.back().key_events ==
          std::vector<std::string>{"90th/A destroyed", "90th/A fell back"});
    const auto html = muster::battle_report::report_html(m);
    CHECK(count(html, "<tr class=\"unit") == 2); // every unit has a history row
}

TEST_CASE("FW-RECON-1: the report reads a recon's scout from its request, as recon is recorded "
          "now (the rule set's own command: units) and as it was (unit)",
          "[fw][report]") {
    for (const char* request : {R"({"kind":"recon","units":["Lancers"],"options":{"--open":true}})",
                                R"({"kind":"recon","unit":"Lancers","open":true})"}) {
        INFO(request);
        muster::store::JournalEntry entry;
        entry.command = "recon";
        entry.request = nlohmann::json::parse(request);
        const auto records = muster::battle_report::read_records({entry});
        REQUIRE(records.size() == 1);
        CHECK(records[0].scout == "Lancers");
    }
}

TEST_CASE("report: an undone change is struck through in the log and left out of the numbers",
          "[report]") {
    Game game(k_ue);
    game.kill("uThulwana", 300);
    game.kill("uThulwana", 999);
    game.undo();
    const auto m = game.model();
    CHECK(m.changes == 1);
    CHECK(m.undone == 1);
    CHECK(killed_of(m, 1) == std::vector<long long>{0, 300});
    const auto html = muster::battle_report::report_html(m);
    CHECK(html.find("<li class=\"undone\"><del>t1 kill uThulwana</del> (undone)</li>") !=
          std::string::npos);
    CHECK(html.find("<li class=\"undo\">undo</li>") != std::string::npos);
}

TEST_CASE("report: dice luck compares each side's mean with the die's, and tests passed with "
          "their exact chance",
          "[report]") {
    Game game(k_ue);
    game.change("morale", "morale uThulwana failed (1)",
                [](Roster& r) { muster::ue::record(*r.find("uThulwana")).falling_back = true; },
                {{"D6", 1, "uThulwana morale"}});
    game.records.back().rolls.push_back({"morale", "uThulwana", "zulu", false, 0.5});
    game.change("rally", "rally uThulwana rallied (6)",
                [](Roster& r) { muster::ue::record(*r.find("uThulwana")).falling_back = false; },
                {{"D6", 6, "uThulwana rally"}, {"AvD", 5, "90th/A something"}});
    game.records.back().rolls.push_back({"rally", "uThulwana", "", true, 0.5});
    game.records.back().source = "seeded 42";
    game.records.front().source = "typed";
    const auto m = game.model();
    CHECK(m.outcomes_recorded);
    REQUIRE(m.luck.size() == 2);
    const auto& zulu = m.luck[0];
    CHECK(zulu.side == "zulu");
    REQUIRE(zulu.dice.size() == 1);
    CHECK(zulu.dice[0].count == 2);
    CHECK(zulu.dice[0].mean() == Approx(3.5));
    CHECK(zulu.dice[0].expected_mean == Approx(3.5));
    CHECK(zulu.tests == 2); // the rally names no side: its unit's side counts
    CHECK(zulu.passed == 1);
    CHECK(zulu.expected_passes == Approx(1.0));
    CHECK(zulu.sources ==
          std::vector<std::pair<std::string, long long>>{{"typed", 1}, {"seeded", 1}});
    CHECK(m.luck[1].side == "british");
    CHECK(m.luck[1].dice[0].die == "AvD");
    const auto html = muster::battle_report::report_html(m);
    CHECK(html.find("1 of 2 (50.0%), expected 1.0 (50.0%)") != std::string::npos);
    CHECK(html.find("not recorded") == std::string::npos);
}

TEST_CASE("report: a journal without outcomes says so, and still compares the dice", "[report]") {
    Game game(k_ue);
    game.change("morale", "morale uThulwana passed (4)", [](Roster& r) { r.turn = 1; },
                {{"D6", 4, "uThulwana morale"}});
    const auto m = game.model();
    CHECK_FALSE(m.outcomes_recorded);
    const auto html = muster::battle_report::report_html(m);
    CHECK(html.find("Test outcomes were not recorded in this journal") != std::string::npos);
    CHECK(html.find("<td class=\"n\">4.00</td><td class=\"n\">3.50</td>") != std::string::npos);
}

TEST_CASE("report: the dice means are the dice's own faces", "[report]") {
    CHECK(*muster::battle_report::die_mean("D6") == Approx(3.5));
    CHECK(*muster::battle_report::die_mean("AvD") == Approx(3.5)); // 2,3,3,4,4,5
    CHECK(*muster::battle_report::die_mean("d20") == Approx(10.5));
    CHECK_FALSE(muster::battle_report::die_mean("d0"));
    CHECK_FALSE(muster::battle_report::die_mean("coin"));
}

TEST_CASE("report: an empty journal gives the roster as it stands", "[report]") {
    Game game(k_ue);
    const auto m = game.model();
    CHECK(m.points.size() == 2);
    CHECK(m.log.empty());
    CHECK(m.luck.empty());
    const auto html = muster::battle_report::report_html(m);
    CHECK(html.find("The journal is empty.") != std::string::npos);
    CHECK(html.find("No dice were thrown") != std::string::npos);
}

TEST_CASE("report: a roster edited by hand since the journal starts the history after the last "
          "change that fits",
          "[report]") {
    Game game(k_ue);
    game.kill("uThulwana", 300);
    game.kill("90th/A", 10);
    // by hand: the 90th/A line no longer holds what the last change wrote
    const auto at = game.text.find("killed=10");
    REQUIRE(at != std::string::npos);
    game.text.replace(at, 9, "killed=12");
    const auto m = game.model();
    CHECK(m.history_note.find("edited by hand") != std::string::npos);
    CHECK(m.points.front().sides[0].count("killed") == 12); // the history is the roster as it is
}

TEST_CASE("report: a 200-turn game has a point per turn and a readable axis", "[report]") {
    Game game(k_ue);
    for (int turn = 1; turn <= 200; ++turn) {
        game.kill("uThulwana", 5);
        game.next_turn();
    }
    const auto m = game.model();
    CHECK(m.points.size() == 201); // start, turns 1-200 (turn 201 has no change yet)
    CHECK(m.points.back().sides[1].count("killed") == 1000);
    const auto html = muster::battle_report::report_html(m);
    CHECK(count(html, "<circle class=\"pt\"") == 402);
    CHECK(count(html, "class=\"xtick\"") <= 14);
}

TEST_CASE("report: HTML escaping makes names and journal text plain text", "[report][html]") {
    using muster::battle_report::escape_html;
    CHECK(escape_html("<script>alert(\"x\")</script>") ==
          "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    CHECK(escape_html("Rorke's & Co") == "Rorke&#39;s &amp; Co");
    CHECK(escape_html("Ümlaut — iNkatha") == "Ümlaut — iNkatha"); // UTF-8 kept
    CHECK(escape_html("a\x01z\x7f") == "a\xEF\xBF\xBDz\xEF\xBF\xBD");
    CHECK(escape_html("bad \xff byte") == "bad \xEF\xBF\xBD byte");
    CHECK(escape_html("overlong \xC0\xAF") == "overlong \xEF\xBF\xBD\xEF\xBF\xBD");
    CHECK(escape_html("cut \xE2\x80") == "cut \xEF\xBF\xBD\xEF\xBF\xBD");
    CHECK(escape_html("csi \xC2\x9B"
                      "2J") == "csi \xEF\xBF\xBD"
                               "2J"); // C1 control U+009B
    CHECK(escape_html("a\xE2\x80\xAE"
                      "b\xE2\x81\xA6"
                      "c") == "a\xEF\xBF\xBD"
                              "b\xEF\xBF\xBD"
                              "c");                                       // U+202E, U+2066
    CHECK(escape_html("\xC2\xA0\xE2\x80\x94") == "\xC2\xA0\xE2\x80\x94"); // nbsp, em dash kept
}

TEST_CASE("report: a title and journal lines with markup are text on the page", "[report][html]") {
    Game game("# muster roster v1\nrules unbalanced-equality\ntitle <script>x</script> & "
              "\"Rorke's\" — Ü\nturn 1\nunit 90th/A brit-infantry side=british stands=3\n");
    game.kill("90th/A", 1);
    game.records.back().log_line = "t1 <img src=x onerror=alert(1)>";
    const auto html = muster::battle_report::report_html(game.model());
    CHECK(html.find("<script>") == std::string::npos);
    CHECK(html.find("<img") == std::string::npos);
    CHECK(html.find("<h1>&lt;script&gt;x&lt;/script&gt; &amp; &quot;Rorke&#39;s&quot; — Ü</h1>") !=
          std::string::npos);
    CHECK(html.find("t1 &lt;img src=x onerror=alert(1)&gt;") != std::string::npos);
    // nothing to load: no src, no url(), no link, and a policy forbidding any load
    CHECK_FALSE(std::regex_search(html, std::regex("<[^>]*\\s(src|href)=")));
    CHECK(html.find("url(") == std::string::npos);
    CHECK(html.find("<link") == std::string::npos);
    CHECK(html.find("default-src 'none'") != std::string::npos);
}

TEST_CASE("UE-ROSTER-1: the sheet has a card per unit with one mark per figure, killed first",
          "[ue][sheet]") {
    const auto doc = muster::parse_roster(k_ue, "game.roster");
    Roster roster = doc.roster;
    muster::ue::record(*roster.find("90th/A")).killed = 52; // 3 figures of 15 men (UE-ROSTER-1)
    muster::ue::record(*roster.find("90th/A")).falling_back = true;
    roster.units.push_back(roster.units[0]);
    roster.units.back().name = "<script>";
    auto book = muster::make_rulebook(roster);
    const auto html = muster::battle_report::sheet_html(roster, *book, std::nullopt);
    CHECK(count(html, "<div class=\"card\"") == 3);
    CHECK(html.find("data-unit=\"&lt;script&gt;\"") != std::string::npos);
    CHECK(html.find("<script>") == std::string::npos);
    const auto card = html.substr(html.find("data-unit=\"90th/A\""));
    const auto first = card.substr(0, card.find("</div>\n"));
    CHECK(count(first, "<i class=\"fig k\">") == 3);
    CHECK(count(first, "<i class=\"fig\">") == 6); // 3 stands of 3 figures
    CHECK(first.find("<span class=\"alert\">falling back</span>") != std::string::npos);
    const auto zulu = muster::battle_report::sheet_html(roster, *book, std::string("zulu"));
    CHECK(count(zulu, "<div class=\"card\"") == 1);
    CHECK(zulu.find("uThulwana") != std::string::npos);
}

TEST_CASE("sheet: every mark beside a unit's name reads as words, not the file's tokens "
          "(issue 24)",
          "[ue][sheet]") {
    const auto doc = muster::parse_roster(k_ue, "game.roster");
    Roster roster = doc.roster;
    auto& unit = *roster.find("uThulwana");
    muster::set_unit_key(unit, roster.rules, "due", "rally");
    muster::set_unit_key(unit, roster.rules, "done", "fired-at,morale");
    muster::set_unit_key(unit, roster.rules, "fired", "short");
    auto book = muster::make_rulebook(roster);
    const auto html = muster::battle_report::sheet_html(roster, *book, std::string("zulu"));
    const auto card = html.substr(html.find("data-unit=\"uThulwana\""));
    const auto from = card.find("<div class=\"state\">");
    REQUIRE(from != std::string::npos);
    const auto state = card.substr(from, card.find("</div>", from) - from);
    CHECK(state.find("<span>owes rally</span>") != std::string::npos);
    CHECK(state.find("<span>done this turn: fired at, morale</span>") != std::string::npos);
    CHECK(state.find("<span>fired at short</span>") != std::string::npos);
    // No span holds a `key=value` token or a hyphenated key.
    CHECK_FALSE(std::regex_search(state, std::regex("<span[^>]*>[^<]*[=-][^<]*</span>")));
}

TEST_CASE("FW-PIECE-2: the sheet draws wounded figures after the dead, markers filling stands",
          "[fw][sheet]") {
    const auto doc = muster::parse_roster(k_fw, "game.roster");
    Roster roster = doc.roster;
    muster::fw::record(*roster.find("Lincolns")).markers = 3;
    muster::fw::record(*roster.find("Lincolns")).dead = 1;
    auto book = muster::make_rulebook(roster);
    const auto page = muster::battle_report::sheet_html(roster, *book, std::string("british"));
    const auto html = page.substr(page.find("<div class=\"cards\">")); // not the legend
    CHECK(count(html, "<div class=\"card\"") == 1);
    CHECK(count(html, "<i class=\"fig k\">") == 1);
    CHECK(count(html, "<i class=\"fig w\">") == 3);
    CHECK(count(html, "<div class=\"stand gone\">") == 2); // the first 4 figures: 2 stands
}

TEST_CASE("UE-ARMY-1: an army test failed is a key event of its turn, from the recorded "
          "outcome, never from the brief",
          "[ue][army][report]") {
    Game game(k_ue);
    // An entry without outcomes (journal version 1): its brief says zulu retreats, but no
    // program reads a brief, so nothing is inferred from it.
    game.change("army", "army british stands (3); zulu retreats (1)",
                [](Roster& r) { r.title = "x"; });
    auto m = game.model();
    CHECK(m.points.back().key_events.empty());
    CHECK(m.untyped == 1);
    game.change("army", "army british stands (3); zulu retreats (2)",
                [](Roster& r) { r.title = "y"; })
        .rolls = {{"army", "", "british", true, 2.0 / 3.0}, {"army", "", "zulu", false, 2.0 / 3.0}};
    m = game.model();
    CHECK(m.points.back().key_events == std::vector<std::string>{"army zulu retreats"});
}

TEST_CASE("report: a history too large to rebuild in a few seconds is refused up front",
          "[report]") {
    std::string text = "# muster roster v1\nrules unbalanced-equality\nturn 1\n";
    for (int i = 0; i < 3000; ++i) {
        text += "unit u" + std::to_string(i) + " zulu-spears side=zulu stands=6\n";
    }
    // 100 changes: 101 states of 3,000 units, beyond the 300,000 unit-states drawn. Refused
    // before any is rebuilt, so the changes' edits are not even read.
    std::vector<Record> records(100);
    try {
        muster::battle_report::build_game_model(text, records, "big.roster");
        FAIL("not refused");
    } catch (const muster::UsageError& e) {
        CHECK(std::string(e.what()).find("101 states of a 3000-unit roster") != std::string::npos);
    }
}

TEST_CASE("UE-MELEE-4: phase B's paired dice count for side A and side B in turn",
          "[ue][melee][report]") {
    Game game(k_ue);
    auto& melee = game.change("melee", "melee uThulwana vs 90th/A: uThulwana wins; losses 10 / 45",
                              [](Roster& r) { muster::ue::record(*r.find("90th/A")).killed = 45; },
                              {{"D6", 3, "melee phase B (side A, side B)"},
                               {"D6", 3, "melee phase B (side A, side B)"},
                               {"D6", 6, "melee phase B (side A, side B)"},
                               {"D6", 2, "melee phase B (side A, side B)"}});
    melee.typed = true; // the sides and the winner: the event's request and result
    melee.side_a = {"uThulwana"};
    melee.side_b = {"90th/A"};
    melee.melee_outcome = "won by uThulwana";
    const auto m = game.model();
    REQUIRE(m.luck.size() == 2);
    CHECK(m.luck[0].side == "zulu");
    CHECK(m.luck[0].dice[0].count == 2);
    CHECK(m.luck[0].dice[0].sum == 9); // 3, then 6 after the tie
    CHECK(m.luck[1].side == "british");
    CHECK(m.luck[1].dice[0].sum == 5);
    CHECK(m.points.back().key_events ==
          std::vector<std::string>{"uThulwana vs 90th/A: won by uThulwana"});
}

} // namespace muster_unit_report
