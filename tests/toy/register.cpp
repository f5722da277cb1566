// The toy's registration: linked into muster_toy beside the command line (tests/CMakeLists.txt),
// it registers the rule set before main runs, as a plug-in would.
#include "muster/engine/rule_sets.hpp"
#include "toy.hpp"

namespace {
const bool k_registered = (muster::register_rule_set(std::string(muster::toy::k_rules_id),
                                                     std::string(muster::toy::k_rules_name),
                                                     &muster::toy::make_toy_rulebook),
                           true);
} // namespace
