#include "muster/dice/dice.hpp"

#include "muster/budget.hpp"
#include "muster/dice/exact.hpp"
#include "muster/error.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <limits>
#include <numeric>

namespace muster::dice {

namespace {
/// Faces of the average die (docs/rules.md, "Dice"; FW-DICE).
constexpr int k_avd_faces[] = {2, 3, 3, 4, 4, 5};
constexpr int k_d6_sides = 6;

std::string die_purpose(const PoolPart& part, int index) {
    if (part.count == 1) {
        return part.purpose;
    }
    return fmt::format("{} ({}/{})", part.purpose, index + 1, part.count);
}

int score_of(const PoolPart& part, int face) {
    return part.score ? part.score(face) : face;
}

/// Distribution of one die's score: (score, probability), merged by score.
std::map<long long, double> die_score_distribution(const PoolPart& part) {
    std::map<long long, double> dist;
    const auto faces = part.die.faces();
    const double p = 1.0 / static_cast<double>(faces.size());
    for (int face : faces) {
        dist[score_of(part, face)] += p;
    }
    return dist;
}

/// Probabilities below this are dropped while convolving (they cannot show in a percentage
/// and would only slow the arithmetic down as subnormals).
constexpr double k_negligible = 1e-300;
} // namespace

Die::Die(std::string name, std::vector<int> faces)
    : m_name(std::move(name)), m_faces(std::move(faces)) {}

Die Die::d6() {
    return dn(k_d6_sides).renamed("D6");
}

Die Die::avd() {
    return {"AvD", std::vector<int>(std::begin(k_avd_faces), std::end(k_avd_faces))};
}

Die Die::dn(int sides) {
    std::vector<int> faces(static_cast<std::size_t>(sides));
    std::iota(faces.begin(), faces.end(), 1);
    return {fmt::format("d{}", sides), std::move(faces)};
}

Die Die::d66() {
    std::vector<int> faces;
    for (int tens = 1; tens <= k_d6_sides; ++tens) {
        for (int units = 1; units <= k_d6_sides; ++units) {
            faces.push_back(tens * 10 + units);
        }
    }
    return {"D66", std::move(faces)};
}

Die Die::fudge() {
    return {"dF", {-1, 0, 1}};
}

Die Die::custom(std::vector<int> faces) {
    std::string name = fmt::format("d{{{}}}", fmt::join(faces, ","));
    return {std::move(name), std::move(faces)};
}

Die Die::renamed(std::string name) const {
    return {std::move(name), m_faces};
}

bool Die::has_face(int value) const {
    return std::find(m_faces.begin(), m_faces.end(), value) != m_faces.end();
}

std::string Die::faces_text() const {
    bool consecutive = true;
    for (std::size_t i = 1; i < m_faces.size(); ++i) {
        consecutive = consecutive && m_faces[i] == m_faces[i - 1] + 1;
    }
    if (consecutive) {
        return fmt::format("{}-{}", m_faces.front(), m_faces.back());
    }
    return fmt::format("{}", fmt::join(m_faces, ","));
}

namespace {

/// Exact odds of a pool cost about (totals so far) steps a die: n^2 x sides / 2 for n dice.
/// 10,000 D6 (2.5e8 steps) take about 2 s in a release build on the reference machine.
constexpr double k_seconds_per_step = 8e-9;
/// Then every possible total is one outcome walked, tabled and printed: `roll 770d1000 --odds`
/// (770,000 totals, 3e8 steps) took 11.3 s and 254 MB there (issue 15), so about 12 us and
/// 330 bytes a total.
constexpr double k_seconds_per_total = 1.2e-5;
constexpr double k_bytes_per_total = 330;

} // namespace

bool is_uniform(const std::map<long long, double>& scores) {
    const auto width = static_cast<std::size_t>(scores.rbegin()->first - scores.begin()->first);
    return scores.size() == width + 1 &&
           std::all_of(scores.begin(), scores.end(),
                       [&](const auto& s) { return s.second == scores.begin()->second; });
}

OddsCost& OddsCost::operator+=(const OddsCost& other) {
    seconds += other.seconds;
    bytes += other.bytes;
    dice += other.dice;
    totals += other.totals;
    return *this;
}

OddsCost odds_cost(std::span<const PoolPart> parts) {
    double steps = 0;
    double range = 1;
    long long dice = 0;
    for (const PoolPart& part : parts) {
        const auto scores = die_score_distribution(part);
        const double width = static_cast<double>(scores.rbegin()->first - scores.begin()->first);
        const double per_total = is_uniform(scores) ? 1.0 : static_cast<double>(scores.size());
        for (int n = 0; n < part.count; ++n) {
            range += width;
            steps += range * per_total;
        }
        dice += part.count;
    }
    return {steps * k_seconds_per_step + range * k_seconds_per_total, range * k_bytes_per_total,
            dice, range};
}

void check_odds_cost(const OddsCost& cost) {
    // The command's budget: every pool of one command (and compare's choices) together.
    Budget::current().charge(
        {cost.seconds, cost.bytes, 0},
        fmt::format("--odds: {} dice with {:.0f} possible totals", cost.dice, cost.totals),
        " to work out exactly", "use fewer dice or sides");
}

Distribution pool_distribution(std::span<const PoolPart> parts) {
    check_odds_cost(odds_cost(parts));
    return convolve_pool(parts);
}

Distribution convolve_pool(std::span<const PoolPart> parts) {
    // dist[i] is the probability of total (offset + i); reach[i] says whether that total can
    // happen at all (its probability may be below what a double holds: 6^-400).
    long long offset = 0;
    std::vector<double> dist{1.0};
    std::vector<char> reach{1};
    std::vector<double> next;
    std::vector<char> next_reach;
    std::vector<double> prefix; // reused from die to die: no allocation per die
    std::vector<double> suffix;
    std::vector<std::size_t> reached;
    // While every total from the least to the greatest can happen (a pool of uniform dice,
    // whose faces leave no gap), the reach is not written: a uniform die's window keeps it so.
    bool every_total = true;
    // While the distribution is its own mirror image: a pool of uniform dice of one part.
    bool symmetric = true;
    // Every working buffer holds the widest total from the start: grown a die at a time, each
    // was reallocated and its pages faulted in again for every die (10,000 D6: 8,541 brk calls
    // and 259,449 page faults).
    std::size_t widest = 1;
    for (const PoolPart& part : parts) {
        const auto faces = part.die.faces();
        long long least = std::numeric_limits<long long>::max();
        long long most = std::numeric_limits<long long>::min();
        for (int face : faces) {
            least = std::min<long long>(least, score_of(part, face));
            most = std::max<long long>(most, score_of(part, face));
        }
        widest += static_cast<std::size_t>(most - least) * static_cast<std::size_t>(part.count);
    }
    for (auto* buffer : {&dist, &next, &prefix, &suffix}) {
        buffer->reserve(widest + 1);
    }
    reach.reserve(widest + 1);
    next_reach.reserve(widest + 1);
    reached.reserve(widest + 1);
    for (const PoolPart& part : parts) {
        const auto die_dist = die_score_distribution(part);
        const long long low = die_dist.begin()->first;
        const long long high = die_dist.rbegin()->first;
        const auto width = static_cast<std::size_t>(high - low);
        std::vector<std::pair<std::size_t, double>> steps;
        steps.reserve(die_dist.size());
        for (const auto& [score, p] : die_dist) {
            steps.emplace_back(static_cast<std::size_t>(score - low), p);
        }
        const bool uniform = is_uniform(die_dist);
        for (int n = 0; uniform && n < part.count; ++n) {
            // Window sums from the left where the prefix is small and from the right where the
            // suffix is, so tail probabilities keep their precision. Every element is written
            // below: the buffers are resized, not cleared (clearing them was 39% of 1000d6).
            const std::size_t size = dist.size();
            prefix.resize(size + 1);
            prefix[0] = 0.0;
            if (!every_total) {
                reached.resize(size + 1);
                reached[0] = 0;
            }
            for (std::size_t i = 0; i < size; ++i) {
                prefix[i + 1] = prefix[i] + (dist[i] < k_negligible ? 0.0 : dist[i]);
            }
            // A symmetric distribution (a pool of one uniform die so far) has its suffix sums in
            // its prefix sums, added in the same order, and its upper half in its lower half.
            if (!symmetric) {
                suffix.resize(size + 1);
                suffix[size] = 0.0;
                for (std::size_t k = size; k-- > 0;) {
                    suffix[k] = suffix[k + 1] + (dist[k] < k_negligible ? 0.0 : dist[k]);
                }
            }
            const auto suffix_at = [&](std::size_t k) {
                return symmetric ? prefix[size - k] : suffix[k];
            };
            for (std::size_t i = 0; !every_total && i < size; ++i) {
                reached[i + 1] = reached[i] + (reach[i] != 0 ? 1 : 0);
            }
            next.resize(size + width);
            const std::size_t worked = symmetric ? (next.size() + 1) / 2 : next.size();
            for (std::size_t j = 0; j < worked; ++j) {
                const std::size_t hi = std::min(j, size - 1) + 1; // window [lo, hi)
                const std::size_t lo = j >= width ? j - width : 0;
                const double from_right = suffix_at(lo);
                const double window =
                    prefix[hi] <= from_right ? prefix[hi] - prefix[lo] : from_right - suffix_at(hi);
                next[j] = window * steps.front().second;
            }
            for (std::size_t j = worked; j < next.size(); ++j) {
                next[j] = next[next.size() - 1 - j];
            }
            if (!every_total) {
                next_reach.resize(size + width);
                for (std::size_t j = 0; j < next_reach.size(); ++j) {
                    const std::size_t hi = std::min(j, size - 1) + 1;
                    const std::size_t lo = j >= width ? j - width : 0;
                    next_reach[j] = reached[hi] > reached[lo] ? 1 : 0;
                }
                reach.swap(next_reach);
            }
            dist.swap(next);
            offset += low;
        }
        symmetric = symmetric && uniform;
        if (!uniform && every_total) { // the reach is written out from here on
            reach.assign(dist.size(), 1);
            every_total = false;
        }
        for (int n = 0; !uniform && n < part.count; ++n) {
            next.assign(dist.size() + width, 0.0);
            next_reach.assign(dist.size() + width, 0);
            for (std::size_t i = 0; i < dist.size(); ++i) {
                if (reach[i] == 0) {
                    continue;
                }
                const double p = dist[i] < k_negligible ? 0.0 : dist[i];
                for (const auto& [step, q] : steps) {
                    next[i + step] += p * q;
                    next_reach[i + step] = 1;
                }
            }
            dist.swap(next);
            reach.swap(next_reach);
            offset += low;
        }
    }
    Distribution out;
    out.reserve(dist.size());
    for (std::size_t i = 0; i < dist.size(); ++i) {
        if (every_total || reach[i] != 0) {
            out.emplace_back(offset + static_cast<long long>(i), dist[i]);
        }
    }
    return out;
}

// ---- DiceSource --------------------------------------------------------------------------

int DiceSource::roll(const Die& die, const std::string& purpose) {
    return draw(die, purpose);
}

PoolResult DiceSource::pool(std::span<const PoolPart> parts) {
    return do_pool(parts);
}

long long DiceSource::pool(const Die& die, int count, std::function<int(int)> score,
                           const std::string& purpose) {
    const PoolPart part{die, count, std::move(score), purpose, ""};
    return do_pool(std::span<const PoolPart>(&part, 1)).total;
}

std::vector<int> DiceSource::roll_until(std::span<const Die> dice,
                                        const std::function<bool(std::span<const int>)>& accept,
                                        const std::string& purpose) {
    return do_roll_until(dice, accept, purpose);
}

DiceSource::UnitScope::UnitScope(DiceSource& source, std::string unit)
    : m_source(source), m_outer(std::exchange(source.m_unit, std::move(unit))) {}

DiceSource::UnitScope::~UnitScope() {
    m_source.m_unit = std::move(m_outer);
}

PoolResult DiceSource::do_pool(std::span<const PoolPart> parts) {
    PoolResult result;
    for (const PoolPart& part : parts) {
        const auto scope = for_unit(part.unit.empty() ? m_unit : part.unit);
        auto& faces = result.faces.emplace_back();
        for (int i = 0; i < part.count; ++i) {
            const int face = draw(part.die, die_purpose(part, i));
            faces.push_back(face);
            result.total += score_of(part, face);
        }
    }
    return result;
}

std::vector<int> DiceSource::do_roll_until(std::span<const Die> dice,
                                           const std::function<bool(std::span<const int>)>& accept,
                                           const std::string& purpose) {
    // A bound on re-rolls: a scripted source runs out of values long before, and a random
    // source needs this many only if `accept` can never be true (a bug in the rules code).
    constexpr int max_throws = 10'000;
    std::vector<int> values(dice.size());
    for (int attempt = 0; attempt < max_throws; ++attempt) {
        const std::string what =
            attempt == 0 ? purpose : fmt::format("{}, re-roll {}", purpose, attempt);
        for (std::size_t i = 0; i < dice.size(); ++i) {
            values[i] = draw(dice[i], what);
        }
        if (accept(values)) {
            return values;
        }
    }
    throw RuleError(fmt::format("{}: no acceptable throw after {} re-rolls", purpose, max_throws));
}

void DiceSource::record(const Die& die, int value, const std::string& purpose) {
    m_thrown.push_back({die.name(), value, purpose});
}

// ---- RandomSource ------------------------------------------------------------------------

RandomSource::RandomSource(std::uint64_t seed) : m_seed(seed), m_engine(seed) {}

std::uint64_t RandomSource::seed_from_os() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32U) ^ device();
}

