#include "muster/dice/notation.hpp"

#include "muster/error.hpp"
#include "range.hpp"
#include "scanner.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fmt/format.h>

namespace muster::dice {

namespace {

/// A value no total may pass: products of large constants are refused before they overflow.
constexpr long long k_max_magnitude = 1'000'000'000'000'000LL;

/// One parser for the whole notation (docs/dice.md, "Grammar"): recursive descent over the
/// scanner's words.
class Parser : private Scanner {
  public:
    explicit Parser(std::string_view text) : Scanner(text) {}

    Expression parse() {
        Expression expr;
        expr.text = std::string(m_text);
        if (m_clean.empty()) {
            fail_at(0, "empty expression; try 3d6, 5d6>=4, 4d6kh3 or {2d6}>=7");
        }
        // `3x3d6`: digits then 'x' at the start is a repeat.
        std::size_t digits = 0;
        while (digits < m_clean.size() &&
               std::isdigit(static_cast<unsigned char>(m_clean[digits]))) {
            ++digits;
        }
        if (digits > 0 && digits < m_clean.size() && m_clean[digits] == 'x') {
            const long long repeat = number();
            if (repeat < 1 || repeat > k_max_repeats) {
                fail_at(0, fmt::format("a repeat is 1 to {} times", k_max_repeats));
            }
            expr.repeat = static_cast<int>(repeat);
            ++m_pos;
        }
        const std::size_t body_from = m_pos;
        Range bounds;
        expr.root = sum(bounds);
        if (m_pos < m_clean.size()) {
            fail_unexpected("an operator (+ - * /)");
        }
        expr.body = text_from(body_from);
        if (m_dice * expr.repeat > k_max_dice_per_expression) {
            fail_at(0,
                    fmt::format("more than {} dice in one expression", k_max_dice_per_expression));
        }
        return expr;
    }

  private:
    void check_magnitude(const Range& b, std::size_t start) const {
        if (b.low < -k_max_magnitude || b.high > k_max_magnitude) {
            fail_at(start, "the result could be too large");
        }
    }

    Node binary(Node::Kind kind, Node left, Node right, std::size_t start) {
        count_operator(start);
        Node node;
        node.kind = kind;
        node.operands.push_back(std::move(left));
        node.operands.push_back(std::move(right));
        node.text = text_from(start);
        return node;
    }

    Node sum(Range& bounds) {
        const std::size_t start = m_pos;
        const bool negative = peek() == '-';
        if (peek() == '-' || peek() == '+') {
            ++m_pos;
        }
        Node node = product(bounds);
        if (negative) {
            node = negated(std::move(node), start, bounds);
        }
        while (peek() == '+' || peek() == '-') {
            const char op = peek();
            ++m_pos;
            Range right_bounds;
            Node right = product(right_bounds);
            node = binary(op == '+' ? Node::Kind::add : Node::Kind::subtract, std::move(node),
                          std::move(right), start);
            bounds = op == '+'
                         ? Range{bounds.low + right_bounds.low, bounds.high + right_bounds.high}
                         : Range{bounds.low - right_bounds.high, bounds.high - right_bounds.low};
            check_magnitude(bounds, start);
        }
        return node;
    }

    Node negated(Node inner, std::size_t start, Range& bounds) {
        Node neg;
        neg.kind = Node::Kind::negate;
        neg.operands.push_back(std::move(inner));
        neg.text = text_from(start);
        bounds = {-bounds.high, -bounds.low};
        return neg;
    }

    Node product(Range& bounds) {
        const std::size_t start = m_pos;
        Node node = atom(bounds);
        while (peek() == '*' || peek() == '/') {
            const char op = peek();
            ++m_pos;
            const std::size_t right_at = m_pos;
            Range rb;
            Node right = atom(rb);
            if (op == '/' && rb.holds(0)) {
                fail_at(right_at, fmt::format("a divisor that can be 0 (it ranges {} to {})",
                                              rb.low, rb.high));
            }
            if (op == '*') {
                const double corners[] = {
                    static_cast<double>(bounds.low) * static_cast<double>(rb.low),
                    static_cast<double>(bounds.low) * static_cast<double>(rb.high),
                    static_cast<double>(bounds.high) * static_cast<double>(rb.low),
                    static_cast<double>(bounds.high) * static_cast<double>(rb.high)};
                const double low = *std::min_element(std::begin(corners), std::end(corners));
                const double high = *std::max_element(std::begin(corners), std::end(corners));
                if (low < -static_cast<double>(k_max_magnitude) ||
                    high > static_cast<double>(k_max_magnitude)) {
                    fail_at(start, "the result could be too large");
                }
                bounds = product_range(bounds, rb);
            } else {
                bounds = quotient_range(bounds, rb);
            }
            node = binary(op == '*' ? Node::Kind::multiply : Node::Kind::divide, std::move(node),
                          std::move(right), start);
        }
        return node;
    }

