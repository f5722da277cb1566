#include "resolve.hpp"

#include "muster/engine/request.hpp"
#include "muster/fw/rulebook.hpp"

#include <map>
#include <type_traits>
#include <variant>

/// FwRuleBook::resolve: each request to its resolution, refusing the steps fuzzy-wuzzy does not
/// have (exit 1). (The command line refuses the options it does not declare, exit 2:
/// options.cpp.)
namespace muster::fw {

muster::Resolution FwRuleBook::resolve_request(const Request& request, Draft& roster,
                                               Env& env) const {
    return std::visit(
        [&](const auto& r) -> muster::Resolution {
            using T = std::decay_t<decltype(r)>;
            if constexpr (std::is_same_v<T, KillRequest>) {
                return kill(r, roster, *this);
            } else if constexpr (std::is_same_v<T, TurnRequest>) {
                return turn(r, roster, *this);
            } else {
                static_assert(std::is_same_v<T, BookRequest>);
                return own_command(request, r, env, roster, *this);
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
