#pragma once

#include "muster/roster/roster.hpp"
#include "units.hpp"

#include <map>
#include <string>

namespace muster::fw::test {

/// A fuzzy-wuzzy unit for tests: the one builder (units.hpp).
inline Unit unit(std::string name, std::string type, int stands) {
    return muster::test::make_unit(std::move(name), std::move(type), stands);
}

/// The mean of an odds distribution.
inline double mean(const std::map<long long, double>& odds) {
    double sum = 0;
    for (const auto& [value, p] : odds) {
        sum += static_cast<double>(value) * p;
    }
    return sum;
}

} // namespace muster::fw::test
