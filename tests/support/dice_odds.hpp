#pragma once

// The dice tests' two independent answers and how they are compared: the exact odds
// (dice/exact.hpp), and every throw of every die run through the roll's own code (thrown.cpp)
// by OddsSource, which knows nothing of convolutions, mixtures and order statistics.
#include "muster/dice/dice.hpp"
#include "muster/dice/exact.hpp"
#include "muster/dice/notation.hpp"
#include "muster/dice/thrown.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <string>

namespace muster_test_dice {

using Outcomes = std::map<long long, double>;

/// Every throw of every die, one by one, through the roll's own code.
inline Outcomes enumerated(const std::string& text) {
    using namespace muster::dice;
    const Expression expr = parse_expression(text);
    return enumerate<long long>(
        [&](DiceSource& source) { return throw_expression(expr, source).value; });
}

/// The exact odds, as value -> probability.
inline Outcomes exact(const std::string& text) {
    Outcomes out;
    for (const auto& [v, p] :
         muster::dice::exact_distribution(muster::dice::parse_expression(text))) {
        out[v] += p;
    }
    return out;
}

/// Each outcome within 1e-12, nothing else possible, and the whole summing to 1.
inline void check_same(const Outcomes& got, const Outcomes& want, const std::string& text) {
    INFO(text);
    double total = 0.0;
    for (const auto& [v, p] : want) {
        INFO("outcome " << v);
        const auto found = got.find(v);
        CHECK(std::abs((found == got.end() ? 0.0 : found->second) - p) < 1e-12);
    }
    for (const auto& [v, p] : got) {
        INFO("outcome " << v << " (not enumerated)");
        CHECK((want.contains(v) || p == 0.0));
        total += p;
    }
    CHECK(std::abs(total - 1.0) < 1e-12);
}

/// The exact odds of `text` against every throw.
inline void check_enumerated(const std::string& text) {
    check_same(exact(text), enumerated(text), text);
}

} // namespace muster_test_dice
