#include "compose.hpp"

#include "muster/dice/exact.hpp"

#include <algorithm>
#include <map>

namespace muster::dice {

namespace {

Dense certain(long long value) {
    Dense d;
    d.low = value;
    return d;
}

} // namespace

Dense mixed_power(const Dense& count, const Dense& die) {
    // The mixture's whole range at once (0 dice up to the most): widened a count at a time, it
    // was copied as often as a power was added (issue 44: (d1000)d6 took twice its estimate).
    Dense out = certain(0);
    const long long most = std::max(0LL, count.high());
    out.low = std::min(0LL, most * die.low);
    out.p.assign(static_cast<std::size_t>(std::max(0LL, most * die.high()) - out.low + 1), 0.0);
    Dense power = certain(0); // die^n
    Dense next;
    const std::size_t widest =
        (die.p.size() - 1) * static_cast<std::size_t>(std::max(0LL, most)) + 1;
    power.p.reserve(widest);
    next.p.reserve(widest);
    for (long long n = 0; n <= count.high(); ++n) {
        if (n >= count.low) {
            const double w = count.p[static_cast<std::size_t>(n - count.low)];
            if (w > 0.0) {
                add_weighted(out, power, w);
            }
        }
        if (n < count.high()) {
            convolve_into(power, die, next);
            std::swap(power, next);
        }
    }
    return out;
}

Dense mixture(const Dense& count, const std::function<Dense(int)>& of) {
    Dense out = certain(0);
    out.p = {0.0};
    for (std::size_t i = 0; i < count.p.size(); ++i) {
        if (count.p[i] > 0.0) {
            add_weighted(out, of(static_cast<int>(count.low + static_cast<long long>(i))),
                         count.p[i]);
        }
    }
    return out;
}

Dense extreme(const Dense& a, const Dense& b, bool greatest) {
    // Cumulative from the side the extreme comes from: P(max <= x) = A(x) B(x) from the low
    // end, P(min >= x) = A'(x) B'(x) from the high end.
    Dense out;
    out.low = greatest ? std::max(a.low, b.low) : std::min(a.low, b.low);
    const long long high = greatest ? std::max(a.high(), b.high()) : std::min(a.high(), b.high());
    out.p.assign(static_cast<std::size_t>(high - out.low + 1), 0.0);
    const auto at = [](const Dense& d, long long x) {
        return x < d.low || x > d.high() ? 0.0 : d.p[static_cast<std::size_t>(x - d.low)];
    };
    // The mass of d before the first value walked (below out.low, or above high).
    const auto before_start = [&](const Dense& d) {
        double m = 0.0;
        for (std::size_t i = 0; i < d.p.size(); ++i) {
            const long long x = d.low + static_cast<long long>(i);
            m += (greatest ? x < out.low : x > high) ? d.p[i] : 0.0;
        }
        return m;
    };
    double ca = before_start(a);
    double cb = before_start(b);
    double before = std::min(1.0, ca) * std::min(1.0, cb);
    for (std::size_t k = 0; k < out.p.size(); ++k) {
        const long long x =
            greatest ? out.low + static_cast<long long>(k) : high - static_cast<long long>(k);
        ca += at(a, x);
        cb += at(b, x);
        const double now = std::min(1.0, ca) * std::min(1.0, cb);
        out.p[static_cast<std::size_t>(x - out.low)] = std::max(0.0, now - before);
        before = now;
    }
    return out;
}

Dense rerolled_once(const Dense& d, const Condition& c, const Dense& fresh) {
    double again = 0.0;
    Dense out = d;
    for (std::size_t i = 0; i < d.p.size(); ++i) {
        if (c.matches(d.low + static_cast<long long>(i))) {
            again += d.p[i];
            out.p[i] = 0.0;
        }
    }
    add_weighted(out, fresh, again);
    return out;
}

Dense opposed(const Dense& a, const Dense& b, const Condition& c) {
    const Dense difference = convolve(a, negated(b));
    Dense out;
    out.p = {0.0, 0.0};
    for (std::size_t i = 0; i < difference.p.size(); ++i) {
        out.p[c.matches(difference.low + static_cast<long long>(i)) ? 1 : 0] += difference.p[i];
    }
    return out;
}

Dense best_of(const std::vector<Dense>& items, bool identical, int keep, bool highest) {
    const int count = static_cast<int>(items.size());
    if (keep <= 0) {
        return certain(0);
    }
    if (keep >= count) {
        Dense out = certain(0);
        for (const Dense& d : items) {
            out = convolve(out, d);
        }
        return out;
    }
    if (identical) {
        std::map<long long, double> one;
        for (const auto& [v, p] : distribution_of(items.front())) {
            one[v] = p;
        }
        return dense_of(
            keep_distribution(one, count, keep, highest, [](long long v) { return v; }));
    }
    if (keep == 1) {
        Dense out = items.front();
        for (std::size_t i = 1; i < items.size(); ++i) {
            out = extreme(out, items[i], highest);
        }
        return out;
    }
    // The `keep` best values so far, best first, as the state.
    std::map<std::vector<long long>, double> states{{{}, 1.0}};
    for (const Dense& d : items) {
        std::map<std::vector<long long>, double> next;
        for (const auto& [kept, p] : states) {
            for (std::size_t i = 0; i < d.p.size(); ++i) {
                if (d.p[i] == 0.0) {
                    continue;
                }
                std::vector<long long> v = kept;
                const long long x = d.low + static_cast<long long>(i);
                v.insert(std::find_if(v.begin(), v.end(),
                                      [&](long long y) { return highest ? x > y : x < y; }),
                         x);
                if (v.size() > static_cast<std::size_t>(keep)) {
                    v.pop_back();
                }
                next[v] += p * d.p[i];
            }
        }
        states.swap(next);
    }
    std::map<long long, double> out;
    for (const auto& [kept, p] : states) {
        long long s = 0;
        for (long long x : kept) {
            s += x;
        }
        out[s] += p;
    }
    return dense_of(out);
}

} // namespace muster::dice
