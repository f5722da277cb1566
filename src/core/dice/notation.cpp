#include "muster/dice/notation.hpp"

#include "muster/error.hpp"
#include "range.hpp"
#include "term_parser.hpp"

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
class Parser : private TermParser {
  public:
    explicit Parser(std::string_view text) : TermParser(text) {}

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
        refuse_square_brackets();
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
        // A leading sign belongs to the atom it stands before, as one after an operator does:
        // `-7/2` is (-7)/2 = -4, not -(7/2).
        Node node = product(bounds);
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
                m_divided = {bounds, rb};
                bounds = quotient_range(bounds, rb);
            }
            node = binary(op == '*' ? Node::Kind::multiply : Node::Kind::divide, std::move(node),
                          std::move(right), start);
        }
        return node;
    }

    /// `[d6,d8]`, `10d6>=3[hits]`: the command line splits square brackets at their commas,
    /// so the notation has none; the error says what to write instead.
    void refuse_square_brackets() const {
        if (peek() == '[') {
            fail_at(m_pos, "square brackets are not dice notation: a label goes before its term "
                           "(hits:10d6>=3), several totals are a group ({d6,d8})");
        }
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
                                  peek(1) == 'd' || peek(1) == '(' || peek(1) == '{'));
    }

    /// `hits:` before a term: a letter, then letters, digits, `_` or `-`, then `:`. Returns
    /// the name as typed, or "" (nothing read) when none stands here.
    std::string label() {
        if (std::isalpha(static_cast<unsigned char>(peek())) == 0) {
            return {};
        }
        std::size_t end = m_pos + 1;
        while (end < m_clean.size() &&
               (std::isalnum(static_cast<unsigned char>(m_clean[end])) != 0 ||
                m_clean[end] == '_' || m_clean[end] == '-')) {
            ++end;
        }
        if (end >= m_clean.size() || m_clean[end] != ':') {
            return {};
        }
        const std::size_t from = m_pos;
        m_pos = end + 1;
        std::string name;
        for (std::size_t i = from; i < end; ++i) {
            name += m_text[m_column[i]];
        }
        if (name.size() > k_max_label) {
            fail_at(from, fmt::format("a label is at most {} characters", k_max_label));
        }
        if (!label().empty()) {
            fail_at(end + 1, "one label a term");
        }
        return name;
    }

    Node atom(Range& bounds) {
        if (std::string name = label(); !name.empty()) {
            Node node = atom(bounds);
            node.label = std::move(name);
            return node;
        }
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
        if (match("ceil(") || match("floor(")) {
            return rounded(start, bounds, m_clean[start] == 'c');
        }
        if (peek() == '(' || peek() == '{') {
            return group(start, bounds);
        }
        refuse_square_brackets();
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

    /// `ceil(a/b)`, `floor(a/b)`: a division rounded up ("halve, rounding up") or down (as `/`
    /// always rounds).
    Node rounded(std::size_t start, Range& bounds, bool up) {
        const Nested nested(*this, start);
        Node node = sum(bounds);
        if (!match(")")) {
            fail_unexpected("')'");
        }
        if (node.kind != Node::Kind::divide) {
            fail_at(start, fmt::format("{}( rounds a division: {}(d6/2)", up ? "ceil" : "floor",
                                       up ? "ceil" : "floor"));
        }
        // The division at the top of the brackets was the last one read.
        bounds = quotient_range(m_divided.first, m_divided.second, up);
        node.round_up = up;
        node.round_named = true;
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
        while (peek() == 'r') { // `{2d6}ro<7ro<7`: a second chance, then a third
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
        const std::size_t op_at = m_pos;
        if (auto c = condition_op()) {
            if (bare) {
                fail_at(op_at, "one comparison at a time: a > b > c does not compare three "
                               "totals; compare two ({2d6}>{2d6})");
            }
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
            die_name(*term, "a die (d6, avd, df, d%, dd66, d{1,3,5})");
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
        if (((node.dice->count == 1 && !node.dice->count_node) || node.dice->count_node) &&
            at_die()) {
            // `d3d6`: one die's value is the number of dice of the next (a drop of one die would
            // leave none); `d3d6d6`: the total of d3d6 is the number of D6 after it.
            const Nested nested(*this, start);
            const Range count_bounds = bounds;
            return dice(-1, std::make_shared<Node>(std::move(node)), count_bounds, start, bounds);
        }
        return node;
    }

    std::pair<Range, Range> m_divided; ///< the ranges of the last division's operands
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
