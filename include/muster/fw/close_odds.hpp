#pragma once

#include "muster/dice/dice.hpp"
#include "muster/fw/rules.hpp"

/// Exact odds of a close combat (FW-CLOSE-1..3) without walking every pair of pool totals:
/// each side's markers inflicted is one pool, convolved once (`dice::pool_distribution`), and
/// the result is one pass over the two distributions. `melee --odds` and `charge` use it.
namespace muster::fw {

struct CloseOdds {
    int dice_a = 0;
    int dice_b = 0;
    /// Markers each side's dice score, before any cap (FW-CLOSE-3 compares these).
    dice::Distribution inflicted_by_a;
    dice::Distribution inflicted_by_b;
    /// Unwounded figures of each side: the cap on markers placed on it (FW-PIECE-2).
    long long unwounded_a = 0;
    long long unwounded_b = 0;
    double p_a = 0.0; ///< FW-CLOSE-3: side A inflicted more
    double p_b = 0.0;
    double p_tie = 0.0;
    /// Expected markers placed on each side (each capped at its unwounded figures).
    double expected_on_a = 0.0;
    double expected_on_b = 0.0;
};

/// FW-CLOSE-1..3 as exact odds. Refuses exactly what `resolve_close` refuses; a pool too large
/// to convolve while the player waits is refused by `dice::pool_distribution` (UsageError).
CloseOdds close_odds(const Book& book, const CloseInput& input);

/// What close_odds' two pools cost (dice::odds_cost), for a caller that charges the work of
/// many close combats before it starts (FW `charge`). Refuses what close_odds refuses.
dice::OddsCost close_odds_cost(const Book& book, const CloseInput& input);

/// E[min(X, cap)] of a distribution: the expected markers placed when at most `cap` fit.
double expected_capped(const dice::Distribution& dist, long long cap);

} // namespace muster::fw
