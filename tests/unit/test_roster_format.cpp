#include "../support/fake_rulebook.hpp"
#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/roster/format.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_roster_format {

using namespace muster;
using muster::test::make_unit;

namespace {

// The example of docs/roster.md, with comments, odd spacing, a trailing comment and house rules.
const std::string k_example = "# muster roster v1\n"
                              "rules   unbalanced-equality\n"
                              "title   Isandlwana refight\n"
                              "turn    3\n"
                              "option  combat-power figures\n"
                              "\n"
                              "# house rule: the NNC are shakier\n"
                              "type    nnc  base=brit-infantry  men=30\n"
                              "   \t\n"
                              "unit 90th/A     brit-infantry  side=british  stands=3  killed=52  "
                              "formation=closed\n"
                              "unit 90th/B     brit-infantry  side=british  stands=3  killed=0   "
                              "formation=closed  cover   # on the nek\n"
                              "unit  \"Durnford's Horse\"\tnnc side=british stands=2 killed=7\n"
                              "unit uThulwana  zulu-spears    side=zulu     stands=6  killed=372 "
                              "falling-back  fired=short\n";

RosterDocument parse(const std::string& text) {
    return parse_roster(text, "test.roster");
}

/// The line number and message of the RosterError that parsing `text` throws.
std::pair<int, std::string> parse_error(const std::string& text) {
    try {
        parse(text);
    } catch (const RosterError& e) {
        CHECK(e.file() == "test.roster");
        return {e.line(), e.what()};
    }
    FAIL("no error for:\n" << text);
    return {0, ""};
}

std::string header(std::string_view rules = "unbalanced-equality") {
    return "# muster roster v1\nrules " + std::string(rules) + "\n";
}

} // namespace

TEST_CASE("roster format: parses the example into the model", "[roster][format]") {
    auto doc = parse(k_example);
    const auto& r = doc.roster;
    CHECK(r.rules == "unbalanced-equality");
    CHECK(r.title == "Isandlwana refight");
    CHECK(r.turn == 3);
    CHECK(r.options.at("combat-power") == "figures");
    REQUIRE(r.types.size() == 1);
    CHECK(r.types[0].name == "nnc");
    CHECK(r.types[0].keys == std::vector<std::pair<std::string, std::string>>{
                                 {"base", "brit-infantry"}, {"men", "30"}});
    REQUIRE(r.units.size() == 4);
    CHECK(r.units[0].name == "90th/A");
    CHECK(muster::ue::record(r.units[0]).killed == 52);
    CHECK(muster::ue::record(r.units[0]).formation == "closed");
    CHECK(muster::ue::record(r.units[1]).cover);
    CHECK(r.units[2].name == "Durnford's Horse");
    CHECK(r.units[2].type == "nnc");
    CHECK(r.units[2].stands == 2);
    CHECK(muster::ue::record(r.units[3]).falling_back);
    CHECK(muster::ue::record(r.units[3]).fired == ue::Band::short_range);
    CHECK(doc.unit_lines == std::vector<int>{10, 11, 12, 13});
    CHECK(doc.type_lines == std::vector<int>{8});
}

TEST_CASE("roster format: an untouched file formats to the same bytes", "[roster][format]") {
    for (const std::string& text :
         {k_example, std::string(k_example, 0, k_example.size() - 1), // no final newline
          std::string("# muster roster v1\r\nrules fuzzy-wuzzy\r\n\r\nunit a regular-infantry "
                      "stands=2 markers=1 moves=march,double\r\n"),
          header() + "unit x brit-infantry stands=1 cover=no killed=0 mounted=yes\n"}) {
        auto doc = parse(text);
        auto out = format_roster(doc, doc.roster);
        CHECK(out.text == text);
        CHECK(out.edits.empty());
    }
}

TEST_CASE("roster format: a kill rewrites only that unit's line, keeping columns",
          "[roster][format]") {
    auto doc = parse(k_example);
    auto roster = doc.roster;
    muster::ue::record(*roster.find("90th/B")).killed = 15;
    auto out = format_roster(doc, roster);
    auto before = split_lines(k_example);
    auto after = split_lines(out.text);
    REQUIRE(before.size() == after.size());
    for (std::size_t i = 0; i < before.size(); ++i) {
        if (i != 10) {
            CHECK(before[i] == after[i]);
        }
    }
    CHECK(after[10] == "unit 90th/B     brit-infantry  side=british  stands=3  killed=15  "
                       "formation=closed  cover   # on the nek\n");
    REQUIRE(out.edits.size() == 1);
    CHECK(out.edits[0].at == 10);
    CHECK(out.edits[0].before == std::vector<std::string>{before[10]});
    CHECK(revert_edits(out.text, out.edits) == k_example);
}

