// The choices an unbalanced-equality side has, phase by phase, for `muster solo`
// (docs/solo.md); the engine works each out as its command's `--odds` and weighs it.
#include "muster/engine/solo.hpp"

#include "muster/ue/rulebook.hpp"

namespace muster::ue {

std::vector<SoloOption> UeRuleBook::solo_options(const Roster& roster, std::string_view side,
                                                 const SoloTable& table) const {
    // UE-SEQ: what the side owes (1 recovery, 4 reaction tests, 5 a continuing melee, 6 army
    // morale), each settled by its own command; then, against the enemy units the table names:
    // UE-CHARGE-1, UE-APPROACH-1: a charge declared at the start of 2 movement, from where the
    // charger stands, or none; UE-FIRE-1: 3 fire, each firer at its own bands (one out of range
    // is refused); UE-MELEE: 5 melee with a unit in contact.
    auto out = solo::owed_options(roster, *this, side);
    const auto against =
        solo::enemy_options(*this, roster, side, table, "hold: no charge this turn",
                            {"move", "charge", "fire", "melee"});
    out.insert(out.end(), against.begin(), against.end());
    return out;
}

} // namespace muster::ue
