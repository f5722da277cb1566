#pragma once

#include "muster/report/model.hpp"

#include <string>

namespace muster::battle_report {

/// One line of the casualties chart: a side's losses at each point, counted (UE men killed; FW
/// casualty markers or dead figures) and as a percentage of the side's strength at that point
/// (UE its men, UE-ARMY-1; FW its figures), so sides of different sizes compare (issue 24).
struct ChartSeries {
    std::size_t side = 0; ///< index in GameModel::sides
    std::string name;     ///< "killed", "markers", "dead"
    bool dashed = false;
    std::vector<long long> values;   ///< one per point: the count
    std::vector<long long> strength; ///< one per point: the side's men (UE) or figures (FW)
    std::vector<double> shares;      ///< one per point: 100 * value / strength (0 when none)
};

/// The chart's lines, per side in GameModel::sides order.
std::vector<ChartSeries> chart_series(const GameModel& model);

/// The casualties-by-turn chart as inline SVG: a line per side, as a percentage of the side's
/// starting strength (UE men killed; FW casualty markers, and dead figures dashed), UE-ARMY-1's
/// 25% line of each army dashed in its colour when army morale is on (OPT-3), and each turn's
/// key event marked with a numbered badge (labelled in words where there is room). Every point
/// is a `<circle class="pt">` carrying `data-side`, `data-series`, `data-turn`, `data-value`
/// (the count) and `data-share` (the percentage), its tooltip the count and the strength, and the
/// `<svg>` carries its scale in percent (`data-ymax`, `data-top`, `data-bottom`), so a test can
/// check the drawing against the numbers.
std::string casualty_chart(const GameModel& model);

/// The list under the chart: the badge numbers with each turn's key events in words.
std::string key_event_list(const GameModel& model);

} // namespace muster::battle_report
