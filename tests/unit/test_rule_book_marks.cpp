// Issue 40: the marks a unit can carry are the rule books' (RuleBook::marks): the roster reads
// any mark's word, check_roster refuses a mark no registered book keeps, and `status` reads each
// in its book's words.
#include "muster/engine/rulebook.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"

#include <catch2/catch.hpp>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_rule_book_marks {

using namespace muster;

namespace {
const std::string k_head = "# muster roster v1\nrules unbalanced-equality\n";
} // namespace

TEST_CASE("issue 40: check_roster keeps the marks a rule book keeps and refuses another",
          "[roster][marks]") {
    auto ok = parse_roster(k_head + "unit a brit-infantry stands=3 done=fire,fired-at due=rally\n",
                           "t.roster");
    auto book = make_rulebook(ok.roster);
    CHECK_NOTHROW(check_roster(ok, *book, "t.roster"));
    // A mark another registered rule set keeps is read, as it was (fire-result is FW's).
    auto other =
        parse_roster(k_head + "unit a brit-infantry stands=3 done=fire-result\n", "t.roster");
    CHECK_NOTHROW(check_roster(other, *book, "t.roster"));
    for (const char* line : {"unit a brit-infantry stands=3 done=fire,bogus\n",
                             "unit a brit-infantry stands=3 due=aimed\n"}) {
        INFO(line);
        auto bad = parse_roster(k_head + line, "t.roster");
        try {
            check_roster(bad, *book, "t.roster");
            FAIL("no error");
        } catch (const RosterError& e) {
            CHECK(e.line() == 3);
            CHECK_THAT(std::string(e.what()), Catch::Contains("is not a mark muster keeps"));
        }
    }
    // A word that cannot be a mark is refused as the roster is read.
    for (const char* word : {"Fire", "-x", "fire!", "a_b"}) {
        INFO(word);
        CHECK_THROWS_AS(
            parse_roster(k_head + "unit a brit-infantry stands=3 done=" + word + "\n", "t.roster"),
            RosterError);
    }
}

TEST_CASE("issue 40: status reads a mark in its rule book's words, else the mark itself",
          "[roster][marks]") {
    const auto ue = make_rulebook("unbalanced-equality");
    const auto fw = make_rulebook("fuzzy-wuzzy");
    CHECK(ue->mark_words("fire") == "fired");
    CHECK(ue->mark_words("lost-melee") == "lost the melee it is locked in");
    CHECK(fw->mark_words("fire-result") == "took its fire result test");
    CHECK(fw->mark_words("fire") == "fire"); // not one of FW's
    CHECK(ue->mark_words("army-retreated") == "army-retreated");
}

} // namespace muster_unit_rule_book_marks
