// How Unbalanced Equality speaks: its turn's phases (UE-SEQ), its words for the sheets and the
// status, and its army morale line (UE-ARMY-1) for the battle report.
#include "muster/roster/roster.hpp"
#include "muster/text/text.hpp"
#include "muster/ue/battle.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/rulebook.hpp"
#include "resolve.hpp"

#include <array>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <map>

namespace muster::ue {

namespace {
/// UE-SEQ: 1 recovery, 2 movement, 3 fire, 4 reaction tests, 5 melee, 6 army morale.
constexpr std::array<Phase, 7> k_phases{{{"rally", 1, "recovery (UE-RALLY)"},
                                         {"move", 2, "movement", true},
                                         {"fire", 3, "fire"},
                                         {"artillery", 3, "fire"},
                                         {"morale", 4, "reaction tests (UE-MORALE)"},
                                         {"melee", 5, "melee"},
                                         {"army", 6, "army morale (UE-ARMY)"}}};
} // namespace

std::string UeRuleBook::help_words(std::string_view topic) const {
    static const std::map<std::string_view, std::string_view> k_words = {
        {"kill", "men killed (UE-ROSTER-1; capped at the men present, UE-ROSTER-3)"},
        {"turn", "a game turn: clears fired and single-stand; lists rally rolls and army morale "
                 "checks due"},
        {"turn --auto", "rally, morale, army"},
        {"set", "killed, formation, mounted, cover, falling-back, fired, single-stand, locked, "
                "gun-hits, crew"},
        {"option", "combat-power figures|men (OPT-1), morale-modifiers benefit|literal (OPT-2), "
                   "army-morale on|off (OPT-3)"}};
    const auto found = k_words.find(topic);
    return found == k_words.end() ? std::string() : std::string(found->second);
}

bool UeRuleBook::dice_by_unit(std::string_view command) const {
    return command != k_army && command != "melee"; // a die per army, per side (UE-MELEE-3)
}

std::vector<Phase> UeRuleBook::phases() const {
    return {k_phases.begin(), k_phases.end()};
}

FigureMarks UeRuleBook::figure_marks() const {
    return {"killed", "", "alive"};
}

std::vector<std::pair<std::string, long long>> UeRuleBook::counts(const Unit& unit) const {
    return {{"killed", ue::record(unit).killed}}; // UE-ROSTER-1: men killed
}

std::vector<UnitChange> UeRuleBook::unit_changes(const Unit& before, const Unit& after,
                                                 std::string_view command) const {
    std::vector<UnitChange> out;
    const auto was = record(before).killed;
    const auto now = record(after).killed;
    if (now > was) { // UE-ROSTER-1
        out.push_back(
            {UnitChange::Kind::hit, fmt::format("lost {}", text::plural(now - was, "man"))});
    } else if (now < was) { // UE-ARTY-5: a new crew
        out.push_back({UnitChange::Kind::restored,
                       command == "recrew"
                           ? fmt::format("new crew: {}", text::plural(was - now, "man"))
                           : fmt::format("{} restored", text::plural(was - now, "man"))});
    }
    if (record(after).falling_back && !record(before).falling_back) { // UE-MORALE-4
        out.push_back({UnitChange::Kind::fell_back, "fell back", "fell back"});
    } else if (!record(after).falling_back && record(before).falling_back) { // UE-RALLY-1
        out.push_back({UnitChange::Kind::rallied, "rallied"});
    }
    return out;
}

std::string UeRuleBook::done_words(const Unit& unit, std::string_view mark) const {
    const auto band = record(unit).fired; // UE-MORALE-3: the closest band it was fired at
    if (mark == ue::mark::fired_at && band != Band::none) {
        return fmt::format("fired at ({})", to_string(band));
    }
    return {};
}

bool UeRuleBook::standing_since(const Unit& unit) const {
    return record(unit).falling_back; // UE-MORALE-4
}

std::vector<std::string> UeRuleBook::standing_words(const Unit& unit,
                                                    std::string_view since) const {
    std::vector<std::string> words;
    if (standing_since(unit)) { // UE-MORALE-4: falling back
        words.push_back("falling back" + std::string(since));
    }
    if (!record(unit).locked.empty()) { // UE-MELEE-5
        words.push_back(
            fmt::format("locked in melee with {}", fmt::join(record(unit).locked, ", ")));
    }
    return words;
}

bool UeRuleBook::army_morale(const Roster& roster) const {
    return read_options(roster).army_morale; // OPT-3
}

double UeRuleBook::army_line_share() const {
    return static_cast<double>(k_army_test_at.num) / static_cast<double>(k_army_test_at.den);
}

ArmyWords UeRuleBook::army_words() const {
    // UE-ARMY-1/2: past the line an army tests every turn, and a 1-2 retreats it; OPT-3 off.
    return {"army morale (UE-ARMY)", "UE-ARMY-1", "tests every turn, 1-2 retreats", "off (OPT-3)"};
}

std::vector<std::string_view> UeRuleBook::rules_changed_in(std::string_view revision) const {
    // 2026-12-07: a side of guns alone in melee, the charge's target tests, the army check
    // ends the battle.
    if (revision == "2026-12-07") {
        return {"UE-MELEE-7", "UE-APPROACH-2", "UE-ARMY-3"};
    }
    return {};
}

std::optional<BattleEnd> UeRuleBook::battle_end(const Roster& roster) const {
    return ue::battle_end(roster.units);
}

std::vector<muster::ArmyTally> UeRuleBook::army_tallies(const Roster& roster) const {
    std::vector<muster::ArmyTally> out;
    for (const auto& tally : ue::army_tallies(roster.units, *this)) {
        out.push_back({tally.side, tally.men, tally.reached});
    }
    return out;
}

std::vector<MarkSpec> UeRuleBook::marks() const {
    // Each with the commands whose roll leaves it (refuse_repeat finds that roll in the journal).
    return {{std::string(ue::mark::fire), "fired", {"fire", "artillery"}},
            {std::string(ue::mark::fired_at), "fired at"},
            {std::string(ue::mark::morale), "tested morale", {"morale"}},
            {std::string(ue::mark::rally), "rolled its rally", {"rally"}},
            {std::string(ue::mark::army), "its army checked"},
            {std::string(ue::mark::melee), "fought a melee"},
            {std::string(ue::mark::unhurt), "no casualties yet"},
            {std::string(ue::mark::in_cover), "fired on in cover"},
            {std::string(ue::mark::lost_melee), "lost the melee it is locked in"},
            {std::string(ue::mark::army_retreated), std::string(ue::mark::army_retreated)}};
}

HeadlineWords UeRuleBook::headline_words() const {
    return {"stands lost", "destroyed"};
}

} // namespace muster::ue
