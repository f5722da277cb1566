#pragma once

#include "cli/context.hpp"
#include "cli/report.hpp"
#include "muster/roster/roster.hpp"
#include "muster/roster/rulebook.hpp"

#include <optional>
#include <string>
#include <vector>

/// The Unbalanced Equality side of the resolve commands (RULES.md Part 1). The shared
/// `cmd_<name>.cpp` files parse the options and, inside `transact_units`, call these when the
/// roster plays unbalanced-equality. Each runs the pure rules (muster/ue/*.hpp), applies the
/// result to the roster (never with --odds) and returns the Report.
namespace muster::cli::ue {

/// `--range short|medium|long` or `--distance INCHES` (UE-FIRE-1).
struct RangeArgs {
    std::string range; ///< "" when not given
    std::optional<double> distance;
};

/// `--open|--closed`, `--mounted|--dismounted`: unit state for this resolution (UE-TYPE-3).
struct StateArgs {
    bool open = false;
    bool closed = false;
    bool mounted = false;
    bool dismounted = false;
};

/// `fire FIRER... --at TARGET (--range|--distance) [--cover] [--single-stand] [state]`;
/// `artillery GUN... --at TARGET (...) [--vs crew|gun]` sets guns_only.
struct FireArgs {
    std::vector<std::string> firers;
    std::string target;
    RangeArgs range;
    bool cover = false;
    bool single_stand = false;
    StateArgs state;
    std::string vs; ///< "", "crew" or "gun" (UE-ARTY-4)
    bool guns_only = false;
};
Report fire(const FireArgs& args, Context& ctx, Roster& roster, const RuleBook& book);

/// `morale [UNIT...] [--range R] [--cover] [--single-stand]` (UE-MORALE).
struct MoraleArgs {
    std::vector<std::string> units;
    std::string range;
    bool cover = false;
    bool single_stand = false;
};
Report morale(const MoraleArgs& args, Context& ctx, Roster& roster, const RuleBook& book);

/// `rally [UNIT...]` (UE-RALLY).
Report rally(const std::vector<std::string>& units_named, Context& ctx, Roster& roster,
             const RuleBook& book);

/// `army [SIDE]` (UE-ARMY, OPT-3).
Report army(const std::optional<std::string>& side, Context& ctx, Roster& roster,
            const RuleBook& book);

/// `melee A... --vs B... [--pursue] [--no-reinforce a|b]` (UE-MELEE).
struct MeleeArgs {
    std::vector<std::string> a, b;
    bool pursue = false;
    std::string no_reinforce; ///< "", "a" or "b"
};
Report melee(const MeleeArgs& args, Context& ctx, Roster& roster, const RuleBook& book);

/// `move UNIT... [state]` (UE-MOVE): the allowance; nothing rolled or recorded.
struct MoveArgs {
    std::vector<std::string> units;
    StateArgs state;
};
Report move(const MoveArgs& args, Context& ctx, Roster& roster, const RuleBook& book);

/// `recrew GUN --from UNIT` (UE-ARTY-5).
Report recrew(const std::string& gun, const std::string& from, Context& ctx, Roster& roster,
              const RuleBook& book);

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

} // namespace muster::cli::ue
