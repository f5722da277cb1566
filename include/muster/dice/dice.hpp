#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

/// Dice and the three dice sources (ARCHITECTURE.md). Rules code asks for dice only
/// through the primitives of `DiceSource` — one die, a pool, a re-roll until accepted — and so
/// runs unchanged with random dice, with the dice the player typed, or under exact odds
/// enumeration.
namespace muster::dice {

/// A die: D6 (1..6), AvD (2,3,3,4,4,5) or a general dN (1..N) for `roll`.
class Die {
  public:
    static Die d6();
    static Die avd();
    static Die dn(int sides);
    /// The wargame D66 (faces 11..16, 21..26, ..., 61..66): two D6 read as tens and units.
    static Die d66();
    /// The Fudge die: -1, 0, +1 (two faces each; one each here, the same odds).
    static Die fudge();
    /// A die with these faces, each equally likely (`d{1,3,5}`, `d{1,1,2,3}`: a face written
    /// twice is twice as likely), named as written: "d{1,1,2,3}".
    static Die custom(std::vector<int> faces);

    /// Every face, with repeats (AvD has six faces, four distinct values).
    std::span<const int> faces() const { return m_faces; }
    /// "D6", "AvD" or "d20".
    const std::string& name() const { return m_name; }
    bool has_face(int value) const;
    /// A short description of the faces for error messages: "1-6", "2,3,3,4,4,5".
    std::string faces_text() const;
    bool operator==(const Die& other) const { return m_name == other.m_name; }
    /// The same faces under another name (a d6 is the rules' D6).
    Die renamed(std::string name) const;

  private:
    Die(std::string name, std::vector<int> faces);
    std::string m_name;
    std::vector<int> m_faces;
};

/// One die thrown: which die, the value, and what it was for.
struct Throw {
    std::string die;
    int value = 0;
    std::string purpose;
};

/// Part of a pool: `count` dice of `die`, each die scored by `score(face)` (identity when
/// empty), the scores summed. Each die's purpose is `purpose`, numbered "(i/count)" when
/// count > 1.
struct PoolPart {
    Die die = Die::d6();
    int count = 0;
    std::function<int(int)> score;
    std::string purpose;
    /// The unit these dice are thrown for, when they are one unit's own ("" for none): typed
    /// dice named for it (`--dice UNIT=V`) go to it (DiceSource::for_unit).
    std::string unit = {};
};

/// A pool's result: the summed score and, when the dice are known (not while enumerating
/// odds), every face thrown, one vector per part.
struct PoolResult {
    long long total = 0;
    std::vector<std::vector<int>> faces;
};

/// A discrete distribution of integer outcomes: (value, probability), sorted by value.
using Distribution = std::vector<std::pair<long long, double>>;

/// The exact distribution of a pool's total, built by convolution: O(count x range), so a
/// 400-die sum is instant. Refuses (check_odds_cost) a pool whose odds cost too much.
Distribution pool_distribution(std::span<const PoolPart> parts);
/// The same convolution without the cost check: for a caller that estimated the work itself
/// (`roll --odds`, dice/exact.hpp).
Distribution convolve_pool(std::span<const PoolPart> parts);

/// The estimated cost of exact odds (docs/hostile-input.md, "Work is bounded before it starts":
/// work is bounded by its estimated cost, not by one parameter): time and memory on the reference
/// machine (2 cores, release build), summed over everything one command works out.
struct OddsCost {
    double seconds = 0;
    double bytes = 0;
    long long dice = 0;
    double totals = 0; ///< the outcomes enumerated, one a possible total
    OddsCost& operator+=(const OddsCost& other);
};

/// The cost of the exact odds of one pool's total: the convolution, then each possible total
/// enumerated as one outcome (and printed: a table, or a JSON entry).
OddsCost odds_cost(std::span<const PoolPart> parts);

/// Refuses (UsageError, exit 2, saying why and how much) a cost over about 2 s or 256 MiB:
/// such odds are never started, rather than left running while the player waits.
void check_odds_cost(const OddsCost& cost);

/// Where dice come from. Rules code is written once against this interface.
class DiceSource {
  public:
    virtual ~DiceSource() = default;
    DiceSource() = default;
    DiceSource(const DiceSource&) = delete;
    DiceSource& operator=(const DiceSource&) = delete;

    /// One die.
    int roll(const Die& die, const std::string& purpose);
    /// A pool of dice summed through each part's per-die score. One step for odds.
    PoolResult pool(std::span<const PoolPart> parts);
    /// Convenience: one part, returns the total.
    long long pool(const Die& die, int count, std::function<int(int)> score,
                   const std::string& purpose);
    /// Throw `dice` together (one value each) until `accept(values)` is true; returns the
    /// accepted values. Odds give the conditional distribution over accepted throws.
    std::vector<int> roll_until(std::span<const Die> dice,
                                const std::function<bool(std::span<const int>)>& accept,
                                const std::string& purpose);

    /// While it lives, the dice thrown are `unit`'s own (its test, its shot): typed dice named
    /// for that unit (`--dice UNIT=V`) go to them. Scopes nest; the outer unit comes back.
    class UnitScope {
      public:
        UnitScope(DiceSource& source, std::string unit);
        ~UnitScope();
        UnitScope(const UnitScope&) = delete;
        UnitScope& operator=(const UnitScope&) = delete;

