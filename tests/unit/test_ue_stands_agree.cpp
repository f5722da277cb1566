// Issue 39: the stands a loss takes off the table are said in two places: the table action the
// rule set words as it writes the losses ("remove 2 stands of Z", losses_of's stands_removed),
// and `changes[].stands_removed` and the `stands_removed` event, which the engine reads from the
// unit's derived state before and after (unit_deltas). Both count with one function,
// `stands_off`; this test holds what they feed it (losses_of's capped and destroyed-at killed
// count, the state written after) to one number over every UE type, every stand count up to 4,
// every casualty count already taken and every new loss up to the whole unit and beyond
// (UE-ROSTER-2..4).
#include "../support/ue_fixtures.hpp"
#include "muster/ue/unit.hpp"

#include <catch2/catch.hpp>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_ue_stands_agree {

using namespace muster;
using namespace muster::ue;

TEST_CASE("UE-ROSTER-2: the stands a loss removes are the stands the unit's state loses, for "
          "every type, size, loss taken and loss",
          "[ue][roster]") {
    const UeRuleBook book;
    const Roster roster;
    long long cases = 0;
    long long removing = 0;
    for (const auto& row : book.type_table()) {
        const TroopType& type = book.type(row.id);
        for (int stands = 1; stands <= 4; ++stands) {
            const long long men = type.starting_men(stands);
            for (long long killed = 0; killed <= men; killed += 1 + men / 40) {
                const Unit before = muster::ue::test::make_unit("U", row.id, stands, killed);
                for (long long kills = 0; kills <= men + 2; kills += 1 + men / 40) {
                    Unit after = before;
                    const KillsApplied losses = losses_of(before, type, kills);
                    write_losses(after, losses);
                    const int derived = book.derive(after, roster).stands_lost -
                                        book.derive(before, roster).stands_lost;
                    INFO(row.id << " stands " << stands << " killed " << killed << " kills "
                                << kills);
                    CHECK(losses.stands_removed == derived);
                    ++cases;
                    removing += losses.stands_removed > 0 ? 1 : 0;
                }
            }
        }
    }
    CHECK(cases > 1000);
    CHECK(removing > 100); // the sweep reaches losses that take stands off
}

} // namespace muster_unit_ue_stands_agree
