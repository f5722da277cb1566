// The text part's helpers: display width, the one text table, the one number parser,
// the one hidden-character list, plural.
#include "../support/engine_fixture.hpp"
#include "muster/error.hpp"
#include "muster/text/parse.hpp"
#include "muster/text/table.hpp"
#include "muster/text/text.hpp"

#include <catch2/catch.hpp>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_text_table {

namespace text = muster::text;

TEST_CASE("Text: display_width counts terminal columns, not bytes", "[text][width]") {
    CHECK(text::display_width("uThulwana") == 9);
    CHECK(text::display_width("\xe1\xb9\xac"
                              "h\xc5\xab"
                              "lwana") == 8);                    // Ṭhūlwana: 12 bytes
    CHECK(text::display_width("\xe6\x9d\xb1\xe4\xba\xac") == 4); // 東京: wide, 2 each
    CHECK(text::display_width("\xef\xbc\xa1") == 2);             // Ａ fullwidth
    CHECK(text::display_width("e\xcc\x81") == 1);                // e + combining acute
    CHECK(text::display_width("a\xe2\x80\x8b"
                              "b") == 2); // zero-width space
    CHECK(text::display_width("") == 0);
}

TEST_CASE("Text: a table lines up UTF-8 and CJK names by display width", "[text][table]") {
    text::Table table({text::Align::left, text::Align::right, text::Align::left});
    table.add({"uThulwana", "12", "x"});
    table.add({"\xe1\xb9\xac"
               "h\xc5\xab"
               "lwana",
               "3", "y"});                               // Ṭhūlwana
    table.add({"\xe6\x9d\xb1\xe4\xba\xac", "100", "z"}); // 東京
    table.add({"only"});
    const auto lines = table.lines();
    REQUIRE(lines.size() == 4);
    CHECK(lines[0] == "uThulwana   12  x");
    CHECK(lines[1] == "\xe1\xb9\xac"
                      "h\xc5\xab"
                      "lwana     3  y");
    CHECK(lines[2] == "\xe6\x9d\xb1\xe4\xba\xac       100  z");
    CHECK(lines[3] == "only");       // trailing spaces trimmed
    for (const auto& line : lines) { // the third column starts at the same column on each row
        if (line != "only") {
            CHECK(text::display_width(line) == 17);
        }
    }
    CHECK(table.widths() == std::vector<std::size_t>{9, 3, 1});
    table.set_minimum(1, 5);
    CHECK(table.lines()[0] == "uThulwana     12  x");
}

TEST_CASE("Text: pad pads to display width", "[text][table]") {
    CHECK(text::pad("\xe6\x9d\xb1", 4) == "\xe6\x9d\xb1  ");
    CHECK(text::pad("ab", 4, text::Align::right) == "  ab");
    CHECK(text::pad("abcdef", 4) == "abcdef");
}

TEST_CASE("Text: parse_int takes digits within the range, and nothing else", "[text][parse]") {
    CHECK(text::parse_int("0", 0, 10, "n") == 0);
    CHECK(text::parse_int("10", 0, 10, "n") == 10);
    CHECK(text::parse_int("-5", -5, 5, "n") == -5);
    CHECK(text::parse_int("007", 0, 10, "n") == 7);
    constexpr auto big = std::numeric_limits<long long>::max();
    CHECK(text::parse_int("9223372036854775807", 0, big, "n") == big);
    for (const char* junk : {"", "+5", " 5", "5 ", "5x", "0x10", "1e3", "1.5", "-", "--5", "٥"}) {
        INFO(junk);
        const auto parsed = text::try_parse_int(junk, -100, 100);
        CHECK_FALSE(parsed);
        CHECK(parsed.problem.starts_with("is not a whole number"));
    }
    CHECK(text::try_parse_int("-1", 0, 10).problem == "is not a whole number (0 to 10)");
    CHECK(text::try_parse_int("11", 0, 10).problem == "is out of range (0 to 10)");
    CHECK(text::try_parse_int("-6", -5, 5).problem == "is out of range (-5 to 5)");
    CHECK(text::try_parse_int("99999999999999999999", 0, 10).problem ==
          "is out of range (0 to 10)"); // overflow
    CHECK(text::try_parse_int("-99999999999999999999", -10, 10).problem ==
          "is out of range (-10 to 10)");
    try {
        text::parse_int("12\x1b]", 0, 10, "--width");
        FAIL("no error");
    } catch (const muster::UsageError& e) {
        CHECK(std::string(e.what()) == "--width: '12\\x1b]' is not a whole number (0 to 10)");
    }
}

TEST_CASE("Text: the parser tells a number out of range from text that is no number",
          "[text][parse]") {
    CHECK(text::try_parse_int("11", 0, 10).out_of_range);
    CHECK(text::try_parse_int("99999999999999999999", 0, 10).out_of_range);
    CHECK_FALSE(text::try_parse_int("1x", 0, 10).out_of_range);
    CHECK_FALSE(text::try_parse_int("", 0, 10).out_of_range);
    CHECK_FALSE(text::try_parse_int("5", 0, 10).out_of_range);
}

