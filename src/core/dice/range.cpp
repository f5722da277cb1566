#include "range.hpp"

#include <algorithm>
#include <functional>
#include <limits>

namespace muster::dice {

namespace {

/// The faces a die of the term can stand on: re-rolled again and again, the others; re-rolled
/// once, every face (the second throw stands whatever it shows).
std::vector<long long> standing_faces(const DiceTerm& t) {
    std::vector<long long> out;
    for (int f : t.die.faces()) {
        if (!t.reroll || t.reroll_once || !t.reroll->matches(f)) {
            out.push_back(f);
        }
    }
    return out;
}

Range corners(Range a, Range b, const std::function<long long(long long, long long)>& op) {
    const long long c[] = {op(a.low, b.low), op(a.low, b.high), op(a.high, b.low),
                           op(a.high, b.high)};
    return {*std::min_element(std::begin(c), std::end(c)),
            *std::max_element(std::begin(c), std::end(c))};
}

} // namespace

Range die_range(const DiceTerm& t) {
    const auto faces = standing_faces(t);
    const auto score = [&](long long f) { return t.score(f); }; // a result, or a success
    Range chain{std::numeric_limits<long long>::max(), std::numeric_limits<long long>::min()};
    for (long long f : faces) { // no explosion left: any face stands
        chain = {std::min(chain.low, score(f)), std::max(chain.high, score(f))};
    }
    for (int left = 1; t.explode && left <= t.explode_depth; ++left) {
        Range next{std::numeric_limits<long long>::max(), std::numeric_limits<long long>::min()};
        for (long long f : faces) {
            const bool on = t.explode->matches(f);
            next.low = std::min(next.low, score(f) + (on ? chain.low : 0));
            next.high = std::max(next.high, score(f) + (on ? chain.high : 0));
        }
        chain = next;
    }
    return chain;
}

Range term_range(const DiceTerm& t, Range count) {
    const Range die = die_range(t);
    const long long few = t.kept(static_cast<int>(count.low));
    const long long many = t.kept(static_cast<int>(count.high));
    return {std::min(few * die.low, many * die.low), std::max(few * die.high, many * die.high)};
}

long long floor_divide(long long a, long long b) {
    const long long q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

Range product_range(Range a, Range b) {
    return corners(a, b, [](long long x, long long y) { return x * y; });
}

long long ceil_divide(long long a, long long b) {
    return -floor_divide(-a, b);
}

Range quotient_range(Range a, Range b, bool up) {
    return corners(a, b, up ? ceil_divide : floor_divide);
}

Range kept_range(const std::vector<Range>& items, int keep, bool highest) {
    std::vector<long long> lows;
    std::vector<long long> highs;
    for (const Range& r : items) {
        lows.push_back(r.low);
        highs.push_back(r.high);
    }
    const auto sum_kept = [&](std::vector<long long>& v) {
        if (highest) {
            std::sort(v.rbegin(), v.rend());
        } else {
            std::sort(v.begin(), v.end());
        }
        long long s = 0;
        for (std::size_t i = 0; i < v.size() && i < static_cast<std::size_t>(keep); ++i) {
            s += v[i];
        }
        return s;
    };
    return {sum_kept(lows), sum_kept(highs)};
}

} // namespace muster::dice
