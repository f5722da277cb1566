#include "muster/dice/thrown.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <numeric>
#include <utility>

namespace muster::dice {

namespace {

constexpr int k_d66_tens = 10;

class Thrower {
  public:
    Thrower(DiceSource& source, std::string mark) : m_source(source), m_mark(std::move(mark)) {}

    Thrown run(const Node& root) {
        Thrown out;
        m_root = &root;
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

    TermRoll throw_term(const DiceTerm& t, const std::string& text, int count) {
        TermRoll roll{&t, text, std::vector<DieRoll>(static_cast<std::size_t>(count)), 0, ""};
        const auto purpose = [&](std::size_t i, const char* what) {
            std::string base = text + m_mark;
            if (count > 1) {
                base += fmt::format(" ({}/{})", i + 1, count);
            }
            base += m_context;
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
        for (int wave = 0; t.explode && wave < t.explode_depth; ++wave) {
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
            die.value = std::accumulate(die.chain.begin(), die.chain.end(), 0LL,
                                        [&](long long s, long long f) { return s + t.value(f); });
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
            for (std::size_t r = static_cast<std::size_t>(t.kept(count)); r < order.size(); ++r) {
                roll.dice[order[r]].kept = false;
            }
        }
        for (const auto& die : roll.dice) {
            roll.total += die.kept ? die.score : 0;
        }
        return roll;
    }

    static std::string grouped(const Node& n, std::string shown) {
        if (n.kind == Node::Kind::best) { // shown in its braces already
            return shown;
        }
        if (n.text.starts_with('(')) {
            return "(" + shown + ")";
        }
        if (n.text.starts_with('{')) {
            return "{" + shown + "}";
        }
        return shown;
    }

    /// A node as shown, after its label when it has one (`[3 4] + bonus [5]`); the whole
    /// expression's label names its line instead.
    Part node(const Node& n, Thrown& out) {
        Part p = unlabelled(n, out);
        if (!n.label.empty() && &n != m_root) {
            p.shown = fmt::format("{} {}", n.label, p.shown);
        }
        return p;
    }

    Part unlabelled(const Node& n, Thrown& out) {
        using Kind = Node::Kind;
        switch (n.kind) {
        case Kind::number:
            return {n.number, grouped(n, fmt::format("{}", n.number))};
        case Kind::dice:
            return dice(n, out);
        case Kind::maximum:
        case Kind::minimum:
        case Kind::best:
            return many(n, out);
        case Kind::reroll:
            return reroll(n, out);
        case Kind::negate: {
            const Part a = node(n.operands[0], out);
            return {-a.value, grouped(n, "-" + a.shown)};
        }
        case Kind::compare:
            return compare(n, out);
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
            const bool inexact = a.value % b.value != 0;
            value = a.value / b.value; // towards 0, then down or up
            if (inexact && n.round_up && (a.value < 0) == (b.value < 0)) {
                ++value;
            } else if (inexact && !n.round_up && (a.value < 0) != (b.value < 0)) {
                --value;
            }
            if (inexact) {
                (n.round_up ? out.rounded_up : out.rounded) = true;
            }
            break;
        }
        }
        const bool inexact = n.kind == Kind::divide && a.value % b.value != 0;
        out.steps.push_back(fmt::format("{} {} {} = {}{}", a.value, op, b.value, value,
                                        !inexact     ? ""
                                        : n.round_up ? " (rounded up)"
                                                     : " (rounded down)"));
        const std::string shown = fmt::format("{} {} {}", a.shown, op, b.shown);
        if (n.kind == Kind::divide && n.round_named) {
            return {value, fmt::format("{}({})", n.round_up ? "ceil" : "floor", shown)};
        }
        return {value, grouped(n, shown)};
    }

    Part dice(const Node& n, Thrown& out) {
        const DiceTerm& t = *n.dice;
        Part count{t.count, ""};
        if (t.count_node) { // that many dice: `(10d6>=3)d6>=4` shows the hits, then the wounds
            count = node(*t.count_node, out);
        }
        TermRoll roll = throw_term(t, n.text, static_cast<int>(count.value));
        std::vector<std::string> shown;
        for (const auto& die : roll.dice) {
            shown.push_back(die_text(t, die));
        }
        const long long total = roll.total;
        // A per-die modifier is shown once after the faces: `[3* 1 6*] +1 each`.
        const std::string each =
            t.modifier != 0 ? fmt::format(" {:+} each", t.modifier) : std::string();
        const std::string dice = fmt::format("[{}]{}", fmt::join(shown, " "), each);
        if (t.modified()) {
            out.steps.push_back(fmt::format(
                "{}: {}{}{} = {}{}", n.text,
                t.count_node ? fmt::format("{} dice: ", count.value) : std::string(),
                fmt::join(shown, " "), each, total, t.counts_successes() ? " successes" : ""));
        }
        roll.label = n.label;
        out.terms.push_back(std::move(roll));
        if (!t.count_node) {
            return {total, dice};
        }
        return {total, fmt::format("{} -> {}{} {}", count.shown, count.value, t.spec, dice)};
    }

    /// `max(...)`, `min(...)`, the kept of a group's totals.
    Part many(const Node& n, Thrown& out) {
        std::vector<Part> parts;
        for (const Node& item : n.operands) {
            parts.push_back(node(item, out));
        }
        std::vector<std::size_t> order(parts.size());
        std::iota(order.begin(), order.end(), 0);
        const bool greatest = n.kind == Node::Kind::maximum ||
                              (n.kind == Node::Kind::best && n.keep != DiceTerm::Keep::lowest);
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return greatest ? parts[a].value > parts[b].value : parts[a].value < parts[b].value;
        });
        const std::size_t keep =
            n.kind == Node::Kind::best ? static_cast<std::size_t>(n.keep_count) : 1;
        std::vector<bool> kept(parts.size(), false);
        long long value = 0;
        for (std::size_t r = 0; r < keep && r < order.size(); ++r) {
            kept[order[r]] = true;
            value += parts[order[r]].value;
        }
        std::vector<std::string> shown;
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const std::string one = n.kind == Node::Kind::best
                                        ? fmt::format("{} = {}", parts[i].shown, parts[i].value)
                                        : parts[i].shown;
            shown.push_back(kept[i] || n.kind != Node::Kind::best ? one : "(" + one + ")");
        }
        if (n.kind == Node::Kind::best) {
            out.steps.push_back(fmt::format("{}: {} kept = {}", n.text, keep, value));
            return {value, fmt::format("{{{}}}", fmt::join(shown, ", "))};
        }
        out.steps.push_back(fmt::format("{}: {}", n.text, value));
        return {value, fmt::format("{}({})", n.kind == Node::Kind::maximum ? "max" : "min",
                                   fmt::join(shown, ", "))};
    }

