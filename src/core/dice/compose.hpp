#pragma once

#include "dense.hpp"
#include "muster/dice/notation.hpp"

#include <functional>
#include <vector>

/// Exact odds of the forms that compose totals (docs/dice.md, "Exact odds"): a random number
/// of dice as a mixture weighted by the count's distribution (icepool's method), the greatest
/// or least of totals, a whole roll re-rolled once, one total against another, the kept of
/// several totals.
namespace muster::dice {

/// The sum of N dice, each distributed as `die`, N distributed as `count` (0 or more): the
/// mixture of die^n weighted by P(N = n), the powers built one die after another.
Dense mixed_power(const Dense& count, const Dense& die);

/// The mixture of of(n) weighted by P(N = n), N distributed as `count`.
Dense mixture(const Dense& count, const std::function<Dense(int)>& of);

/// max(a, b) or min(a, b) of two independent totals: P(max <= x) = P(a <= x) P(b <= x).
Dense extreme(const Dense& a, const Dense& b, bool greatest);

/// A total distributed as `d` re-rolled once when it meets `c`: thrown again as `fresh` (the
/// roll without its re-rolls: `{2d6}ro<7ro<7` throws 2d6 at most three times), which stands.
Dense rerolled_once(const Dense& d, const Condition& c, const Dense& fresh);

/// 1 when `a - b` meets `c` (a total against another: `{2d6}>{2d6}`), else 0.
Dense opposed(const Dense& a, const Dense& b, const Condition& c);

/// The sum of the `keep` highest (or lowest) of independent totals. Identical totals
/// (`{2d6,2d6}kh1`: the same text) go by order statistics (keep_distribution); otherwise the
/// kept values so far are the state, one total after another.
Dense best_of(const std::vector<Dense>& items, bool identical, int keep, bool highest);

} // namespace muster::dice
