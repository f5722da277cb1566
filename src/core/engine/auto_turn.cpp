#include "muster/engine/auto_turn.hpp"

#include <algorithm>

namespace muster {

std::vector<Owed> owed_in_order(const Roster& roster, const RuleBook& book) {
    auto owed = book.owed(roster);
    std::stable_sort(owed.begin(), owed.end(),
                     [](const Owed& a, const Owed& b) { return a.step < b.step; });
    return owed;
}

std::optional<Request> settling_request(const Owed& owed, const RuleBook& book) {
    if (!owed.choice.empty()) {
        return std::nullopt;
    }
    return book.settling_request(owed);
}

} // namespace muster
