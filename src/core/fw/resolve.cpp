#include "resolve.hpp"

#include "muster/engine/request.hpp"
#include "muster/fw/rulebook.hpp"

#include <map>
#include <type_traits>
#include <variant>

/// FwRuleBook::resolve: each request to its resolution, after refusing the options that are
/// unbalanced-equality's (exit 2) and the steps fuzzy-wuzzy does not have (exit 1).
namespace muster::fw {

namespace {

constexpr std::string_view k_fw = "fuzzy-wuzzy";
constexpr std::string_view k_ue = "unbalanced-equality";

void refuse_state(const StateFlags& state) {
    refuse_options({{state.open, "--open"},
                    {state.closed, "--closed"},
                    {state.mounted, "--mounted"},
                    {state.dismounted, "--dismounted"}},
                   k_ue, k_fw);
}

} // namespace

muster::Resolution FwRuleBook::resolve(const Request& request, Roster& roster, Env& env) const {
    return std::visit(
        [&](const auto& r) -> muster::Resolution {
            using T = std::decay_t<decltype(r)>;
            if constexpr (std::is_same_v<T, FireRequest>) {
                refuse_options({{r.single_stand, "--single-stand"},
                                {r.state.open, "--open"},
                                {r.state.closed, "--closed"},
                                {r.state.mounted, "--mounted"},
                                {r.state.dismounted, "--dismounted"},
                                {!r.vs.empty(), "--vs"}},
                               k_ue, k_fw);
                return fire(r, env, roster, *this);
            } else if constexpr (std::is_same_v<T, MeleeRequest>) {
                refuse_options(
                    {{r.pursue, "--pursue"}, {!r.no_reinforce.empty(), "--no-reinforce"}}, k_ue,
                    k_fw);
                return melee(r, env, roster, *this);
            } else if constexpr (std::is_same_v<T, MoraleRequest>) {
                refuse_options({{!r.range.empty(), "--range"},
                                {r.cover, "--cover"},
                                {r.single_stand, "--single-stand"}},
                               k_ue, k_fw);
                return morale(r, env, roster, *this);
            } else if constexpr (std::is_same_v<T, RallyRequest>) {
                return rally(r.units, env, roster, *this);
            } else if constexpr (std::is_same_v<T, ArmyRequest>) {
                army();
            } else if constexpr (std::is_same_v<T, MoveRequest>) {
                refuse_state(r.state);
                return move(r, env, roster, *this);
            } else if constexpr (std::is_same_v<T, ChargeRequest>) {
                return charge(r, env, roster, *this);
            } else if constexpr (std::is_same_v<T, RecrewRequest>) {
                recrew();
            } else if constexpr (std::is_same_v<T, KillRequest>) {
                return kill(r, roster, *this);
            } else if constexpr (std::is_same_v<T, TurnRequest>) {
                return turn(r, roster, *this);
            } else if constexpr (std::is_same_v<T, FormRequest>) {
                return form(r, env, roster, *this);
            } else if constexpr (std::is_same_v<T, ReconRequest>) {
                return recon(r, env, roster, *this);
            } else {
                static_assert(std::is_same_v<T, RecoverRequest>);
                return recover(r, env, roster, *this);
            }
        },
        request.base());
}

} // namespace muster::fw

namespace muster::fw {

std::string FwRuleBook::dice_order(std::string_view command) const {
    static const std::map<std::string_view, const char*> k_orders = {
        {"fire", k_fire_dice_order},   {"artillery", k_fire_dice_order},
        {"melee", k_melee_dice_order}, {"morale", k_morale_dice_order},
        {"move", k_move_dice_order},   {"rally", k_rally_dice_order},
        {"recon", k_recon_dice_order}, {"recover", k_recover_dice_order}};
    const auto found = k_orders.find(command);
    return found == k_orders.end() ? std::string() : std::string(found->second);
}

} // namespace muster::fw
