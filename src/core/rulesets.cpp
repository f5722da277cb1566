#include "muster/books.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/ue/rulebook.hpp"

/// The one file that knows every built-in rule set: it registers each in the engine's registry,
/// which makes a roster's rule book from its `rules` line.
namespace muster::books {

void register_rule_sets() {
    register_rule_set(std::string(ue::k_rules_id), "Unbalanced Equality", &ue::make_ue_rulebook,
                      true);
    register_rule_set(std::string(fw::k_rules_id), "'Ere's to You Fuzzy-Wuzzy",
                      &fw::make_fw_rulebook, true);
}

} // namespace muster::books
