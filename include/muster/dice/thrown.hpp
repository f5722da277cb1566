#pragma once

#include "muster/dice/dice.hpp"
#include "muster/dice/notation.hpp"

#include <string>
#include <vector>

/// A dice expression thrown with a DiceSource (random or typed dice). The order dice are
/// drawn in (docs/dice.md, "Typed dice"): terms left to right; a term's dice left to right;
/// then its re-rolls, a wave at a time, left to right; then its explosions, a wave at a time,
/// left to right (an explosion's own re-roll straight after it). A D66 is two D6: tens, units.
/// A random number of dice (`(d3)d6`) throws its count first; a whole roll re-rolled once
/// (`{2d6}ro<7`) throws all of its dice again after the first throw; `max(...)`, a group's
/// totals and an opposed roll throw their totals left to right.
namespace muster::dice {

/// One die of a term: the faces it showed before re-rolls replaced them, the chain that stands
/// (its face, then each explosion's), whether keep/drop kept it, and what it scores.
struct DieRoll {
    std::vector<long long> rerolled;
    std::vector<long long> chain;
    long long value = 0; ///< the chain's sum: what keep/drop sorts by
    long long score = 0; ///< what it adds: its value, or its successes less failures
    bool kept = true;
};

/// One dice term thrown.
struct TermRoll {
    const DiceTerm* term = nullptr;
    std::string text;
    std::vector<DieRoll> dice;
    long long total = 0;
    std::string label; ///< the term's label (`hits:10d6>=3`), "" for none
};

/// A node's value once thrown, with how it is shown.
struct Thrown {
    long long value = 0;
    std::string shown;              ///< `[3 5] + 2`
    std::vector<TermRoll> terms;    ///< every dice term, left to right
    std::vector<std::string> steps; ///< --explain: every step of the arithmetic
    bool rounded = false;           ///< a division rounded down
    bool rounded_up = false;        ///< a division rounded up (`ceil(d6/2)`)
};

/// Throws every die of one total of `expr` from `source`: total `which` (1, 2, ...) of a
/// repeat (`3x3d6`), its dice then labelled `3d6 #2 (1/3)`; 0 for an expression thrown once.
Thrown throw_expression(const Expression& expr, DiceSource& source, int which = 0);

/// A die as shown: `6!6!2` (explosions), `1r4` (re-roll), `(2)` (dropped), `5*` (a success),
/// `1-` (a failure).
std::string die_text(const DiceTerm& term, const DieRoll& die);

} // namespace muster::dice
