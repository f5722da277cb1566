// The roster as a Morschauser sheet (`muster show`): figure marks, numbers, or JSON of each unit.
#pragma once

#include "muster/budget.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/render/style.hpp"
#include "muster/roster/roster.hpp"

#include <iosfwd>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace muster::render {

/// What `muster show` draws: the roster, its rule book, the options in force (defaults and the
/// roster's own) and the units to show, in order.
struct Sheet {
    const Roster& roster;
    const RuleBook& book;
    const std::map<std::string, std::string>& options;
    std::vector<const Unit*> units;
};

/// Writes the sheet in the format `style` asks for: one mark per figure grouped by stand and
/// the numbers beside it (coloured on a terminal), one brief line, or the roster as JSON with
/// the derived numbers.
void render_sheet(const Sheet& sheet, const Style& style, std::ostream& out);

/// What render_sheet's text costs, estimated from the figures it draws (one mark a figure): the
/// command charges it before drawing. Text and JSON are written unit by unit.
Cost sheet_cost(const Sheet& sheet, const Style& style);

/// `items` joined by `sep` on lines indented by two spaces, wrapped to `width` between items.
std::vector<std::string> wrap_items(const std::vector<std::string>& items, std::string_view sep,
                                    int width);

} // namespace muster::render
