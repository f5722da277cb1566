// muster::text: the one UTF-8 validator and the one escaping function (issue 15, findings 3 and
// 4; docs/hostile-input.md).
#include "muster/roster/format.hpp"
#include "muster/text/text.hpp"

#include <catch2/catch.hpp>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_text {

using muster::text::escaped;
using muster::text::text_problem;
using muster::text::valid_utf8;

TEST_CASE("Text: the invalid UTF-8 corpus is refused (surrogates, above U+10FFFF, overlong)",
          "[text]") {
    for (const std::string bad :
         {"S\xed\xa0\x80", "\xed\xbf\xbf", "\xf4\x90\x80\x80", "\xe0\x80\xaf", "\xc0\xaf", "\xff",
          "\xc3", "a\x80z", "\xf8\x88\x80\x80\x80"}) {
        INFO(escaped(bad));
        CHECK_FALSE(valid_utf8(bad));
        CHECK(text_problem(bad).starts_with("is not valid UTF-8"));
        CHECK_FALSE(muster::check_unit_name(bad).empty());
    }
    for (const std::string good : {"", "90th/A", "caf\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80",
                                   "\xf4\x8f\xbf\xbf", "\xed\x9f\xbf"}) {
        CHECK(valid_utf8(good));
        CHECK(text_problem(good).empty());
    }
}

TEST_CASE("Text: controls, bidi overrides and invisible characters are refused in names",
          "[text]") {
    CHECK(text_problem("A\x1b[2J") == "has the control character U+001B");
    CHECK(text_problem("A\t") == "has the control character U+0009");
    CHECK(text_problem("A\t", true).empty());
    CHECK(text_problem("A\x7f") == "has the control character U+007F");
    CHECK(text_problem("A\xc2\x9b"
                       "2J") == "has the control character U+009B");              // C1 CSI
    CHECK(text_problem("A\xe2\x80\xae") == "has the invisible character U+202E"); // RLO
    CHECK(text_problem("A\xe2\x81\xa6") == "has the invisible character U+2066"); // LRI
    CHECK(text_problem("A\xe2\x80\x8f") == "has the invisible character U+200F"); // RLM
    CHECK(text_problem("A\xe2\x80\x8b") == "has the invisible character U+200B"); // ZWSP
    CHECK(text_problem("A\xe2\x80\x8d") == "has the invisible character U+200D"); // ZWJ
    CHECK(text_problem("A\xe2\x81\xa0") == "has the invisible character U+2060"); // WJ
    CHECK(text_problem("\xef\xbb\xbf"
                       "A") == "has the invisible character U+FEFF");         // BOM
    CHECK(text_problem("A\xc2\xad") == "has the invisible character U+00AD"); // soft hyphen
    CHECK(text_problem("A\xf3\xa0\x80\x81") == "has the invisible character U+E0001"); // tag
}

TEST_CASE("Text: A and A + U+200B cannot both be unit names (no look-alike by invisibles)",
          "[text][roster]") {
    CHECK(muster::check_unit_name("A").empty());
    CHECK(muster::check_unit_name("A\xe2\x80\x8b").find("invisible character U+200B") !=
          std::string::npos);
    CHECK(muster::check_unit_name("\xe2\x80\xae"
                                  "A")
              .find("U+202E") != std::string::npos);
    CHECK(muster::check_unit_name("Zulu\xe2\x80\x99s impi").empty()); // a real apostrophe: fine
}

TEST_CASE("Text: escaped() shows controls as \\x1b, C1 and invisibles as \\u, bad bytes as \\xff",
          "[text]") {
    CHECK(escaped("plain 90th/A caf\xc3\xa9") == "plain 90th/A caf\xc3\xa9");
    CHECK(escaped("\x1b]2;PWNED\x07") == "\\x1b]2;PWNED\\x07");
    CHECK(escaped("a\nb\tc\rd") == "a\\x0ab\\x09c\\x0dd");
    CHECK(escaped("\xc2\x9b"
                  "2J") == "\\u009b2J");
    CHECK(escaped("A\xe2\x80\xae"
                  "B") == "A\\u202eB");
    CHECK(escaped("S\xed\xa0\x80") == "S\\xed\\xa0\\x80");
    CHECK(escaped("\xff"
                  "ok\xc3") == "\\xffok\\xc3");
    CHECK(escaped(std::string("a\0b", 3)) == "a\\x00b");
}

TEST_CASE("Text: escaped() leaves no byte a terminal acts on, whatever the input", "[text]") {
    std::string every_byte;
    for (int c = 0; c < 256; ++c) {
        every_byte += static_cast<char>(c);
        every_byte += "\xc2";
        every_byte += static_cast<char>(c);
    }
    const auto shown = escaped(every_byte);
    CHECK(valid_utf8(shown));
    CHECK(text_problem(shown).empty());
}

TEST_CASE("text: plural counts in one way everywhere (one copy, not three)", "[text]") {
    CHECK(muster::text::plural(1, "stand") == "1 stand");
    CHECK(muster::text::plural(-1, "man") == "-1 man");
    CHECK(muster::text::plural(0, "marker") == "0 markers");
    CHECK(muster::text::plural(3, "hit") == "3 hits");
}

TEST_CASE("Text: an error's word past 200 characters is cut to its first 200 and its length",
          "[text][hostile]") {
    using muster::text::long_words_cut;
    const std::string word(120'000, 'a');
    const std::string cut = long_words_cut("count: '" + word + "' is not a whole number");
    CHECK(cut == "count: '" + std::string(199, 'a') + "... (120002 bytes) is not a whole number");
    // A word of 200 characters is whole; the cut never splits a character (U+00E9, 2 bytes).
    CHECK(long_words_cut(std::string(200, 'b') + " x") == std::string(200, 'b') + " x");
    std::string accented;
    for (int i = 0; i < 201; ++i) {
        accented += "\xC3\xA9";
    }
    CHECK(long_words_cut(accented, 3) == "\xC3\xA9\xC3\xA9\xC3\xA9... (402 bytes)");
    CHECK(long_words_cut("  two  spaces ") == "  two  spaces ");
}

} // namespace muster_unit_text
