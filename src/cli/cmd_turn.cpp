#include "cli/cmd_turn.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/record.hpp"
#include "muster/error.hpp"
#include "muster/fw/rules.hpp"
#include "muster/roster/format.hpp"
#include "muster/ue/morale.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <memory>

namespace muster::cli {

namespace {

/// UE-SEQ: clears the per-turn marks (UE-MORALE-3 closest band, UE-MORALE-2 single stand) and
/// lists what is due: UE-RALLY-1 rally rolls, UE-ARMY-1/2 army morale.
std::vector<std::string> ue_turn(Roster& roster, const RuleBook& book) {
    std::vector<std::string> due;
    for (auto& unit : roster.units) {
        unit.fired = Band::none;
        unit.single_stand = false;
        if (unit.falling_back) {
            add_mark(unit.due, mark::rally);
        }
        if (!unit.locked.empty()) {
            add_mark(unit.due, mark::melee);
            due.push_back(fmt::format("UE-MELEE-5: {} is locked in melee with {}: the melee goes "
                                      "on (muster melee {} --vs {})",
                                      unit.name, fmt::join(unit.locked, ", "),
                                      quote_if_needed(unit.name),
                                      quote_if_needed(unit.locked.front())));
        }
        if (unit.falling_back) {
            due.push_back(fmt::format("UE-RALLY-1: {} is falling back: rally roll, 4-6 it returns "
                                      "to the fight (muster rally {})",
                                      unit.name, quote_if_needed(unit.name)));
        }
    }
    const auto options = ue::read_options(roster);
    if (!options.army_morale) {
        return due;
    }
    const auto armies = ue::army_tallies(roster.units, ue::ue_book(book));
    const auto reached =
        std::count_if(armies.begin(), armies.end(), [](const auto& army) { return army.reached; });
    if (reached >= 2) {
        due.push_back("UE-ARMY-2: both armies have reached 25%: the result is a draw");
        return due; // no army morale roll: the draw stands without dice
    }
    for (const auto& army : armies) {
        if (army.reached) {
            due.push_back(fmt::format("UE-ARMY-1: army {} has lost {} of {} men (25% or more): "
                                      "army morale roll, 1-2 it retreats (muster army {})",
                                      army.side, army.killed, army.men,
                                      quote_if_needed(army.side)));
        }
    }
    return due;
}

/// FW-SEQ: one turn is one move. Records `stationary` for units that did not move (FW-MOVE-5),
/// clears the per-move marks (FW-FIRE-3 taken, FW-ORDER-1 moved and fought) and lists what is
/// due: FW-RALLY rolls for retreating stands, FW-RECOVER-1 recovery for units with markers.
std::vector<std::string> fw_turn(Roster& roster) {
    std::vector<std::string> due;
    for (auto& unit : roster.units) {
        muster::fw::end_move(unit);
        if (unit.retreating > 0) {
            due.push_back(fmt::format("FW-RALLY: {} has {} retreating stand{}: rally roll (muster "
                                      "rally {})",
                                      unit.name, unit.retreating, unit.retreating == 1 ? "" : "s",
                                      quote_if_needed(unit.name)));
        }
        if (unit.markers > 0) {
            due.push_back(fmt::format("FW-RECOVER-1: {} carries {} marker{}: it may recover this "
                                      "move if it neither moves nor fights (muster recover {})",
                                      unit.name, unit.markers, unit.markers == 1 ? "" : "s",
                                      quote_if_needed(unit.name)));
        }
    }
    return due;
}

/// Nothing owed is forgotten: refuses (exit 1) while anything is owed this turn, listing each
/// item with the command that settles it; with `skip_owed` returns them, for the journal.
std::vector<Owed> check_owed(const Roster& roster, const RuleBook& book, bool skip_owed) {
    auto owed = owed_items(roster, book);
    if (owed.empty() || skip_owed) {
        return owed;
    }
    // One line on stderr: the first few items, then a count (`status` lists them all).
    constexpr std::size_t k_listed = 8;
    std::vector<std::string> items;
    for (std::size_t i = 0; i < owed.size() && i < k_listed; ++i) {
        items.push_back(owed_text(owed[i]));
    }
    if (owed.size() > k_listed) {
        items.push_back(
            fmt::format("and {} more (`muster status` lists them)", owed.size() - k_listed));
    }
    throw RuleError(fmt::format("{} {} still owes {}: {}; settle {}, or `muster turn --skip-owed` "
                                "advances and records what it skips",
                                period_word(roster.rules), roster.turn, owed.size(),
                                fmt::join(items, "; "), owed.size() == 1 ? "it" : "them"));
}

Report run_turn(Roster& roster, const RuleBook& book, bool skip_owed) {
    if (roster.turn >= k_max_count) {
        throw RuleError(fmt::format("turn {} is the last turn muster counts", roster.turn));
    }
    const auto skipped = check_owed(roster, book, skip_owed);
    for (auto& unit : roster.units) {
        unit.done.clear();
        unit.due.clear();
    }
    ++roster.turn;
    Report report;
    report.command = "turn";
    if (!skipped.empty()) {
        report.skipped = nlohmann::json::array();
        for (const auto& item : skipped) {
            report.skipped.push_back(owed_json(item));
            report.text.push_back(fmt::format("skipped: {}", owed_text(item)));
        }
    }
    report.table =
        roster.rules == RuleSet::unbalanced_equality ? ue_turn(roster, book) : fw_turn(roster);
    report.text.push_back(
        fmt::format("turn {}{}", roster.turn, report.table.empty() ? ": nothing is due" : ""));
    report.brief = fmt::format("turn {}: {} due", roster.turn, report.table.size());
    if (!skipped.empty()) {
        report.brief += fmt::format("; skipped {} owed", skipped.size());
    }
    report.result = {{"turn", roster.turn}, {"due", report.table}};
    report.result["skipped"] = report.skipped.is_null() ? nlohmann::json::array() : report.skipped;
    return report;
}

} // namespace

CLI::App* setup_turn(CLI::App& app, Context& ctx) {
    CLI::App* sub = app.add_subcommand(
        "turn", "Advance the turn (UE: a game turn; FW: a move), clear the per-turn marks (UE "
                "fired, single-stand; FW taken, moved, fought, recording `stationary` for units "
                "that did not move; both: done, due) and list what is now due: rally rolls, army "
                "morale checks, FW recovery. Refused while anything is owed this turn (a morale "
                "or fire-result test, a rally, an army check, a continuing melee): settle it, or "
                "give --skip-owed.");
    auto skip_owed = std::make_shared<bool>(false);
    sub->add_flag("--skip-owed", *skip_owed,
                  "advance even though tests, rallies or army checks are still owed; the journal "
                  "records each one skipped");
    sub->callback([&ctx, skip_owed] {
        render(transact(ctx,
                        [skip = *skip_owed](Roster& roster, const RuleBook& book) {
                            return run_turn(roster, book, skip);
                        }),
               ctx);
    });
    return sub;
}

} // namespace muster::cli
