// How Unbalanced Equality speaks: its turn's phases (UE-SEQ), its words for the sheets and the
// status, and its army morale line (UE-ARMY-1) for the battle report.
#include "muster/ue/morale.hpp"
#include "muster/ue/rulebook.hpp"

#include <array>

namespace muster::ue {

namespace {
/// UE-SEQ: 1 recovery, 2 movement, 3 fire, 4 reaction tests, 5 melee, 6 army morale.
constexpr std::array<Phase, 7> k_phases{{{"rally", 1, "recovery (UE-RALLY)"},
                                         {"move", 2, "movement"},
                                         {"fire", 3, "fire"},
                                         {"artillery", 3, "fire"},
                                         {"morale", 4, "reaction tests (UE-MORALE)"},
                                         {"melee", 5, "melee"},
                                         {"army", 6, "army morale (UE-ARMY)"}}};
} // namespace

std::vector<Phase> UeRuleBook::phases() const {
    return {k_phases.begin(), k_phases.end()};
}

FigureMarks UeRuleBook::figure_marks() const {
    return {"killed", "", "alive"};
}

std::vector<std::pair<std::string, long long>> UeRuleBook::counts(const Unit& unit) const {
    return {{"killed", unit.killed}}; // UE-ROSTER-1: men killed
}

std::vector<std::string> UeRuleBook::standing_words(const Unit& unit,
                                                    std::string_view since) const {
    if (!unit.falling_back) { // UE-MORALE-4
        return {};
    }
    return {"falling back" + std::string(since)};
}

bool UeRuleBook::army_morale(const Roster& roster) const {
    return read_options(roster).army_morale; // OPT-3
}

double UeRuleBook::army_line_share() const {
    return static_cast<double>(k_army_test_at.num) / static_cast<double>(k_army_test_at.den);
}

std::vector<muster::ArmyTally> UeRuleBook::army_tallies(const Roster& roster) const {
    std::vector<muster::ArmyTally> out;
    for (const auto& tally : ue::army_tallies(roster.units, *this)) {
        out.push_back({tally.side, tally.men, tally.reached});
    }
    return out;
}

} // namespace muster::ue
