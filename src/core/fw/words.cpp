// How 'Ere's to You Fuzzy-Wuzzy speaks: its move's phases (FW-SEQ), and its words for the
// sheets and the status (FW-PIECE-2's markers, dead and stands out of action).
#include "muster/fw/marks.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <map>

namespace muster::fw {

namespace {
/// FW-SEQ: order, movement, reconnaissance, fire combat, fire combat results, close combat (and
/// its results), retreat movement, rally, casualty recovery.
constexpr std::array<Phase, 9> k_phases{{{"form", 1, "orders (formation changes)"},
                                         {"move", 2, "movement", true},
                                         {"recon", 3, "reconnaissance"},
                                         {"fire", 4, "fire combat"},
                                         {"artillery", 4, "fire combat"},
                                         {"morale", 5, "fire combat results"},
                                         {"melee", 6, "close combat"},
                                         {"rally", 9, "rally"},
                                         {"recover", 10, "casualty recovery"}}};
/// FW-SEQ 7: the beaten units' retreat, a `move` after the fire or close combat.
constexpr Phase k_retreat_movement{"move", 7, "retreat movement"};
} // namespace

std::string FwRuleBook::help_words(std::string_view topic) const {
    static const std::map<std::string_view, std::string_view> k_words = {
        {"kill", "casualty markers (FW-PIECE-2)"},
        {"turn", "a move: clears taken, moved and fought, records `stationary` for units that "
                 "did not move; lists recovery due"},
        {"turn --auto", "fire combat results, rally"},
        {"set", "markers, dead, retreating, taken, moves, moved, fought, limbered"},
        {"option", "fw-regular-fire-results on|off (OPT-4: on, the default, regulars and "
                   "transport test too)"}};
    const auto found = k_words.find(topic);
    return found == k_words.end() ? std::string() : std::string(found->second);
}

std::vector<Phase> FwRuleBook::phases() const {
    return {k_phases.begin(), k_phases.end()};
}

std::optional<Phase> FwRuleBook::retreat_phase() const {
    return k_retreat_movement;
}

FigureMarks FwRuleBook::figure_marks() const {
    return {"dead", "wounded (casualty marker)", "unhurt"};
}

std::vector<std::pair<std::string, long long>> FwRuleBook::counts(const Unit& unit) const {
    return {{"markers", fw::record(unit).markers}, {"dead", fw::record(unit).dead}}; // FW-PIECE-2
}

std::vector<UnitChange> FwRuleBook::unit_changes(const Unit& before, const Unit& after,
                                                 std::string_view command) const {
    (void)command;
    const auto& was = record(before);
    const auto& now = record(after);
    std::vector<UnitChange> out;
    if (now.markers > was.markers) { // FW-PIECE-2
        out.push_back({UnitChange::Kind::hit,
                       fmt::format("took {}", text::plural(now.markers - was.markers, "marker"))});
    }
    if (now.dead > was.dead) { // FW-RECOVER-3
        out.push_back({UnitChange::Kind::hit, fmt::format("{} dead", now.dead - was.dead)});
    }
    if (now.markers < was.markers) { // FW-RECOVER-1
        out.push_back(
            {UnitChange::Kind::recovered,
             fmt::format("{} recovered", text::plural(was.markers - now.markers, "marker"))});
    }
    if (now.retreating > was.retreating) { // FW-RALLY-3
        out.push_back({UnitChange::Kind::fell_back,
                       fmt::format("{} retreating", text::plural(now.retreating, "stand")),
                       "retreating"});
    } else if (now.retreating < was.retreating) { // FW-RALLY-2
        out.push_back(
            {UnitChange::Kind::stands_rallied,
             fmt::format("{} rallied", text::plural(was.retreating - now.retreating, "stand"))});
    }
    return out;
}

std::pair<int, int> FwRuleBook::stands_rallied(const Unit& before, const Unit& after) const {
    return {std::max(0, record(before).retreating - record(after).retreating),
            record(before).retreating};
}

std::vector<std::string> FwRuleBook::sheet_numbers(const Unit& unit, const Derived& d) const {
    // FW-PIECE-2: each stand counted once: ready, else out of action, gone or retreating.
    std::vector<std::string> parts;
    parts.push_back(fmt::format("markers {}", fw::record(unit).markers));
    parts.push_back(fmt::format("dead {}", fw::record(unit).dead));
    parts.push_back(fmt::format("unwounded {}", d.number("unwounded")));
    parts.push_back(fmt::format("stands ready {} of {}", d.number("stands_ready"), unit.stands));
    for (const auto& [key, words] :
         {std::pair{"stands_out_of_action", "out of action"}, {"stands_gone", "gone"}}) {
        if (d.number(key) != 0) {
            parts.push_back(fmt::format("{} {}", words, d.number(key)));
        }
    }
    // Retreating stands are counted from the first (the out-of-action ones): here only those
    // not already counted out of action.
    const long long out = d.number("stands_out_of_action");
    if (fw::record(unit).retreating > out) {
        parts.push_back(fmt::format("retreating {}", fw::record(unit).retreating - out));
    }
    return parts;
}

std::string FwRuleBook::lost_text(const Unit&, const Derived& d) const {
    // Stands gone (dead) are off the table, not those only out of action with wounded figures,
    // which stay on it (FW-PIECE-2).
    const auto gone = d.number("stands_gone");
    return gone != 0 ? fmt::format("gone {}", gone) : std::string();
}

std::vector<std::pair<long long, std::string_view>>
FwRuleBook::stand_states(const Unit& unit, const Derived& d) const {
    // FW-PIECE-2: markers fill the stands in order, so the first stands are gone (all dead),
    // then out of action (dead and wounded), then retreating (counted from the first present
    // stand; one out of action stays so), the rest ready.
    const long long gone = d.number("stands_gone");
    const long long out = d.number("stands_out_of_action");
    const long long present = unit.stands - gone;
    const long long retreating = std::clamp<long long>(fw::record(unit).retreating, 0, present);
    return {{gone, "gone"},
            {out, "out_of_action"},
            {retreating - out, "retreating"},
            {unit.stands, "ready"}};
}

bool FwRuleBook::standing_since(const Unit& unit) const {
    return fw::record(unit).retreating > 0; // FW-RALLY-3
}

std::vector<std::string> FwRuleBook::standing_words(const Unit& unit,
                                                    std::string_view since) const {
    std::vector<std::string> done;
    if (fw::record(unit).moved && !fw::record(unit).moves.empty()) {
        done.push_back(fmt::format("moved ({})", fw::record(unit).moves.back()));
    }
    if (fw::record(unit).fought) {
        done.emplace_back("took its combat order");
    }
    if (standing_since(unit)) { // FW-RALLY-3: stands retreating
        done.push_back(fmt::format("{} retreating{}",
                                   text::plural(fw::record(unit).retreating, "stand"), since));
    }
    return done;
}

std::vector<MarkSpec> FwRuleBook::marks() const {
    // Each with the commands whose roll leaves it (refuse_repeat finds that roll in the journal):
    // a rally (FW-ORDER-2) spends the formation order too.
    return {{std::string(fw::mark::fired_at), "fired at"},
            {std::string(fw::mark::rally), "rolled its rally", {"rally"}},
            {std::string(fw::mark::fire_result), "took its fire result test", {"morale"}},
            {std::string(fw::mark::close_result), "in a close combat", {"melee"}},
            {std::string(fw::mark::recover), "recovered casualties", {"recover"}},
            {std::string(fw::mark::recon), "reconnoitred", {"recon"}},
            {std::string(fw::mark::form), "formation order given", {"form", "rally"}}};
}

ChartWords FwRuleBook::chart_words(std::string_view count) const {
    auto words = RuleBook::chart_words(count);
    words.caption = count == "dead" ? "dead figures" : "casualty markers";
    return words;
}

HeadlineWords FwRuleBook::headline_words() const {
    return {"stands out of action", "units out of action"};
}

} // namespace muster::fw
