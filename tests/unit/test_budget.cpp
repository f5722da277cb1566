// The command's budget (include/muster/budget.hpp, issue 20): work is charged before it starts,
// and the charge that takes a command over about 2 s, 256 MiB of memory or 256 MiB of output is
// refused (UsageError, exit 2) with the figure and the limit.
#include "muster/budget.hpp"
#include "muster/error.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_budget {

using muster::Budget;
using muster::BudgetProbe;
using muster::BudgetScope;
using muster::Cost;
using muster::Prepaid;
using muster::SharedBudget;
using muster::UsageError;

TEST_CASE("budget: work within the limit is charged, and the total is what is refused",
          "[budget]") {
    const BudgetScope scope;
    Budget& budget = Budget::current();
    budget.charge({1.5, 1e6, 0}, "first", " to do", "less");
    CHECK(budget.spent().seconds == 1.5);
    CHECK_THROWS_WITH(budget.charge({1.0, 0, 0}, "second", " to do", "do less"),
                      "second would take about 2.5 s and 1 MB to do with the rest of this command "
                      "(the limit is about 2 s and 268 MB); do less");
    CHECK(budget.spent().seconds == 1.5); // a refused charge is not spent
    budget.charge({0.5, 0, 0}, "third", "", "");
}

TEST_CASE("budget: output is a limit of its own, named when it is charged", "[budget]") {
    const BudgetScope scope;
    CHECK_THROWS_WITH(Budget::current().charge({0.1, 1e6, 300e6}, "page", " to build", "less"),
                      "page would take about 0.1 s and 1 MB and write 300 MB to build (the limit "
                      "is about 2 s and 268 MB, 268 MB written); less");
    CHECK_THROWS_AS(Budget::current().charge({0, 300e6, 0}, "memory", "", ""), UsageError);
}

TEST_CASE("budget: each command has its own, except inside a shared one (compare)", "[budget]") {
    const BudgetScope outer;
    Budget::current().charge({1.5, 0, 0}, "outer", "", "");
    {
        const BudgetScope inner; // a new command: a fresh budget
        Budget::current().charge({1.5, 0, 0}, "inner", "", "");
    }
    CHECK(Budget::current().spent().seconds == 1.5);
    const SharedBudget shared;
    {
        const BudgetScope choice; // compare's choice: the command around it pays
        CHECK_THROWS_AS(Budget::current().charge({1.0, 0, 0}, "choice", "", ""), UsageError);
        Budget::current().charge({0.4, 0, 0}, "choice", "", "");
    }
    CHECK(Budget::current().spent().seconds == Approx(1.9));
}

TEST_CASE("budget: outside any command each piece of work is judged alone", "[budget]") {
    for (int i = 0; i < 10; ++i) { // the library and these tests call the engine many times
        Budget::current().charge({1.5, 0, 0}, "alone", "", "");
    }
    CHECK_THROWS_AS(Budget::current().charge({2.5, 0, 0}, "alone", "", ""), UsageError);
}

TEST_CASE("budget: a probe records what each charge asks for, and refuses it", "[budget]") {
    const BudgetScope scope;
    Cost asked;
    {
        const BudgetProbe probe;
        CHECK_THROWS_AS(Budget::current().charge({0.5, 1e6, 0}, "a", "", ""), UsageError);
        CHECK_THROWS_AS(Budget::current().charge({0.25, 0, 2e6}, "b", "", ""), UsageError);
        asked = probe.asked();
    }
    CHECK(asked.seconds == 0.75);
    CHECK(asked.memory == 1e6);
    CHECK(asked.output == 2e6);
    CHECK(Budget::current().spent().seconds == 0);          // nothing was charged
    Budget::current().charge({0.5, 0, 0}, "after", "", ""); // and charges work again
}

TEST_CASE("budget: work charged whole before it started is not charged again (FW charge)",
          "[budget]") {
    const BudgetScope scope;
    Budget::current().charge({1.5, 0, 0}, "the whole", "", "");
    {
        const Prepaid prepaid; // its parts: neither added, refused nor asked for by a probe
        Budget::current().charge({5.0, 0, 0}, "a part", "", "");
        const BudgetProbe probe;
        Budget::current().charge({5.0, 0, 0}, "a part", "", "");
        CHECK(probe.asked().seconds == 0);
    }
    CHECK(Budget::current().spent().seconds == 1.5);
    CHECK_THROWS_AS(Budget::current().charge({1.0, 0, 0}, "after", "", ""), UsageError);
}

} // namespace muster_unit_budget
