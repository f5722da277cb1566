#include "muster/engine/roster_steps.hpp"

#include "muster/engine/record.hpp"
#include "muster/engine/results.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/text/text.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster {

namespace {

/// Nothing owed is forgotten: refuses (exit 1) while anything is owed this turn, listing each
/// item with the command that settles it; with `skip_owed` returns them, for the journal.
std::vector<Owed> check_owed(const Roster& roster, const RuleBook& book, bool skip_owed) {
    auto owed = owed_items(roster, book);
    if (owed.empty() || skip_owed) {
        return owed;
    }
    // One line of error: the first few items, then a count (`status` lists them all).
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

} // namespace

Resolution kill(const KillRequest& request, Draft& roster, const RuleBook& book,
                const std::function<void(Unit&, const Derived&, Resolution&)>& apply) {
    check_count(request.count, "kill");
    Unit& unit = roster_unit(roster, request.unit);
    Resolution report;
    report.command = "kill";
    const Derived before = book.derive(unit, roster.before());
    apply(unit, before, report);
    if (request.count < 0) {
        const Derived after = book.derive(unit, roster.before());
        if (after.stands_lost < before.stands_lost) {
            report.table.push_back(fmt::format(
                "put back {} of {}", text::plural(before.stands_lost - after.stands_lost, "stand"),
                unit.name));
        }
    }
    return report;
}

Resolution advance_turn(Draft& roster, const RuleBook& book, bool skip_owed,
                        const std::function<TurnDue(Draft&)>& due_now) {
    if (roster.turn >= k_max_count) {
        throw RuleError(fmt::format("turn {} is the last turn muster counts", roster.turn));
    }
    const auto skipped = check_owed(roster.before(), book, skip_owed);
    for (Unit* unit : roster.every_unit()) {
        unit->done.clear();
        unit->due.clear();
    }
    ++roster.turn;
    Resolution report;
    report.command = "turn";
    if (!skipped.empty()) {
        report.skipped = nlohmann::json::array();
        for (const auto& item : skipped) {
            report.skipped.push_back(owed_json(item));
            report.text.push_back(fmt::format("skipped: {}", owed_text(item)));
        }
    }
    const TurnDue now = due_now(roster);
    report.table = now.due;
    report.table.insert(report.table.end(), now.optional.begin(), now.optional.end());
    // FW calls a turn a move (FW-ORDER-1): the same word as `status` and the sheet.
    const auto period = period_word(roster.rules);
    report.text.push_back(
        fmt::format("{} {}{}", period, roster.turn, now.due.empty() ? ": nothing is due" : ""));
    // What a player writes down (issue 27): "turn 4: due: uThulwana rally, british army check".
    const auto owed_now = book.owed(roster.preview());
    std::vector<std::string> due_words;
    due_words.reserve(owed_now.size());
    for (const auto& item : owed_now) {
        due_words.push_back(fmt::format("{} {}", item.who, item.what));
    }
    report.brief = due_words.empty() ? fmt::format("{} {}: nothing due", period, roster.turn)
                                     : fmt::format("{} {}: due: {}", period, roster.turn,
                                                   fmt::join(due_words, ", "));
    if (!now.optional.empty()) {
        report.brief += fmt::format(", {} optional", now.optional.size());
    }
    if (!skipped.empty()) {
        report.brief += fmt::format("; skipped {} owed", skipped.size());
    }
    report.result = results::Turn{roster.turn, owed_now, now.due, now.optional, skipped};
    return report;
}

} // namespace muster
