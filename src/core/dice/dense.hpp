#pragma once

#include "muster/dice/dice.hpp"

#include <map>
#include <vector>

/// A distribution held densely, and the operations the exact odds compose it with
/// (src/core/dice/exact.cpp, compose.cpp).
namespace muster::dice {

/// p[i] is the probability of low + i.
struct Dense {
    long long low = 0;
    std::vector<double> p{1.0};
    long long high() const { return low + static_cast<long long>(p.size()) - 1; }
};

Dense dense_of(const std::map<long long, double>& m);
Dense dense_of(const Distribution& dist);
Distribution distribution_of(const Dense& d);
/// The sum of two independent totals.
Dense convolve(const Dense& a, const Dense& b);
/// The same into `out` (not a or b), reusing its buffer: a pool built die by die allocates once.
void convolve_into(const Dense& a, const Dense& b, Dense& out);
Dense negated(const Dense& d);
/// `out += weight x d`, widening out to hold d's values.
void add_weighted(Dense& out, const Dense& d, double weight);

} // namespace muster::dice
