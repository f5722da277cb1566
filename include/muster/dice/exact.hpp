#pragma once

#include "muster/dice/dice.hpp"
#include "muster/dice/notation.hpp"

#include <map>

/// Exact odds of a dice expression, computed rather than simulated (docs/dice.md, "Exact
/// odds"): each die's own distribution after re-rolls and capped explosions, keep/drop by order
/// statistics (dice processed from the highest face down, the number of dice at each face
/// binomial), sums and success counts by convolution, `*` `/` and comparisons over the
/// distributions of the operands (dice terms are independent).
namespace muster::dice {

/// A die whose scores are consecutive and equally likely (a D6, a dN, a success count): its
/// pool is convolved as a sliding window over prefix sums, O(range) a die instead of O(range x
/// faces) (src/core/dice/dice.cpp); exact_cost estimates that pool's work by the same test.
bool is_uniform(const std::map<long long, double>& scores);

/// One die's distribution after its re-rolls (`r`: again while the condition holds; `ro`:
/// once) and explosions (at most k_max_explosions extra dice), as value -> probability. With
/// `score_each` a chain scores the sum of term.score(face) over its dice (success counting
/// counts every die of an explosion); else the sum of its faces.
std::map<long long, double> die_distribution(const DiceTerm& term, bool score_each);

/// The distribution of the sum of `keep` of `count` independent dice, each distributed as
/// `die` (value -> probability), taking the highest (`highest`) or lowest values, each kept
/// die scoring `score(value)`. Order statistics: O(values x keep^2 x score range).
Distribution keep_distribution(const std::map<long long, double>& die, int count, int keep,
                               bool highest, const std::function<long long(long long)>& score);

/// The exact distribution of one total of the expression (the same for each repeat).
Distribution exact_distribution(const Expression& expr);

/// The estimated cost of exact_distribution (and of printing its outcomes), before any of it
/// is computed: the same count of steps as the algorithms take, at the reference machine's
/// measured time a step.
OddsCost exact_cost(const Expression& expr);

} // namespace muster::dice
