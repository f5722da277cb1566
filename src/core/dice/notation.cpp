#include "muster/dice/notation.hpp"

#include "muster/error.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fmt/format.h>

namespace muster::dice {

namespace {

/// A value no total may pass: products of large constants are refused before they overflow.
constexpr long long k_max_magnitude = 1'000'000'000'000'000LL;

/// The least and greatest value a node can take, for the overflow check.
struct Bounds {
    long long low = 0;
    long long high = 0;
};

/// One parser for the whole notation (docs/dice.md, "Grammar"): recursive descent over the
/// expression with its spaces removed; `m_column` maps back to the column as typed.
class Parser {
  public:
    explicit Parser(std::string_view text) : m_text(text) {
        for (std::size_t i = 0; i < text.size(); ++i) {
            const auto c = static_cast<unsigned char>(text[i]);
            if (std::isspace(c) != 0) {
                const bool digit_before = !m_clean.empty() && std::isdigit(m_clean.back()) != 0;
                std::size_t j = i;
                while (j < text.size() && std::isspace(static_cast<unsigned char>(text[j])) != 0) {
                    ++j;
                }
                if (digit_before && j < text.size() &&
                    std::isdigit(static_cast<unsigned char>(text[j])) != 0) {
                    fail_column(i, "a space inside a number");
                }
                continue;
            }
            m_clean.push_back(static_cast<char>(std::tolower(c)));
            m_column.push_back(i);
        }
        m_column.push_back(text.size());
    }

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
        Bounds bounds;
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
    char peek(std::size_t ahead = 0) const {
        return m_pos + ahead < m_clean.size() ? m_clean[m_pos + ahead] : '\0';
    }
    bool at_digit() const { return std::isdigit(static_cast<unsigned char>(peek())) != 0; }

    [[noreturn]] void fail_column(std::size_t column, const std::string& what) const {
        // A long expression (6,000 brackets) is quoted by its start: the error stays one line a
        // person reads.
        constexpr std::size_t k_quoted = 60;
        const std::string quoted = m_text.size() <= k_quoted
                                       ? std::string(m_text)
                                       : std::string(m_text.substr(0, k_quoted - 3)) + "...";
        throw UsageError(
            fmt::format("bad dice expression \"{}\": {} (column {})", quoted, what, column + 1));
    }
    [[noreturn]] void fail_at(std::size_t pos, const std::string& what) const {
        fail_column(m_column[std::min(pos, m_column.size() - 1)], what);
    }
    [[noreturn]] void fail_unexpected(const std::string& expected) const {
        if (m_pos >= m_clean.size()) {
            fail_at(m_pos - 1, fmt::format("nothing after '{}'; expected {}",
                                           m_pos > 0 ? m_clean[m_pos - 1] : ' ', expected));
        }
        fail_at(m_pos,
                fmt::format("unexpected '{}'; expected {}", m_text[m_column[m_pos]], expected));
    }

    /// The expression as typed from clean position `from` to here, trimmed.
    std::string text_from(std::size_t from) const {
        const std::size_t begin = m_column[from];
        const std::size_t end = m_pos == 0 ? 0 : m_column[m_pos - 1] + 1;
        return end > begin ? std::string(m_text.substr(begin, end - begin)) : std::string();
    }

    /// Reads digits; -1 when there are none.
    long long number() {
        const std::size_t start = m_pos;
        long long value = 0;
        while (at_digit()) {
            value = value * 10 + (peek() - '0');
            if (value > k_max_constant) {
                fail_at(start, fmt::format("number too large (at most {})", k_max_constant));
            }
            ++m_pos;
        }
        return m_pos == start ? -1 : value;
    }

    long long required_number(const char* what) {
        const long long value = number();
        if (value < 0) {
            fail_unexpected(what);
        }
        return value;
    }

    bool match(std::string_view word) {
        if (std::string_view(m_clean).substr(m_pos, word.size()) != word) {
            return false;
        }
        m_pos += word.size();
        return true;
    }

