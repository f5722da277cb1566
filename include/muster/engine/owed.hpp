#pragma once

#include <string>
#include <vector>

/// What a unit or an army still owes this turn, as data (RuleBook::owed, docs/game-record.md):
/// the owed items `status`, `turn` and `--json`'s `owed` list, and the `owes` event a
/// resolution adds when it leaves a test owed (muster/engine/game_events.hpp).
namespace muster {

/// One of the decisions an owed item leaves to the players, as data: its name, its rule, and
/// how the settling command takes it ("" when it is the default, else its option or words).
struct OwedChoice {
    std::string name;   ///< "reinforce", "drive-off", "pursue"
    std::string rule;   ///< "UE-MELEE-6"
    std::string option; ///< "--pursue"; "UNIT..." for units named on either side; "" default
};

/// One thing a unit or an army still owes this turn, as data (docs/game-record.md): the
/// command line that settles it is spelled from these fields in one place (`owed_argv`).
struct Owed {
    std::string who;  ///< the unit, or the army (side)
    std::string what; ///< "morale test", "rally", "army check", ...
    std::string rule; ///< the rule id (docs/rules.md)
    /// As data, for `turn --auto`: the item's step in the rules' sequence (UE-SEQ 1-6, FW-SEQ
    /// 1-10), the command word that settles it ("morale", "rally", "army", "melee"), and, when
    /// settling it needs a player's decision, what that decision is ("" when dice alone do).
    int step = 0;
    std::string settle;
    std::string choice;
    bool army = false; ///< `who` is a side (an army check), not a unit
    /// A continuing melee, one item for every unit locked in it: `who` and `with` its side A,
    /// `against` its side B (`--vs`); empty for every other item.
    std::vector<std::string> with = {};
    std::vector<std::string> against = {};
    std::vector<OwedChoice> choices = {}; ///< `choice` as data (a continuing melee's options)
};

} // namespace muster
