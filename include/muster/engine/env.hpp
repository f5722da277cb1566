#pragma once

#include "muster/budget.hpp"
#include "muster/dice/dice.hpp"
#include "muster/roster/roster.hpp"

#include <string>
#include <string_view>
#include <vector>

/// What a resolution runs with besides its request and the roster (ARCHITECTURE.md): where the
/// dice come from, how it is asked (`--explain`, `--odds`) and, for the game's record, the
/// journal's line of an earlier roll. The command line's Context implements it from the global
/// options; `FixedEnv` is the one for code that calls the engine directly.
namespace muster {

/// One change of the turn's history, as the store hands it to the engine: the command, the names
/// it is about (units and sides, as data) and the journal's line for it.
struct RecordedChange {
    std::string command;
    std::vector<std::string> names;
    std::string line;
};

class Env {
  public:
    virtual ~Env() = default;
    /// The dice this resolution throws (or enumerates, for `--odds`).
    virtual dice::DiceSource& dice() = 0;
    /// Refuses (UsageError) dice typed for the resolution that it did not use.
    virtual void finish_dice() const = 0;
    /// `--explain`: every step of the arithmetic in the text.
    virtual bool explain() const = 0;
    /// `--odds`: the exact distribution; nothing changes.
    virtual bool odds() const = 0;
    /// The work budget the resolutions run with this Env charge (muster/budget.hpp): passed
    /// in, bound to the thread while each runs (run_request), refusing work over its limit.
    virtual Budget& budget() = 0;
    /// The journal's line (`t3 morale uThulwana failed (2) [dice 2]`) of the latest change of
    /// `history` that ran one of `commands` and names `who` (by name, as data); "" when none.
    /// (`roster` is not read: the history is of its current turn.)
    std::string recorded_line(const Roster& roster, const std::vector<std::string_view>& commands,
                              std::string_view who) const;

    /// The live changes of the roster's current turn, oldest first, handed in by whoever runs
    /// the resolution (the store reads them before the transaction; empty without a journal).
    std::vector<RecordedChange> history;
};

/// An Env with a given dice source and settings: for code that runs resolutions without a
/// command line (the unit tests, examples/library/fire.cpp).
class FixedEnv final : public Env {
  public:
    /// With a budget of its own: the resolutions run with this Env share it, as one command's
    /// do (it adds up: a program running many resolutions gives each its own Env or budget).
    explicit FixedEnv(dice::DiceSource& dice) : m_dice(dice), m_charged(m_own) {}
    /// Charging `budget` (a command's, for the resolutions it runs: replay, a fair roll).
    FixedEnv(dice::DiceSource& dice, Budget& budget) : m_dice(dice), m_charged(budget) {}
    FixedEnv(const FixedEnv&) = delete;
    FixedEnv& operator=(const FixedEnv&) = delete;
    dice::DiceSource& dice() override { return m_dice; }
    void finish_dice() const override;
    bool explain() const override { return explain_steps; }
    bool odds() const override { return exact_odds; }
    Budget& budget() override { return m_charged; }

    bool explain_steps = false;
    bool exact_odds = false;

  private:
    dice::DiceSource& m_dice;
    Budget m_own;
    Budget& m_charged;
};

} // namespace muster
