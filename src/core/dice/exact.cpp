#include "muster/dice/exact.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace muster::dice {

namespace {

/// A dense distribution: p[i] is the probability of low + i.
struct Dense {
    long long low = 0;
    std::vector<double> p{1.0};
};

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
    return dense_of(std::map<long long, double>(dist.begin(), dist.end()));
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
    return out;
}

/// Sum of `count` independent copies: one die after another (each step O(range x values)).
Dense power(const Dense& die, int count) {
    Dense out;
    for (int i = 0; i < count; ++i) {
        out = convolve(out, die);
    }
    return out;
}

std::map<long long, double> scored(const std::map<long long, double>& m,
                                   const std::function<long long(long long)>& f) {
    std::map<long long, double> out;
    for (const auto& [v, q] : m) {
        out[f(v)] += q;
    }
    return out;
}

/// The faces of a die after its re-rolls, as value -> probability.
std::map<long long, double> rerolled(const DiceTerm& t) {
    std::map<long long, double> faces;
    const double each = 1.0 / static_cast<double>(t.die.faces().size());
    for (int f : t.die.faces()) {
        faces[f] += each;
    }
    if (!t.reroll) {
        return faces;
    }
    double p_reroll = 0.0;
    for (const auto& [v, q] : faces) {
        p_reroll += t.reroll->matches(v) ? q : 0.0;
    }
    std::map<long long, double> out;
    for (const auto& [v, q] : faces) {
        const double kept = t.reroll->matches(v) ? 0.0 : q;
        // Again until it stands: the faces that stand, renormalised. Once: a re-rolled die is a
        // fresh die, whatever it shows.
        const double p = t.reroll_once ? kept + p_reroll * q : q / (1.0 - p_reroll);
        if (t.reroll_once ? p > 0.0 : !t.reroll->matches(v)) {
            out[v] += p;
        }
    }
    return out;
}

/// Step counts of the algorithms, for exact_cost. A sum of `count` dice one after another
/// (`power`): the outer loop runs over the totals so far, about die_width x count^2 / 2 times,
/// and the inner loop over the die's values for each. The two cost differently a step: a short
/// inner loop (AvD: 4 values) is mostly the outer loop's overhead, a long one (an exploding
/// die: over 100 values) runs at the processor's full speed.
struct PowerSteps {
    double outer = 0;
    double inner = 0;
};

PowerSteps power_steps(double die_width, double die_values, int count) {
    const double n = count;
    const double outer = die_width * n * n / 2 + n;
    return {outer, outer * die_values};
}

double keep_steps(double values, double score_width, int keep) {
    const double k = keep;
    return values * (std::max(score_width, 1.0) * k * k * k / 6 + k * k);
}

/// Sliding-window steps of `count` dice of `die_width`, split where the totals outgrow the
/// processor's cache (measured: a step costs about twice as much beyond 16,384 totals).
struct WindowSteps {
    double cached = 0;
    double beyond = 0;
};

WindowSteps window_steps(double die_width, int count) {
    constexpr double k_cached_totals = 16384;
    const double n = count;
    const double in_cache = std::min(n, k_cached_totals / std::max(die_width, 1.0));
    return {die_width * in_cache * in_cache / 2 + n, die_width * (n * n - in_cache * in_cache) / 2};
}

/// A die of more values than this slides its window over the totals at about four times the
/// cost a step beyond the cache (measured: d6 and d100 cost the same a step, d1000 four times),
/// and convolves at about five times the cost a step (an exploding d20 against a d10).
constexpr double k_wide_die = 256;

