// The roster reader's short paths give the answers of the full ones: a copied unit's record is
// its own, the tokenizer's reused tokens start clean, a control character is refused wherever it
// is in a line, the name index finds every duplicate.
#include "../support/fake_rulebook.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/roster/roster.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <optional>
#include <random>
#include <string>
#include <string_view>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_roster_fast_paths {

using namespace muster;
using muster::test::make_unit;

namespace {

const std::string k_head = "# muster roster v1\n"
                           "rules   unbalanced-equality\n";

/// The parse error's message for `text`, or "" when it parses.
std::string parse_problem(const std::string& text) {
    try {
        (void)parse_roster(text, "r");
    } catch (const RosterError& e) {
        return e.what();
    }
    return "";
}

/// The record a unit holds, read without writing.
const UnitRecord* held(const Unit& unit) {
    return unit.record.get();
}

} // namespace

TEST_CASE("roster: a copied unit has a record of its own, equal until one of the two is written",
          "[roster]") {
    Unit first = make_unit("90th/A", "brit-infantry", 3);
    ue::record(first).killed = 10;
    const Unit copy = first;
    CHECK(held(copy) != held(first)); // a copy of the record
    CHECK(copy == first);

    ue::record(first).killed = 25;
    CHECK(ue::record(copy).killed == 10);
    CHECK(ue::record(first).killed == 25);
    CHECK_FALSE(copy == first);

    Unit third = copy;
    ue::record(third).cover = true;
    CHECK(ue::record(copy).cover == false);
    CHECK(ue::record(third).killed == 10);

    Roster roster;
    roster.units = {first, copy};
    Roster before = roster; // a transaction's before-image
    ue::record(roster.units[1]).killed = 30;
    CHECK(ue::record(before.units[1]).killed == 10);
    CHECK(before.units[0] == roster.units[0]);
    CHECK_FALSE(before == roster);
}

TEST_CASE("roster: a unit record assigned, moved and reset keeps its own values", "[roster]") {
    Unit a = make_unit("A", "brit-infantry", 3);
    ue::record(a).killed = 5;
    Unit b = make_unit("B", "brit-infantry", 3);
    b = a;
    const Unit& same = b;
    b = same; // assigning a unit to itself keeps it
    CHECK(ue::record(b).killed == 5);
    Unit moved = std::move(b);
    CHECK(ue::record(moved).killed == 5);
    ue::record(moved).killed = 6;
    CHECK(ue::record(a).killed == 5);
    a.record.reset(ue::new_record());
    CHECK(ue::record(a).killed == 0);
    CHECK(ue::record(moved).killed == 6);
}

TEST_CASE("Roster format: a plain line after a quoted name reads no quote of the line before",
          "[roster][format]") {
    const auto doc =
        parse_roster(k_head + "unit \"A Company\" brit-infantry side=british stands=3\n"
                              "unit B brit-infantry side=british stands=3\n"
                              "unit \"C\"D brit-infantry side=british stands=3\n"
                              "unit E brit-infantry side=british stands=3 # \"F\"\n",
                     "r");
    REQUIRE(doc.roster.units.size() == 4);
    CHECK(doc.roster.units[0].name == "A Company");
    CHECK(doc.roster.units[1].name == "B");
    CHECK(doc.roster.units[2].name == "CD");
    CHECK(doc.roster.units[3].name == "E");
    CHECK(doc.lines[3].text == "unit B brit-infantry side=british stands=3");
    CHECK(doc.lines[3].ending == "\n");
}

