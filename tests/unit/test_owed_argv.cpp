// An owed item is data (muster/engine/rulebook.hpp `Owed`): the rule sets say who owes what, by
// which rule and settled by which command word; `owed_argv` and `owed_command`
// (muster/engine/record.hpp) are the one mapping of an item to the command line that settles it.
#include "../support/engine_fixture.hpp"
#include "muster/engine/record.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <string_view>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_owed_argv {

using muster::owed_argv;
using muster::owed_command;
using muster::engine_test::fw;
using muster::engine_test::ue;
using Words = std::vector<std::string>;

TEST_CASE("owed_argv: a unit's item is `muster SETTLE UNIT`", "[engine][owed]") {
    const muster::Owed rally{"uThulwana", "rally", "UE-RALLY-1", 1, "rally", {}};
    CHECK(owed_argv(rally) == Words{"muster", "rally", "uThulwana"});
    CHECK(owed_command(rally) == "muster rally uThulwana");
}

TEST_CASE("owed_argv: a continuing melee names its opponent with --vs", "[engine][owed]") {
    muster::Owed melee{"1/24th/A", "continuing melee", "UE-MELEE-5", 5, "melee", "who joins"};
    melee.against = {"uDloko"};
    CHECK(owed_argv(melee) == Words{"muster", "melee", "1/24th/A", "--vs", "uDloko"});
    CHECK(owed_command(melee) == "muster melee 1/24th/A --vs uDloko");
}

TEST_CASE("owed_argv: an army check is settled by its side", "[engine][owed]") {
    muster::Owed check{"british", "army check", "UE-ARMY-1", 6, "army", {}};
    check.army = true;
    CHECK(owed_argv(check) == Words{"muster", "army", "british"});
    CHECK(owed_command(check) == "muster army british");
}

TEST_CASE("owed_command: a name the roster quotes is quoted, argv keeps the bare words",
          "[engine][owed]") {
    muster::Owed melee{"Durnford's Horse", "continuing melee", "UE-MELEE-5", 5, "melee", "who"};
    melee.against = {"NNC 1"};
    CHECK(owed_argv(melee) == Words{"muster", "melee", "Durnford's Horse", "--vs", "NNC 1"});
    CHECK(owed_command(melee) == "muster melee \"Durnford's Horse\" --vs \"NNC 1\"");
}

TEST_CASE("UE owes its items as data: the melee's opponent, the army's side",
          "[engine][ue][owed]") {
    auto g = ue("turn 2\n"
                "unit A brit-infantry side=british stands=3 locked=Z due=melee\n"
                "unit M zulu-spears side=zulu stands=6 killed=1300 fired=short\n"
                "unit Z zulu-spears side=zulu stands=6 killed=500 locked=A due=melee\n"
                "unit R zulu-spears side=zulu stands=6 falling-back due=rally\n");
    const auto owed = g.book->owed(g.roster);
    const auto item = [&](std::string_view who) {
        const auto found = std::find_if(owed.begin(), owed.end(),
                                        [&](const muster::Owed& o) { return o.who == who; });
        REQUIRE(found != owed.end());
        return *found;
    };
    CHECK(item("A").settle == "melee");
    CHECK(item("A").against == Words{"Z"});
    CHECK_FALSE(item("A").army);
    // One item for the melee, at its first unit (UE-MELEE-5): Z owes nothing of its own.
    CHECK(
        std::none_of(owed.begin(), owed.end(), [](const muster::Owed& o) { return o.who == "Z"; }));
    CHECK(item("M").settle == "morale");
    CHECK(item("M").against.empty());
    CHECK(item("R").settle == "rally");
    CHECK(item("zulu").settle == "army");
    CHECK(item("zulu").army);
    CHECK(owed_command(item("A")) == "muster melee A --vs Z");
    CHECK(owed_command(item("zulu")) == "muster army zulu");
}

TEST_CASE("FW owes its items as data: a fire combat result test is settled by `morale`",
          "[engine][fw][owed]") {
    auto g = fw("unit H irregular-spearmen side=m stands=3 markers=2 taken=2\n");
    const auto owed = g.book->owed(g.roster);
    REQUIRE(owed.size() == 1);
    CHECK(owed[0].settle == "morale");
    CHECK(owed[0].rule == "FW-FIRE-3");
    CHECK(owed_argv(owed[0]) == Words{"muster", "morale", "H"});
}

} // namespace muster_unit_owed_argv
