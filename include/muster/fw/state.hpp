#pragma once

#include "muster/fw/tables.hpp"
#include "muster/roster/roster.hpp"

#include <string>
#include <string_view>
#include <vector>

/// FW-PIECE-2 bookkeeping: how casualty markers, dead figures and retreating stands sit on a
/// unit's stands. **Reading:** dead figures (FW-RECOVER-3) and then markers fill stands in
/// roster order, so the first stands are the ones out of action; a stand whose figures are all
/// dead is gone. Retreating stands (FW-RALLY-3) are counted from the first stand present, so
/// the most wounded stands are the ones that retreat.
namespace muster::fw {

struct UnitState {
    int figures_per_stand = 0;
    int figures = 0;     ///< starting figures
    int dead = 0;        ///< figures lost for good
    int markers = 0;     ///< wounded figures
    int unwounded = 0;   ///< figures - dead - markers
    int stands = 0;      ///< starting stands
    int stands_gone = 0; ///< all figures dead
    int stands_present = 0;
    int stands_out = 0;      ///< present, every figure wounded or dead: out of action
    int stands_able = 0;     ///< stands with at least one unwounded figure
    int retreating = 0;      ///< stands retreating
    int stands_ready = 0;    ///< able to act and not retreating (FW-FIRE-1)
    int ready_unwounded = 0; ///< unwounded figures on ready stands (FW-FIRE-1 crews, FW-CLOSE-1)
    int stands_marked = 0;   ///< present stands carrying at least one marker (FW-RECOVER-1)
};

/// FW-PIECE-2: the state of a unit of type `type`.
UnitState unit_state(const Unit& unit, const TypeSpec& type);

/// Human list of stand numbers (1-based) from `first` for `count`: "stand 2", "stands 1-3".
std::string stand_list(int first, int count);

/// "1 marker", "3 markers" (regular English plurals only).
std::string counted(long long count, std::string_view noun);

/// FW-RALLY-3: every stand of a unit retreating, "all 6 stands retreating", or "its 1 stand
/// retreating" (never "all 1 stand").
std::string all_retreating(int stands);

/// The table line for a unit's stands out of action and gone after a change, "" if none.
std::string stands_note(const UnitState& state);

} // namespace muster::fw