TEST_CASE("Text: try_parse_uint64 takes a seed up to the largest 64-bit number", "[text][parse]") {
    constexpr auto most = std::numeric_limits<std::uint64_t>::max();
    CHECK(text::try_parse_uint64("18446744073709551615", most).value == most);
    CHECK(text::try_parse_uint64("0", most).value == 0U);
    CHECK(text::try_parse_uint64("18446744073709551616", most).out_of_range); // one over
    CHECK(text::try_parse_uint64("11", 10).problem == "is out of range (0 to 10)");
    for (const char* junk : {"", "-1", "+1", " 1", "1 ", "0x10", "1e3", "1.0", "-"}) {
        INFO(junk);
        const auto parsed = text::try_parse_uint64(junk, most);
        CHECK_FALSE(parsed);
        CHECK_FALSE(parsed.out_of_range);
    }
}

TEST_CASE("Text: try_parse_decimal takes digits with a decimal part, and nothing else",
          "[text][parse]") {
    CHECK(text::try_parse_decimal("5", 0, 60).value == 5.0);
    CHECK(text::try_parse_decimal("0.5", 0, 60).value == 0.5);
    CHECK(text::try_parse_decimal("007.25", 0, 60).value == 7.25);
    CHECK(text::try_parse_decimal("-2.5", -10, 10).value == -2.5);
    CHECK(text::try_parse_decimal("60", 0, 60).value == 60.0);
    CHECK(text::try_parse_decimal("60.01", 0, 60).problem == "is out of range (0 to 60)");
    CHECK(text::try_parse_decimal("-1", -0.5, 60).out_of_range);
    CHECK(text::try_parse_decimal("1" + std::string(400, '0'), 0, 60).out_of_range);
    for (const char* junk : {"", ".", "5.", ".5", "1.2.3", "+5", " 5", "5 ", "1e3", "inf", "nan",
                             "0x1p3", "-", "--5", "5,5"}) {
        INFO(junk);
        const auto parsed = text::try_parse_decimal(junk, -100, 100);
        CHECK_FALSE(parsed);
        CHECK_FALSE(parsed.out_of_range);
        CHECK(parsed.problem == "is not a number (-100 to 100)");
    }
    CHECK(text::try_parse_decimal("-1", 0, 60).problem == "is not a number (0 to 60)");
}

TEST_CASE("Text: one hidden-character list: zero-width, bidi and C1 are hidden", "[text][hidden]") {
    for (const char32_t c : std::initializer_list<char32_t>{
             0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069, 0x061C, 0x00AD,
             0xFEFF, 0x2060, 0x009B, 0x001B, 0x007F}) {
        INFO(static_cast<unsigned>(c));
        CHECK(text::is_hidden(c));
    }
    for (const char32_t c : std::initializer_list<char32_t>{U'a', U' ', 0x00E9, 0x1E6C, 0x6771}) {
        CHECK_FALSE(text::is_hidden(c));
    }
}

TEST_CASE("Text: length and prefix count characters, never cut one", "[text]") {
    const std::string name = "\xe1\xb9\xac"
                             "h\xc5\xab"; // Ṭhū
    CHECK(text::length(name) == 3);
    CHECK(text::prefix(name, 1) == "\xe1\xb9\xac");
    CHECK(text::prefix(name, 2) == "\xe1\xb9\xac"
                                   "h");
    CHECK(text::prefix(name, 9) == name);
    CHECK(text::length("a\xff"
                       "b") == 3); // an invalid byte counts as one
}

TEST_CASE("Text: plural says 1 man and 2 men", "[text][plural]") {
    CHECK(text::plural(1, "stand") == "1 stand");
    CHECK(text::plural(2, "stand") == "2 stands");
    CHECK(text::plural(0, "stand") == "0 stands");
}

TEST_CASE("Text: plural knows men and entries", "[text][plural]") {
    CHECK(text::plural(1, "man") == "1 man");
    CHECK(text::plural(2, "man") == "2 men");
    CHECK(text::plural(0, "man") == "0 men");
    CHECK(text::plural(-1, "man") == "-1 man");
    CHECK(text::plural(3, "entry") == "3 entries");
    CHECK(text::plural(1, "entry") == "1 entry");
    CHECK(text::plural(2, "day") == "2 days");
}

TEST_CASE("Text: a rule set's odds lines line up UTF-8 and CJK unit names", "[text][table][ue]") {
    // Ṭhūlwana is 12 bytes and 8 columns, 東京 6 bytes and 4 columns: padded by bytes, their
    // percentages stood 4 and 2 columns left of uThulwana's.
    auto game = muster::engine_test::ue(
        "turn 2\n"
        "unit uThulwana zulu-spears side=zulu stands=6 falling-back\n"
        "unit \xe1\xb9\xac"
        "h\xc5\xab"
        "lwana zulu-spears side=zulu stands=6 falling-back\n"
        "unit \xe6\x9d\xb1\xe4\xba\xac zulu-spears side=zulu stands=6 falling-back\n");
    const auto odds = game.odds(muster::engine_test::rally_of());
    std::vector<std::size_t> ends;
    for (const auto& line : odds.text) {
        if (line.starts_with("  ") && line.ends_with("%")) {
            ends.push_back(text::display_width(line));
        }
    }
    INFO(odds.text.size() << " lines");
    REQUIRE(ends.size() == 3);
    CHECK(ends[0] == ends[1]);
    CHECK(ends[1] == ends[2]);
}

} // namespace muster_unit_text_table