/// What each step costs on the reference machine (2 cores, release build), fitted on
/// 2026-12-01 by least squares on the relative error to the measured times of 42 expressions
/// (sums of 500-10,000 D6, 1,000-9,000 AvD, d20, d100 and d1000 pools, success counts, keeps,
/// explosions, products; docs/dice.md, "How long exact odds take"; bench/bench.py group 8):
/// every one within 1.4x. The estimate is of the whole command: muster's start, then the work.
constexpr double k_seconds_start = 1.2e-3;
constexpr double k_seconds_per_keep_step = 6.7e-10;
constexpr double k_seconds_per_outer_step = 2.3e-9;
constexpr double k_seconds_per_inner_step = 4.1e-11;
/// A die wider than k_wide_die (an exploding d20 spans 420 values): its inner loop leaves the
/// first-level cache; fitted to 20d20!, 10d100!>50 and 6d166!>4.
constexpr double k_seconds_per_wide_inner_step = 2.0e-10;
constexpr double k_seconds_per_window_step = 3.1e-9;
constexpr double k_seconds_per_window_step_beyond_cache = 5.7e-9;
constexpr double k_seconds_per_wide_window_step_beyond_cache = 2.2e-8;
/// Each possible total: tabled, printed, and for `*` and `/` one map insertion a pair of values
/// (the pairs and the totals of the products measured were as many: one term holds both).
constexpr double k_seconds_per_odds_total = 5.6e-7;
constexpr double k_bytes_per_odds_total = 330;
/// Each value of a dense array a product is held in: allocated, zeroed and scanned.
constexpr double k_seconds_per_dense_value = 1e-9;

struct Planned {
    double low = 0;
    double high = 0;
    double values = 1;        ///< distinct outcomes (at most high - low + 1)
    double steps = 0;         ///< keep-highest/lowest steps (order statistics)
    double outer = 0;         ///< power(): outer-loop steps
    double inner = 0;         ///< and inner-loop steps
    double wide_inner = 0;    ///< inner-loop steps over a die wider than k_wide_die
    double window = 0;        ///< sliding-window steps (is_uniform), totals in cache
    double window_beyond = 0; ///< and beyond it
    double wide_beyond = 0;   ///< beyond it, of a die wider than k_wide_die
    double pairs = 0;
    double dense = 0; ///< the widest dense array of a product: every value, lowest to highest
    long long dice = 0;
};

Planned plan(const Node& node);

Planned plan_dice(const DiceTerm& t) {
    Planned out;
    out.dice = t.count;
    const auto die = die_distribution(t, t.counts_successes());
    const double low = static_cast<double>(die.begin()->first);
    const double high = static_cast<double>(die.rbegin()->first);
    const double width = high - low;
    const auto n = static_cast<double>(t.keep == DiceTerm::Keep::all ? t.count : t.keep_count);
    if (t.keep == DiceTerm::Keep::all && !t.reroll && !t.explode && is_uniform(die)) {
        const auto w = window_steps(width, t.count);
        out.window = w.cached;
        (width > k_wide_die ? out.wide_beyond : out.window_beyond) = w.beyond;
        out.low = low * n;
        out.high = high * n;
    } else if (t.keep == DiceTerm::Keep::all) {
        const auto p = power_steps(width, static_cast<double>(die.size()), t.count);
        out.outer = p.outer;
        (width > k_wide_die ? out.wide_inner : out.inner) = p.inner;
        out.low = low * n;
        out.high = high * n;
    } else {
        const auto keys = die_distribution(t, false);
        const double score_width =
            t.counts_successes() ? (t.failure ? 2.0 : 1.0)
                                 : static_cast<double>(keys.rbegin()->first - keys.begin()->first);
        out.steps = keep_steps(static_cast<double>(keys.size()), score_width, t.keep_count);
        out.low = t.counts_successes() ? (t.failure ? -n : 0) : low * n;
        out.high = t.counts_successes() ? n : high * n;
    }
    if (t.explode) { // the die's own chain (die_distribution): dense steps, as power's inner
        const auto& faces = t.die.faces();
        const auto [lowest, highest] = std::minmax_element(faces.begin(), faces.end());
        const auto exploding = static_cast<double>(std::count_if(
            faces.begin(), faces.end(), [&t](int f) { return t.explode->matches(f); }));
        const double cap = k_max_explosions;
        out.inner += exploding * static_cast<double>(*highest - *lowest + 1) * cap * (cap + 1) / 2;
    }
    out.values = out.high - out.low + 1;
    return out;
}

