#pragma once

#include "muster/dice/dice.hpp"

/// Small exact-odds tools shared by the rule sets' odds (fire summed over firers, charges).
namespace muster::odds {

/// The distribution of x + y for independent x and y (a convolution).
dice::Distribution sum_independent(const dice::Distribution& x, const dice::Distribution& y);

} // namespace muster::odds