      private:
        DiceSource& m_source;
        std::string m_outer;
    };
    /// `const auto scope = dice.for_unit(unit.name);` before throwing a unit's own dice.
    [[nodiscard]] UnitScope for_unit(std::string unit) { return {*this, std::move(unit)}; }
    /// The unit the dice thrown now are for ("" when they are no one unit's).
    const std::string& unit() const { return m_unit; }

    /// True while enumerating odds: pool faces are not known, only totals.
    virtual bool enumerating() const { return false; }
    /// Every die thrown so far, in order (empty while enumerating).
    const std::vector<Throw>& thrown() const { return m_thrown; }

  protected:
    /// Draw one value of `die` (random or scripted).
    virtual int draw(const Die& die, const std::string& purpose) = 0;
    /// Odds hooks; the default implementations draw dice one by one.
    virtual PoolResult do_pool(std::span<const PoolPart> parts);
    virtual std::vector<int> do_roll_until(std::span<const Die> dice,
                                           const std::function<bool(std::span<const int>)>& accept,
                                           const std::string& purpose);
    void record(const Die& die, int value, const std::string& purpose);

  private:
    std::vector<Throw> m_thrown;
    std::string m_unit;
};

/// Random dice: std::mt19937_64 (fully specified by the C++ standard, so the same seed gives
/// the same dice on every platform) with unbiased rejection sampling for the face index
/// (std::uniform_int_distribution is not portable across standard libraries).
class RandomSource final : public DiceSource {
  public:
    explicit RandomSource(std::uint64_t seed);
    /// A seed from the operating system (std::random_device).
    static std::uint64_t seed_from_os();
    std::uint64_t seed() const { return m_seed; }

  protected:
    int draw(const Die& die, const std::string& purpose) override;

  private:
    std::uint64_t m_seed;
    std::mt19937_64 m_engine;
};

/// The dice the player threw (`--dice 4,2,...`), used in order. Too few values, or a value
/// the die does not have, throws a UsageError that names what is needed; `finish()` throws
/// when values are left over.
///
/// Dice may also be named for a unit (`--dice uMbonambi=2`): a die thrown for that unit
/// (DiceSource::for_unit) takes the unit's next value; every other die takes the next plain
/// value. A named unit with no die thrown for it, or values left over, is refused by `finish()`.
class ScriptedSource final : public DiceSource {
  public:
    /// One unit's dice as typed: its name and its values in order.
    struct Named {
        std::string unit;
        std::vector<int> values;
        std::size_t next = 0;
    };
    explicit ScriptedSource(std::vector<int> values, std::vector<Named> named = {});
    /// Throws UsageError if any value was not used, or a named unit threw no die.
    void finish() const;
    std::size_t used() const { return m_next; }

  protected:
    int draw(const Die& die, const std::string& purpose) override;

  private:
    /// The named unit's dice, or nullptr when no dice are named for `unit`.
    Named* named_for(const std::string& unit);
    std::vector<int> m_values;
    std::size_t m_next = 0;
    std::vector<Named> m_named;
};

/// Exact odds by re-execution: the resolution is run once per path through the tree of
/// primitive calls, each pool being ONE choice point over its possible totals (convolution),
/// each re-roll one choice point over the accepted throws (conditional distribution). Use
/// `enumerate()`.
class OddsSource final : public DiceSource {
  public:
    /// At most this many paths are walked; beyond it a UsageError (exit 2) says the odds are too
    /// large to work out, as for a pool too large (`roll --odds`).
    static constexpr std::size_t max_paths = 5'000'000;

    /// `path_limit`: max_paths, or fewer (tests).
    explicit OddsSource(std::size_t path_limit = max_paths) : m_path_limit(path_limit) {}

    bool enumerating() const override { return true; }
    /// Probability of the path just run.
    double probability() const;
    /// Move to the next path; false when every path has been run.
    bool next();

  protected:
    int draw(const Die& die, const std::string& purpose) override;
    PoolResult do_pool(std::span<const PoolPart> parts) override;
    std::vector<int> do_roll_until(std::span<const Die> dice,
                                   const std::function<bool(std::span<const int>)>& accept,
                                   const std::string& purpose) override;

  private:
    struct Choice {
        std::vector<std::pair<std::vector<long long>, double>> options;
        std::size_t index = 0;
    };
    const std::vector<long long>&
    choose(const std::function<std::vector<std::pair<std::vector<long long>, double>>()>& make);
    std::vector<Choice> m_stack;
    std::size_t m_depth = 0;
    std::size_t m_paths = 0;
    std::size_t m_path_limit;
};

/// Runs `resolve(DiceSource&)` on every path and sums the probability of each distinct
/// outcome it returns. Outcome must be ordered (operator<). More than `path_limit` paths is
/// refused (OddsSource::max_paths).
template <class Outcome, class Fn>
std::map<Outcome, double> enumerate(Fn&& resolve, std::size_t path_limit = OddsSource::max_paths) {
    OddsSource source(path_limit);
    std::map<Outcome, double> outcomes;
    do {
        Outcome outcome = resolve(static_cast<DiceSource&>(source));
        outcomes[outcome] += source.probability();
    } while (source.next());
    return outcomes;
}

} // namespace muster::dice
