#include "muster/roster/rulebook.hpp"

#include "muster/fw/rulebook.hpp"
#include "muster/ue/rulebook.hpp"

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

} // namespace muster
