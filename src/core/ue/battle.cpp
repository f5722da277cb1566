// UE-ARMY-3: the end of the battle, as the units record it, in words, and the refusal of a
// further resolution.
#include "muster/ue/battle.hpp"

#include "muster/engine/draft.hpp"
#include "muster/error.hpp"
#include "muster/ue/marks.hpp"
#include "muster/ue/morale.hpp"
#include "muster/ue/record.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster::ue {

namespace {

/// The commands a battle that is over still answers: `army` says the result, `move` (UE-MOVE-1)
/// and `charge` (UE-APPROACH, odds only) record nothing.
constexpr std::array<std::string_view, 3> k_after_battle{"army", "move", "charge"};

void add_once(std::vector<std::string>& names, const std::string& name) {
    if (std::find(names.begin(), names.end(), name) == names.end()) {
        names.push_back(name);
    }
}

std::string joined(const std::vector<std::string>& names) {
    if (names.size() <= 1) {
        return names.empty() ? std::string() : names.front();
    }
    const std::vector<std::string> first(names.begin(), std::prev(names.end()));
    return fmt::format("{} and {}", fmt::join(first, ", "), names.back());
}

/// The end in words; `drawn`: the armies of a draw.
std::string words_of(const BattleEnd& end, const std::vector<std::string>& drawn) {
    const std::string when = end.period > 0 ? fmt::format(" in turn {}", end.period)
                                            : std::string(" (turn not recorded)");
    if (end.draw) {
        return fmt::format("the battle is over: a draw{}, {} past {}% killed ({}, {})", when,
                           joined(drawn), 100 * k_army_test_at.num / k_army_test_at.den,
                           k_draw_rule, k_battle_rule);
    }
    return fmt::format("the battle is over: the {} arm{} retreated from the field{}; {} won ({})",
                       joined(end.retreated), end.retreated.size() == 1 ? "y" : "ies", when,
                       end.winners.empty() ? std::string("no army") : joined(end.winners),
                       k_battle_rule);
}

} // namespace

std::optional<BattleEnd> battle_end(const std::vector<Unit>& units) {
    BattleEnd end;
    std::vector<std::string> sides;
    bool over = false;
    for (const Unit& unit : units) {
        if (unit.side.empty()) {
            continue;
        }
        add_once(sides, unit.side);
        const Record& r = record(unit);
        if (r.drawn > 0) {
            over = true;
            end.draw = true;
            end.period = std::max(end.period, r.drawn);
        }
        if (r.left_field > 0 || has_mark(unit.due, mark::army_retreated)) {
            over = true;
            add_once(end.retreated, unit.side);
            end.period = std::max(end.period, r.left_field);
        }
    }
    if (!over) {
        return std::nullopt;
    }
    if (end.draw) {
        // A draw names every army past its line: those whose units hold it.
        std::vector<std::string> drawn;
        for (const Unit& unit : units) {
            if (!unit.side.empty() && record(unit).drawn > 0) {
                add_once(drawn, unit.side);
            }
        }
        end.retreated.clear();
        end.words = words_of(end, drawn);
        return end;
    }
    for (const auto& side : sides) {
        if (std::find(end.retreated.begin(), end.retreated.end(), side) == end.retreated.end()) {
            end.winners.push_back(side);
        }
    }
    end.words = words_of(end, {});
    return end;
}

void record_battle_end(Draft& roster, const std::vector<std::string>& retreated, int turn) {
    for (const Unit& unit : roster.before().units) {
        if (unit.side.empty()) {
            continue;
        }
        if (retreated.empty()) {
            record(*roster.find(unit.name)).drawn = turn;
        } else if (std::find(retreated.begin(), retreated.end(), unit.side) != retreated.end()) {
            record(*roster.find(unit.name)).left_field = turn;
        }
    }
}

void refuse_after_battle(const std::vector<Unit>& units, const Request& request, const Env& env) {
    const bool book_command = std::holds_alternative<BookRequest>(request.base());
    if (std::holds_alternative<KillRequest>(request.base()) || (book_command && env.odds()) ||
        (book_command && std::find(k_after_battle.begin(), k_after_battle.end(), request.command) !=
                             k_after_battle.end())) {
        return;
    }
    const auto end = battle_end(units);
    if (!end) {
        return;
    }
    throw RuleError(fmt::format("{}: nothing more is resolved; `muster undo` takes back the "
                                "army check that decided it",
                                end->words));
}

} // namespace muster::ue
