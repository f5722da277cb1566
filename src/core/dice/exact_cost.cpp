#include "muster/dice/exact.hpp"
#include "range.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

/// The estimate of exact_distribution's work (docs/dice.md, "How long exact odds take"): the
/// step counts of the algorithms of exact.cpp and compose.cpp, at the reference machine's
/// measured time a step.
namespace muster::dice {

namespace {

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
/// A narrow die's window beyond the cache: refitted on 2026-12-07 to 5000d6, 7000d6 and
/// 10000d6 once a pool of one uniform die worked out half its totals and mirrored the rest.
constexpr double k_seconds_per_window_step_beyond_cache = 1.4e-9;
constexpr double k_seconds_per_wide_window_step_beyond_cache = 2.2e-8;
/// Each possible total: tabled, printed, and for `*` and `/` one map insertion a pair of values
/// (the pairs and the totals of the products measured were as many: one term holds both).
constexpr double k_seconds_per_odds_total = 5.6e-7;
constexpr double k_bytes_per_odds_total = 330;
/// Each value of a dense array a product is held in: allocated, zeroed and scanned.
constexpr double k_seconds_per_dense_value = 1e-9;
/// Two totals convolved (`a + b`, `a - b` of two dice terms, an opposed roll): a step a pair of
/// their values, the inner loop over the second's whole range (fitted 2026-12-02 to
/// {1000d6}>{1000d6} and {1500d6}={1000d6}, issue 44).
constexpr double k_seconds_per_total_pair = 2.0e-10;
/// A random count's powers (mixed_power): each power convolved with the die, then added with
/// its weight into the mixture, a short inner loop a step (fitted 2026-12-02 to (d1000)d6,
/// (2d1000)d6 and (2000d6>=3)d6>=4, issue 44: 4.1e-11 read them at half their time).
constexpr double k_seconds_per_mixture_inner_step = 7e-10;
/// A keep/drop worked out for every count of a random number of dice (see plan_dice): its steps
/// twice (the mixture's sum), and tables for each value of the die at each count (fitted
/// 2026-12-02 to (d100)d20kh5, (d50)d10kh10 and (100d6>=2)d6kh20, issue 44).
constexpr double k_keep_mixture_factor = 2;
constexpr double k_seconds_per_keep_table = 1.5e-6;
/// The kept values of unlike totals as the state (best_of): a map insertion of a vector a state
/// and a value, in keep steps (fitted 2026-12-02 to {d100,d200,d300}kh2, issue 44; 10 before).
constexpr double k_keep_steps_per_kept_state = 40;

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
    double total_pairs = 0;   ///< two totals convolved: a pair of their values
    double mixture_inner = 0; ///< a random count's powers: inner-loop steps (mixed_power)
    double keep_tables = 0;   ///< a random count's keep/drop: a count and a value of the die
    double dense_steps =
        0;            ///< keep/drop's states rebuilt at each value, at k_seconds_per_dense_value
    double dense = 0; ///< the widest dense array of a product: every value, lowest to highest
    long long dice = 0;
};

Planned plan(const Node& node);

/// The costs of `x` added to `out` (its steps; not its values).
void add_work(Planned& out, const Planned& x) {
    out.steps += x.steps;
    out.outer += x.outer;
    out.inner += x.inner;
    out.wide_inner += x.wide_inner;
    out.window += x.window;
    out.window_beyond += x.window_beyond;
    out.wide_beyond += x.wide_beyond;
    out.pairs += x.pairs;
    out.total_pairs += x.total_pairs;
    out.mixture_inner += x.mixture_inner;
    out.keep_tables += x.keep_tables;
    out.dense_steps += x.dense_steps;
    out.dense = std::max(out.dense, x.dense);
    out.dice += x.dice;
}

/// The term thrown with `count` dice (its greatest count, for a random one).
Planned plan_dice(const DiceTerm& t, int count) {
    Planned out;
    out.dice = count;
    const auto die = die_distribution(t, t.counts_successes());
    const double width = static_cast<double>(die.rbegin()->first - die.begin()->first);
    const int kept = t.kept(count);
    if (kept == count && !t.count_node && !t.reroll && !t.explode && is_uniform(die)) {
        const auto w = window_steps(width, count);
        out.window = w.cached;
        (width > k_wide_die ? out.wide_beyond : out.window_beyond) = w.beyond;
    } else if (kept == count) {
        const auto p = power_steps(width, static_cast<double>(die.size()), count);
        out.outer = p.outer;
        (t.count_node ? out.mixture_inner : (width > k_wide_die ? out.wide_inner : out.inner)) =
            p.inner;
    } else {
        const auto keys = die_distribution(t, false);
        const double score_width =
            t.counts_successes()
                ? (t.failure ? 2.0 : 1.0) + static_cast<double>(t.more_successes.size())
                : static_cast<double>(keys.rbegin()->first - keys.begin()->first);
        out.steps = keep_steps(static_cast<double>(keys.size()), score_width, kept);
        // A random count works out every count up to the greatest: at most that many times,
        // each with its own tables a value of the die, and the mixture's sum.
        if (t.count_node) {
            out.steps *= k_keep_mixture_factor * static_cast<double>(count);
            out.keep_tables = static_cast<double>(count) * static_cast<double>(keys.size());
        }
        // The state of each number of kept dice is built again at each value of the die.
        out.dense_steps += static_cast<double>(keys.size()) * score_width * kept * kept / 2 *
                           (t.count_node ? static_cast<double>(count) : 1.0);
    }
    if (t.explode) { // the die's own chain (die_distribution): dense steps, as power's inner
        const auto& faces = t.die.faces();
        const auto [lowest, highest] = std::minmax_element(faces.begin(), faces.end());
        const auto exploding = static_cast<double>(std::count_if(
            faces.begin(), faces.end(), [&t](int f) { return t.explode->matches(f); }));
        const double cap = t.explode_depth;
        out.inner += exploding * static_cast<double>(*highest - *lowest + 1) * cap * (cap + 1) / 2;
    }
    return out;
}

Planned plan_term(const Node& node) {
    const DiceTerm& t = *node.dice;
    Planned out;
    Range count{t.count, t.count};
    if (t.count_node) {
        out = plan(*t.count_node);
        count = {static_cast<long long>(out.low), static_cast<long long>(out.high)};
        out.outer += static_cast<double>(count.high); // the mixture: one sum a count
    }
    add_work(out, plan_dice(t, t.count));
    const Range r = term_range(t, count);
    out.low = static_cast<double>(r.low);
    out.high = static_cast<double>(r.high);
    out.inner += t.count_node ? static_cast<double>(count.high) * (out.high - out.low + 1) : 0.0;
    out.values = out.high - out.low + 1;
    return out;
}

/// Several totals: `max`, `min` (a cumulative walk each), the kept of a group (order
/// statistics when they are the same, one walk a total for the best one, else the kept values
/// so far as the state: at most every combination of them).
Planned plan_many(const Node& node) {
    Planned out;
    std::vector<Planned> items;
    bool identical = true;
    for (const Node& n : node.operands) {
        items.push_back(plan(n));
        add_work(out, items.back());
        identical = identical && n.text == node.operands.front().text;
    }
    std::vector<Range> ranges;
    double states = 1;
    for (const Planned& p : items) {
        ranges.push_back({static_cast<long long>(p.low), static_cast<long long>(p.high)});
        out.outer += p.values;
        states = std::min(states * p.values, 1e30);
    }
    const bool greatest = node.kind != Node::Kind::minimum && node.keep != DiceTerm::Keep::lowest;
    const int keep = node.kind == Node::Kind::best ? node.keep_count : 1;
    const Range r = node.kind == Node::Kind::best ? kept_range(ranges, keep, greatest)
                                                  : kept_range(ranges, 1, greatest);
    out.low = static_cast<double>(r.low);
    out.high = static_cast<double>(r.high);
    out.values = out.high - out.low + 1;
    const auto count = static_cast<int>(items.size());
    if (node.kind == Node::Kind::best && keep < count && keep > 1) {
        if (identical) {
            const double width = items.front().high - items.front().low;
            out.steps += keep_steps(items.front().values, width, keep);
            out.dense_steps += items.front().values * width * keep * keep / 2; // as plan_dice's
        } else { // a map of the kept values: a step a state and a value
            out.steps += k_keep_steps_per_kept_state * states * static_cast<double>(keep);
        }
    } else if (node.kind == Node::Kind::best && keep >= count) {
        out.inner += out.values * out.values;
    }
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
        return plan_term(node);
    case Kind::negate: {
        out = plan(node.operands[0]);
        std::swap(out.low, out.high);
        out.low = -out.low;
        out.high = -out.high;
        return out;
    }
    case Kind::reroll:
        out = plan(node.operands[0]);
        out.outer += out.values;
        return out;
    case Kind::compare:
        if (node.operands.size() == 1) {
            out = plan(node.operands[0]);
        } else { // the difference, as a subtraction
            const Planned a = plan(node.operands[0]);
            const Planned b = plan(node.operands[1]);
            add_work(out, a);
            add_work(out, b);
            out.outer += a.values;
            out.total_pairs += a.values * (b.high - b.low + 1);
        }
        out.low = 0;
        out.high = 1;
        out.values = 2;
        return out;
    case Kind::maximum:
    case Kind::minimum:
    case Kind::best:
        return plan_many(node);
    default:
        break;
    }
    const Planned a = plan(node.operands[0]);
    const Planned b = plan(node.operands[1]);
    add_work(out, a);
    add_work(out, b);
    const double b_range = b.high - b.low + 1; // the loops below run over b's whole range
    if (node.kind == Kind::add || node.kind == Kind::subtract) {
        out.outer += a.values; // one convolution of the two operands
        out.total_pairs += a.values * b_range;
        out.low = node.kind == Kind::add ? a.low + b.low : a.low - b.high;
        out.high = node.kind == Kind::add ? a.high + b.high : a.high - b.low;
        out.values = out.high - out.low + 1;
        return out;
    }
    out.pairs += a.values * b_range;
    const Range ra{static_cast<long long>(a.low), static_cast<long long>(a.high)};
    const Range rb{static_cast<long long>(b.low), static_cast<long long>(b.high)};
    const Range r = node.kind == Kind::multiply ? product_range(ra, rb) : quotient_range(ra, rb);
    out.low = static_cast<double>(r.low);
    out.high = static_cast<double>(r.high);
    out.values = std::min(a.values * b.values, out.high - out.low + 1);
    // The products' distinct values are few, but they are held densely from the lowest to the
    // highest (`6060*6*26*2d6*6*26*2d6*6` spans 1.5e9 values: 11.8 GB, found by fuzz_notation).
    out.dense = std::max(out.dense, out.high - out.low + 1);
    return out;
}

} // namespace

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
    cost.seconds += p.dense * k_seconds_per_dense_value + p.total_pairs * k_seconds_per_total_pair +
                    p.mixture_inner * k_seconds_per_mixture_inner_step +
                    p.keep_tables * k_seconds_per_keep_table +
                    p.dense_steps * k_seconds_per_dense_value;
    cost.bytes = totals * k_bytes_per_odds_total + p.pairs * 8 + p.dense * 8;
    cost.dice = p.dice * expr.repeat;
    cost.totals = totals;
    return cost;
}

} // namespace muster::dice
