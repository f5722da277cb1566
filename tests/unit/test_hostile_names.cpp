// Issue 20 (hostile input, round three): look-alike names (ICU), error messages cut between
// characters, JSON escaping of C1 and bidi characters, the shell history's file format.
#include "cli/history.hpp"
#include "muster/error.hpp"
#include "muster/render/output.hpp"
#include "muster/roster/format.hpp"
#include "muster/roster/names.hpp"

#include <catch2/catch.hpp>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_hostile_names {

using muster::names::code_point_problem;
using muster::names::skeleton;

namespace {

std::string utf8(char32_t c) {
    std::string out;
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
    return out;
}

} // namespace

TEST_CASE("Names: a name of ASCII only is judged without ICU exactly as ICU judges it",
          "[names][hostile]") {
    // An ASCII name skips loading ICU (start-up); after `é`, a letter names may hold, the same
    // code point goes through ICU's categories. The two answers agree for every ASCII point.
    for (char32_t c = 0; c < 0x80; ++c) {
        const auto ascii = code_point_problem("a" + utf8(c));
        const auto through_icu = code_point_problem(utf8(0xE9) + utf8(c));
        INFO("U+" << static_cast<unsigned>(c));
        CHECK(ascii == through_icu);
        CHECK(ascii.empty() == (c >= 0x20 && c != 0x7F));
    }
}

TEST_CASE("Names: invisible, separator, blank and non-character code points are refused",
          "[names][hostile]") {
    for (const char32_t c : {U'\U0001D173', U'\U0001BCA0', U'\u2028', U'\u00A0', U'\u2800',
                             U'\uFFFE', U'\uE000', U'\u200B'}) {
        const std::string name = "uThulwana" + utf8(c);
        INFO(static_cast<unsigned>(c));
        CHECK_FALSE(code_point_problem(name).empty());
        CHECK_FALSE(muster::check_unit_name(name).empty());
    }
    for (const std::string good : {"uThulwana", "1/24th/C", "RA 7-pdr", "Natal Native Contingent",
                                   "\xe6\x9d\xb1\xe4\xba\xac", "K\xc3\xb6nig"}) {
        INFO(good);
        CHECK(code_point_problem(good).empty());
        CHECK(muster::check_unit_name(good).empty());
    }
}

TEST_CASE("Names: a look-alike has the same confusable skeleton (Unicode TS #39)",
          "[names][hostile]") {
    CHECK(skeleton("uThuIwana") == skeleton("uThulwana"));        // capital I for l
    CHECK(skeleton("uTh\xd5\xbdlwana") == skeleton("uThulwana")); // Armenian U+057D for u
    CHECK(skeleton("uThulwana") != skeleton("uMbonambi"));
}

TEST_CASE("Errors quote a long name's first 64 characters, cut between characters",
          "[text][hostile]") {
    std::string cjk;
    for (int i = 0; i < 70; ++i) {
        cjk += "\xe6\x9d\xb1"; // U+6771, three bytes
    }
    const auto quoted = muster::names::quoted(cjk);
    CHECK(quoted == cjk.substr(0, 64 * 3) + "... (70 characters)");
    CHECK(muster::names::quoted(cjk.substr(0, 64 * 3)) == cjk.substr(0, 64 * 3));
    const auto message = muster::check_unit_name(cjk);
    CHECK(message.find("(70 characters)") != std::string::npos);
    CHECK(message.find(cjk.substr(0, 64 * 3) + "...") != std::string::npos);
}

TEST_CASE("Names: a name of letters of two scripts is named (a Cyrillic palochka in a Latin name)",
          "[roster][hostile]") {
    using muster::names::script_mix;
    const std::string palochka = "uThu" + utf8(0x04CF) + "wana";
    CHECK(script_mix(palochka) == "mixes the Latin and Cyrillic scripts");
    CHECK(script_mix("uThulwana").empty());
    CHECK(script_mix(utf8(0x0418) + utf8(0x043C) + utf8(0x043F) + utf8(0x0438)).empty());
    CHECK(script_mix("Ulund" + utf8(0x00ED) + " 2/" + utf8(0x00B7)).empty()); // Common goes
    // Unicode TS #39's highly restrictive mixes: Latin with Han and kana, with Han and Hangul.
    CHECK(script_mix("A" + utf8(0x6771) + utf8(0x3042) + utf8(0x30A2)).empty());
    CHECK(script_mix("A" + utf8(0x6771) + utf8(0xD55C)).empty());
    CHECK(script_mix("A" + utf8(0x03B1)) == "mixes the Latin and Greek scripts");
}

TEST_CASE("Names: a name may not begin with a combining mark", "[roster][hostile]") {
    CHECK(code_point_problem(utf8(0x0301) + "uThulwana")
              .starts_with("begins with the combining mark U+0301"));
    CHECK(code_point_problem("e" + utf8(0x0301)).empty()); // an accent inside a name draws on it
    CHECK(muster::check_unit_name(utf8(0x20DD) + "X").find("combining mark U+20DD") !=
          std::string::npos);
}

TEST_CASE("JSON escapes C1 controls, separators and bidi characters", "[render][hostile]") {
    const auto line = muster::render::json_line(
        nlohmann::json{{"brief", "a\xc2\x9b"
                                 "31m \xe2\x80\xae x \xe2\x80\xa8 \xf3\xa0\x80\x81 ok"}});
    CHECK(line == R"({"brief":"a\u009b31m \u202e x \u2028 \udb40\udc01 ok"})");
}

TEST_CASE("Shell history: libedit's format, written and read back", "[history][hostile]") {
    const std::vector<std::string> lines{"kill uThulwana 30", "add \"RA 7-pdr\" gun\tx",
                                         "back\\slash", "\xe6\x9d\xb1 unit"};
    const auto text = muster::cli::history::encode(lines);
    CHECK(text.starts_with("_HiStOrY_V2_\nkill\\040uThulwana\\04030\n"));
    CHECK(muster::cli::history::decode(text) == lines);
    CHECK(muster::cli::history::decode("_HiStOrY_V2_\nshow\\^I\\M-a\n") ==
          std::vector<std::string>{"show\t\xe1"});
}

} // namespace muster_unit_hostile_names