    /// `>=4`, `<=2`, `>4`, `<3`, `=6`, or nothing.
    std::optional<Condition> condition() {
        Condition c;
        if (match(">=")) {
            c.op = Condition::Op::ge;
        } else if (match("<=")) {
            c.op = Condition::Op::le;
        } else if (match(">")) {
            c.op = Condition::Op::gt;
        } else if (match("<")) {
            c.op = Condition::Op::lt;
        } else if (match("=")) {
            c.op = Condition::Op::eq;
        } else {
            return std::nullopt;
        }
        const bool negative = match("-");
        c.value = required_number("a number after the comparison");
        c.value = negative ? -c.value : c.value;
        return c;
    }

    /// A condition, or a bare number meaning `=number` (`r1`, `!6`, `f1`).
    std::optional<Condition> condition_or_number() {
        if (auto c = condition()) {
            return c;
        }
        if (at_digit()) {
            return Condition{Condition::Op::eq, number()};
        }
        return std::nullopt;
    }

    void check_magnitude(const Bounds& b, std::size_t start) const {
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

    Node sum(Bounds& bounds) {
        const std::size_t start = m_pos;
        const bool negative = peek() == '-';
        if (peek() == '-' || peek() == '+') {
            ++m_pos;
        }
        Node node = product(bounds);
        if (negative) {
            Node neg;
            neg.kind = Node::Kind::negate;
            neg.operands.push_back(std::move(node));
            neg.text = text_from(start);
            node = std::move(neg);
            bounds = {-bounds.high, -bounds.low};
        }
        while (peek() == '+' || peek() == '-') {
            const char op = peek();
            ++m_pos;
            Bounds right_bounds;
            Node right = product(right_bounds);
            node = binary(op == '+' ? Node::Kind::add : Node::Kind::subtract, std::move(node),
                          std::move(right), start);
            bounds = op == '+'
                         ? Bounds{bounds.low + right_bounds.low, bounds.high + right_bounds.high}
                         : Bounds{bounds.low - right_bounds.high, bounds.high - right_bounds.low};
            check_magnitude(bounds, start);
        }
        return node;
    }

    Node product(Bounds& bounds) {
        const std::size_t start = m_pos;
        Node node = atom(bounds);
        while (peek() == '*' || peek() == '/') {
            const char op = peek();
            ++m_pos;
            const std::size_t right_at = m_pos;
            Bounds rb;
            Node right = atom(rb);
            if (op == '/' && rb.low <= 0 && rb.high >= 0) {
                fail_at(right_at, "a divisor that can be 0");
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
                bounds = {static_cast<long long>(low), static_cast<long long>(high)};
            } else {
                const long long m = std::max(std::abs(bounds.low), std::abs(bounds.high));
                bounds = {-m, m};
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
                m_parser.fail_at(at, fmt::format("brackets nested more than {} deep",
                                                 k_max_nesting));
            }
        }
        ~Nested() { --m_parser.m_nesting; }
        Nested(const Nested&) = delete;
        Nested& operator=(const Nested&) = delete;

      private:
        Parser& m_parser;
    };

    Node atom(Bounds& bounds) {
        const std::size_t start = m_pos;
        if (peek() == '(' || peek() == '{') {
            const Nested nested(*this, start);
            const char close = peek() == '(' ? ')' : '}';
            ++m_pos;
            Node inner = sum(bounds);
            if (peek() != close) {
                fail_unexpected(fmt::format("'{}'", close));
            }
            ++m_pos;
            if (auto c = condition()) {
                count_operator(start);
                Node node;
                node.kind = Node::Kind::compare;
                node.condition = *c;
                node.operands.push_back(std::move(inner));
                node.text = text_from(start);
                bounds = {0, 1};
                return node;
            }
            inner.text = text_from(start);
            return inner;
        }
        const long long count = number();
        if (peek() == 'd' || peek() == 'a') {
            return dice(count, start, bounds);
        }
        if (count < 0) {
            fail_unexpected("a number, a die or '('");
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

    Node dice(long long count, std::size_t start, Bounds& bounds) {
        if (count == 0) {
            fail_at(start, "zero dice");
        }
        auto term = std::make_shared<DiceTerm>();
        term->count = static_cast<int>(count < 0 ? 1 : count);
        if (count > k_max_dice_per_expression) {
            fail_at(start,
                    fmt::format("more than {} dice in one expression", k_max_dice_per_expression));
        }
        if (match("avd")) {
            term->die = Die::avd();
        } else if (match("dd66")) {
            term->die = Die::d66();
            term->d66 = true;
        } else if (match("df")) {
            term->die = Die::fudge();
        } else if (match("d%")) {
            term->die = Die::dn(100);
        } else if (match("d")) {
            const std::size_t sides_at = m_pos;
            const long long sides = number();
            if (sides < 0) {
                fail_unexpected("the number of sides after 'd' (or %, f)");
            }
            if (sides < k_min_sides || sides > k_max_sides) {
                fail_at(sides_at,
                        fmt::format("a die has {} to {} sides", k_min_sides, k_max_sides));
            }
            term->die = sides == 6 ? Die::d6() : Die::dn(static_cast<int>(sides));
        } else {
            fail_unexpected("a die (d6, avd, df, d%, dd66)");
        }
        modifiers(*term);
        m_dice += term->count;
        if (m_dice > k_max_dice_per_expression) {
            fail_at(start,
                    fmt::format("more than {} dice in one expression", k_max_dice_per_expression));
        }
        Node node;
        node.kind = Node::Kind::dice;
        node.text = text_from(start);
        bounds = term_bounds(*term);
        node.dice = std::move(term);
        return node;
    }

    static Bounds term_bounds(const DiceTerm& t) {
        const int n = t.keep == DiceTerm::Keep::all ? t.count : t.keep_count;
        if (t.counts_successes()) {
            const int chain = t.explode ? k_max_explosions + 1 : 1;
            return {t.failure ? -1LL * n * chain : 0, 1LL * n * chain};
        }
        const auto faces = t.die.faces();
        const long long low = *std::min_element(faces.begin(), faces.end());
        long long high = *std::max_element(faces.begin(), faces.end());
        if (t.explode) {
            high *= k_max_explosions + 1;
        }
        return {std::min(0LL, low * n), std::max(0LL, high * n)};
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
            } else if (!seen_keep && (peek() == 'k' || (peek() == 'd' && peek(1) != 'f' &&
                                                        (peek(1) == 'h' || peek(1) == 'l' ||
                                                         std::isdigit(peek(1)) != 0)))) {
                keep(t, at);
                seen_keep = true;
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
        if (t.keep != DiceTerm::Keep::all && t.explode && t.counts_successes()) {
            fail_at(m_pos - 1, "keep or drop with exploding dice and success counting together "
                               "is not supported; drop one of the three");
        }
    }

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
        if (n < 1 || n > t.count || (drop && n == t.count)) {
            fail_at(at, fmt::format("{} {} of {} dice: give 1 to {}", drop ? "drop" : "keep", n,
                                    t.count, drop ? t.count - 1 : t.count));
        }
        if (drop) { // dropping the lowest n keeps the highest count - n
            t.keep = highest ? DiceTerm::Keep::lowest : DiceTerm::Keep::highest;
            t.keep_count = t.count - static_cast<int>(n);
        } else {
            t.keep = highest ? DiceTerm::Keep::highest : DiceTerm::Keep::lowest;
            t.keep_count = static_cast<int>(n);
        }
    }

    std::string_view m_text;
    std::string m_clean;
    std::vector<std::size_t> m_column;
    std::size_t m_pos = 0;
    long long m_dice = 0;
    int m_nesting = 0;
    int m_operators = 0;
};

long long node_dice(const Node& node) {
    long long dice = node.dice ? node.dice->count : 0;
    for (const Node& n : node.operands) {
        dice += node_dice(n);
    }
    return dice;
}

} // namespace

bool Condition::matches(long long x) const {
    switch (op) {
    case Op::eq:
        return x == value;
    case Op::lt:
        return x < value;
    case Op::le:
        return x <= value;
    case Op::gt:
        return x > value;
    case Op::ge:
        return x >= value;
    }
    return false;
}

std::string Condition::text() const {
    static constexpr const char* k_ops[] = {"=", "<", "<=", ">", ">="};
    return fmt::format("{}{}", k_ops[static_cast<int>(op)], value);
}

long long DiceTerm::score(long long value) const {
    if (!success) {
        return value;
    }
    if (success->matches(value)) {
        return 1;
    }
    return failure && failure->matches(value) ? -1 : 0;
}

long long Expression::dice_count() const {
    return node_dice(root) * repeat;
}

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
