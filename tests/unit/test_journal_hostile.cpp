// Issue 15: the journal as hostile input. A line muster did not write (a number no save
// writes, text with a control character) is a damaged entry, skipped and counted, never an
// overflow or a crash; an edit's line index out of range never reaches the roster.
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/json_line.hpp"
#include "muster/store/replay.hpp"

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

namespace {

/// A line whose `request` nests `depth` arrays (the journal line is one level more).
std::string nested_line(std::size_t depth) {
    return R"({"v":5,"request":)" + std::string(depth, '[') + std::string(depth, ']') + "}\n";
}

} // namespace

TEST_CASE("Journal: a line nested deeper than the bound is damaged, not a crash (30,000 levels)",
          "[journal]") {
    using muster::store::k_max_json_depth;
    // 30,000 levels overflowed the stack of every reader (exit 139); now refused before parsing.
    CHECK(damaged_in(nested_line(30000)) == 1);
    CHECK(damaged_in(R"({"v":1,"time":"t","command":"kill","brief":"b","dice":[],"edits":[]})"
                     "\n" +
                     nested_line(30000)) == 1);
    CHECK(muster::store::json_depth(nested_line(k_max_json_depth - 1)) == k_max_json_depth);
    CHECK(muster::store::json_depth(nested_line(k_max_json_depth)) == k_max_json_depth + 1);
    CHECK_NOTHROW(muster::store::parse_json_line(nested_line(k_max_json_depth - 1)));
    CHECK_THROWS_AS(muster::store::parse_json_line(nested_line(k_max_json_depth)),
                    std::runtime_error);
    // Brackets inside strings (escaped quotes too) are text, not nesting.
    const std::string in_text = R"({"brief":"[[[[\"{{{{","x":[1]})";
    CHECK(muster::store::json_depth(in_text) == 2);
    CHECK(muster::store::json_depth(std::string(100000, '['), 3) == 4); // stops past the limit
}

TEST_CASE("Journal: another player's copy nested 30,000 deep is a damaged line to replay",
          "[journal]") {
    // `sync` proves an incoming copy with replay_texts, through the same reader.
    const auto outcome =
        muster::store::replay_texts("g", "# muster roster v1\n", nested_line(30000));
    CHECK(outcome.difference == muster::store::ReplayDifference::altered);
    CHECK(outcome.line == 1);
}

} // namespace muster_unit_journal_hostile
