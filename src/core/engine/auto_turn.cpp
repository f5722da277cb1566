#include "muster/engine/auto_turn.hpp"

#include <algorithm>

namespace muster {

std::vector<Owed> owed_in_order(const Roster& roster, const RuleBook& book) {
    auto owed = book.owed(roster);
    std::stable_sort(owed.begin(), owed.end(),
                     [](const Owed& a, const Owed& b) { return a.step < b.step; });
    return owed;
}

std::optional<Request> settling_request(const Owed& owed) {
    if (!owed.choice.empty()) {
        return std::nullopt;
    }
    if (owed.settle == "morale") {
        MoraleRequest morale;
        morale.units = {owed.who};
        return Request{morale};
    }
    if (owed.settle == "rally") {
        RallyRequest rally;
        rally.units = {owed.who};
        return Request{rally};
    }
    if (owed.settle == "army") {
        ArmyRequest army;
        army.side = owed.who;
        return Request{army};
    }
    return std::nullopt;
}

} // namespace muster