Planned plan(const Node& node) {
    using Kind = Node::Kind;
    Planned out;
    switch (node.kind) {
    case Kind::number:
        out.low = out.high = static_cast<double>(node.number);
        return out;
    case Kind::dice:
        return plan_dice(*node.dice);
    case Kind::negate: {
        out = plan(node.operands[0]);
        std::swap(out.low, out.high);
        out.low = -out.low;
        out.high = -out.high;
        return out;
    }
    case Kind::compare:
        out = plan(node.operands[0]);
        out.low = 0;
        out.high = 1;
        out.values = 2;
        return out;
    default:
        break;
    }
    const Planned a = plan(node.operands[0]);
    const Planned b = plan(node.operands[1]);
    out.steps = a.steps + b.steps;
    out.outer = a.outer + b.outer;
    out.inner = a.inner + b.inner;
    out.wide_inner = a.wide_inner + b.wide_inner;
    out.window = a.window + b.window;
    out.window_beyond = a.window_beyond + b.window_beyond;
    out.wide_beyond = a.wide_beyond + b.wide_beyond;
    out.pairs = a.pairs + b.pairs;
    out.dice = a.dice + b.dice;
    const double b_range = b.high - b.low + 1; // the loops below run over b's whole range
    if (node.kind == Kind::add || node.kind == Kind::subtract) {
        out.outer += a.values; // one convolution of the two operands
        out.inner += a.values * b_range;
        out.low = node.kind == Kind::add ? a.low + b.low : a.low - b.high;
        out.high = node.kind == Kind::add ? a.high + b.high : a.high - b.low;
        out.values = out.high - out.low + 1;
        out.dense = std::max(a.dense, b.dense); // a sum's array is its totals, counted already
        return out;
    }
    out.pairs += a.values * b_range;
    const double corners[] = {a.low * b.low, a.low * b.high, a.high * b.low, a.high * b.high};
    const double m = std::max(std::abs(a.low), std::abs(a.high));
    out.low = node.kind == Kind::multiply ? *std::min_element(corners, corners + 4) : -m;
    out.high = node.kind == Kind::multiply ? *std::max_element(corners, corners + 4) : m;
    out.values = std::min(a.values * b.values, out.high - out.low + 1);
    // The products' distinct values are few, but they are held densely from the lowest to the
    // highest (`6060*6*26*2d6*6*26*2d6*6` spans 1.5e9 values: 11.8 GB, found by fuzz_notation).
    out.dense = std::max({a.dense, b.dense, out.high - out.low + 1});
    return out;
}

long long floor_divide(long long a, long long b) {
    const long long q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

Dense evaluate(const Node& node);

Dense evaluate_dice(const DiceTerm& t) {
    if (t.keep == DiceTerm::Keep::all) {
        if (!t.reroll && !t.explode) {
            // A plain pool: the engine's convolution (a sliding window for a uniform die).
            PoolPart part{t.die, t.count, {}, "", ""};
            if (t.counts_successes()) {
                part.score = [&t](int face) { return static_cast<int>(t.score(face)); };
            }
            return dense_of(convolve_pool(std::span<const PoolPart>(&part, 1)));
        }
        return power(dense_of(die_distribution(t, t.counts_successes())), t.count);
    }
    const auto keys = die_distribution(t, false);
    return dense_of(keep_distribution(keys, t.count, t.keep_count,
                                      t.keep == DiceTerm::Keep::highest,
                                      [&t](long long v) { return t.score(v); }));
}

Dense combine(const Dense& a, const Dense& b, long long (*op)(long long, long long)) {
    std::map<long long, double> out;
    for (std::size_t i = 0; i < a.p.size(); ++i) {
        for (std::size_t j = 0; a.p[i] > 0.0 && j < b.p.size(); ++j) {
            if (b.p[j] > 0.0) {
                out[op(a.low + static_cast<long long>(i), b.low + static_cast<long long>(j))] +=
                    a.p[i] * b.p[j];
            }
        }
    }
    return dense_of(out);
}

Dense negated(const Dense& d) {
    Dense out;
    out.low = -(d.low + static_cast<long long>(d.p.size()) - 1);
    out.p.assign(d.p.rbegin(), d.p.rend());
    return out;
}

Dense evaluate(const Node& node) {
    using Kind = Node::Kind;
    switch (node.kind) {
    case Kind::number: {
        Dense d;
        d.low = node.number;
        return d;
    }
    case Kind::dice:
        return evaluate_dice(*node.dice);
    case Kind::negate:
        return negated(evaluate(node.operands[0]));
    case Kind::compare: {
        const Dense inner = evaluate(node.operands[0]);
        Dense d;
        d.p = {0.0, 0.0};
        for (std::size_t i = 0; i < inner.p.size(); ++i) {
            d.p[node.condition.matches(inner.low + static_cast<long long>(i)) ? 1 : 0] +=
                inner.p[i];
        }
        return d;
    }
    case Kind::add:
        return convolve(evaluate(node.operands[0]), evaluate(node.operands[1]));
    case Kind::subtract:
        return convolve(evaluate(node.operands[0]), negated(evaluate(node.operands[1])));
    case Kind::multiply:
        return combine(evaluate(node.operands[0]), evaluate(node.operands[1]),
                       [](long long a, long long b) { return a * b; });
    case Kind::divide:
        return combine(evaluate(node.operands[0]), evaluate(node.operands[1]), floor_divide);
    }
    return {};
}

} // namespace

