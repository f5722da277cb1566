#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <optional>
#include <string>
#include <vector>

/// `turn --auto` (UE-SEQ, FW-SEQ): what is owed, in the order of the rules' sequence, the
/// request that settles each one, and the plan of a whole run. Each request is resolved by the
/// rule book exactly as the command that settles it alone would be (one rule, one
/// implementation); the command line saves each (store) and prints the run.
namespace muster {

/// Everything owed this turn (UE) or move (FW), ordered by the step of the rules' sequence it
/// belongs to (UE-SEQ: rally, reaction tests, melee, army; FW-SEQ: fire combat results, rally),
/// roster order within a step.
std::vector<Owed> owed_in_order(const Roster& roster, const RuleBook& book);

/// The request that settles `owed` by dice alone, as its rule book declares it
/// (RuleBook::settling_request: `morale UNIT`, `rally UNIT`, `army SIDE`); nothing when it needs
/// a player's decision (`owed.choice`) or no command settles it alone.
std::optional<Request> settling_request(const Owed& owed, const RuleBook& book);

/// "uThulwana: morale test (UE-MORALE-1)".
std::string owed_item_text(const Owed& owed);

/// The first owed item in the rules' order, nothing when none is owed. Throws RuleError when it
/// is `settled`, the one just thrown for (a request that does not settle its item would loop).
std::optional<Owed> next_owed(const Roster& roster, const RuleBook& book,
                              const std::optional<Owed>& settled);

/// One test's dice, drawn from the run's one source (random, seeded or typed; `--dice UNIT=V`
/// by unit) in order, and recorded as this test's own (its journal entry lists only them).
class SliceSource final : public dice::DiceSource {
  public:
    explicit SliceSource(dice::DiceSource& run) : m_run(run) {}

  protected:
    int draw(const dice::Die& die, const std::string& purpose) override;

  private:
    dice::DiceSource& m_run;
};

/// What `turn --auto` would throw: each test with the owed item it settles and its dice, and
/// the item it would stop at (one that needs a player's decision), if any.
struct PlannedTest {
    Owed owed;
    std::vector<dice::Throw> dice;
};
struct TurnPlan {
    std::vector<PlannedTest> steps;
    std::optional<Owed> stop;
};

/// Plays every owed test on a copy of `roster` with `run`'s dice (the roster is not changed):
/// with `follow` the copy carries each result into the next (typed dice: the run exactly, its
/// dice counted to the last); without, each test is thrown on the roster as it is now (random
/// dice: the order and the dice each takes).
TurnPlan plan_auto_turn(Roster roster, const RuleBook& book, dice::DiceSource& run, bool follow);

} // namespace muster
