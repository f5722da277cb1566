#pragma once

#include "muster/dice/dice.hpp"

#include <string>
#include <string_view>
#include <vector>

/// Dice notation for `muster roll`: `3d6`, `d6`, `2avd`, `10avd+1`, `2d6+1avd-2`,
/// case-insensitive.
namespace muster::dice {

/// Limits of one expression (issue "Foundation", `muster roll`).
inline constexpr int k_max_dice_per_expression = 10'000;
inline constexpr int k_min_sides = 2;
inline constexpr int k_max_sides = 1'000;
inline constexpr long long k_max_constant = 1'000'000;

/// One term: `count` dice (negative sign subtracts them), or a constant when count == 0.
struct Term {
    int sign = 1;
    int count = 0;
    Die die = Die::d6();
    long long constant = 0;
    std::string text; ///< the term as typed, e.g. "2d6"
};

struct Expression {
    std::string text;
    std::vector<Term> terms;

    /// The dice terms as pool parts (a subtracted term scores -face), for `DiceSource::pool`.
    std::vector<PoolPart> pool_parts() const;
    /// The sum of the constant terms.
    long long constant() const;
};

/// Parses an expression. Throws UsageError naming the offending character and its column:
/// `bad dice expression "3d6+": nothing after '+' (column 4)`.
Expression parse_expression(std::string_view text);

} // namespace muster::dice
