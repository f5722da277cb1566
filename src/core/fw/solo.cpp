// The choices a fuzzy-wuzzy side has, phase by phase, for `muster solo` (docs/solo.md); the
// engine works each out as its command's `--odds` and weighs it.
#include "muster/engine/solo.hpp"

#include "muster/fw/record.hpp"
#include "muster/fw/rulebook.hpp"

namespace muster::fw {

std::vector<SoloOption> FwRuleBook::solo_options(const Roster& roster, std::string_view side,
                                                 const SoloTable& table) const {
    // FW-SEQ: what the side owes (fire combat results, rallies), each settled by its own
    // command; then, against the enemy units the table names: FW-APPROACH-1: a charge in
    // movement at the fastest rate the movement rules allow, or none; FW-FIRE: fire combat at a
    // weapon's own bands (no weapon, or out of range, is refused); FW-CLOSE: close combat in
    // contact.
    auto out = solo::owed_options(roster, *this, side);
    const auto against =
        solo::enemy_options(*this, roster, side, table, "hold: no charge this move",
                            {"move", "charge", "fire", "melee"});
    out.insert(out.end(), against.begin(), against.end());
    // FW-RECOVER-1: casualty recovery, a unit with markers that neither moves nor fights, or
    // pressing on.
    const int recovery = solo::step_of(*this, "recover");
    bool recovers = false;
    for (const Unit& unit : roster.units) {
        if (unit.side == side && record(unit).markers > 0) {
            out.push_back({recovery, {"recover", unit.name}, "", SoloOption::Reading::recovery});
            recovers = true;
        }
    }
    if (recovers) {
        out.push_back({recovery, {}, "press on: no recovery this move"});
    }
    return out;
}

} // namespace muster::fw