    /// A whole roll re-rolled once (`{2d6}ro<7`): every die thrown again, the second stands.
    Part reroll(const Node& n, Thrown& out) {
        Part first = node(n.operands[0], out);
        if (!n.condition.matches(first.value)) {
            out.steps.push_back(
                fmt::format("{}: {} {}: stands", n.text, first.value, n.condition.text()));
            return first;
        }
        out.steps.push_back(
            fmt::format("{}: {} {}: re-rolled", n.text, first.value, n.condition.text()));
        const std::string context = std::exchange(m_context, m_context + ", whole re-roll");
        const Node* base = &n; // thrown again: the roll inside every re-roll (`ro<7ro<7`)
        while (base->kind == Node::Kind::reroll) {
            base = &base->operands[0];
        }
        const Part second = node(*base, out);
        m_context = context;
        return {second.value,
                fmt::format("{{{} = {}}} re-rolled: {}", first.shown, first.value, second.shown)};
    }

    /// A total against a number (`{2d6}>=7`) or against another total (`{2d6}>{2d6}`).
    Part compare(const Node& n, Thrown& out) {
        const Part a = node(n.operands[0], out);
        if (n.operands.size() == 1) {
            const bool pass = n.condition.matches(a.value);
            out.steps.push_back(fmt::format("{}: {} {}: {}", n.text, a.value, n.condition.text(),
                                            pass ? "pass" : "fail"));
            return {pass ? 1 : 0,
                    fmt::format("{{{} = {}}}{}", a.shown, a.value, n.condition.text())};
        }
        const Part b = node(n.operands[1], out);
        const bool pass = n.condition.matches(a.value - b.value);
        out.steps.push_back(fmt::format("{}: {} {} {}: {}", n.text, a.value, n.condition.op_text(),
                                        b.value, pass ? "pass" : "fail"));
        return {pass ? 1 : 0, fmt::format("{{{} = {}}} {} {{{} = {}}}", a.shown, a.value,
                                          n.condition.op_text(), b.shown, b.value)};
    }

    DiceSource& m_source;
    const Node* m_root = nullptr;
    std::string m_mark;    ///< ` #2`: which total of a repeat
    std::string m_context; ///< `, whole re-roll`: the second throw of a whole roll
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
            const long long score = term.score(f);
            // `6**`: a face that scores twice.
            text += score > 0 ? std::string(static_cast<std::size_t>(score), '*')
                              : (score < 0 ? "-" : "");
        }
    }
    return die.kept ? text : "(" + text + ")";
}

Thrown throw_expression(const Expression& expr, DiceSource& source, int which) {
    return Thrower(source, which > 0 ? fmt::format(" #{}", which) : std::string()).run(expr.root);
}

} // namespace muster::dice
