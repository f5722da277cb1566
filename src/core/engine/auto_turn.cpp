#include "muster/engine/auto_turn.hpp"

#include "muster/engine/env.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/record.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/error.hpp"

#include <algorithm>
#include <fmt/format.h>

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

std::string owed_item_text(const Owed& owed) {
    return fmt::format("{}: {} ({})", owed.who, owed.what, owed.rule);
}

std::optional<Owed> next_owed(const Roster& roster, const RuleBook& book,
                              const std::optional<Owed>& settled) {
    const auto owed = owed_in_order(roster, book);
    if (owed.empty()) {
        return std::nullopt;
    }
    if (settled && owed.front().who == settled->who && owed.front().rule == settled->rule) {
        throw RuleError(fmt::format("turn --auto: {} is still owed after its throw; settle it "
                                    "with `{}`",
                                    owed_item_text(owed.front()), owed_command(owed.front())));
    }
    return owed.front();
}

int SliceSource::draw(const dice::Die& die, const std::string& purpose) {
    const auto own = m_run.for_unit(unit()); // --dice UNIT=V
    const int value = m_run.roll(die, purpose);
    record(die, value, purpose);
    return value;
}

TurnPlan plan_auto_turn(Roster roster, const RuleBook& book, dice::DiceSource& run, bool follow) {
    TurnPlan plan;
    const Roster original = roster;
    std::optional<Owed> settled;
    std::size_t index = 0;
    const auto first = owed_in_order(roster, book);
    while (true) {
        std::optional<Owed> item;
        if (follow) {
            item = next_owed(roster, book, settled);
        } else if (index < first.size()) {
            item = first[index++];
            roster = original;
        }
        if (!item) {
            return plan;
        }
        const auto request = settling_request(*item, book);
        if (!request) {
            plan.stop = item;
            return plan;
        }
        SliceSource dice(run);
        FixedEnv step(dice, Budget::current()); // the planning command's budget
        const Outcome done = book.resolve(*request, roster, step);
        apply(roster, done);
        plan.steps.push_back({*item, done.resolution.dice});
        settled = item;
    }
}

} // namespace muster
