#include "muster/engine/record.hpp"
#include "muster/engine/request.hpp"
#include "muster/fw/marks.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/fw/rules.hpp"

/// What is owed before the move may end in fuzzy-wuzzy (docs/game-record.md).
namespace muster::fw {

namespace {
/// FW-SEQ: the move's steps that owe a throw (5 fire combat results, 9 rally), the order
/// `turn --auto` throws them in.
constexpr int k_step_fire_result = 5;
constexpr int k_step_rally = 9;
} // namespace

Owed fire_result_owed(const Unit& unit) {
    return unit_owes(unit, "fire combat result test", "FW-FIRE-3", "morale", k_step_fire_result);
}

/// FW-SEQ: the fire combat result test of a unit that took markers (FW-FIRE-3, OPT-4), the
/// rally of retreating stands (FW-RALLY-1/2) unless the formation order was spent (FW-ORDER-2).
std::vector<Owed> FwRuleBook::owed(const Roster& roster) const {
    const Book& book = m_book;
    const bool regulars = regular_fire_results(roster);
    std::vector<Owed> owed;
    for (const Unit& unit : roster.units) {
        if (fw::record(unit).taken > 0 && !has_mark(unit.done, fw::mark::fire_result) &&
            no_test_reason(book, unit, regulars).empty()) {
            owed.push_back(fire_result_owed(unit));
        }
        if (fw::record(unit).retreating > 0 && !has_mark(unit.done, fw::mark::rally) &&
            !has_mark(unit.done, fw::mark::form)) {
            owed.push_back(unit_owes(unit, "rally", "FW-RALLY-1/2", "rally", k_step_rally));
        }
    }
    return owed;
}

/// `turn --auto`: a fire combat result test (`morale`) and a rally are thrown by dice alone.
std::optional<Request> FwRuleBook::settling_request(const Owed& owed) const {
    if (owed.settle == "morale" || owed.settle == "rally") {
        return book_request(owed.settle, {owed.who});
    }
    return std::nullopt;
}

} // namespace muster::fw
