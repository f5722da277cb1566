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
inline constexpr std::size_t k_max_label = 32; ///< characters of a term's label
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

/// A comparison with a number: `>=4`, `=6`, `<3`, `<>1` (not equal).
struct Condition {
    enum class Op { eq, lt, le, gt, ge, ne };
    Op op = Op::eq;
    long long value = 0;
    bool matches(long long x) const;
    std::string text() const;    ///< ">=4"
    std::string op_text() const; ///< ">="
};

struct Node;

/// One dice term with its modifiers, applied in this order: re-roll, explode, keep/drop,
/// then count successes (a kept die that meets `success` scores 1, one that meets `failure`
/// scores -1, others 0). Without `success` a die scores its value.
struct DiceTerm {
    int count = 1;
    /// A random number of dice: the value of this expression (`(10d6>=3)d6`, `(d3+1)d6`,
    /// `d3d6`), thrown first; `count` is then its greatest value. Null for a fixed count.
    std::shared_ptr<Node> count_node;
    std::string spec; ///< with count_node: the term after its count, as typed (`d6>=4`)
    Die die = Die::d6();
    bool d66 = false; ///< the wargame D66: two D6 read as tens and units (spelled `dd66`)
    std::optional<Condition> reroll;
    bool reroll_once = false;
    std::optional<Condition> explode;
    /// At most this many extra dice a die: the cap, or 1 for `!o` ("explode once").
    int explode_depth = k_max_explosions;
    enum class Keep { all, highest, lowest };
    Keep keep = Keep::all;
    int keep_count = 0; ///< dice kept of `count` (drops are kept as their complement)
    int drop_count = 0; ///< for a drop (`dl1`): the dice dropped, whatever the count
    std::optional<Condition> success;
    /// Further comparisons after the success (`5d6>=4>=6`: "6s are two hits"): a die that
    /// succeeds scores 1 more for each its result meets.
    std::vector<Condition> more_successes;
    std::optional<Condition> failure;
    /// A per-die modifier (`5d(d6+1)>=4`: +1 to hit): each die's result is its face plus this.
    /// Re-rolls, explosions and natural results read the face; the sum, keep/drop, successes
    /// and failures read the result.
    long long modifier = 0;
    /// Natural results (`cs6`, `cf1`): a die whose face meets `natural_success` always scores
    /// a success, one whose face meets `natural_failure` never does (with `f`, it is a failure),
    /// whatever its result. Only with a success count.
    std::optional<Condition> natural_success;
    std::optional<Condition> natural_failure;

    /// A die's result: its face plus the per-die modifier.
    long long value(long long face) const { return face + modifier; }
    /// The score of one die showing `face`: its result, or +1/-1/0 when counting successes.
    long long score(long long face) const;
    bool counts_successes() const { return success.has_value(); }
    /// The dice kept of `dice` thrown: all of them when fewer than `kh` asks (`4d12kh5` keeps
    /// the four), none when a drop asks for more than were thrown.
    int kept(int dice) const;
    /// Whether any modifier changes the plain sum (the dice are then listed one by one).
    bool modified() const {
        return counts_successes() || reroll || explode || keep != Keep::all || count_node ||
               modifier != 0;
    }
};

/// A node of the expression tree.
struct Node {
    enum class Kind {
        number,
        dice,
        add,
        subtract,
        multiply,
        divide,
        negate,
        compare, ///< a total against a number, or against another total (`{2d6}>{2d6}`)
        maximum, ///< `max(a, b, ...)`
        minimum, ///< `min(a, b, ...)`
        reroll,  ///< a whole roll re-rolled once when it meets `condition` (`{2d6}ro<7`)
        best,    ///< the kept of several totals (`{2d6,2d6}kh1`), summed
    };
    Kind kind = Kind::number;
    long long number = 0;
    std::shared_ptr<DiceTerm> dice; ///< Kind::dice
    std::vector<Node> operands;     ///< one (negate, compare, reroll) or more
    /// Kind::compare: with one operand, the total against `condition`; with two, the first
    /// total less the second against `condition` (whose value is then 0: `>` is a win, `=` a
    /// tie). Kind::reroll: the totals re-rolled.
    Condition condition;
    bool round_up = false;    ///< Kind::divide: `ceil(a/b)` rounds up (else down, as `/`)
    bool round_named = false; ///< Kind::divide: written `ceil(a/b)` or `floor(a/b)`
    DiceTerm::Keep keep = DiceTerm::Keep::all; ///< Kind::best: which totals are kept
    int keep_count = 0;                        ///< Kind::best: how many (kept of all operands)
    std::string text;                          ///< as typed, trimmed
    /// A name the player gave this term (`hits:10d6>=3`), as typed; "" for none.
    std::string label;
};

/// One expression: `repeat` separate totals of `root` (`3x3d6`).
struct Expression {
    std::string text;
    int repeat = 1;
    Node root;
    /// The expression without its repeat (`3d6` for `3x3d6`).
    std::string body;

    /// Dice thrown before re-rolls and explosions, over every repeat (a random number of dice
    /// counted at its greatest).
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