std::map<long long, double> die_distribution(const DiceTerm& term, bool score_each) {
    const auto faces = rerolled(term);
    const auto score = [&](long long v) { return score_each ? term.score(v) : v; };
    if (!term.explode) {
        return scored(faces, score);
    }
    // The chain of a die that may throw `left` more dice: its own score, plus the chain of
    // the next die when it explodes. Dense over the chain's scores, lowest first: the chain of
    // a d166 exploding on >4 with 20 dice left spans 3,486 values, and a map took 0.8 s.
    std::vector<std::pair<long long, double>> plain;
    std::vector<std::pair<long long, double>> exploding;
    for (const auto& [v, q] : faces) {
        (term.explode->matches(v) ? exploding : plain).emplace_back(score(v), q);
    }
    Dense chain = dense_of(scored(faces, score)); // no explosion left
    for (int left = 1; left <= k_max_explosions; ++left) {
        const long long chain_high = chain.low + static_cast<long long>(chain.p.size()) - 1;
        long long low = std::numeric_limits<long long>::max();
        long long high = std::numeric_limits<long long>::min();
        for (const auto& [s, q] : plain) {
            low = std::min(low, s);
            high = std::max(high, s);
        }
        for (const auto& [s, q] : exploding) {
            low = std::min(low, s + chain.low);
            high = std::max(high, s + chain_high);
        }
        Dense next;
        next.low = low;
        next.p.assign(static_cast<std::size_t>(high - low + 1), 0.0);
        for (const auto& [s, q] : plain) {
            next.p[static_cast<std::size_t>(s - low)] += q;
        }
        for (const auto& [s, q] : exploding) {
            const auto at = static_cast<std::size_t>(s + chain.low - low);
            for (std::size_t i = 0; i < chain.p.size(); ++i) {
                next.p[at + i] += q * chain.p[i];
            }
        }
        chain = std::move(next);
    }
    std::map<long long, double> out;
    for (std::size_t i = 0; i < chain.p.size(); ++i) {
        if (chain.p[i] > 0.0) {
            out.emplace(chain.low + static_cast<long long>(i), chain.p[i]);
        }
    }
    return out;
}

