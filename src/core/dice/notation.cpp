#include "muster/dice/notation.hpp"

#include "muster/error.hpp"

#include <cctype>
#include <fmt/format.h>

namespace muster::dice {

namespace {

class Parser {
  public:
    explicit Parser(std::string_view text) : m_text(text) {}

    Expression parse() {
        Expression expr;
        expr.text = std::string(m_text);
        if (m_text.empty()) {
            fail_at(0, "empty expression; try 3d6, 2avd+1 or d6");
        }
        int sign = 1;
        if (peek() == '+' || peek() == '-') {
            sign = peek() == '-' ? -1 : 1;
            ++m_pos;
        }
        int dice = 0;
        while (true) {
            Term term = parse_term(sign);
            dice += term.count;
            if (dice > k_max_dice_per_expression) {
                fail_at(m_pos - 1, fmt::format("more than {} dice in one expression",
                                               k_max_dice_per_expression));
            }
            expr.terms.push_back(std::move(term));
            if (m_pos == m_text.size()) {
                break;
            }
            const char op = peek();
            if (op != '+' && op != '-') {
                fail_at(m_pos, fmt::format("unexpected '{}'; expected + or -", op));
            }
            sign = op == '-' ? -1 : 1;
            ++m_pos;
            if (m_pos == m_text.size()) {
                fail_at(m_pos - 1, fmt::format("nothing after '{}'", op));
            }
        }
        return expr;
    }

  private:
    char peek() const {
        return m_pos < m_text.size()
                   ? static_cast<char>(std::tolower(static_cast<unsigned char>(m_text[m_pos])))
                   : '\0';
    }

    [[noreturn]] void fail_at(std::size_t pos, const std::string& what) const {
        throw UsageError(
            fmt::format("bad dice expression \"{}\": {} (column {})", m_text, what, pos + 1));
    }

    /// Reads digits; returns -1 when there are none.
    long long number() {
        const std::size_t start = m_pos;
        long long value = 0;
        while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos]))) {
            value = value * 10 + (m_text[m_pos] - '0');
            if (value > k_max_constant) {
                fail_at(start, fmt::format("number too large (at most {})", k_max_constant));
            }
            ++m_pos;
        }
        return m_pos == start ? -1 : value;
    }

    bool match_word(std::string_view word) {
        if (m_text.size() - m_pos < word.size()) {
            return false;
        }
        for (std::size_t i = 0; i < word.size(); ++i) {
            if (std::tolower(static_cast<unsigned char>(m_text[m_pos + i])) != word[i]) {
                return false;
            }
        }
        m_pos += word.size();
        return true;
    }

    /// A die term's count: 1 when none is written; zero dice is an error.
    int dice_count(long long count, std::size_t start) const {
        if (count == 0) {
            fail_at(start, "zero dice");
        }
        if (count > k_max_dice_per_expression) {
            fail_at(start,
                    fmt::format("more than {} dice in one expression", k_max_dice_per_expression));
        }
        return static_cast<int>(count < 0 ? 1 : count);
    }

    Term parse_term(int sign) {
        const std::size_t start = m_pos;
        Term term;
        term.sign = sign;
        const long long count = number();
        if (match_word("avd")) {
            term.die = Die::avd();
            term.count = dice_count(count, start);
        } else if (peek() == 'd') {
            ++m_pos;
            const std::size_t sides_at = m_pos;
            const long long sides = number();
            if (sides < 0) {
                fail_at(sides_at, m_pos < m_text.size()
                                      ? fmt::format("expected the number of sides after 'd', "
                                                    "found '{}'",
                                                    m_text[m_pos])
                                      : std::string("expected the number of sides after 'd'"));
            }
            if (sides < k_min_sides || sides > k_max_sides) {
                fail_at(sides_at,
                        fmt::format("a die has {} to {} sides", k_min_sides, k_max_sides));
            }
            term.die = sides == 6 ? Die::d6() : Die::dn(static_cast<int>(sides));
            term.count = dice_count(count, start);
        } else if (count >= 0) {
            term.constant = sign * count;
        } else {
            fail_at(m_pos,
                    m_pos < m_text.size()
                        ? fmt::format("unexpected '{}'; expected a number or a die", m_text[m_pos])
                        : std::string("expected a number or a die"));
        }
        term.text = std::string(m_text.substr(start, m_pos - start));
        return term;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

} // namespace

std::vector<PoolPart> Expression::pool_parts() const {
    std::vector<PoolPart> parts;
    for (const Term& term : terms) {
        if (term.count == 0) {
            continue;
        }
        PoolPart part{term.die, term.count, {}, term.text};
        if (term.sign < 0) {
            part.score = [](int face) { return -face; };
        }
        parts.push_back(std::move(part));
    }
    return parts;
}

long long Expression::constant() const {
    long long sum = 0;
    for (const Term& term : terms) {
        sum += term.constant;
    }
    return sum;
}

Expression parse_expression(std::string_view text) {
    return Parser(text).parse();
}

} // namespace muster::dice
