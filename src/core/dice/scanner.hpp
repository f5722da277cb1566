#pragma once

#include "muster/dice/notation.hpp"
#include "muster/error.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// The words of the dice notation (docs/dice.md, "Notation"): the expression lower-cased with
/// its spaces removed, each character's column as typed, numbers and comparisons, and the
/// one-line errors that point at a column.
namespace muster::dice {

class Scanner {
  public:
    /// Throws UsageError for a space inside a number.
    explicit Scanner(std::string_view text);

  protected:
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

    /// `<>`, `>=`, `<=`, `>`, `<`, `=` (its value left 0), or nothing.
    std::optional<Condition> condition_op() {
        Condition c;
        if (match("<>")) { // not equal (`!=` would read as an explosion)
            c.op = Condition::Op::ne;
        } else if (match(">=")) {
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
        return c;
    }

    /// `>=4`, `<=2`, `>4`, `<3`, `=6`, or nothing.
    std::optional<Condition> condition() {
        auto c = condition_op();
        if (!c) {
            return std::nullopt;
        }
        const bool negative = match("-");
        c->value = required_number("a number after the comparison");
        c->value = negative ? -c->value : c->value;
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

    std::string_view m_text;
    std::string m_clean;               ///< lower case, no spaces
    std::vector<std::size_t> m_column; ///< the column as typed of each character of m_clean
    std::size_t m_pos = 0;
};

} // namespace muster::dice