int RandomSource::draw(const Die& die, const std::string& purpose) {
    // Unbiased: reject the top sliver of the engine's range that does not divide evenly.
    const auto faces = die.faces();
    const auto n = static_cast<std::uint64_t>(faces.size());
    const std::uint64_t limit =
        std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
    std::uint64_t x = 0;
    do {
        x = m_engine();
    } while (x >= limit);
    const int value = faces[static_cast<std::size_t>(x % n)];
    record(die, value, purpose);
    return value;
}

// ---- ScriptedSource ----------------------------------------------------------------------

ScriptedSource::ScriptedSource(std::vector<int> values, std::vector<Named> named)
    : m_values(std::move(values)), m_named(std::move(named)) {}

ScriptedSource::Named* ScriptedSource::named_for(const std::string& unit) {
    const auto found = std::find_if(m_named.begin(), m_named.end(), [&](const Named& n) {
        return !unit.empty() && n.unit == unit;
    });
    return found == m_named.end() ? nullptr : &*found;
}

int ScriptedSource::draw(const Die& die, const std::string& purpose) {
    if (Named* named = named_for(unit())) {
        if (named->next >= named->values.size()) {
            throw UsageError(fmt::format("--dice: too few values for {} ({} given); the next "
                                         "die needed: {} ({}) for {}",
                                         named->unit, named->values.size(), die.name(),
                                         die.faces_text(), purpose));
        }
        const int value = named->values[named->next];
        if (!die.has_face(value)) {
            throw UsageError(fmt::format("--dice: value {} (number {} for {}) is not a face "
                                         "of the {} ({}) for {}",
                                         value, named->next + 1, named->unit, die.name(),
                                         die.faces_text(), purpose));
        }
        ++named->next;
        record(die, value, purpose);
        return value;
    }
    if (m_next >= m_values.size()) {
        std::vector<std::string> waiting; // named units with no die thrown yet
        for (const Named& n : m_named) {
            if (n.next == 0) {
                waiting.push_back(n.unit);
            }
        }
        throw UsageError(fmt::format(
            "--dice: too few {}values ({} given); the next die needed: {} ({}) for {}{}",
            m_named.empty() ? "" : "unnamed ", m_values.size(), die.name(), die.faces_text(),
            purpose,
            waiting.empty() ? std::string()
                            : fmt::format(" (no die has been thrown for {}, named in --dice)",
                                          fmt::join(waiting, ", "))));
    }
    const int value = m_values[m_next];
    if (!die.has_face(value)) {
        throw UsageError(
            fmt::format("--dice: value {} (number {}) is not a face of the {} ({}) for {}", value,
                        m_next + 1, die.name(), die.faces_text(), purpose));
    }
    ++m_next;
    record(die, value, purpose);
    return value;
}

