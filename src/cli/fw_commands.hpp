#pragma once

#include "cli/context.hpp"
#include "cli/report.hpp"
#include "muster/roster/roster.hpp"
#include "muster/roster/rulebook.hpp"

#include <optional>
#include <string>
#include <vector>

/// The 'Ere's to You Fuzzy-Wuzzy side of the resolve commands (RULES.md Part 2). The shared
/// `cmd_<name>.cpp` files parse the options and, inside `transact_units`, call these when the
/// roster's rule book is fuzzy-wuzzy. Each runs the pure rules (muster/fw/rules.hpp), applies
/// the result to the roster (never with --odds), and returns the Report.
namespace muster::cli::fw {

/// Where a target stands for its defence grading (FW-FIRE-2, FW-CLOSE-2); unset = its state.
struct PositionArgs {
    bool cover = false;
    bool square = false;
    bool fortified = false;
};

/// `fire FIRER... --at TARGET (--range R | --distance D) [--cover|--square|--fortified]`;
/// `artillery` sets guns_only.
struct FireArgs {
    std::vector<std::string> firers;
    std::string target;
    std::string range; ///< "" when --distance is given
    std::optional<double> distance;
    PositionArgs position;
    bool guns_only = false;
};
Report fire(const FireArgs& args, Context& ctx, Roster& roster, const RuleBook& rulebook);

/// `melee A... --vs B... [--cover|--square|--fortified]` (side B's position).
struct MeleeArgs {
    std::vector<std::string> a, b;
    PositionArgs position;
};
Report melee(const MeleeArgs& args, Context& ctx, Roster& roster, const RuleBook& rulebook);

/// `morale [UNIT...] [--markers N]`: the fire combat results phase (FW-FIRE-3), once a unit a
/// move; `--markers` gives the markers a one-off `TYPE[:STANDS]` unit took.
Report morale(const std::vector<std::string>& refs, std::optional<int> markers, Context& ctx,
              Roster& roster, const RuleBook& rulebook);

/// `rally [UNIT...]` (FW-RALLY).
Report rally(const std::vector<std::string>& refs, Context& ctx, Roster& roster,
             const RuleBook& rulebook);

/// `recover UNIT... [--when move|day|week]` (FW-RECOVER).
struct RecoverArgs {
    std::vector<std::string> units;
    std::string when = "move";
};
Report recover(const RecoverArgs& args, Context& ctx, Roster& roster, const RuleBook& rulebook);

/// `move UNIT... --rate march|double|charge [--together]` (FW-MOVE).
struct MoveArgs {
    std::vector<std::string> units;
    std::string rate;
    bool together = false;
};
Report move(const MoveArgs& args, Context& ctx, Roster& roster, const RuleBook& rulebook);

/// `recon UNIT [--open]` (FW-RECON).
struct ReconArgs {
    std::string unit;
    bool open = false;
};
Report recon(const ReconArgs& args, Context& ctx, Roster& roster, const RuleBook& rulebook);

/// `army` in fuzzy-wuzzy: always refused (RuleError), these rules have no army morale.
[[noreturn]] void army();

/// The --dice order of each command, for the shared commands' --help.
inline constexpr const char* k_fire_dice_order =
    "fuzzy-wuzzy: firers in the order named, each one die per ready stand (a gun: per "
    "unwounded crew figure), AvD regular / D6 irregular (markers per die by the provisional "
    "FW-FIRE-2 formula and gradings: see `muster types`)";
inline constexpr const char* k_melee_dice_order =
    "fuzzy-wuzzy: side A's units in order, one die per unwounded figure (D6 regular, AvD "
    "irregular), then side B's (markers per die and the result are provisional, FW-CLOSE-2/3: "
    "see `muster types`)";
inline constexpr const char* k_morale_dice_order =
    "fuzzy-wuzzy: one die per unit tested, in the order named (roster order when none is named); "
    "the test itself is provisional (FW-FIRE-3)";
inline constexpr const char* k_rally_dice_order =
    "fuzzy-wuzzy: each unit in order, one die per retreating stand";
inline constexpr const char* k_recover_dice_order =
    "fuzzy-wuzzy: each unit in order: the D6 for an odd count, then (during a move) its march "
    "dice for the marked stands' retreat";
inline constexpr const char* k_move_dice_order =
    "fuzzy-wuzzy: each unit's movement dice in the order named (one set with --together); the "
    "dice counts per rate are provisional (FW-MOVE-1: see `muster types`)";
inline constexpr const char* k_recon_dice_order =
    "fuzzy-wuzzy: one D6 (the distances seen are provisional, FW-RECON-2: see `muster types`)";

} // namespace muster::cli::fw
