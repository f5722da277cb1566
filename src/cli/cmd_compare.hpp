#pragma once

#include "cli/context.hpp"
#include "cli/output.hpp"
#include "muster/engine/compare.hpp"
#include "muster/error.hpp"

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::cli {

/// `muster compare 'CMD' 'CMD'...`: two or more resolutions, each as exact odds against the
/// current roster, side by side with the same headline numbers and a verdict. Nothing is saved.
CLI::App* setup_compare(CLI::App& app, Context& ctx);

/// A choice the rules refuse (exit 1): the others are still worked out, this one is shown with
/// `reason`; the error itself, prefixed with the choice, when every choice is refused.
class ChoiceRefused : public RuleError {
  public:
    ChoiceRefused(const std::string& prefixed, std::string reason)
        : RuleError(prefixed), m_reason(std::move(reason)) {}
    const std::string& reason() const noexcept { return m_reason; }

  private:
    std::string m_reason;
};

/// Choices worked out: each choice's `command` its text and `result` its odds, or `refused`.
struct WorkedChoices {
    std::vector<Choice> choices;
    std::optional<Output> first; ///< the first worked out: the roster's fields of the envelope
    std::optional<ChoiceRefused> first_refused;
};

/// Choices (`compare`'s, `solo`'s) worked out exactly against the current roster, each as its
/// own command's `--odds`: its `words` (no `muster`) parsed by that command's definitions into
/// the request the rule book resolves. The choices' work is charged together before any is
/// worked out (issue 20). A choice the rules refuse keeps the refusal; any other error stops
/// them all, naming the choice (`choice N (TEXT): ...`).
WorkedChoices work_out_choices(const std::vector<std::vector<std::string>>& words,
                               const std::vector<std::string>& texts, const Context& ctx,
                               std::string_view command);

} // namespace muster::cli