void ScriptedSource::finish() const {
    for (const Named& n : m_named) {
        if (n.next == 0) {
            throw UsageError(fmt::format("--dice: no die of this command is thrown for {} "
                                         "(given {}={})",
                                         n.unit, n.unit, fmt::join(n.values, ",")));
        }
        if (n.next < n.values.size()) {
            throw UsageError(fmt::format("--dice: too many values for {}: {} given, it throws {}",
                                         n.unit, n.values.size(), n.next));
        }
    }
    if (m_next < m_values.size()) {
        throw UsageError(fmt::format("--dice: too many values: {} given, this resolution uses {}",
                                     m_values.size(), m_next));
    }
}

// ---- OddsSource --------------------------------------------------------------------------

const std::vector<long long>& OddsSource::choose(
    const std::function<std::vector<std::pair<std::vector<long long>, double>>()>& make) {
    if (m_depth == m_stack.size()) {
        m_stack.push_back({make(), 0});
    }
    const Choice& choice = m_stack[m_depth++];
    return choice.options[choice.index].first;
}

double OddsSource::probability() const {
    double p = 1.0;
    for (std::size_t i = 0; i < m_depth; ++i) {
        p *= m_stack[i].options[m_stack[i].index].second;
    }
    return p;
}

bool OddsSource::next() {
    // Choices below the depth reached on this path belong to no path any more.
    m_stack.resize(m_depth);
    while (!m_stack.empty()) {
        Choice& last = m_stack.back();
        if (++last.index < last.options.size()) {
            break;
        }
        m_stack.pop_back();
    }
    m_depth = 0;
    if (m_stack.empty()) {
        return false;
    }
    if (++m_paths >= m_path_limit) {
        throw UsageError(fmt::format("--odds: more than {} outcomes to enumerate; too large to "
                                     "work out exactly",
                                     m_path_limit));
    }
    return true;
}