Distribution keep_distribution(const std::map<long long, double>& die, int count, int keep,
                               bool highest, const std::function<long long(long long)>& score) {
    // Values in the order dice are kept; scores shifted to start at 0.
    std::vector<std::pair<long long, double>> values(die.begin(), die.end());
    if (highest) {
        std::reverse(values.begin(), values.end());
    }
    long long low_score = score(values.front().first);
    for (const auto& v : values) {
        low_score = std::min(low_score, score(v.first));
    }
    // lg[x] = log(x!), for the binomial coefficients.
    std::vector<double> lg(static_cast<std::size_t>(count) + 2, 0.0);
    for (std::size_t x = 2; x < lg.size(); ++x) {
        lg[x] = lg[x - 1] + std::log(static_cast<double>(x));
    }
    // state[j][s]: j dice placed so far (all kept, j < keep), shifted kept score s.
    std::vector<std::vector<double>> state(static_cast<std::size_t>(keep));
    state[0] = {1.0};
    std::vector<double> done; // all `keep` kept dice placed: shifted score -> probability
    double above = 1.0;       // probability of a die at this value or later in the order
    std::vector<double> pmf;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const auto [value, p] = values[i];
        const bool last = i + 1 == values.size();
        const double q = last ? 1.0 : std::min(1.0, p / above); // P(this value | not earlier)
        above -= p;
        const auto step = static_cast<std::size_t>(score(value) - low_score);
        std::vector<std::vector<double>> next(state.size());
        for (int j = 0; j < keep; ++j) {
            const auto& from = state[static_cast<std::size_t>(j)];
            if (from.empty()) {
                continue;
            }
            const int left = count - j;
            const int room = keep - j; // c >= room: the kept dice are complete
            pmf.assign(static_cast<std::size_t>(room), 0.0);
            double below_room = 0.0;
            for (int c = 0; c < room && c <= left; ++c) {
                double b = 0.0;
                if (q >= 1.0) {
                    b = c == left ? 1.0 : 0.0;
                } else if (q <= 0.0) {
                    b = c == 0 ? 1.0 : 0.0;
                } else {
                    b = std::exp(lg[static_cast<std::size_t>(left)] -
                                 lg[static_cast<std::size_t>(c)] -
                                 lg[static_cast<std::size_t>(left - c)] + c * std::log(q) +
                                 (left - c) * std::log1p(-q));
                }
                pmf[static_cast<std::size_t>(c)] = b;
                below_room += b;
            }
            const double complete = std::max(0.0, 1.0 - below_room);
            for (std::size_t s = 0; s < from.size(); ++s) {
                const double w = from[s];
                if (w == 0.0) {
                    continue;
                }
                for (int c = 0; c < room && c <= left; ++c) {
                    const double b = pmf[static_cast<std::size_t>(c)];
                    if (b == 0.0) {
                        continue;
                    }
                    auto& to = next[static_cast<std::size_t>(j + c)];
                    const std::size_t at = s + static_cast<std::size_t>(c) * step;
                    if (to.size() <= at) {
                        to.resize(at + 1, 0.0);
                    }
                    to[at] += w * b;
                }
                if (complete > 0.0) {
                    const std::size_t at = s + static_cast<std::size_t>(room) * step;
                    if (done.size() <= at) {
                        done.resize(at + 1, 0.0);
                    }
                    done[at] += w * complete;
                }
            }
        }
        state.swap(next);
    }
    Distribution out;
    for (std::size_t s = 0; s < done.size(); ++s) {
        if (done[s] > 0.0) {
            out.emplace_back(static_cast<long long>(s) + low_score * keep, done[s]);
        }
    }
    return out;
}

Distribution exact_distribution(const Expression& expr) {
    Distribution out = distribution_of(evaluate(expr.root));
    // Thousands of convolution steps gather rounding (326 dice of one certain outcome summed to
    // 1 + 1.7e-12, found by fuzz_notation): scaled back to a sum of 1, as docs/dice.md promises.
    // A sum off by a few units in the last place (six 1/6) is left as it is: scaling it would
    // move every probability off its nearest double.
    constexpr double k_rounding_left = 1e-14;
    const double sum = std::accumulate(out.begin(), out.end(), 0.0,
                                       [](double acc, const auto& vp) { return acc + vp.second; });
    if (sum > 0.0 && std::abs(sum - 1.0) > k_rounding_left) {
        for (auto& [value, p] : out) {
            p /= sum;
        }
    }
    return out;
}

OddsCost exact_cost(const Expression& expr) {
    const Planned p = plan(expr.root);
    const double totals = p.values;
    OddsCost cost;
    cost.seconds = k_seconds_start + p.steps * k_seconds_per_keep_step +
                   p.outer * k_seconds_per_outer_step + p.inner * k_seconds_per_inner_step +
                   p.wide_inner * k_seconds_per_wide_inner_step +
                   p.window * k_seconds_per_window_step +
                   p.window_beyond * k_seconds_per_window_step_beyond_cache +
                   p.wide_beyond * k_seconds_per_wide_window_step_beyond_cache +
                   totals * k_seconds_per_odds_total;
    cost.seconds += p.dense * k_seconds_per_dense_value;
    cost.bytes = totals * k_bytes_per_odds_total + p.pairs * 8 + p.dense * 8;
    cost.dice = p.dice * expr.repeat;
    cost.totals = totals;
    return cost;
}

} // namespace muster::dice