TEST_CASE("roster format: flags and keys are added, removed and replaced in place",
          "[roster][format]") {
    auto doc = parse(k_example);
    auto roster = doc.roster;
    auto& zulu = *roster.find("uThulwana");
    muster::ue::record(zulu).falling_back = false;
    muster::ue::record(zulu).fired = ue::Band::medium;
    muster::ue::record(zulu).cover = true;
    muster::ue::record(zulu).locked = {"90th/A", "Durnford's Horse"};
    auto out = format_roster(doc, roster);
    auto after = split_lines(out.text);
    CHECK(after[12] == "unit uThulwana  zulu-spears    side=zulu     stands=6  killed=372  "
                       "fired=medium  cover  locked=\"90th/A,Durnford's Horse\"\n");
    auto again = parse(out.text);
    CHECK(again.roster == roster);
}

TEST_CASE("roster format: removed units lose their line, new units are lined up at the end",
          "[roster][format]") {
    auto doc = parse(k_example);
    auto roster = doc.roster;
    roster.units.erase(roster.units.begin() + 1); // 90th/B
    roster.units.push_back(make_unit("24th/C", "brit-infantry", 3, "british"));
    muster::ue::record(roster.units.back()).formation = "open";
    auto out = format_roster(doc, roster);
    auto lines = split_lines(out.text);
    REQUIRE(lines.size() == 13);
    CHECK(lines[10] == split_lines(k_example)[11]);
    CHECK(lines[12] == "unit 24th/C     brit-infantry  side=british  stands=3  killed=0   "
                       "formation=open\n");
    CHECK(parse(out.text).roster == roster);
    CHECK(revert_edits(out.text, out.edits) == k_example);
}

TEST_CASE("roster format: turn, title and options are rewritten in place or added",
          "[roster][format]") {
    auto doc = parse(k_example);
    auto roster = doc.roster;
    roster.turn = 4;
    roster.options["combat-power"] = "men";
    roster.options["army-morale"] = "off";
    roster.title = "Rorke's Drift";
    auto out = format_roster(doc, roster);
    auto lines = split_lines(out.text);
    CHECK(lines[2] == "title   Rorke's Drift\n");
    CHECK(lines[3] == "turn    4\n");
    CHECK(lines[4] == "option  combat-power men\n");
    CHECK(lines[5] == "option  army-morale off\n");
    CHECK(lines[6] == "\n");
    CHECK(parse(out.text).roster == roster);
    CHECK(revert_edits(out.text, out.edits) == k_example);
}

TEST_CASE("roster format: a new roster is the version line, header and units", "[roster][format]") {
    Roster roster;
    roster.rules = "fuzzy-wuzzy";
    roster.title = "Tamai";
    roster.options["fw-regular-fire-results"] = "on";
    roster.types.push_back({"camel", {{"base", "regular-cavalry"}, {"march", "3"}}});
    roster.units.push_back(make_unit("Black Watch", "regular-infantry", 4));
    roster.units.push_back(make_unit("Hadendowa", "irregular-spearmen", 10, "mahdist"));
    muster::fw::record(roster.units.back()).markers = 3;
    muster::fw::record(roster.units.back()).moves = {"march"};
    auto text = format_new_roster(roster);
    CHECK(text == "# muster roster v1\n"
                  "rules   fuzzy-wuzzy\n"
                  "title   Tamai\n"
                  "turn    1\n"
                  "option  fw-regular-fire-results on\n"
                  "type    camel  base=regular-cavalry  march=3\n"
                  "unit \"Black Watch\"  regular-infantry  stands=4  markers=0\n"
                  "unit Hadendowa      irregular-spearmen  side=mahdist  stands=10  markers=3  "
                  "moves=march\n");
    CHECK(parse(text).roster == roster);
}

TEST_CASE("roster format: a file without a final newline gets one when a line is appended",
          "[roster][format]") {
    std::string text = header() + "unit a brit-infantry stands=3";
    auto doc = parse(text);
    auto roster = doc.roster;
    roster.units.push_back(make_unit("b", "brit-infantry", 1));
    auto out = format_roster(doc, roster);
    CHECK(out.text ==
          header() + "unit a brit-infantry stands=3\nunit b brit-infantry stands=1 killed=0\n");
    CHECK(revert_edits(out.text, out.edits) == text);
}

TEST_CASE("roster format: revert_edits refuses text that does not hold the edit",
          "[roster][format]") {
    auto doc = parse(k_example);
    auto roster = doc.roster;
    roster.turn = 9;
    auto out = format_roster(doc, roster);
    CHECK_THROWS_AS(revert_edits(k_example, out.edits), RosterError);
}

