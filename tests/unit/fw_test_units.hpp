#pragma once

#include "muster/roster/roster.hpp"

#include <map>
#include <string>

namespace muster::fw::test {

/// A fuzzy-wuzzy unit for tests.
inline Unit unit(std::string name, std::string type, int stands) {
    Unit u;
    u.name = std::move(name);
    u.type = std::move(type);
    u.stands = stands;
    return u;
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
