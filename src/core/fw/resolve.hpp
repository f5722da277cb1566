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

/// The 'Ere's to You Fuzzy-Wuzzy resolutions (docs/rules.md, Part 2), private to src/core/fw/:
/// FwRuleBook's `resolve` calls these. Each runs the pure rules (muster/fw/rules.hpp), applies
/// the result to the roster (never with --odds), and returns the Resolution.
namespace muster::fw {

/// `recover UNIT... [--when move|day|week]` (FW-RECOVER): fuzzy-wuzzy's own command.
struct RecoverRequest {
    std::vector<std::string> units;
    std::string when = "move";
};

/// `recon UNIT [--open]` (FW-RECON): fuzzy-wuzzy's own command.
struct ReconRequest {
    std::string unit;
    bool open = false;
};

/// `form UNIT ORDER`: a formation-change order (FW-ORDER-2), fuzzy-wuzzy's own command.
struct FormRequest {
    std::string unit;
    std::string order;
};

/// `--cover`, `--square`, `--fortified`: where the target (or side B of a melee) stands
/// (FW-FIRE-2, FW-CLOSE-2).
struct PositionFlags {
    bool cover = false;
    bool square = false;
    bool fortified = false;
};

/// `fire FIRER... --at TARGET (--range R | --distance D) [position]` (FW-FIRE); `artillery` is
/// the same with guns only.
struct FireRequest {
    std::vector<std::string> firers;
    std::string target;
    std::string range; ///< "" when a distance is given
    std::optional<double> distance;
    PositionFlags position;
    bool guns_only = false;
};

/// `melee A... --vs B... [position]` (FW-CLOSE): side B's position.
struct MeleeRequest {
    std::vector<std::string> a, b;
    PositionFlags position;
};

/// `charge UNIT --at DEFENDER... [--from INCHES]` (FW-APPROACH): the exact odds of a whole charge.
struct ChargeRequest {
    std::string charger;
    std::vector<std::string> defenders;
    std::optional<double> from;
};

/// `morale [UNIT...] [--markers N]` (FW-FIRE-3): `--markers` gives the markers a one-off
/// `TYPE[:STANDS]` unit took.
struct MoraleRequest {
    std::vector<std::string> units;
    std::optional<int> markers;
};

/// `move UNIT... --rate march|double|charge [--together]` (FW-MOVE).
struct MoveRequest {
    std::vector<std::string> units;
    std::string rate;
    bool together = false;
};

/// The formation-change orders of FW-ORDER-2, as `form` takes them ("reorganize" too).
inline const std::vector<std::string> k_form_orders = {"square",   "line",       "column",
                                                       "limber",   "unlimber",   "mount",
                                                       "dismount", "reorganise", "reorganize"};

/// Fuzzy-wuzzy's commands declared in src/core/fw/commands.cpp (fire, artillery, melee, charge,
/// morale, rally, move, recover, recon, form) resolved from their BookRequest; another rule set's
/// command refused (RuleError).
muster::Resolution own_command(const Request& request, const BookRequest& own, Env& env,
                               Draft& roster, const RuleBook& rulebook);

/// Fire, artillery, melee and charge as fuzzy-wuzzy declares them
/// (src/core/fw/combat_commands.cpp).
std::vector<CommandDecl> combat_commands();
/// One of them as the journal recorded it before they were the books' (schema 3); none when
/// `record` is not one of FW's.
std::optional<Request> combat_of_record(const nlohmann::json& record);
/// One of them resolved from its BookRequest; none for another command.
std::optional<muster::Resolution> combat_command(const Request& request, const BookRequest& own,
                                                 Env& env, Draft& roster, const RuleBook& book);

/// `fire` and `artillery` (FW-FIRE).
muster::Resolution fire(const FireRequest& request, Env& env, Draft& roster,
                        const RuleBook& rulebook);
/// `melee` (FW-CLOSE); side B's position.
muster::Resolution melee(const MeleeRequest& request, Env& env, Draft& roster,
                         const RuleBook& rulebook);
/// `morale [UNIT...] [--markers N]`: the fire combat results phase (FW-FIRE-3), once a unit a
/// move; `--markers` gives the markers a one-off `TYPE[:STANDS]` unit took.
muster::Resolution morale(const MoraleRequest& request, Env& env, Draft& roster,
                          const RuleBook& rulebook);
/// `rally [UNIT...]` (FW-RALLY).
muster::Resolution rally(const std::vector<std::string>& refs, Env& env, Draft& roster,
                         const RuleBook& rulebook);
/// `recover UNIT... [--when move|day|week]` (FW-RECOVER).
muster::Resolution recover(const RecoverRequest& request, Env& env, Draft& roster,
                           const RuleBook& rulebook);
/// `charge` (FW-APPROACH): the exact odds of a whole charge.
muster::Resolution charge(const ChargeRequest& request, Env& env, Draft& roster,
                          const RuleBook& rulebook);
/// `move UNIT... --rate march|double|charge [--together]` (FW-MOVE).
muster::Resolution move(const MoveRequest& request, Env& env, Draft& roster,
                        const RuleBook& rulebook);
/// `recon UNIT [--open]` (FW-RECON).
muster::Resolution recon(const ReconRequest& request, Env& env, Draft& roster,
                         const RuleBook& rulebook);

/// `kill UNIT N`: casualties by hand (markers, FW-PIECE-2).
muster::Resolution kill(const KillRequest& request, Draft& roster, const RuleBook& book);
/// `turn`: the next move (FW-SEQ).
muster::Resolution turn(const TurnRequest& request, Draft& roster, const RuleBook& book);
/// `form UNIT ORDER` (FW-ORDER-2).
muster::Resolution form(const FormRequest& request, Env& env, Draft& roster,
                        const RuleBook& rulebook);

/// `army` and `recrew` in fuzzy-wuzzy: always refused (RuleError), these rules have no such
/// step.
[[noreturn]] void army();
[[noreturn]] void recrew();

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

} // namespace muster::fw
