#include "../support/fw_test_units.hpp"
#include "muster/dice/dice.hpp"
#include "muster/engine/draft.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fw_sequence {

using namespace muster;
using namespace muster::fw;
using muster::fw::test::unit;

TEST_CASE("FW-SEQ: one move through every phase, written to a draft of a roster", "[fw][seq]") {
    Book book;
    Roster roster;
    roster.rules = "fuzzy-wuzzy";
    roster.units = {unit("Guards", "regular-infantry", 2), unit("Ansar", "irregular-spearmen", 3),
                    unit("Scouts", "regular-cavalry", 1)};
    muster::fw::record(roster.units[0]).formation = "square";
    Draft draft(roster); // what the phases write, as a resolution writes it
    auto u = [&](const char* name) { return draft.find(name); };
    // movement, reconnaissance
    dice::ScriptedSource move_dice({6, 5, 4});
    write_units(resolve_move(book, {u("Ansar")}, Rate::double_trot, false, move_dice), draft);
    dice::ScriptedSource scout_dice({3, 5});
    write_units(resolve_move(book, {u("Scouts")}, Rate::march, false, scout_dice), draft);
    dice::ScriptedSource recon_dice({4});
    CHECK(resolve_recon(book, *u("Scouts"), true, recon_dice).company == 10);
    // fire combat, fire combat results
    FireInput fire;
    fire.firers = {u("Guards")};
    fire.target = u("Ansar");
    fire.band = RangeBand::short_range;
    dice::ScriptedSource fire_dice({5, 4});
    write_units(resolve_fire(book, fire, fire_dice), draft);
    CHECK(muster::fw::record(*u("Ansar")).markers == 5);
    CHECK(muster::fw::record(*u("Ansar")).taken == 5);
    dice::ScriptedSource result_dice({4});
    write_units(resolve_fire_results(book, {u("Ansar")}, false, result_dice), draft);
    CHECK(muster::fw::record(*u("Ansar")).retreating == 3);
    // close combat is refused to a retreating attacker with no ready stands
    // rally
    dice::ScriptedSource rally_dice({6, 1, 5});
    write_units(resolve_rally(book, {u("Ansar")}, rally_dice), draft);
    CHECK(muster::fw::record(*u("Ansar")).retreating == 1);
    // casualty recovery: the Ansar were fired on, the guards fought
    CHECK_FALSE(recover_refusal(*u("Ansar")).empty());
    CHECK_FALSE(recover_refusal(*u("Guards")).empty());
    // next move
    for (Unit* unit : draft.every_unit()) {
        end_move(*unit);
    }
    CHECK(muster::fw::record(*u("Guards")).moves == std::vector<std::string>{"stationary"});
    CHECK(muster::fw::record(*u("Ansar")).moves == std::vector<std::string>{"double"});
    CHECK(muster::fw::record(*u("Ansar")).taken == 0);
    CHECK_FALSE(muster::fw::record(*u("Guards")).fought);
}

} // namespace muster_unit_fw_sequence
