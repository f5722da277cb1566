#include "muster/dice/exact.hpp"

#include "compose.hpp"
#include "range.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <utility>

namespace muster::dice {

namespace {

/// A binomial tail summed term by term stops once a term is this small a part of the sum.
constexpr double k_tail_precision = 1e-18;

/// Sum of `count` independent copies: one die after another (each step O(range x values)).
Dense power(const Dense& die, int count) {
    Dense out;
    Dense next;
    const std::size_t widest = (die.p.size() - 1) * static_cast<std::size_t>(count) + 1;
    out.p.reserve(widest);
    next.p.reserve(widest);
    for (int i = 0; i < count; ++i) {
        convolve_into(out, die, next);
        std::swap(out, next);
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

Dense evaluate(const Node& node);

/// The term thrown with `count` dice.
Dense evaluate_fixed(const DiceTerm& t, int count) {
    const int kept = t.kept(count);
    if (kept == 0) {
        return Dense{0, {1.0}};
    }
    if (kept == count) {
        if (!t.reroll && !t.explode) {
            // A plain pool: the engine's convolution (a sliding window for a uniform die).
            PoolPart part{t.die, count, {}, "", ""};
            if (t.counts_successes() || t.modifier != 0) {
                part.score = [&t](int face) { return static_cast<int>(t.score(face)); };
            }
            return dense_of(convolve_pool(std::span<const PoolPart>(&part, 1)));
        }
        return power(dense_of(die_distribution(t, t.counts_successes())), count);
    }
    // Kept by their results (the face plus the per-die modifier); a success count (no
    // explosion: refused with keep) scores the face behind each result.
    const auto keys = die_distribution(t, false);
    return dense_of(
        keep_distribution(keys, count, kept, t.keep == DiceTerm::Keep::highest, [&t](long long v) {
            return t.counts_successes() ? t.score(v - t.modifier) : v;
        }));
}

Dense evaluate_dice(const DiceTerm& t) {
    if (!t.count_node) {
        return evaluate_fixed(t, t.count);
    }
    const Dense count = evaluate(*t.count_node);
    if (t.keep == DiceTerm::Keep::all) {
        return mixed_power(count, dense_of(die_distribution(t, t.counts_successes())));
    }
    return mixture(count, [&t](int n) { return evaluate_fixed(t, n); });
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

Dense evaluate_many(const Node& node) {
    std::vector<Dense> items;
    bool identical = true;
    for (const Node& n : node.operands) {
        items.push_back(evaluate(n));
        identical = identical && n.text == node.operands.front().text;
    }
    if (node.kind == Node::Kind::best) {
        return best_of(items, identical, node.keep_count, node.keep != DiceTerm::Keep::lowest);
    }
    Dense out = items.front();
    for (std::size_t i = 1; i < items.size(); ++i) {
        out = extreme(out, items[i], node.kind == Node::Kind::maximum);
    }
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
        if (node.operands.size() == 2) {
            return opposed(inner, evaluate(node.operands[1]), node.condition);
        }
        Dense d;
        d.p = {0.0, 0.0};
        for (std::size_t i = 0; i < inner.p.size(); ++i) {
            d.p[node.condition.matches(inner.low + static_cast<long long>(i)) ? 1 : 0] +=
                inner.p[i];
        }
        return d;
    }
    case Kind::reroll: {
        // Thrown again as the roll inside every re-roll: `{2d6}ro<7ro<7` is 2d6 thrown at
        // most three times, not a re-rolled roll re-rolled whole.
        const Node* base = &node;
        while (base->kind == Kind::reroll) {
            base = &base->operands[0];
        }
        return rerolled_once(evaluate(node.operands[0]), node.condition, evaluate(*base));
    }
    case Kind::maximum:
    case Kind::minimum:
    case Kind::best:
        return evaluate_many(node);
    case Kind::add:
        return convolve(evaluate(node.operands[0]), evaluate(node.operands[1]));
    case Kind::subtract:
        return convolve(evaluate(node.operands[0]), negated(evaluate(node.operands[1])));
    case Kind::multiply:
        return combine(evaluate(node.operands[0]), evaluate(node.operands[1]),
                       [](long long a, long long b) { return a * b; });
    case Kind::divide:
        return combine(evaluate(node.operands[0]), evaluate(node.operands[1]),
                       node.round_up ? ceil_divide : floor_divide);
    }
    return {};
}

} // namespace

std::map<long long, double> die_distribution(const DiceTerm& term, bool score_each) {
    const auto faces = rerolled(term);
    const auto score = [&](long long v) { return score_each ? term.score(v) : term.value(v); };
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
    for (int left = 1; left <= term.explode_depth; ++left) {
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
    // lg[x] = log(x!), for the binomial coefficients: each to the last place (a running sum
    // of logs gathers its rounding over thousands of dice).
    std::vector<double> lg(static_cast<std::size_t>(count) + 2, 0.0);
    for (std::size_t x = 2; x < lg.size(); ++x) {
        lg[x] = std::lgamma(static_cast<double>(x) + 1.0);
    }
    // state[j][s]: j dice placed so far (all kept, j < keep), shifted kept score s.
    std::vector<std::vector<double>> state(static_cast<std::size_t>(keep));
    state[0] = {1.0};
    std::vector<double> done; // all `keep` kept dice placed: shifted score -> probability
    // later[i]: the probability of a die at value i or later in the order, summed from the far
    // end (not 1 less the values before: that loses the small ones).
    std::vector<double> later(values.size() + 1, 0.0);
    for (std::size_t i = values.size(); i-- > 0;) {
        later[i] = later[i + 1] + values[i].second;
    }
    std::vector<double> pmf;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const auto [value, p] = values[i];
        const bool last = i + 1 == values.size();
        const double q = last ? 1.0 : std::min(1.0, p / later[i]); // P(this value | not earlier)
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
            // P(c of the `left` dice show this value), binomial(left, q).
            const auto binomial = [&](int c) {
                return std::exp(lg[static_cast<std::size_t>(left)] -
                                lg[static_cast<std::size_t>(c)] -
                                lg[static_cast<std::size_t>(left - c)] + c * std::log(q) +
                                (left - c) * std::log1p(-q));
            };
            // P(c >= room): the kept dice complete here. Where it is small (the top total of
            // 200d6kh100: 2.1e-27), 1 less P(c < room) is rounding alone; it is summed term by
            // term from `room` up instead, until the terms no longer count.
            const auto completed = [&](double below) {
                if (below < 0.5 || q >= 1.0 || q <= 0.0 || room > left) {
                    return room > left ? 0.0 : std::max(0.0, 1.0 - below);
                }
                double tail = 0.0;
                for (int c = room; c <= left; ++c) {
                    const double b = binomial(c);
                    tail += b;
                    if (static_cast<double>(c) > q * left && b <= tail * k_tail_precision) {
                        break; // past the mode the terms only shrink
                    }
                }
                return tail;
            };
            double below_room = 0.0;
            for (int c = 0; c < room && c <= left; ++c) {
                double b = 0.0;
                if (q >= 1.0) {
                    b = c == left ? 1.0 : 0.0;
                } else if (q <= 0.0) {
                    b = c == 0 ? 1.0 : 0.0;
                } else {
                    b = binomial(c);
                }
                pmf[static_cast<std::size_t>(c)] = b;
                below_room += b;
            }
            const double complete = completed(below_room);
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
                    auto& to = next[static_cast<std::size_t>(j) + static_cast<std::size_t>(c)];
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

} // namespace muster::dice
