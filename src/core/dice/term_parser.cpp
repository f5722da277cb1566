// One dice term's die and modifiers (term_parser.hpp).
#include "term_parser.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <vector>

namespace muster::dice {

namespace {
/// `5d6>=4>=6>=6`: comparisons after the first a success count takes (each one more hit).
constexpr std::size_t k_max_more_successes = 5;
} // namespace

void TermParser::die_name(DiceTerm& t, const char* expected) {
    if (match("avd")) {
        t.die = Die::avd();
    } else if (match("dd66")) {
        t.die = Die::d66();
        t.d66 = true;
    } else if (match("df")) {
        t.die = Die::fudge();
    } else if (match("d%")) {
        t.die = Die::dn(100);
    } else if (peek() == 'd' && peek(1) == '{') {
        custom_die(t);
    } else if (peek() == 'd' && peek(1) != '(' && match("d")) {
        const std::size_t sides_at = m_pos;
        const long long sides = number();
        if (sides < 0) {
            fail_unexpected("the number of sides after 'd' (or %, f)");
        }
        if (sides < k_min_sides || sides > k_max_sides) {
            fail_at(sides_at, fmt::format("a die has {} to {} sides", k_min_sides, k_max_sides));
        }
        t.die = sides == 6 ? Die::d6() : Die::dn(static_cast<int>(sides));
    } else {
        fail_unexpected(expected);
    }
}

void TermParser::custom_die(DiceTerm& t) {
    const std::size_t at = m_pos;
    m_pos += 2; // `d{`
    std::vector<int> faces;
    do {
        const std::size_t face_at = m_pos;
        const bool negative = match("-");
        const long long face = number();
        if (face < 0) {
            fail_unexpected("a face (a whole number) in d{...}, as d{1,3,5}");
        }
        if (face > k_max_sides) {
            fail_at(face_at, fmt::format("a face is -{} to {}", k_max_sides, k_max_sides));
        }
        faces.push_back(static_cast<int>(negative ? -face : face));
        if (faces.size() > static_cast<std::size_t>(k_max_sides)) {
            fail_at(at, fmt::format("a die has at most {} faces", k_max_sides));
        }
    } while (match(","));
    if (!match("}")) {
        fail_unexpected("',' or '}' in d{...}");
    }
    t.die = Die::custom(std::move(faces));
}

void TermParser::refuse_repeated(const DiceTerm& t, bool seen_keep) const {
    if (peek() == 'r' && t.reroll) {
        fail_at(m_pos, "one re-roll a die: one comparison names every face re-rolled (r<=2, "
                       "r<>3); a whole roll is re-rolled again with {2d6}ro<7ro<7");
    }
    if (peek() == '!' && t.explode) {
        fail_at(m_pos, "one explosion a die: one comparison names every face that explodes "
                       "(!>=5)");
    }
    const bool drop_digits = t.count > 1 && !t.count_node && std::isdigit(peek(1)) != 0;
    if (seen_keep &&
        (peek() == 'k' || (peek() == 'd' && (peek(1) == 'h' || peek(1) == 'l' || drop_digits)))) {
        fail_at(m_pos, "one keep or drop a term: keep what stays (4d6kh3dl1 is 4d6kh2)");
    }
    if (peek() == 'f' && t.failure) {
        fail_at(m_pos, "one failure count a term: one comparison names every failing result "
                       "(f<=2)");
    }
}

void TermParser::modified_die(DiceTerm& t) {
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

void TermParser::natural(DiceTerm& t, std::size_t at) {
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

void TermParser::check_naturals(const DiceTerm& t) const {
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

void TermParser::check_not_every_face(const DiceTerm& t, const Condition& c, std::size_t at,
                                      const char* what) const {
    for (int face : t.die.faces()) {
        if (!c.matches(face)) {
            return;
        }
    }
    fail_at(at, fmt::format("every face of the {} meets {}: it would {} forever", t.die.name(),
                            c.text(), what));
}

void TermParser::modifiers(DiceTerm& t) {
    bool seen_keep = false;
    std::size_t failure_at = 0;
    while (true) {
        const std::size_t at = m_pos;
        // After one die or a random number of dice, `d` and a number start the next term
        // (`d3d6d6` is ((d3)d6)d6): a drop is spelt `dl`/`dh` there.
        const bool next_term = (t.count == 1 && !t.count_node) || t.count_node != nullptr;
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
            if (match("o")) { // explode once: the extra die does not explode again
                t.explode_depth = 1;
            }
            const auto faces = t.die.faces();
            t.explode = condition_or_number().value_or(
                Condition{Condition::Op::eq, *std::max_element(faces.begin(), faces.end())});
            check_not_every_face(t, *t.explode, at, "explode");
        } else if (!seen_keep &&
                   (peek() == 'k' || (peek() == 'd' && peek(1) != 'f' &&
                                      (peek(1) == 'h' || peek(1) == 'l' ||
                                       (std::isdigit(peek(1)) != 0 && !next_term))))) {
            keep(t, at);
            seen_keep = true;
        } else if (peek() == 'c' && ((peek(1) == 's' && !t.natural_success) ||
                                     (peek(1) == 'f' && !t.natural_failure))) {
            natural(t, at);
        } else if (peek() == '>' || peek() == '<' || peek() == '=') {
            if (!t.success) {
                t.success = condition();
            } else if (t.more_successes.size() < k_max_more_successes) {
                t.more_successes.push_back(*condition()); // `>=4>=6`: a 6 is two hits
            } else {
                fail_at(at, fmt::format("at most {} further comparisons after a success count",
                                        k_max_more_successes));
            }
        } else if (peek() == 'f' && !t.failure) {
            // Failures, anywhere among the modifiers (`6d6>=4f1cs6`, `6d6>=4cs6f1`).
            ++m_pos;
            t.failure = condition_or_number();
            if (!t.failure) {
                fail_unexpected("what counts as a failure after 'f' (f1, f<=2)");
            }
            failure_at = at;
        } else {
            refuse_repeated(t, seen_keep);
            break;
        }
    }
    if (t.failure && !t.success) {
        fail_at(failure_at, "f counts failures against a success count: give the comparison "
                            "too, as in 10d10>=7f1");
    }
    check_naturals(t);
    if (t.keep != DiceTerm::Keep::all && t.explode && t.counts_successes()) {
        fail_at(m_pos - 1, "keep or drop with exploding dice and success counting together "
                           "is not supported; drop one of the three");
    }
}

void TermParser::keep(DiceTerm& t, std::size_t at) {
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

} // namespace muster::dice