TEST_CASE("Roster format: unit lines of any length and spacing read as their words",
          "[roster][format]") {
    // Lines shorter and longer than 64 bytes (the tokenizer once read 64 bytes at a time),
    // spacing of spaces and tabs before, between and after.
    std::mt19937 random(22); // NOLINT(cert-msc32-c,cert-msc51-cpp): the same lines every run
    const auto pick = [&](int low, int high) {
        return std::uniform_int_distribution<int>(low, high)(random);
    };
    const std::string letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    const auto word = [&](int length) {
        std::string text;
        for (int i = 0; i < length; ++i) {
            text += letters[static_cast<std::size_t>(pick(0, 61))];
        }
        return text;
    };
    const auto spacing = [&](int low, int high) {
        std::string text;
        for (int n = pick(low, high); n > 0; --n) {
            text += pick(0, 3) == 0 ? '\t' : ' ';
        }
        return text;
    };
    // An empty line, and an empty view with no text behind it (read without touching memory:
    // the sanitizer build checks the copy of the line's last block).
    CHECK_THROWS_WITH(parse_unit_line(std::string_view(), "unbalanced-equality"),
                      Catch::Contains("not a unit line"));
    CHECK_THROWS_WITH(parse_unit_line("", "unbalanced-equality"),
                      Catch::Contains("not a unit line"));
    for (const std::size_t length : {63U, 64U, 65U, 127U, 128U, 129U}) {
        // The last word ends the line at, just before or just after a block's end.
        const std::size_t words = length - std::string("unit  brit-infantry side= stands=3").size();
        const std::string name(words / 2, 'n');
        const std::string side(words - words / 2, 's');
        const std::string line = fmt::format("unit {} brit-infantry side={} stands=3", name, side);
        REQUIRE(line.size() == length);
        const Unit unit = parse_unit_line(line, "unbalanced-equality");
        CHECK(unit.name == name);
        CHECK(unit.side == side);
        CHECK(unit.stands == 3);
    }
    for (int i = 0; i < 2000; ++i) {
        const std::string name = word(pick(1, 64));
        const std::string type = pick(0, 1) == 0 ? "brit-infantry" : "zulu-spears";
        const std::string side = word(pick(1, 40));
        const int stands = pick(1, 1000);
        const std::string line = fmt::format(
            "{}unit{}{}{}{}{}side={}{}stands={}{}", spacing(0, 3), spacing(1, 6), name,
            spacing(1, 6), type, spacing(1, 6), side, spacing(1, 6), stands, spacing(0, 70));
        INFO(line);
        const Unit unit = parse_unit_line(line, "unbalanced-equality");
        CHECK(unit.name == name);
        CHECK(unit.type == type);
        CHECK(unit.side == side);
        CHECK(unit.stands == stands);
    }
}

TEST_CASE("Roster format: a control character is refused wherever it is in a long line",
          "[roster][format]") {
    const std::string line = "unit Aaaaaaaaaaaaaaaaaaa brit-infantry side=british stands=3";
    for (std::size_t column : {0U, 7U, 8U, 13U, 16U, 31U, 40U}) {
        for (const char bad : {'\x01', '\x1b', '\x7f', '\r'}) {
            std::string text = line;
            text[column] = bad;
            INFO("column " << column + 1 << ", byte " << static_cast<int>(bad));
            CHECK_THAT(parse_problem(k_head + text + "\n"),
                       Catch::Contains(fmt::format("at column {}", column + 1)));
        }
    }
    // Tabs are spacing; a UTF-8 name is read (and checked) as text.
    CHECK(parse_problem(k_head + "unit\tA\tbrit-infantry\tside=british\tstands=3\n").empty());
    CHECK(parse_problem(k_head + "unit Ağa-Company brit-infantry side=british stands=3\n").empty());
    CHECK_THAT(parse_problem(k_head + "unit Aaaaaaaaaa\xff brit-infantry stands=3\n"),
               Catch::Contains("not UTF-8"));
}

TEST_CASE("Roster: a roster parsed from a shared text views that text, and reads as from a copy",
          "[roster]") {
    const std::string text = k_head + "unit A brit-infantry stands=3 killed=2\n"
                                      "unit B zulu-spears stands=6\n";
    const auto shared = std::make_shared<const std::string>(text);
    const auto doc = parse_roster(shared, "r");
    CHECK(doc.source == shared); // not a copy
    CHECK(doc.lines.size() == 4);
    CHECK(doc.lines[2].text.data() == shared->data() + k_head.size());
    const auto copied = parse_roster(std::string_view(text), "r");
    CHECK(doc.roster == copied.roster);
    CHECK(format_roster(doc, doc.roster).text == text);
    CHECK_THROWS_AS(parse_roster(std::shared_ptr<const std::string>(), "r"), RosterError);
}