TEST_CASE("roster format: unit keys of both rule sets", "[roster][format]") {
    auto doc = parse("# muster roster v1\nrules fuzzy-wuzzy\n"
                     "unit a regular-infantry side=x stands=4 markers=5 dead=1 retreating=2 "
                     "taken=3 formation=square moves=stationary,march,charge moved fought\n");
    const auto& u = doc.roster.units[0];
    CHECK(muster::fw::record(u).markers == 5);
    CHECK(muster::fw::record(u).dead == 1);
    CHECK(muster::fw::record(u).retreating == 2);
    CHECK(muster::fw::record(u).taken == 3);
    CHECK(muster::fw::record(u).formation == "square");
    CHECK(muster::fw::record(u).moves == std::vector<std::string>{"stationary", "march", "charge"});
    CHECK(muster::fw::record(u).moved);
    CHECK(muster::fw::record(u).fought);
    auto ue = parse(header() + "unit g cannon-brit stands=1 gun-hits=2 crew=replaced "
                               "single-stand mounted\n");
    CHECK(muster::ue::record(ue.roster.units[0]).gun_hits == 2);
    CHECK(muster::ue::record(ue.roster.units[0]).crew_replaced);
    CHECK(muster::ue::record(ue.roster.units[0]).single_stand);
    CHECK(muster::ue::record(ue.roster.units[0]).mounted);
}

TEST_CASE("roster format: unit names", "[roster][format]") {
    CHECK(check_unit_name("90th/A").empty());
    CHECK(check_unit_name("Durnford's Horse").empty());
    CHECK(check_unit_name("N.N.C._1-2").empty());
    CHECK(check_unit_name("Zoë").empty());
    CHECK(check_unit_name(std::string(64, 'a')).empty());
    CHECK_FALSE(check_unit_name(std::string(65, 'a')).empty());
    CHECK_FALSE(check_unit_name("").empty());
    CHECK_FALSE(check_unit_name("a:b").empty());
    CHECK_FALSE(check_unit_name("a,b").empty());
    CHECK_FALSE(check_unit_name(" a").empty());
    CHECK(quote_if_needed("a b") == "\"a b\"");
    CHECK(quote_if_needed("ab") == "ab");
}

TEST_CASE("roster format: malformed files are refused with the line and what is wrong",
          "[roster][format][errors]") {
    struct Case {
        std::string text;
        int line;
        std::string message;
    };
    const std::string h = header();
    const std::vector<Case> cases{
        {"", 1, "empty file"},
        {"rules unbalanced-equality\n", 1, "first line must be `# muster roster v1`"},
        {"# muster roster v2\nrules fuzzy-wuzzy\n", 1, "v2 is newer than this muster reads (v1)"},
        {"# muster roster vX\n", 1, "bad roster version line"},
        {"# muster roster v1\n", 1, "no `rules` line"},
        {"# muster roster v1\nunit a brit-infantry stands=3\n", 2, "before the `rules` line"},
        {"# muster roster v1\nrules chess\n", 2, "unknown rules `chess`"},
        {h + "rules fuzzy-wuzzy\n", 3, "second `rules` line"},
        {h + "turn 0\n", 3, "`turn=0` is out of range"},
        {h + "turn three\n", 3, "bad number `three` for `turn`"},
        {h + "turn 1\nturn 2\n", 4, "second `turn` line"},
        {h + "frobnicate 3\n", 3, "unknown line `frobnicate`"},
        {h + "option combat-power\n", 3, "expected `option KEY VALUE`"},
        {h + "option a x\noption a y\n", 4, "option `a` set twice (first on line 3)"},
        {h + "type nnc base\n", 3, "`base` has no value"},
        {h + "type nnc base=x\ntype nnc base=y\n", 4, "type `nnc` defined twice"},
        {h + "unit a brit-infantry\n", 3, "has no `stands=N`"},
        {h + "unit a\n", 3, "expected `unit NAME TYPE"},
        {h + "unit a brit-infantry stands=3\nunit a brit-infantry stands=2\n", 4,
         "duplicate unit `a` (first on line 3)"},
        {h + "unit a brit-infantry stands=3 colour=red\n", 3, "unknown unit key `colour`"},
        {h + "unit RA 7-pdr cannon-brit stands=1\n", 3,
         "if the name has a space, quote it: unit \"RA 7-pdr\" cannon-brit"},
        {h + "unit a brit-infantry stands=3 killed=lots\n", 3, "bad number `lots` for `killed`"},
        {h + "unit a brit-infantry stands=3 killed=-5\n", 3, "bad number `-5` for `killed`"},
        {h + "unit a brit-infantry stands=0\n", 3,
         "`stands=0` is out of range (a whole number 1-1000)"},
        {h + "unit a brit-infantry stands=1001\n", 3, "out of range"},
        {h + "unit a brit-infantry stands=3 markers=2\n", 3, "belongs to fuzzy-wuzzy"},
        {header("fuzzy-wuzzy") + "unit a regular-infantry stands=3 killed=2\n", 3,
         "belongs to unbalanced-equality"},
        {h + "unit a brit-infantry stands=3 formation=square\n", 3, "expected open or closed"},
        {h + "unit a brit-infantry stands=3 fired=close\n", 3, "expected short, medium or long"},
        {h + "unit a brit-infantry stands=3 cover=maybe\n", 3, "takes yes or no"},
        {h + "unit a brit-infantry stands=3 killed\n", 3, "needs a value"},
        {h + "unit a brit-infantry stands=3 stands=2\n", 3, "key `stands` given twice"},
        {h + "unit \"a b brit-infantry stands=3\n", 3, "unterminated quote"},
        {h + "unit a:b brit-infantry stands=3\n", 3, "has `:`"},
        {h + "unit " + std::string(65, 'n') + " brit-infantry stands=3\n", 3, "65 characters"},
        {h + "unit a brit-infantry stands=3 locked=b\n", 3, "`locked` names `b`"},
        {h + "unit a brit-infantry stands=3 crew=new\n", 3, "expected original or replaced"},
        {header("fuzzy-wuzzy") + "unit a regular-infantry stands=3 moves=march,march,march,march\n",
         3, "last 3 rates"},
        {header("fuzzy-wuzzy") + "unit a regular-infantry stands=3 moves=walk\n", 3,
         "`walk` is not a rate"},
        {h + "# caf\xe9\n", 3, "not UTF-8"},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        auto [line, message] = parse_error(c.text);
        CHECK(line == c.line);
        CHECK_THAT(message, Catch::Contains(c.message));
    }
}

