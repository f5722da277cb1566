#pragma once

#include "muster/report/model.hpp"

#include <string>

namespace muster::report {

/// The casualties-by-turn chart as inline SVG: a line per side (UE men killed; FW casualty
/// markers, and dead figures dashed), UE-ARMY-1's 25% line of each army dashed in its colour when
/// army morale is on (OPT-3), and each turn's key event marked with a numbered badge (labelled
/// in words where there is room). Every point is a `<circle class="pt">` carrying
/// `data-side`, `data-series`, `data-turn` and `data-value`, and the `<svg>` carries its scale
/// (`data-ymax`, `data-top`, `data-bottom`), so a test can check the drawing against the numbers.
std::string casualty_chart(const GameModel& model);

/// The list under the chart: the badge numbers with each turn's key events in words.
std::string key_event_list(const GameModel& model);

} // namespace muster::report
