#pragma once

#include "muster/error.hpp"
#include "muster/roster/roster.hpp"

#include <fmt/format.h>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

/// What a player asks the engine to resolve, whatever the rule set (ARCHITECTURE.md): one struct
/// per resolution, holding the options of both rule sets, so that the command line fills one
/// from its options and calls `book.resolve(request, roster, env)`. Each rule book refuses the
/// options that belong to the other rule set (exit 2) and the steps it does not have (exit 1).
namespace muster {

/// `--open|--closed`, `--mounted|--dismounted`: a unit's state for this resolution
/// (unbalanced-equality, UE-TYPE-3).
struct StateFlags {
    bool open = false;
    bool closed = false;
    bool mounted = false;
    bool dismounted = false;
};

/// `--cover`, `--square`, `--fortified`: where the target stands. Cover is both rule sets'
/// (UE-FIRE-5, UE-MORALE-2; FW-FIRE-2, FW-CLOSE-2); square and fortified are fuzzy-wuzzy's.
struct PositionFlags {
    bool cover = false;
    bool square = false;
    bool fortified = false;
};

/// `fire FIRER... --at TARGET (--range R | --distance D)`; `artillery` sets guns_only.
struct FireRequest {
    std::vector<std::string> firers;
    std::string target;
    std::string range; ///< "" when --distance is given
    std::optional<double> distance;
    PositionFlags position;
    bool single_stand = false; ///< UE: fired on by a single regular infantry stand
    StateFlags state;          ///< UE
    std::string vs;            ///< UE artillery: "", "crew" or "gun" (UE-ARTY-4)
    bool guns_only = false;
};

/// `melee A... --vs B...`.
struct MeleeRequest {
    std::vector<std::string> a, b;
    bool pursue = false;      ///< UE-MELEE-7
    std::string no_reinforce; ///< UE: "", "a" or "b"
    PositionFlags position;   ///< FW: side B's position
};

/// `morale [UNIT...]`.
struct MoraleRequest {
    std::vector<std::string> units;
    std::string range; ///< UE: the range it was fired on at
    bool cover = false;
    bool single_stand = false;
    std::optional<int> markers; ///< FW: markers a one-off unit took
};

/// `rally [UNIT...]`.
struct RallyRequest {
    std::vector<std::string> units;
};

/// `army [SIDE]` (UE-ARMY).
struct ArmyRequest {
    std::string side; ///< "" for every side
};

/// `move UNIT...`.
struct MoveRequest {
    std::vector<std::string> units;
    StateFlags state;      ///< UE
    std::string rate;      ///< FW: march, double or charge
    bool together = false; ///< FW
};

/// `recrew GUN --from UNIT` (UE-ARTY-5).
struct RecrewRequest {
    std::string gun;
    std::string from;
};

/// `recon UNIT [--open]` (FW-RECON).
struct ReconRequest {
    std::string unit;
    bool open = false;
};

/// `recover UNIT... [--when move|day|week]` (FW-RECOVER).
struct RecoverRequest {
    std::vector<std::string> units;
    std::string when = "move";
};

/// `charge UNIT --at DEFENDER... [--from INCHES]`: the exact odds of a whole charge
/// (UE-APPROACH, FW-APPROACH); always with odds, nothing changes.
struct ChargeRequest {
    std::string charger;
    std::vector<std::string> defenders;
    std::optional<double> from;
};

/// `kill UNIT N`: casualties by hand (UE men killed, UE-ROSTER-1; FW markers, FW-PIECE-2); a
/// negative N takes back a mistake.
struct KillRequest {
    std::string unit;
    long long count = 0;
};

/// `turn [--skip-owed]`: the next turn (UE) or move (FW), refused while anything is owed.
struct TurnRequest {
    bool skip_owed = false;
};

/// `form UNIT ORDER`: a formation-change order (FW-ORDER-2).
struct FormRequest {
    std::string unit;
    std::string order;
};

/// `add NAME TYPE [--side S] [--stands N] [--formation F] [--mounted|--dismounted] [--cover]`.
struct AddRequest {
    std::string name;
    std::string type;
    std::string side;
    std::optional<int> stands;
    std::string formation;
    bool mounted = false;
    bool dismounted = false;
    bool cover = false;
};

/// `set UNIT KEY=VALUE...`.
struct SetRequest {
    std::string unit;
    std::vector<std::string> pairs;
};

/// `remove UNIT`.
struct RemoveRequest {
    std::string unit;
};

/// `option KEY VALUE`.
struct OptionRequest {
    std::string key;
    std::string value;
};

/// A request a rule book resolves (the roster edits above are not: muster/engine/roster_edits.hpp)
/// (declared ahead in muster/engine/rulebook.hpp, hence a struct).
struct Request : std::variant<FireRequest, MeleeRequest, MoraleRequest, RallyRequest, ArmyRequest,
                              MoveRequest, RecrewRequest, ReconRequest, RecoverRequest,
                              ChargeRequest, KillRequest, TurnRequest, FormRequest> {
    using variant::variant;
    const variant& base() const { return *this; }
};

/// Throws UsageError unless `word` is a formation-change order of FW-ORDER-2 (square, line,
/// column, limber, unlimber, mount, dismount, reorganise or reorganize): checked before the rule
/// set is, in both rule sets, so a mistyped order is a usage error everywhere.
void check_form_order(std::string_view word);

/// Every unit a request names, in order (to tell a roster from ad-hoc units).
std::vector<std::string> named_units(const Request& request);

/// Throws UsageError naming the first `{given, "--option"}` that is given, saying it belongs to
/// `owner`'s rules and the roster plays `playing`.
inline void refuse_options(std::initializer_list<std::pair<bool, std::string_view>> options,
                           std::string_view owner, std::string_view playing) {
    for (const auto& [given, name] : options) {
        if (given) {
            throw UsageError(
                fmt::format("{} is an option of {}; this roster plays {}", name, owner, playing));
        }
    }
}

/// The order a command's dice are thrown in, in every registered rule set, for `--help` and
/// `--dice` (src/core/engine/rule_sets.cpp: each book's RuleBook::dice_order, joined).
std::string dice_order(std::string_view command);

} // namespace muster