TEST_CASE("roster format: check_roster places rule-book errors on their line",
          "[roster][format][errors]") {
    const std::string h = header();
    struct Case {
        std::string text;
        int line;
        std::string message;
    };
    const std::vector<Case> cases{
        {h + "unit a brit-infantry stands=3\nunit b musketeers stands=3\n", 4,
         "unknown type `musketeers`"},
        {h + "\nunit a brit-infantry stands=3 killed=136\n", 4,
         "killed=136 is more than the unit's 135 men"},
        {h + "option combat-power yes\n", 3, "option `combat-power` takes figures or men"},
        {h + "option speed fast\n", 3, "unknown option `speed`"},
        {h + "type nnc base=ninja\n", 3, "unknown base type `ninja`"},
        {h + "table ranges long=3\n", 3, "unknown table `ranges`"},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        auto doc = parse(c.text);
        test::FakeRuleBook book;
        try {
            check_roster(doc, book, "test.roster");
            FAIL("no error");
        } catch (const RosterError& e) {
            CHECK(e.file() == "test.roster");
            CHECK(e.line() == c.line);
            CHECK_THAT(std::string(e.what()), Catch::Contains(c.message));
        }
    }
    auto doc = parse(k_example);
    test::FakeRuleBook book;
    CHECK_NOTHROW(check_roster(doc, book, "test.roster"));
    CHECK(book.has_type("nnc"));
}

TEST_CASE("roster format: set_unit_key is the file's syntax for `set`", "[roster][format]") {
    Unit unit = make_unit("a", "brit-infantry", 3);
    set_unit_key(unit, "unbalanced-equality", "cover", "yes");
    CHECK(muster::ue::record(unit).cover);
    set_unit_key(unit, "unbalanced-equality", "cover", "no");
    CHECK_FALSE(muster::ue::record(unit).cover);
    set_unit_key(unit, "unbalanced-equality", "fired", "long");
    CHECK(muster::ue::record(unit).fired == ue::Band::long_range);
    set_unit_key(unit, "unbalanced-equality", "fired", "");
    CHECK(muster::ue::record(unit).fired == ue::Band::none);
    CHECK_THROWS_AS(set_unit_key(unit, "unbalanced-equality", "killed", "1000001"), RosterError);
    CHECK(unit_key_names("unbalanced-equality").size() == 16); // + done, due
    CHECK(unit_key_names("fuzzy-wuzzy").size() == 15);         // + limbered, done, due
    // `locked` (UE-MELEE-5) is UE's alone: fuzzy-wuzzy's close combat locks no one.
    Unit fw_unit = make_unit("f", "regular-infantry", 1);
    CHECK_THROWS_WITH(set_unit_key(fw_unit, "fuzzy-wuzzy", "locked", "b"),
                      Catch::Contains("belongs to unbalanced-equality"));
}

} // namespace muster_unit_roster_format
