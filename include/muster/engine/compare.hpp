#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

/// Decision support (`muster compare`): choices worked out as exact odds, side by side. The
/// comparison is data; render/compare.hpp draws it.
namespace muster {

/// One choice: the command as typed and its `--odds` result (with its `headline` items), or
/// the reason the rules refuse it (the others are still compared).
struct Choice {
    std::string command;
    nlohmann::json result;
    std::string refused; ///< "" when worked out; else the refusal, as the command would say it
};

/// One headline item and each choice's value of it in the rule set's words (`44.4%`); nullopt
/// for a choice that does not give it.
struct ComparisonRow {
    std::string what;
    std::vector<std::optional<std::string>> texts;
};

/// The verdict on the first headline item every choice worked out gives as a number.
struct Verdict {
    std::string what;
    std::optional<std::size_t> best; ///< the choice (0-based) that gives the most; none if equal
    /// each choice's value of `what`, in its words; nullopt for a refused choice
    std::vector<std::optional<std::string>> texts;
};

struct Comparison {
    std::vector<Choice> choices;
    std::vector<ComparisonRow> rows; ///< the headline items, in order of first appearance
    std::optional<Verdict> verdict;  ///< none: the choices answer different questions
};

/// The choices' headline items side by side, and the verdict.
Comparison compare(std::vector<Choice> choices);

/// The comparison as `compare --json`'s result: {"choices": [{command, headline, result,
/// refused (the reason, or null)}], "verdict": {what, best (1-based, null when equal)} or null}.
nlohmann::json comparison_json(const Comparison& comparison);

} // namespace muster
