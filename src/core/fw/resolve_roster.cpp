#include "muster/engine/results.hpp"
#include "muster/engine/roster_steps.hpp"
#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rules.hpp"
#include "muster/roster/format.hpp"
#include "muster/text/text.hpp"
#include "resolve.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

/// The roster's own steps in fuzzy-wuzzy: casualty markers by hand and the next move.
namespace muster::fw {

namespace {

/// FW: casualty markers, one per wounded figure (FW-PIECE-2), also counted as taken this move
/// for the fire combat result (FW-FIRE-3); a negative count takes markers back.
void kill_fw(Unit& unit, const Derived& derived, long long count, muster::Resolution& report) {
    const int before = fw::record(unit).markers;
    const long long room =
        std::max(0, derived.figures - fw::record(unit).dead - fw::record(unit).markers);
    long long added = count;
    if (count >= 0) {
        added = std::min(count, room);
        if (count > added) {
            report.text.push_back(fmt::format("{} more dropped: every figure already carries a "
                                              "marker",
                                              count - added));
        }
    } else if (-count > fw::record(unit).markers) {
        throw RuleError(fmt::format("{} carries {}; cannot take back {}", unit.name,
                                    text::plural(fw::record(unit).markers, "marker"), -count));
    }
    fw::record(unit).markers += static_cast<int>(added);
    fw::record(unit).taken = std::max(0, fw::record(unit).taken + static_cast<int>(added));
    report.text.insert(
        report.text.begin(),
        fmt::format("{}: {} casualty markers ({} -> {}; taken this move {}). In "
                    "fuzzy-wuzzy `kill` adds casualty markers.",
                    unit.name, added >= 0 ? fmt::format("+{}", added) : fmt::format("{}", added),
                    before, fw::record(unit).markers, fw::record(unit).taken));
    report.result = casualties_json({unit.name, "markers", count, added, count - added});
    report.brief = fmt::format("kill {} {}: markers {} -> {}", unit.name, count, before,
                               fw::record(unit).markers);
}

/// FW-SEQ: one turn is one move. Records `stationary` for units that did not move (FW-MOVE-5),
/// clears the per-move marks (FW-FIRE-3 taken, FW-ORDER-1 moved and fought) and lists what is
/// due: FW-RALLY rolls for retreating stands; apart, in one line, the units that may recover
/// (FW-RECOVER-1: a choice, never owed).
TurnDue fw_turn(Draft& roster) {
    TurnDue turn;
    std::vector<std::string> may_recover;
    for (Unit* written : roster.every_unit()) {
        Unit& unit = *written;
        end_move(unit);
        if (fw::record(unit).retreating > 0) {
            turn.due.push_back(fmt::format(
                "FW-RALLY: {} has {}: rally roll "
                "(muster rally {})",
                unit.name, text::plural(fw::record(unit).retreating, "retreating stand"),
                quote_if_needed(unit.name)));
        }
        if (fw::record(unit).markers > 0) {
            may_recover.push_back(fmt::format("{} ({})", unit.name,
                                              text::plural(fw::record(unit).markers, "marker")));
        }
    }
    if (!may_recover.empty()) {
        turn.optional.push_back(fmt::format(
            "optional, FW-RECOVER-1: {} may recover half {} markers this move if {} neither "
            "moves nor fights (muster recover UNIT)",
            fmt::join(may_recover, ", "), may_recover.size() == 1 ? "its" : "their",
            may_recover.size() == 1 ? "it" : "each"));
    }
    return turn;
}

} // namespace

muster::Resolution kill(const KillRequest& request, Draft& roster, const RuleBook& book) {
    return muster::kill(
        request, roster, book, [&](Unit& unit, const Derived& before, muster::Resolution& report) {
            kill_fw(unit, before, request.count, report);
            const Derived after = book.derive(unit, roster.before());
            if (after.stands_lost > before.stands_lost) {
                report.table.push_back(fmt::format(
                    "{} of {} out of action",
                    text::plural(after.stands_lost - before.stands_lost, "more stand"), unit.name));
            }
        });
}

muster::Resolution turn(const TurnRequest& request, Draft& roster, const RuleBook& book) {
    return advance_turn(roster, book, request.skip_owed, [](Draft& next) { return fw_turn(next); });
}

} // namespace muster::fw
