#pragma once

#include "cli/context.hpp"
#include "muster/dice.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace muster::cli {

/// A distribution printed for people: P(=x), P(>=x), P(<=x) and a histogram bar scaled to
/// the terminal width (block characters on a colour terminal, '#' when plain). Outcomes whose
/// probability shows as 0.0000% are summarised in one line (JSON keeps them all).
std::vector<std::string> odds_table(const dice::Distribution& dist, const Globals& globals,
                                    const std::string& outcome_heading = "total");

/// The mean of a distribution.
double mean(const dice::Distribution& dist);

/// [[outcome, probability], ...] for --json.
nlohmann::json distribution_json(const dice::Distribution& dist);

/// "16.6667%": the one way probabilities are printed.
std::string percent(double p);

} // namespace muster::cli
