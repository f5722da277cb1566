// Issue 15: the journal as hostile input. A line muster did not write (a number no save
// writes, text with a control character) is a damaged entry, skipped and counted, never an
// overflow or a crash; an edit's line index out of range never reaches the roster.
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/store/journal.hpp"

#include <catch2/catch.hpp>
#include <cstdint>
#include <limits>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_journal_hostile {

using muster::store::decode_journal;

namespace {

std::string line_with(const std::string& dice, const std::string& edits, const std::string& rest) {
    return R"({"v":1,"time":"t","command":"kill","brief":"kill A 1","dice":)" + dice +
           R"(,"edits":)" + edits + rest + "}\n";
}

int damaged_in(const std::string& text) {
    int damaged = 0;
    decode_journal(text, damaged);
    return damaged;
}

} // namespace

TEST_CASE("Journal: numbers muster never writes make an entry damaged", "[journal]") {
    CHECK(damaged_in(line_with("[]", "[]", "")) == 0);
    CHECK(damaged_in(line_with(R"([{"die":"D6","value":1.5,"for":"x"}])", "[]", "")) == 1);
    CHECK(damaged_in(line_with(R"([{"die":"D6","value":1e300,"for":"x"}])", "[]", "")) == 1);
    CHECK(damaged_in(
              line_with("[]", R"([{"at":18446744073709551615,"before":[],"after":[]}])", "")) == 1);
    CHECK(damaged_in(line_with("[]", R"([{"at":-1,"before":[],"after":[]}])", "")) == 1);
    CHECK(damaged_in(line_with("[]", "[]", R"(,"turn":1e10)")) == 1);
    CHECK(damaged_in(line_with("[]", "[]", R"(,"turn":"3")")) == 1);
    CHECK(damaged_in(R"({"v":1e300,"time":"t","command":"kill","brief":"b","dice":[],"edits":[]})"
                     "\n") == 1);
}

TEST_CASE("Journal: text with control, bidi or invisible characters makes an entry damaged",
          "[journal]") {
    const std::string good =
        R"({"v":1,"time":"t","command":"kill","brief":"kill A 1","dice":[],"edits":[]})";
    CHECK(damaged_in(good + "\n") == 0);
    for (const std::string brief :
         {R"(\u001b[2J)", R"(\u0007)", R"(\u009b2J)", R"(A\u202eB)", R"(A\u200bB)", R"(\u0000)"}) {
        INFO(brief);
        CHECK(damaged_in(R"({"v":1,"time":"t","command":"kill","brief":")" + brief +
                         R"(","dice":[],"edits":[]})"
                         "\n") == 1);
    }
}

TEST_CASE("Journal: an edit past the roster's end is refused, whatever its index", "[journal]") {
    const std::string text = "a\nb\n";
    for (const std::size_t at :
         {std::size_t{2}, std::size_t{3}, std::numeric_limits<std::size_t>::max()}) {
        CHECK_THROWS_AS(muster::revert_edits(text, {{at, {}, {"x\n"}}}), muster::RosterError);
    }
    CHECK(muster::revert_edits(text, {{1, {"c\n"}, {"b\n"}}}) == "a\nc\n");
}

} // namespace muster_unit_journal_hostile
