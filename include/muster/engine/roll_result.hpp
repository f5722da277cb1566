#pragma once

#include "muster/dice/dice.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

/// `roll`'s result as C++ types, each with its one serializer (issue 39): what `--json roll`
/// and `--json roll --odds` print under `result`, which `schema/muster.schema.json`'s
/// `result_roll` follows (tests/unit/test_result_types.cpp).
namespace muster::results {

/// One die of a term whose dice are changed (kept, dropped, re-rolled, exploded, counted as
/// successes, modified): its value and score, whether it is kept, the faces it re-rolled, its
/// chain of faces (an explosion's, or the face before a per-die modifier; empty when it is just
/// the value) and the die as shown (`6!2`, `1r4`, `(2)`).
struct RolledDie {
    long long value = 0;
    bool kept = true;
    long long score = 0;
    std::vector<long long> rerolled;
    std::vector<long long> chain;
    std::string shown;
};

/// One dice term thrown: its text, each die's value, how many dice (a term whose count is
/// thrown, `(d4)d6`), and for a term whose dice are changed each die and the term's total.
struct RolledTerm {
    std::string term;
    std::vector<long long> values;
    std::optional<long long> count;
    std::optional<std::vector<RolledDie>> dice;
    std::optional<long long> total;
    std::optional<std::string> label; ///< the name the player gave the term (`hits:10d6>=3`)
};

/// One total thrown: the expression (`3d6 #2` for the second of `3x3d6`), its terms, its
/// total, which of a repeat it is, and for a test whether it passed, for a count of successes
/// the count.
struct Roll {
    std::string expression;
    std::vector<RolledTerm> terms;
    long long total = 0;
    std::optional<int> repeat;
    std::optional<bool> pass;
    std::optional<long long> successes;
};

/// The work the exact odds of an expression were estimated to take.
struct Estimate {
    double seconds = 0;
    double bytes = 0;
    double totals = 0;
};

/// One expression's exact odds: its distribution and mean, for a test the chance it passes
/// (`p_pass`, as every chance is named: the thrown roll's `pass` is whether it did),
/// the estimated work, the cap on explosions when it explodes, and its repeat (`3x3d6`: each
/// of 3 separate totals).
struct RollOdds {
    std::string expression;
    dice::Distribution distribution;
    std::optional<double> p_pass;
    Estimate estimate;
    std::optional<int> explosion_cap;
    std::optional<int> repeat;
};

/// `roll`: each total thrown; with one, its total (and pass) at the top too.
struct RollReport {
    std::vector<Roll> rolls;
};

/// `roll --odds`: each expression's odds; with one, its mean, distribution (and p_pass) at
/// the top too.
struct RollOddsReport {
    std::vector<RollOdds> rolls;
};

void to_json(nlohmann::json& out, const RolledDie& die);
void to_json(nlohmann::json& out, const RolledTerm& term);
void to_json(nlohmann::json& out, const Roll& roll);
void to_json(nlohmann::json& out, const Estimate& estimate);
void to_json(nlohmann::json& out, const RollOdds& odds);
void to_json(nlohmann::json& out, const RollReport& report);
void to_json(nlohmann::json& out, const RollOddsReport& report);

} // namespace muster::results