TEST_CASE("Roster: the name index finds every duplicate and every named unit, however many units",
          "[roster]") {
    // Every place a duplicate can be, early or late, is found, with the line of the first.
    for (const int count : {1, 7, 8, 9, 100, 3000}) {
        std::string text = k_head;
        for (int i = 0; i < count; ++i) {
            text += fmt::format("unit u{} brit-infantry stands=3\n", i);
        }
        CHECK(parse_problem(text).empty());
        for (const int again : {0, count / 2, count - 1}) {
            CAPTURE(count, again);
            CHECK_THAT(parse_problem(text + fmt::format("unit u{} zulu-spears stands=6\n", again)),
                       Catch::Contains(fmt::format("duplicate unit `u{}` (first on line {})", again,
                                                   again + 3)));
        }
        // A record's names are looked up in the same index.
        CHECK(
            parse_problem(text + fmt::format("unit w zulu-spears stands=6 locked=u{}\n", count - 1))
                .empty());
        CHECK_THAT(parse_problem(text + "unit w zulu-spears stands=6 locked=nobody\n"),
                   Catch::Contains("names `nobody`, which is not a unit of this roster"));
    }
}

TEST_CASE("Roster: a unit's numbers read the same by the short path and the full parser",
          "[roster]") {
    // Numbers of up to nine digits in range are read without the general parser; anything
    // else goes through it, with its messages.
    const auto killed = [](const std::string& value) {
        const auto doc =
            parse_roster(k_head + "unit A zulu-spears stands=6 killed=" + value + "\n", "r");
        return ue::record(doc.roster.units.front()).killed;
    };
    CHECK(killed("0") == 0);
    CHECK(killed("7") == 7);
    CHECK(killed("007") == 7);
    CHECK(killed("299") == 299);
    CHECK(killed(std::to_string(k_max_count)) == k_max_count);
    const auto unit = [](const std::string& keys) {
        return parse_problem(k_head + "unit A zulu-spears " + keys + "\n");
    };
    CHECK_THAT(unit("stands=0"), Catch::Contains("`stands=0` is out of range"));
    CHECK_THAT(unit("stands=6 killed=" + std::to_string(k_max_count + 1)),
               Catch::Contains("is out of range"));
    // Past ten times the bound the parser does not read a number at all.
    CHECK_THAT(unit("stands=6 killed=1234567890"),
               Catch::Contains("bad number `1234567890` for `killed`"));
    CHECK_THAT(unit("stands=6 killed=12345678901234567890123"),
               Catch::Contains("bad number `12345678901234567890123` for `killed`"));
    CHECK_THAT(unit("stands=6 killed=1x"), Catch::Contains("bad number `1x` for `killed`"));
    CHECK_THAT(unit("stands=6 killed=-1"), Catch::Contains("bad number `-1` for `killed`"));
    CHECK_THAT(unit("stands=6 killed=+1"), Catch::Contains("bad number `+1` for `killed`"));
    CHECK_THAT(unit("stands=6 killed="), Catch::Contains("bad number `` for `killed`"));
}

TEST_CASE("Roster: a duplicate name above another fault is the fault a roster is refused for",
          "[roster]") {
    // Names are indexed once every line is read; a fault that stops the reading first indexes
    // the names read so far, so the first fault in the file is said, as it always was.
    const std::string two = k_head + "unit a brit-infantry stands=3\n"
                                     "unit a zulu-spears stands=6\n";
    CHECK_THAT(parse_problem(two + "unit b zulu-spears stands=6 bogus=1\n"),
               Catch::Contains("duplicate unit `a` (first on line 3)"));
    // The duplicate's own line: its name was read before its bad key.
    CHECK_THAT(parse_problem(k_head + "unit a brit-infantry stands=3\n"
                                      "unit a zulu-spears stands=6 bogus=1\n"),
               Catch::Contains("duplicate unit `a` (first on line 3)"));
    // A fault above the duplicate is said first.
    CHECK_THAT(parse_problem(k_head + "unit b zulu-spears stands=0\n" + two.substr(k_head.size())),
               Catch::Contains("`stands=0` is out of range"));
    // A bad name is said for itself.
    CHECK_THAT(parse_problem(two.substr(0, k_head.size()) + "unit -x brit-infantry stands=3\n"),
               Catch::Contains("starts with '-'"));
    // And the line numbers are the file's.
    try {
        (void)parse_roster(two + "unit b zulu-spears stands=6 bogus=1\n", "r");
        FAIL("a duplicate was read");
    } catch (const RosterError& e) {
        CHECK(e.line() == 4);
    }
}

} // namespace muster_unit_roster_fast_paths
