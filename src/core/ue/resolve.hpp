#pragma once

#include "muster/engine/env.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

/// The Unbalanced Equality resolutions (docs/rules.md, Part 1), private to src/core/ue/:
/// UeRuleBook's `resolve` calls these. Each runs the pure rules (muster/ue/*.hpp), applies the
/// result to the roster (never with --odds) and returns the Resolution.
namespace muster::ue {

/// `army [SIDE]` (UE-ARMY): unbalanced-equality's own command; "" for every side.
struct ArmyRequest {
    std::string side;
};

/// `recrew GUN --from UNIT` (UE-ARTY-5): unbalanced-equality's own command.
struct RecrewRequest {
    std::string gun;
    std::string from;
};

/// `--open|--closed`, `--mounted|--dismounted`: a unit's state for this resolution (UE-TYPE-3).
struct StateFlags {
    bool open = false;
    bool closed = false;
    bool mounted = false;
    bool dismounted = false;
};

/// `fire FIRER... --at TARGET (--range R | --distance D) [--cover] [--single-stand] [state]`
/// (UE-FIRE); `artillery` is the same with guns only (UE-ARTY), `--vs crew|gun` against a gun.
struct FireRequest {
    std::vector<std::string> firers;
    std::string target;
    std::string range; ///< "" when a distance is given
    std::optional<double> distance;
    struct Position {
        bool cover = false;
    } position;
    bool single_stand = false; ///< fired on by a single regular infantry stand
    StateFlags state;
    std::string vs; ///< artillery: "", "crew" or "gun" (UE-ARTY-4)
    bool guns_only = false;
};

/// `melee A... --vs B... [--pursue] [--no-reinforce a|b]` (UE-MELEE).
struct MeleeRequest {
    std::vector<std::string> a, b;
    bool pursue = false;      ///< UE-MELEE-7
    std::string no_reinforce; ///< "", "a" or "b"
};

/// `charge UNIT --at DEFENDER... [--from INCHES]` (UE-APPROACH): the exact odds of a whole charge.
struct ChargeRequest {
    std::string charger;
    std::vector<std::string> defenders;
    std::optional<double> from;
};

/// `morale [UNIT...] [--range BAND] [--cover] [--single-stand]` (UE-MORALE): the options give
/// by hand the benefits the record would (the band fired at, cover, a single stand's fire).
struct MoraleRequest {
    std::vector<std::string> units;
    std::string range;
    bool cover = false;
    bool single_stand = false;
};

/// `move UNIT... [--open|--closed] [--mounted|--dismounted]` (UE-MOVE): the state to move in.
struct MoveRequest {
    std::vector<std::string> units;
    StateFlags state;
};

/// The command `army`, its word `side` (a side: what the journal's entry is about).
inline constexpr std::string_view k_army = "army";
inline constexpr std::string_view k_side_word = "side";

/// Unbalanced-equality's commands declared in src/core/ue/commands.cpp (fire, artillery, melee,
/// charge, morale, rally, move, army, recrew) resolved from their BookRequest; another rule set's
/// refused (RuleError), with UE's words for fuzzy-wuzzy's.
muster::Resolution own_command(const Request& request, const BookRequest& own, Env& env,
                               Draft& roster, const RuleBook& rulebook);

/// Fire, artillery, melee and charge as unbalanced-equality declares them
/// (src/core/ue/combat_commands.cpp).
std::vector<CommandDecl> combat_commands();
/// One of them as the journal recorded it before they were the books' (schema 3); none when
/// `record` is not one of UE's.
std::optional<Request> combat_of_record(const nlohmann::json& record);
/// One of them resolved from its BookRequest; none for another command.
std::optional<muster::Resolution> combat_command(const Request& request, const BookRequest& own,
                                                 Env& env, Draft& roster, const RuleBook& book);

/// `fire` and `artillery` (UE-FIRE, UE-ARTY).
muster::Resolution fire(const FireRequest& request, Env& env, Draft& roster, const RuleBook& book);
/// `morale` (UE-MORALE).
muster::Resolution morale(const MoraleRequest& request, Env& env, Draft& roster,
                          const RuleBook& book);
/// `rally` (UE-RALLY).
muster::Resolution rally(const std::vector<std::string>& units_named, Env& env, Draft& roster,
                         const RuleBook& book);
/// `army [SIDE]` (UE-ARMY, OPT-3).
muster::Resolution army(const ArmyRequest& request, Env& env, Draft& roster, const RuleBook& book);
/// `melee` (UE-MELEE).
muster::Resolution melee(const MeleeRequest& request, Env& env, Draft& roster,
                         const RuleBook& book);
/// `charge` (UE-APPROACH): the exact odds of a whole charge.
muster::Resolution charge(const ChargeRequest& request, Env& env, Draft& roster,
                          const RuleBook& rulebook);
/// `move` (UE-MOVE): the allowance; nothing rolled or recorded.
muster::Resolution move(const MoveRequest& request, Env& env, Draft& roster, const RuleBook& book);
/// `recrew GUN --from UNIT` (UE-ARTY-5).
muster::Resolution recrew(const RecrewRequest& request, Env& env, Draft& roster,
                          const RuleBook& book);

/// `kill UNIT N`: casualties by hand (UE-ROSTER-1..4).
muster::Resolution kill(const KillRequest& request, Draft& roster, const RuleBook& book);
/// `turn`: the next turn (UE-SEQ).
muster::Resolution turn(const TurnRequest& request, Draft& roster, const RuleBook& book);

/// `recon` and `recover` in unbalanced-equality: always refused (RuleError), these rules have
/// no such step.
[[noreturn]] void no_such_step(const std::string& command);

/// The --dice order of each command, for the shared commands' --help.
inline constexpr const char* k_fire_dice_order =
    "unbalanced-equality: small arms and Maxims throw no dice; one D6 a cannon, in the order "
    "named";
inline constexpr const char* k_artillery_dice_order =
    "unbalanced-equality: one D6 a cannon, in the order named (Maxims throw none)";
inline constexpr const char* k_morale_dice_order =
    "unbalanced-equality: one D6 a unit, in the order named (roster order when none is named)";
inline constexpr const char* k_rally_dice_order =
    "unbalanced-equality: one D6 a falling-back unit, in the order named (roster order when none "
    "is named)";
inline constexpr const char* k_army_dice_order =
    "unbalanced-equality: one D6 an army that has reached 25% killed, in roster order";
inline constexpr const char* k_melee_dice_order =
    "unbalanced-equality: phase B, side A's D6 then side B's; on equal products both again, A "
    "then B";
inline constexpr const char* k_move_dice_order = "unbalanced-equality: no dice";

} // namespace muster::ue
