#include "muster/dice/thrown.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <numeric>

namespace muster::dice {

namespace {

constexpr int k_d66_tens = 10;

class Thrower {
  public:
    explicit Thrower(DiceSource& source) : m_source(source) {}

    Thrown run(const Node& root) {
        Thrown out;
        const Part p = node(root, out);
        out.value = p.value;
        out.shown = p.shown;
        return out;
    }

  private:
    struct Part {
        long long value = 0;
        std::string shown;
    };

    long long draw(const DiceTerm& t, const std::string& purpose) {
        if (t.d66) {
            const Die d6 = Die::d6();
            const int tens = m_source.roll(d6, purpose + ", tens");
            return tens * k_d66_tens + m_source.roll(d6, purpose + ", units");
        }
        return m_source.roll(t.die, purpose);
    }

    /// A fresh die of the term, re-rolled straight away as its re-roll says (explosions).
    long long draw_standing(const DiceTerm& t, DieRoll& die, const std::string& purpose) {
        long long face = draw(t, purpose);
        for (int again = 0; t.reroll && t.reroll->matches(face) && again == 0;) {
            die.rerolled.push_back(face);
            face = draw(t, purpose + ", re-roll");
            again = t.reroll_once ? 1 : 0;
        }
        return face;
    }

    TermRoll throw_term(const DiceTerm& t, const std::string& text) {
        TermRoll roll{&t, text, std::vector<DieRoll>(static_cast<std::size_t>(t.count)), 0};
        const auto purpose = [&](std::size_t i, const char* what) {
            const std::string base =
                t.count == 1 ? text : fmt::format("{} ({}/{})", text, i + 1, t.count);
            return what[0] == '\0' ? base : fmt::format("{}, {}", base, what);
        };
        std::vector<long long> face(roll.dice.size());
        for (std::size_t i = 0; i < roll.dice.size(); ++i) {
            face[i] = draw(t, purpose(i, ""));
        }
        for (bool again = t.reroll.has_value(), first = true; again; first = false) {
            again = false;
            for (std::size_t i = 0; i < roll.dice.size(); ++i) {
                if (t.reroll->matches(face[i]) && (first || !t.reroll_once)) {
                    roll.dice[i].rerolled.push_back(face[i]);
                    face[i] = draw(t, purpose(i, "re-roll"));
                    again = !t.reroll_once;
                }
            }
            again = again && std::any_of(face.begin(), face.end(),
                                         [&](long long f) { return t.reroll->matches(f); });
        }
        for (std::size_t i = 0; i < roll.dice.size(); ++i) {
            roll.dice[i].chain.push_back(face[i]);
        }
        for (int wave = 0; t.explode && wave < k_max_explosions; ++wave) {
            bool any = false;
            for (std::size_t i = 0; i < roll.dice.size(); ++i) {
                auto& die = roll.dice[i];
                if (die.chain.size() == static_cast<std::size_t>(wave) + 1 &&
                    t.explode->matches(die.chain.back())) {
                    die.chain.push_back(draw_standing(t, die, purpose(i, "explosion")));
                    any = true;
                }
            }
            if (!any) {
                break;
            }
        }
        for (auto& die : roll.dice) {
            die.value = std::accumulate(die.chain.begin(), die.chain.end(), 0LL);
            die.score =
                t.counts_successes()
                    ? std::accumulate(die.chain.begin(), die.chain.end(), 0LL,
                                      [&](long long s, long long f) { return s + t.score(f); })
                    : die.value;
        }
        if (t.keep != DiceTerm::Keep::all) {
            std::vector<std::size_t> order(roll.dice.size());
            std::iota(order.begin(), order.end(), 0);
            std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
                return t.keep == DiceTerm::Keep::highest ? roll.dice[a].value > roll.dice[b].value
                                                         : roll.dice[a].value < roll.dice[b].value;
            });
            for (std::size_t r = static_cast<std::size_t>(t.keep_count); r < order.size(); ++r) {
                roll.dice[order[r]].kept = false;
            }
        }
        for (const auto& die : roll.dice) {
            roll.total += die.kept ? die.score : 0;
        }
        return roll;
    }

    static std::string grouped(const Node& n, std::string shown) {
        if (n.text.starts_with('(')) {
            return "(" + shown + ")";
        }
        if (n.text.starts_with('{')) {
            return "{" + shown + "}";
        }
        return shown;
    }

    Part node(const Node& n, Thrown& out) {
        using Kind = Node::Kind;
        switch (n.kind) {
        case Kind::number:
            return {n.number, grouped(n, fmt::format("{}", n.number))};
        case Kind::dice: {
            TermRoll roll = throw_term(*n.dice, n.text);
            std::vector<std::string> shown;
            for (const auto& die : roll.dice) {
                shown.push_back(die_text(*n.dice, die));
            }
            const long long total = roll.total;
            if (n.dice->counts_successes() || n.dice->keep != DiceTerm::Keep::all ||
                n.dice->reroll || n.dice->explode) {
                out.steps.push_back(fmt::format("{}: {} = {}{}", n.text, fmt::join(shown, " "),
                                                total,
                                                n.dice->counts_successes() ? " successes" : ""));
            }
            out.terms.push_back(std::move(roll));
            return {total, fmt::format("[{}]", fmt::join(shown, " "))};
        }
        case Kind::negate: {
            const Part a = node(n.operands[0], out);
            return {-a.value, grouped(n, "-" + a.shown)};
        }
        case Kind::compare: {
            const Part a = node(n.operands[0], out);
            const bool pass = n.condition.matches(a.value);
            out.steps.push_back(fmt::format("{}: {} {}: {}", n.text, a.value, n.condition.text(),
                                            pass ? "pass" : "fail"));
            return {pass ? 1 : 0,
                    fmt::format("{{{} = {}}}{}", a.shown, a.value, n.condition.text())};
        }
        default:
            break;
        }
        const Part a = node(n.operands[0], out);
        const Part b = node(n.operands[1], out);
        long long value = 0;
        const char* op = "+";
        switch (n.kind) {
        case Kind::add:
            value = a.value + b.value;
            break;
        case Kind::subtract:
            value = a.value - b.value;
            op = "-";
            break;
        case Kind::multiply:
            value = a.value * b.value;
            op = "*";
            break;
        default: {
            op = "/";
            value = a.value / b.value;
            if (a.value % b.value != 0) {
                if ((a.value < 0) != (b.value < 0)) {
                    --value;
                }
                out.rounded = true;
            }
            break;
        }
        }
        out.steps.push_back(
            fmt::format("{} {} {} = {}{}", a.value, op, b.value, value,
                        n.kind == Kind::divide && a.value % b.value != 0 ? " (rounded down)" : ""));
        return {value, grouped(n, fmt::format("{} {} {}", a.shown, op, b.shown))};
    }

    DiceSource& m_source;
};

} // namespace

std::string die_text(const DiceTerm& term, const DieRoll& die) {
    std::string text;
    for (long long f : die.rerolled) {
        text += fmt::format("{}r", f);
    }
    for (std::size_t i = 0; i < die.chain.size(); ++i) {
        const long long f = die.chain[i];
        text += fmt::format("{}{}", i > 0 ? "!" : "", f);
        if (term.counts_successes() && die.kept) {
            text += term.success->matches(f) ? "*" : (term.score(f) < 0 ? "-" : "");
        }
    }
    return die.kept ? text : "(" + text + ")";
}

Thrown throw_expression(const Expression& expr, DiceSource& source) {
    return Thrower(source).run(expr.root);
}

} // namespace muster::dice
