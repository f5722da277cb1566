#include "dense.hpp"

#include <algorithm>

namespace muster::dice {

Dense dense_of(const std::map<long long, double>& m) {
    Dense d;
    d.low = m.begin()->first;
    d.p.assign(static_cast<std::size_t>(m.rbegin()->first - d.low + 1), 0.0);
    for (const auto& [v, q] : m) {
        d.p[static_cast<std::size_t>(v - d.low)] += q;
    }
    return d;
}

Dense dense_of(const Distribution& dist) {
    // Sorted by value already: laid out directly, with no node a value (a map of the 50,001
    // totals of 10,000 D6 was 50,001 allocations).
    Dense d;
    if (dist.empty()) {
        return d;
    }
    d.low = dist.front().first;
    d.p.assign(static_cast<std::size_t>(dist.back().first - d.low + 1), 0.0);
    for (const auto& [v, q] : dist) {
        d.p[static_cast<std::size_t>(v - d.low)] += q;
    }
    return d;
}

Distribution distribution_of(const Dense& d) {
    Distribution out;
    for (std::size_t i = 0; i < d.p.size(); ++i) {
        if (d.p[i] > 0.0) {
            out.emplace_back(d.low + static_cast<long long>(i), d.p[i]);
        }
    }
    return out;
}

Dense convolve(const Dense& a, const Dense& b) {
    Dense out;
    convolve_into(a, b, out);
    return out;
}

void convolve_into(const Dense& a, const Dense& b, Dense& out) {
    out.low = a.low + b.low;
    out.p.assign(a.p.size() + b.p.size() - 1, 0.0);
    for (std::size_t i = 0; i < a.p.size(); ++i) {
        if (a.p[i] == 0.0) {
            continue;
        }
        for (std::size_t j = 0; j < b.p.size(); ++j) {
            out.p[i + j] += a.p[i] * b.p[j];
        }
    }
}

Dense negated(const Dense& d) {
    Dense out;
    out.low = -d.high();
    out.p.assign(d.p.rbegin(), d.p.rend());
    return out;
}

void add_weighted(Dense& out, const Dense& d, double weight) {
    const long long low = std::min(out.low, d.low);
    const long long high = std::max(out.high(), d.high());
    if (low < out.low || high > out.high()) {
        std::vector<double> wider(static_cast<std::size_t>(high - low + 1), 0.0);
        std::copy(out.p.begin(), out.p.end(), wider.begin() + (out.low - low));
        out.p.swap(wider);
        out.low = low;
    }
    const auto at = static_cast<std::size_t>(d.low - out.low);
    for (std::size_t i = 0; i < d.p.size(); ++i) {
        out.p[at + i] += weight * d.p[i];
    }
}

} // namespace muster::dice
