// An odds table (the engine's OddsTable: a distribution as values) drawn for people.
#pragma once

#include "muster/engine/resolution.hpp"

#include <string>
#include <vector>

namespace muster::render {

/// The lines of an odds table: P(=x), P(>=x), P(<=x) and a histogram bar scaled to `width`
/// columns (block characters with `color`, '#' when plain). A long table folds its tails into
/// one line each (`<= x`, `>= y`: first what rounds to under 0.1%, then more, to at most 30
/// rows); JSON keeps every row (the resolution's result).
std::vector<std::string> odds_lines(const OddsTable& table, int width, bool color);

} // namespace muster::render
