#include "muster/engine/odds.hpp"

#include <map>

namespace muster::odds {

dice::Distribution sum_independent(const dice::Distribution& x, const dice::Distribution& y) {
    std::map<long long, double> sum;
    for (const auto& [a, p] : x) {
        for (const auto& [b, q] : y) {
            sum[a + b] += p * q;
        }
    }
    return {sum.begin(), sum.end()};
}

} // namespace muster::odds