    /// One more operator; refused past k_max_operators.
    void count_operator(std::size_t at) {
        if (++m_operators > k_max_operators) {
            fail_at(at, fmt::format("more than {} operators in one expression", k_max_operators));
        }
    }

    /// One level deeper into brackets while it lives; refused past k_max_nesting.
    class Nested {
      public:
        Nested(Parser& parser, std::size_t at) : m_parser(parser) {
            if (++m_parser.m_nesting > k_max_nesting) {
                m_parser.fail_at(at,
                                 fmt::format("brackets nested more than {} deep", k_max_nesting));
            }
        }
        ~Nested() { --m_parser.m_nesting; }
        Nested(const Nested&) = delete;
        Nested& operator=(const Nested&) = delete;

      private:
        Parser& m_parser;
    };

    bool at_die() const {
        return peek() == 'a' ||
               (peek() == 'd' && (std::isdigit(peek(1)) != 0 || peek(1) == '%' || peek(1) == 'f' ||
                                  peek(1) == 'd' || peek(1) == '('));
    }

    Node atom(Range& bounds) {
        const std::size_t start = m_pos;
        if (peek() == '-' || peek() == '+') { // a sign after an operator: `1d20+-5`
            const Nested nested(*this, start);
            const bool negative = peek() == '-';
            ++m_pos;
            Node inner = atom(bounds);
            return negative ? negated(std::move(inner), start, bounds) : inner;
        }
        if (match("max(") || match("min(")) {
            return extreme(start, bounds);
        }
        if (peek() == '(' || peek() == '{') {
            return group(start, bounds);
        }
        const long long count = number();
        if (peek() == 'd' || peek() == 'a') {
            return dice(count, nullptr, {count, count}, start, bounds);
        }
        if (count < 0) {
            fail_unexpected("a number, a die, '(' or max(");
        }
        if (peek() == '>' || peek() == '<' || peek() == '=') {
            fail_at(m_pos, "a comparison goes straight after dice (counting successes) or after "
                           "a group ({2d6+1}>=7 compares the total)");
        }
        Node node;
        node.number = count;
        node.text = text_from(start);
        bounds = {count, count};
        return node;
    }

    /// `max(a, b, ...)`, `min(...)`: the greatest or least of the totals.
    Node extreme(std::size_t start, Range& bounds) {
        const Nested nested(*this, start);
        Node node;
        node.kind = m_clean[start + 1] == 'a' ? Node::Kind::maximum : Node::Kind::minimum;
        const bool greatest = node.kind == Node::Kind::maximum;
        do {
            Range b;
            node.operands.push_back(sum(b));
            bounds =
                node.operands.size() == 1
                    ? b
                    : (greatest
                           ? Range{std::max(bounds.low, b.low), std::max(bounds.high, b.high)}
                           : Range{std::min(bounds.low, b.low), std::min(bounds.high, b.high)});
            if (node.operands.size() > 1) {
                count_operator(start);
            }
        } while (match(","));
        if (!match(")")) {
            fail_unexpected("',' or ')'");
        }
        if (node.operands.size() < 2) {
            fail_at(start, fmt::format("{}( takes two or more totals: {}(1, d6-2)",
                                       greatest ? "max" : "min", greatest ? "max" : "min"));
        }
        node.text = text_from(start);
        return node;
    }

