#pragma once

#include <string>
#include <string_view>

/// One budget for the work of one command (docs/hostile-input.md, "Work is bounded before it
/// starts"): what a player waits for, the memory a calculator may take and the output it may
/// write. A command estimates each piece of work (time on the reference machine: 2 cores,
/// release build), charges it here before starting it, and is refused (UsageError, exit 2,
/// naming the figure and the limit) when the command's total would go over.
namespace muster {

/// The estimated cost of a piece of work.
struct Cost {
    double seconds = 0;
    double memory = 0; ///< bytes held at once
    double output = 0; ///< bytes written
    Cost& operator+=(const Cost& other);
};

/// What one command may spend (docs/performance.md): about 2 s, 256 MiB of memory and 256 MiB
/// of output.
inline constexpr Cost k_command_limit{2.0, 256.0 * 1024 * 1024, 256.0 * 1024 * 1024};

/// A budget is passed in, not found: a command's (the command line makes one a command, below),
/// or the one an Env carries for the resolutions run with it (muster/engine/env.hpp, issue 39).
/// While a resolution runs its budget is bound to the calling thread (BudgetBinding), and the
/// work deep inside it (a pool convolved, a unit name searched for) charges `current()`: the
/// caller's budget, never one shared by the process (every binding is the thread's own).
class Budget {
  public:
    /// The budget bound to this thread now: a resolution's (BudgetBinding), a command's
    /// (BudgetScope), else one that judges each piece of work alone.
    static Budget& current();

    /// Whether `cost` fits beside what the command has already charged.
    bool fits(const Cost& cost) const;
    /// Charges `cost`, or refuses it (UsageError) without charging: "{what} would take about
    /// 3.1 s and 2 MB{ and write 82 MB}{doing} (the limit is about ...); {hint}". The figures
    /// are the command's total with this work.
    void charge(const Cost& cost, std::string_view what, std::string_view doing,
                std::string_view hint);
    /// Charges work already refused or measured elsewhere (never throws).
    void spend(const Cost& cost) { m_spent += cost; }
    const Cost& spent() const { return m_spent; }

  private:
    Cost m_spent;
};

/// Binds `budget` to this thread while it lives (run_request binds its Env's): the work the
/// resolution does charges it. Binding the budget already bound changes nothing.
class BudgetBinding {
  public:
    explicit BudgetBinding(Budget& budget);
    ~BudgetBinding();
    BudgetBinding(const BudgetBinding&) = delete;
    BudgetBinding& operator=(const BudgetBinding&) = delete;

  private:
    Budget* m_previous = nullptr;
};

/// What `after` spent beyond `before`: the cost of the work done between the two readings.
Cost spent_between(const Cost& before, const Cost& after);

/// A command's budget for its lifetime (muster::cli::run): a fresh one, except inside a
/// SharedBudget, where every command charges the budget of the command around it.
class BudgetScope {
  public:
    BudgetScope();
    ~BudgetScope();
    BudgetScope(const BudgetScope&) = delete;
    BudgetScope& operator=(const BudgetScope&) = delete;

  private:
    Budget m_budget;
    Budget* m_previous = nullptr;
    bool m_joined = false;
};

/// While one lives, the commands run inside charge one budget: `compare`'s choices together
/// are one command's work.
class SharedBudget {
  public:
    SharedBudget();
    ~SharedBudget();
    SharedBudget(const SharedBudget&) = delete;
    SharedBudget& operator=(const SharedBudget&) = delete;
};

/// While one lives, a charge records its cost and refuses it (UsageError) without doing anything
/// else: a command run inside stops at its first charge, before its work. `compare` adds up its
/// choices' estimates so, before it works any of them out.
class BudgetProbe {
  public:
    BudgetProbe();
    ~BudgetProbe();
    BudgetProbe(const BudgetProbe&) = delete;
    BudgetProbe& operator=(const BudgetProbe&) = delete;
    /// The costs the charges made meanwhile asked for.
    const Cost& asked() const;
};

/// While one lives, the charges made meanwhile are neither added nor refused, nor asked for by
/// a probe: their work was estimated as a whole and charged before it started (FW `charge`
/// charges its whole charge before the first move, issue 20; the pools and sums it then works
/// out are part of that), or is the estimate's own (a few movement dice).
class Prepaid {
  public:
    Prepaid();
    ~Prepaid();
    Prepaid(const Prepaid&) = delete;
    Prepaid& operator=(const Prepaid&) = delete;
};

/// The refusal message `charge` throws, for a caller that words its own (exposed for tests).
std::string over_budget_message(const Cost& total, std::string_view what, std::string_view doing,
                                std::string_view hint, bool shared);

} // namespace muster
