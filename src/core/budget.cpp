// The command's budget (include/muster/budget.hpp).
#include "muster/budget.hpp"

#include "muster/error.hpp"

#include <fmt/format.h>

namespace muster {

namespace {

// Each thread's own: a budget bound on one thread is never charged by another's work.
thread_local Budget g_outside; ///< work outside any command or resolution: each piece alone
thread_local Budget* g_current = &g_outside;
thread_local int g_shared = 0;
thread_local bool g_probing = false;
thread_local int g_prepaid = 0; ///< Prepaid scopes alive
thread_local Cost g_asked;      ///< what the charges asked for while probing

} // namespace

Cost& Cost::operator+=(const Cost& other) {
    seconds += other.seconds;
    memory += other.memory;
    output += other.output;
    return *this;
}

Budget& Budget::current() {
    return *g_current;
}

bool Budget::fits(const Cost& cost) const {
    return m_spent.seconds + cost.seconds <= k_command_limit.seconds &&
           m_spent.memory + cost.memory <= k_command_limit.memory &&
           m_spent.output + cost.output <= k_command_limit.output;
}

std::string over_budget_message(const Cost& total, std::string_view what, std::string_view doing,
                                std::string_view hint, bool shared) {
    const bool writes = total.output > 0;
    // Work charged for its memory alone (a roster read whole) says no time.
    const std::string time =
        total.seconds < 0.05 ? "" : fmt::format("{:.1f} s and ", total.seconds);
    return fmt::format(
        "{} would take about {}{:.0f} MB{}{}{} (the limit is about {:.0f} s and {:.0f} MB{}); {}",
        what, time, total.memory / 1e6,
        writes ? fmt::format(" and write {:.0f} MB", total.output / 1e6) : "", doing,
        shared ? " with the rest of this command" : "", k_command_limit.seconds,
        k_command_limit.memory / 1e6,
        writes ? fmt::format(", {:.0f} MB written", k_command_limit.output / 1e6) : "", hint);
}

void Budget::charge(const Cost& cost, std::string_view what, std::string_view doing,
                    std::string_view hint) {
    if (g_prepaid > 0) {
        return; // part of work charged whole before it started
    }
    if (g_probing) {
        g_asked += cost;
        throw UsageError("only the cost was asked for");
    }
    if (!fits(cost)) {
        Cost total = m_spent;
        total += cost;
        const bool shared = m_spent.seconds > 0 || m_spent.memory > 0 || m_spent.output > 0;
        throw UsageError(over_budget_message(total, what, doing, hint, shared));
    }
    if (this != &g_outside) { // outside a command each piece of work is judged alone
        m_spent += cost;
    }
}

BudgetBinding::BudgetBinding(Budget& budget) : m_previous(g_current) {
    g_current = &budget;
}

BudgetBinding::~BudgetBinding() {
    g_current = m_previous;
}

Cost spent_between(const Cost& before, const Cost& after) {
    return {after.seconds - before.seconds, after.memory - before.memory,
            after.output - before.output};
}

BudgetScope::BudgetScope() {
    m_joined = g_shared > 0 && g_current != &g_outside; // inside compare: its budget
    if (!m_joined) {
        m_previous = g_current;
        g_current = &m_budget;
    }
}

BudgetScope::~BudgetScope() {
    if (!m_joined) {
        g_current = m_previous;
    }
}

BudgetProbe::BudgetProbe() {
    g_probing = true;
    g_asked = {};
}

BudgetProbe::~BudgetProbe() {
    g_probing = false;
}

const Cost& BudgetProbe::asked() const {
    return g_asked;
}

Prepaid::Prepaid() {
    ++g_prepaid;
}

Prepaid::~Prepaid() {
    --g_prepaid;
}

SharedBudget::SharedBudget() {
    ++g_shared;
}

SharedBudget::~SharedBudget() {
    --g_shared;
}

} // namespace muster
