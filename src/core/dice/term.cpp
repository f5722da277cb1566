// The parts of a parsed dice expression (muster/dice/notation.hpp): comparisons, one dice term's
// score and kept dice, the dice an expression throws.
#include "muster/dice/notation.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster::dice {

namespace {

long long dice_of_node(const Node& node) {
    long long dice = node.dice ? node.dice->count : 0;
    if (node.dice && node.dice->count_node) {
        dice += dice_of_node(*node.dice->count_node);
    }
    for (const Node& n : node.operands) {
        dice += dice_of_node(n);
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
    case Op::ne:
        return x != value;
    }
    return false;
}

std::string Condition::op_text() const {
    static constexpr const char* k_ops[] = {"=", "<", "<=", ">", ">=", "<>"};
    return k_ops[static_cast<int>(op)];
}

std::string Condition::text() const {
    return fmt::format("{}{}", op_text(), value);
}

long long DiceTerm::score(long long face) const {
    const long long result = value(face);
    if (!success) {
        return result;
    }
    const auto hits = [&] { // a success, and one more for each further comparison it meets
        return 1 + std::count_if(more_successes.begin(), more_successes.end(),
                                 [&](const Condition& c) { return c.matches(result); });
    };
    if (natural_success && natural_success->matches(face)) {
        return hits();
    }
    const bool natural_fail = natural_failure && natural_failure->matches(face);
    if (!natural_fail && success->matches(result)) {
        return hits();
    }
    // A natural failure is a failure when failures are counted (`f`), else it scores 0.
    return failure && (natural_fail || failure->matches(result)) ? -1 : 0;
}

int DiceTerm::kept(int dice) const {
    if (keep == Keep::all) {
        return dice;
    }
    return drop_count > 0 ? std::max(0, dice - drop_count) : std::min(keep_count, dice);
}

long long Expression::dice_count() const {
    return dice_of_node(root) * repeat;
}

} // namespace muster::dice
