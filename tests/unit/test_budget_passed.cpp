// The work budget is passed in (issue 39): a resolution charges the budget of the Env it runs
// with, never one shared by the process, and its Outcome returns what it cost.
#include "../support/engine_fixture.hpp"
#include "muster/budget.hpp"
#include "muster/engine/outcome.hpp"

#include <catch2/catch.hpp>
#include <thread>

namespace muster_unit_budget_passed {

using namespace muster;
using muster::engine_test::fw;

namespace {

/// A charge's odds: the one FW resolution whose work the budget prices (FW-APPROACH-1).
const AnyRequest k_charge = Request(muster::engine_test::ChargeArgs{"H", {"G"}, 10.0});

engine_test::Game charging_game() {
    return fw("unit H irregular-spearmen side=mahdist stands=2\n"
              "unit G regular-infantry side=british stands=2\n");
}

} // namespace

TEST_CASE("FW-APPROACH-1: a charge's odds charge the budget of the Env they run with, and the "
          "Outcome returns that cost",
          "[budget][outcome]") {
    auto g = charging_game();
    dice::ScriptedSource none({});
    FixedEnv mine(none);
    FixedEnv other(none);
    const Outcome outcome = resolve(g.roster, k_charge, *g.book, mine);
    CHECK(outcome.cost.seconds > 0);
    CHECK(outcome.cost.memory > 0);
    CHECK(mine.budget().spent().seconds == outcome.cost.seconds);
    CHECK(mine.budget().spent().memory == outcome.cost.memory);
    CHECK(other.budget().spent().seconds == 0); // the other Env's budget was not charged
    CHECK(other.budget().spent().memory == 0);
    CHECK(&mine.budget() != &other.budget());

    // A second resolution with the same Env adds to its budget; its own cost is its own work.
    const Outcome again = resolve(g.roster, k_charge, *g.book, mine);
    CHECK(again.cost.seconds == Approx(outcome.cost.seconds));
    CHECK(mine.budget().spent().seconds == Approx(2 * outcome.cost.seconds));
}

TEST_CASE("FW-APPROACH-1: an Env given a budget charges that one (a command's, for the "
          "resolutions it runs)",
          "[budget][outcome]") {
    auto g = charging_game();
    dice::ScriptedSource none({});
    Budget command;
    FixedEnv env(none, command);
    const Outcome outcome = resolve(g.roster, k_charge, *g.book, env);
    CHECK(&env.budget() == &command);
    CHECK(command.spent().seconds == outcome.cost.seconds);
    CHECK(outcome.cost.seconds > 0);
}

TEST_CASE("FW-APPROACH-1: work over the Env's budget is refused before it starts: nothing is "
          "charged and the roster is untouched",
          "[budget][outcome]") {
    auto g = charging_game();
    const Roster before = g.roster;
    dice::ScriptedSource none({});
    Budget nearly_spent;
    nearly_spent.spend({k_command_limit.seconds, 0, 0});
    FixedEnv env(none, nearly_spent);
    CHECK_THROWS_AS(resolve(g.roster, k_charge, *g.book, env), UsageError);
    CHECK(nearly_spent.spent().seconds == k_command_limit.seconds);
    CHECK(g.roster == before);

    // The same request with a budget of its own is not refused: the refusal was that budget's.
    FixedEnv fresh(none);
    CHECK_NOTHROW(resolve(g.roster, k_charge, *g.book, fresh));
}

TEST_CASE("FW-APPROACH-1: a rule book's resolve called directly charges the Env's budget too",
          "[budget]") {
    // The engine's resolve is not the only way in: a program may call the book itself. Its
    // work is still the Env's, and over that budget it is refused.
    auto g = charging_game();
    const auto request = std::get<Request>(k_charge);
    dice::ScriptedSource none({});
    Budget command;
    FixedEnv env(none, command);
    static_cast<void>(g.book->resolve(request, g.roster, env));
    CHECK(command.spent().seconds > 0);

    Budget nearly_spent;
    nearly_spent.spend({k_command_limit.seconds, 0, 0});
    FixedEnv spent(none, nearly_spent);
    CHECK_THROWS_AS(g.book->resolve(request, g.roster, spent), UsageError);
    CHECK(nearly_spent.spent().seconds == k_command_limit.seconds);
}

TEST_CASE("A budget bound on one thread is not the budget of another thread", "[budget]") {
    Budget mine;
    const BudgetBinding bound(mine);
    CHECK(&Budget::current() == &mine);
    const Budget* seen_there = nullptr;
    std::thread other([&] { seen_there = &Budget::current(); });
    other.join();
    CHECK(seen_there != nullptr);
    CHECK(seen_there != &mine);
}

TEST_CASE("A binding ends with its scope: the budget bound before it is bound again", "[budget]") {
    Budget outer;
    Budget inner;
    const BudgetBinding first(outer);
    {
        const BudgetBinding second(inner);
        CHECK(&Budget::current() == &inner);
    }
    CHECK(&Budget::current() == &outer);
}

} // namespace muster_unit_budget_passed
