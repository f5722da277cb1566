// The troop types in force as a report (`muster types`): each type's values, house and provisional.
#pragma once

#include "muster/engine/rulebook.hpp"
#include "muster/render/output.hpp"

#include <utility>
#include <vector>

namespace muster::render {

/// The report of `muster types`: the rows of each rule book (a heading per rule set when there
/// are several), values wrapped to `width`, house values marked `*` and fuzzy-wuzzy's
/// provisional ones `?` (FW-TAB-1).
Output types_report(const std::vector<std::pair<std::string, const RuleBook*>>& books, int width);

} // namespace muster::render
