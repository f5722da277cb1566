#include "muster/rulebook.hpp"

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
    for (const auto& rule : roster.types) {
        book->add_house_type(rule);
    }
    for (const auto& rule : roster.tables) {
        book->add_house_table(rule);
    }
    return book;
}

} // namespace muster