int OddsSource::draw(const Die& die, const std::string& /*purpose*/) {
    const auto& value = choose([&] {
        std::map<int, double> dist;
        for (int face : die.faces()) {
            dist[face] += 1.0 / static_cast<double>(die.faces().size());
        }
        std::vector<std::pair<std::vector<long long>, double>> options;
        options.reserve(dist.size());
        for (const auto& [face, p] : dist) {
            options.push_back({{face}, p});
        }
        return options;
    });
    return static_cast<int>(value.front());
}

PoolResult OddsSource::do_pool(std::span<const PoolPart> parts) {
    const auto& value = choose([&] {
        std::vector<std::pair<std::vector<long long>, double>> options;
        for (const auto& [total, p] : pool_distribution(parts)) {
            options.push_back({{total}, p});
        }
        return options;
    });
    return {value.front(), {}};
}

std::vector<int> OddsSource::do_roll_until(std::span<const Die> dice,
                                           const std::function<bool(std::span<const int>)>& accept,
                                           const std::string& purpose) {
    const auto& value = choose([&] {
        // Every joint throw, kept when accepted, renormalised: the conditional distribution
        // of the throw that is finally kept.
        std::map<std::vector<long long>, double> accepted;
        double total = 0.0;
        std::vector<std::size_t> index(dice.size(), 0);
        std::vector<int> values(dice.size());
        while (true) {
            double p = 1.0;
            for (std::size_t i = 0; i < dice.size(); ++i) {
                const auto faces = dice[i].faces();
                values[i] = faces[index[i]];
                p /= static_cast<double>(faces.size());
            }
            if (accept(values)) {
                accepted[std::vector<long long>(values.begin(), values.end())] += p;
                total += p;
            }
            std::size_t k = 0;
            while (k < dice.size() && ++index[k] == dice[k].faces().size()) {
                index[k++] = 0;
            }
            if (k == dice.size()) {
                break;
            }
        }
        if (total <= 0.0) {
            throw RuleError(fmt::format("{}: no throw can be accepted", purpose));
        }
        std::vector<std::pair<std::vector<long long>, double>> options;
        options.reserve(accepted.size());
        for (const auto& [v, p] : accepted) {
            options.push_back({v, p / total});
        }
        return options;
    });
    return {value.begin(), value.end()};
}

} // namespace muster::dice
