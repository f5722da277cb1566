#pragma once

#include "muster/dice/dice.hpp"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// Dice notation for `muster roll` (docs/dice.md has the grammar): sums of dice and numbers,
/// success counting (`5d6>=4`, `10d10>=7f1`), re-rolls (`2d6r1`, `2d6ro<=2`), exploding dice
/// (`3d6!`, `!>=5`), keep and drop (`4d6kh3`, `4d6dl1`), a group compared as a whole
/// (`{2d6}>=7`), `*` and `/` (rounds down), repeats (`3x3d6`), `d%`, `dF`, `dd66` and `AvD`.
/// Case-insensitive; spaces are allowed anywhere between words.
namespace muster::dice {

/// Limits of one expression.
inline constexpr int k_max_dice_per_expression = 10'000;
inline constexpr int k_min_sides = 2;
inline constexpr int k_max_sides = 1'000;
inline constexpr long long k_max_constant = 1'000'000;
inline constexpr int k_max_repeats = 100;
/// Brackets (and functions, signs) nest at most this deep: the parser, the odds and the throw
/// walk the expression's tree by recursion, which must stay far inside the stack (issue 41:
/// 6,000 nested parentheses crashed muster).
inline constexpr int k_max_nesting = 100;
/// At most this many operators (`+ - * /`, comparisons) in one expression: a chain of them is
/// a tree as deep as it is long, walked by recursion too.
inline constexpr int k_max_operators = 1'000;
/// An exploding die throws at most this many extra dice (each of which may explode again),
/// so a roll ends and its exact odds are finite: the odds are those of the capped roll, and
/// `--odds` says so.
inline constexpr int k_max_explosions = 20;

/// A comparison with a number: `>=4`, `=6`, `<3`.
struct Condition {
    enum class Op { eq, lt, le, gt, ge };
    Op op = Op::eq;
    long long value = 0;
    bool matches(long long x) const;
    std::string text() const; ///< ">=4"
};

/// One dice term with its modifiers, applied in this order: re-roll, explode, keep/drop,
/// then count successes (a kept die that meets `success` scores 1, one that meets `failure`
/// scores -1, others 0). Without `success` a die scores its value.
struct DiceTerm {
    int count = 1;
    Die die = Die::d6();
    bool d66 = false; ///< the wargame D66: two D6 read as tens and units (spelled `dd66`)
    std::optional<Condition> reroll;
    bool reroll_once = false;
    std::optional<Condition> explode;
    enum class Keep { all, highest, lowest };
    Keep keep = Keep::all;
    int keep_count = 0; ///< dice kept (drops are kept as their complement)
    std::optional<Condition> success;
    std::optional<Condition> failure;

    /// The score of one die's chain (its value, or +1/-1/0 when counting successes).
    long long score(long long value) const;
    bool counts_successes() const { return success.has_value(); }
};

/// A node of the expression tree.
struct Node {
    enum class Kind { number, dice, add, subtract, multiply, divide, negate, compare };
    Kind kind = Kind::number;
    long long number = 0;
    std::shared_ptr<DiceTerm> dice; ///< Kind::dice
    std::vector<Node> operands;     ///< one (negate, compare) or two
    Condition condition;            ///< Kind::compare: the whole group against a target
    std::string text;               ///< as typed, trimmed
};

/// One expression: `repeat` separate totals of `root` (`3x3d6`).
struct Expression {
    std::string text;
    int repeat = 1;
    Node root;
    /// The expression without its repeat (`3d6` for `3x3d6`).
    std::string body;

    /// Dice thrown before re-rolls and explosions, over every repeat.
    long long dice_count() const;
    /// Whether the whole expression is a pass/fail test (`{2d6}>=7`).
    bool is_test() const { return root.kind == Node::Kind::compare; }
};

/// Parses an expression. Throws UsageError naming the offending character and its column:
/// `bad dice expression "3d6+": nothing after '+' (column 4)`.
Expression parse_expression(std::string_view text);

/// Whether `word` reads as a dice expression (used to tell `roll d6 -d6` from `-d 6`).
bool is_expression(std::string_view word);

} // namespace muster::dice
