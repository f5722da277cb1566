#include "fw/resolve.hpp"
#include "muster/engine/request.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/roster/rulebook.hpp"
#include "muster/ue/rulebook.hpp"
#include "ue/resolve.hpp"

#include <fmt/format.h>
#include <map>

/// The one file that knows every rule set: the rule book of a roster, and the dice order of
/// each command in both.
namespace muster {

std::unique_ptr<RuleBook> make_rulebook(RuleSet rules) {
    switch (rules) {
    case RuleSet::unbalanced_equality:
        return ue::make_ue_rulebook();
    case RuleSet::fuzzy_wuzzy:
        return fw::make_fw_rulebook();
    }
    return ue::make_ue_rulebook();
}

std::unique_ptr<RuleBook> make_rulebook(const Roster& roster) {
    auto book = make_rulebook(roster.rules);
    // Tables first: a house type may name a weapon a `table weapon-NAME` line defines (FW-TAB-1).
    for (const auto& rule : roster.tables) {
        book->add_house_table(rule);
    }
    for (const auto& rule : roster.types) {
        book->add_house_type(rule);
    }
    return book;
}

std::string dice_order(std::string_view command) {
    // One entry a command: unbalanced-equality's order, then fuzzy-wuzzy's ("" for none).
    static const std::map<std::string_view, std::pair<const char*, const char*>> k_orders = {
        {"fire", {ue::k_fire_dice_order, fw::k_fire_dice_order}},
        {"artillery", {ue::k_artillery_dice_order, fw::k_fire_dice_order}},
        {"melee", {ue::k_melee_dice_order, fw::k_melee_dice_order}},
        {"morale", {ue::k_morale_dice_order, fw::k_morale_dice_order}},
        {"move", {ue::k_move_dice_order, fw::k_move_dice_order}},
        {"rally", {ue::k_rally_dice_order, fw::k_rally_dice_order}},
        {"army", {ue::k_army_dice_order, ""}},
        {"recon", {"", fw::k_recon_dice_order}},
        {"recover", {"", fw::k_recover_dice_order}}};
    const auto found = k_orders.find(command);
    if (found == k_orders.end()) {
        return {};
    }
    const auto& [ue_order, fw_order] = found->second;
    const std::string order = *ue_order == '\0' || *fw_order == '\0'
                                  ? std::string(*ue_order == '\0' ? fw_order : ue_order)
                                  : fmt::format("{}; {}", ue_order, fw_order);
    // Each die of these is one unit's own (a test, a shot, a move): it may be typed by name.
    // Army morale and UE melee throw a die per side, not per unit.
    if (command == "army" || command == "melee") {
        return order;
    }
    return order + ". A unit's own dice may be typed by name, --dice UNIT=V,V; the plain values "
                   "go, in this order, to the others";
}

} // namespace muster