    /// `(sum)` or `{sum, sum, ...}`, then what may follow a group: dice (`(d3)d6`: that many
    /// dice), keep/drop of its totals (`{2d6,2d6}kh1`), a re-roll once (`{2d6}ro<7`), a
    /// comparison with a number or another total (`{2d6}>=7`, `{2d6}>{2d6}`).
    Node group(std::size_t start, Range& bounds, bool bare = false) {
        const Nested nested(*this, start);
        const char close = peek() == '(' ? ')' : '}';
        ++m_pos;
        std::vector<Node> items;
        std::vector<Range> ranges;
        do {
            Range b;
            items.push_back(sum(b));
            ranges.push_back(b);
        } while (close == '}' && match(","));
        if (peek() != close) {
            fail_unexpected(fmt::format("'{}'", close));
        }
        ++m_pos;
        if (items.size() == 1 && at_die()) {
            Node count = std::move(items.front());
            if (count.kind != Node::Kind::dice) {
                count.text = text_from(start); // shown in its brackets: `([2] + 1) -> 3d6`
            }
            return dice(-1, std::make_shared<Node>(std::move(count)), ranges.front(), start,
                        bounds);
        }
        Node node;
        if (peek() == 'k' || (peek() == 'd' && (peek(1) == 'h' || peek(1) == 'l'))) {
            node.kind = Node::Kind::best;
            DiceTerm keeping;
            keeping.count = static_cast<int>(items.size());
            keep(keeping, m_pos);
            node.keep = keeping.keep;
            node.keep_count = keeping.kept(keeping.count);
            node.operands = std::move(items);
            bounds = kept_range(ranges, node.keep_count, node.keep == DiceTerm::Keep::highest);
        } else if (items.size() > 1) {
            node.kind = Node::Kind::best; // keep them all: their sum
            node.keep_count = static_cast<int>(items.size());
            node.operands = std::move(items);
            bounds = kept_range(ranges, node.keep_count, true);
        } else {
            node = std::move(items.front());
            bounds = ranges.front();
        }
        const bool follows = peek() == 'r' || peek() == '<' || peek() == '>' || peek() == '=';
        if (node.kind == Node::Kind::best || (!follows && !bare)) {
            node.text = text_from(start); // shown in its brackets: `([3 5] + 1) * 2`
        }
        check_magnitude(bounds, start);
        if (peek() == 'r') {
            const std::size_t at = m_pos;
            ++m_pos;
            if (!match("o")) {
                fail_at(at, "a whole roll is re-rolled once: ro (ro<7); again and again (r) is "
                            "for one die");
            }
            const auto c = condition_or_number();
            if (!c) {
                fail_unexpected("what to re-roll after 'ro' (ro<7)");
            }
            Node again;
            again.kind = Node::Kind::reroll;
            again.condition = *c;
            again.operands.push_back(std::move(node));
            again.text = text_from(start);
            node = std::move(again);
        }
        if (auto c = condition_op()) {
            count_operator(start);
            Node test;
            test.kind = Node::Kind::compare;
            test.condition = *c;
            test.operands.push_back(std::move(node));
            const bool negative = match("-");
            const long long value = number();
            if (value >= 0) {
                test.condition.value = negative ? -value : value;
            } else if (!negative && (peek() == '(' || peek() == '{')) {
                Range rb;
                test.operands.push_back(group(m_pos, rb, true)); // an opposed roll: `{2d6}>{2d6}`
            } else {
                fail_unexpected("a number or a group ({2d6}) after the comparison");
            }
            test.text = text_from(start);
            bounds = {0, 1};
            return test;
        }
        return node;
    }

    Node dice(long long count, std::shared_ptr<Node> count_node, Range count_range,
              std::size_t start, Range& bounds) {
        if (count == 0 || (count_node && count_range.high == 0)) {
            fail_at(start, "zero dice");
        }
        if (count_node && count_range.low < 0) {
            fail_at(start, fmt::format("a number of dice below 0 ({} can be {})", count_node->text,
                                       count_range.low));
        }
        auto term = std::make_shared<DiceTerm>();
        const long long most = count_node ? count_range.high : std::max(count, 1LL);
        if (most > k_max_dice_per_expression) {
            fail_at(start,
                    fmt::format("more than {} dice in one expression", k_max_dice_per_expression));
        }
        term->count = static_cast<int>(most);
        term->count_node = std::move(count_node);
        const std::size_t spec_from = m_pos;
        if (peek() == 'd' && peek(1) == '(') {
            modified_die(*term);
        } else {
            die_name(*term, "a die (d6, avd, df, d%, dd66)");
        }
        modifiers(*term);
        if (term->count_node) {
            term->spec = text_from(spec_from);
        }
        m_dice += term->count;
        if (m_dice > k_max_dice_per_expression) {
            fail_at(start,
                    fmt::format("more than {} dice in one expression", k_max_dice_per_expression));
        }
        if (!term->count_node) {
            count_range = {term->count, term->count};
        }
        Node node;
        node.kind = Node::Kind::dice;
        node.text = text_from(start);
        bounds = term_range(*term, count_range);
        node.dice = std::move(term);
        if (node.dice->count == 1 && !node.dice->count_node && at_die()) {
            // `d3d6`: one die's value is the number of dice of the next (a drop of one die would
            // leave none).
            const Nested nested(*this, start);
            const Range count_bounds = bounds;
            return dice(-1, std::make_shared<Node>(std::move(node)), count_bounds, start, bounds);
        }
        return node;
    }

