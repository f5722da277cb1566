#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/resolution.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

/// Exact odds for people: the numbers and the headline every `--odds` output opens with. The
/// tables are values (OddsTable, muster/engine/resolution.hpp) that render draws.
namespace muster {

/// The mean of a distribution.
double mean(const dice::Distribution& dist);

/// P(outcome >= at_least).
double p_at_least(const dice::Distribution& dist, long long at_least);

/// [[outcome, probability], ...] for --json.
nlohmann::json distribution_json(const dice::Distribution& dist);

/// "41.7%": the one way probabilities are printed, to one decimal; "<0.1%" and ">99.9%" for
/// what would round to 0.0% or 100.0% but is not; "0%" and "100%" when certain.
std::string percent(double p);

/// The bottom line every `--odds` output opens with (docs/before-the-dice.md): the chances and
/// expected numbers that answer the player's question, in the units' names. The text is one line,
/// `what: value` items three spaces apart; JSON keeps full precision.
class Headline {
  public:
    /// A chance: "uThulwana breaks: 41.7%".
    Headline& chance(std::string what, double p);
    /// An expected or certain number: "expected kills: 48.3" (one decimal).
    Headline& number(std::string what, double value);
    /// A value already written in words: "losses (certain): 354 / 472".
    Headline& words(std::string what, std::string text, nlohmann::json value);
    std::string text() const;
    /// [{"what", "text", "p" | "value"}, ...]
    nlohmann::json json() const;
    bool empty() const { return m_items.empty(); }

  private:
    struct Item {
        std::string what;
        std::string text;
        nlohmann::json json;
    };
    std::vector<Item> m_items;
};

/// Opens the report with the headline (its first text line, `result.headline` in JSON; the
/// odds tables move down a line with the rest) and returns the headline's text for the brief
/// line.
std::string lead_with(Resolution& report, const Headline& headline);

} // namespace muster
