#pragma once

#include "muster/dice/notation.hpp"

#include <vector>

/// The least and greatest value of a dice term or a node, exactly: both are values some throw
/// gives (docs/dice.md, "Notation": a divisor whose range holds no 0 divides, `10/d6`).
namespace muster::dice {

struct Range {
    long long low = 0;
    long long high = 0;
    bool holds(long long x) const { return low <= x && x <= high; }
};

/// One die of the term: the least and greatest score of its chain, after its re-rolls (a die
/// re-rolled again and again never shows those faces) and explosions (up to the cap).
Range die_range(const DiceTerm& term);

/// The term's total when `count` dice may be thrown (count.low to count.high).
Range term_range(const DiceTerm& term, Range count);

/// Floor division (towards minus infinity), as `/` rounds.
long long floor_divide(long long a, long long b);
/// Ceiling division (towards plus infinity), as `ceil(a/b)` rounds.
long long ceil_divide(long long a, long long b);

/// `a * b` and `a / b` over every pair (the extremes are at the corners); `a / b` needs a
/// range of b without 0.
Range product_range(Range a, Range b);
Range quotient_range(Range a, Range b, bool up = false);

/// The sum of the `keep` highest (or lowest) of totals with these ranges.
Range kept_range(const std::vector<Range>& items, int keep, bool highest);

} // namespace muster::dice