    /// `avd`, `dd66`, `df`, `d%` or `dN`: the term's die.
    void die_name(DiceTerm& t, const char* expected) {
        if (match("avd")) {
            t.die = Die::avd();
        } else if (match("dd66")) {
            t.die = Die::d66();
            t.d66 = true;
        } else if (match("df")) {
            t.die = Die::fudge();
        } else if (match("d%")) {
            t.die = Die::dn(100);
        } else if (peek() == 'd' && peek(1) != '(' && match("d")) {
            const std::size_t sides_at = m_pos;
            const long long sides = number();
            if (sides < 0) {
                fail_unexpected("the number of sides after 'd' (or %, f)");
            }
            if (sides < k_min_sides || sides > k_max_sides) {
                fail_at(sides_at,
                        fmt::format("a die has {} to {} sides", k_min_sides, k_max_sides));
            }
            t.die = sides == 6 ? Die::d6() : Die::dn(static_cast<int>(sides));
        } else {
            fail_unexpected(expected);
        }
    }

    /// `d(d6+1)`: one die and its per-die modifier (+1 to hit), as AnyDice spells a die of
    /// d6+1; the brackets hold one die and + or - a number, nothing else.
    void modified_die(DiceTerm& t) {
        const std::size_t at = m_pos;
        m_pos += 2; // `d(`
        constexpr const char* k_one_die = "one die and + or - a number in d(...), as d(d6+1)";
        die_name(t, k_one_die);
        if (t.d66) {
            fail_at(at, "a D66 takes no per-die modifier (its faces are read as two digits)");
        }
        const bool minus = peek() == '-';
        if (!match("+") && !match("-")) {
            fail_unexpected(k_one_die);
        }
        const long long m = number();
        if (m < 0 || !match(")")) {
            fail_unexpected(k_one_die);
        }
        t.modifier = minus ? -m : m;
    }

    /// `cs6`, `cf1` (natural results): a condition on the face some face meets; with no
    /// condition the die's top face (cs) or its lowest (cf).
    void natural(DiceTerm& t, std::size_t at) {
        const bool succeeds = peek(1) == 's';
        m_pos += 2;
        const auto faces = t.die.faces();
        const Condition c = condition_or_number().value_or(
            Condition{Condition::Op::eq, succeeds ? *std::max_element(faces.begin(), faces.end())
                                                  : *std::min_element(faces.begin(), faces.end())});
        if (std::none_of(faces.begin(), faces.end(), [&c](int f) { return c.matches(f); })) {
            const char* name = succeeds ? "cs" : "cf";
            fail_at(at, fmt::format("{}{}: no face of the {} meets it; a natural result is a face "
                                    "the die shows ({}{})",
                                    name, c.text(), t.die.name(), name,
                                    succeeds ? faces.back() : faces.front()));
        }
        (succeeds ? t.natural_success : t.natural_failure) = c;
    }

    /// Refuses natural results that mean nothing: without a success count to change, or a face
    /// that would both always succeed and always fail.
    void check_naturals(const DiceTerm& t) const {
        if (!t.natural_success && !t.natural_failure) {
            return;
        }
        if (!t.counts_successes()) {
            fail_at(m_pos - 1, "a natural result (cs, cf) changes a success count: give the "
                               "comparison too, as in 5d(d6+1)>=4cf1cs6");
        }
        for (int face : t.die.faces()) {
            if (t.natural_success && t.natural_failure && t.natural_success->matches(face) &&
                t.natural_failure->matches(face)) {
                fail_at(m_pos - 1,
                        fmt::format("a natural {} cannot both always succeed ({}) and "
                                    "always fail ({})",
                                    face, t.natural_success->text(), t.natural_failure->text()));
            }
        }
    }

    /// Checks that a condition leaves some face of the die out (`r>=1` would re-roll forever).
    void check_not_every_face(const DiceTerm& t, const Condition& c, std::size_t at,
                              const char* what) const {
        for (int face : t.die.faces()) {
            if (!c.matches(face)) {
                return;
            }
        }
        fail_at(at, fmt::format("every face of the {} meets {}: it would {} forever", t.die.name(),
                                c.text(), what));
    }

    void modifiers(DiceTerm& t) {
        bool seen_keep = false;
        while (true) {
            const std::size_t at = m_pos;
            const bool one_die = t.count == 1 && !t.count_node;
            if (peek() == 'r' && !t.reroll) {
                ++m_pos;
                t.reroll_once = match("o");
                const auto c = condition_or_number();
                if (!c) {
                    fail_unexpected("what to re-roll after 'r' (r1, r<=2)");
                }
                check_not_every_face(t, *c, at, "re-roll");
                t.reroll = c;
            } else if (peek() == '!' && !t.explode) {
                ++m_pos;
                const auto faces = t.die.faces();
                t.explode = condition_or_number().value_or(
                    Condition{Condition::Op::eq, *std::max_element(faces.begin(), faces.end())});
                check_not_every_face(t, *t.explode, at, "explode");
            } else if (!seen_keep &&
                       (peek() == 'k' || (peek() == 'd' && peek(1) != 'f' &&
                                          (peek(1) == 'h' || peek(1) == 'l' ||
                                           (std::isdigit(peek(1)) != 0 && !one_die))))) {
                keep(t, at);
                seen_keep = true;
            } else if (peek() == 'c' && ((peek(1) == 's' && !t.natural_success) ||
                                         (peek(1) == 'f' && !t.natural_failure))) {
                natural(t, at);
            } else if (!t.success && (peek() == '>' || peek() == '<' || peek() == '=')) {
                t.success = condition();
                if (match("f")) {
                    t.failure = condition_or_number();
                    if (!t.failure) {
                        fail_unexpected("what counts as a failure after 'f' (f1, f<=2)");
                    }
                }
            } else {
                break;
            }
        }
        check_naturals(t);
        if (t.keep != DiceTerm::Keep::all && t.explode && t.counts_successes()) {
            fail_at(m_pos - 1, "keep or drop with exploding dice and success counting together "
                               "is not supported; drop one of the three");
        }
    }

    /// `kh3`, `k3`, `kl1`, `dl1`, `d1`, `dh2`. Keeping more than were thrown keeps them all
    /// (`4d12kh5`), dropping as many or more drops them all, as the peers do.
    void keep(DiceTerm& t, std::size_t at) {
        const bool drop = peek() == 'd';
        ++m_pos;
        bool highest = !drop; // k3 keeps the highest, d1 drops the lowest
        if (match("h")) {
            highest = true;
        } else if (match("l")) {
            highest = false;
        }
        const long long n = required_number("how many dice to keep or drop");
        if (n < 1) {
            fail_at(at, fmt::format("{} 0 dice: give 1 or more", drop ? "drop" : "keep"));
        }
        const int most = static_cast<int>(std::min<long long>(n, k_max_dice_per_expression));
        if (drop) { // dropping the lowest n keeps the highest count - n
            t.keep = highest ? DiceTerm::Keep::lowest : DiceTerm::Keep::highest;
            t.drop_count = most;
            t.keep_count = std::max(0, t.count - most);
        } else {
            t.keep = highest ? DiceTerm::Keep::highest : DiceTerm::Keep::lowest;
            t.keep_count = most;
        }
    }

    long long m_dice = 0;
    int m_nesting = 0;
    int m_operators = 0;
};

} // namespace

Expression parse_expression(std::string_view text) {
    return Parser(text).parse();
}

bool is_expression(std::string_view word) {
    try {
        parse_expression(word);
        return true;
    } catch (const UsageError&) {
        return false;
    }
}

} // namespace muster::dice
