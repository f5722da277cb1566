#pragma once

#include "muster/budget.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/report/model.hpp"
#include "muster/roster/roster.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

/// The battle report and the roster sheet as self-contained HTML pages (issue 14): inline CSS
/// and SVG, no script, nothing loaded from anywhere (a Content-Security-Policy says so to the
/// browser), laid out to print on A4.
namespace muster::battle_report {

/// Text as HTML: `& < > " '` as entities; control characters (C0 and C1), invisible direction
/// marks and overrides, and bytes that are not UTF-8 as U+FFFD. Names and journal text from
/// outside are text on the page, never markup, and never a terminal escape when the page goes to
/// standard output.
std::string escape_html(std::string_view text);

/// A whole page: the doctype, head (title, the shared style sheet, `extra_css`), and `body`.
std::string html_page(std::string_view title, std::string_view body, std::string_view extra_css);
/// A page's doctype and head, up to its body's first byte; `k_page_end` follows the body.
std::string html_page_head(std::string_view title, std::string_view extra_css);
inline constexpr std::string_view k_page_end = "</body>\n</html>\n";

/// `muster report`: headline, casualties by turn, dice luck, unit histories, the log.
std::string report_html(const GameModel& model);

/// `muster sheet`: the Morschauser roster sheet of the roster's current state, one card per unit
/// (UE-ROSTER-1, FW-PIECE-2), only the units of `side` when given.
std::string sheet_html(const Roster& roster, const RuleBook& book,
                       const std::optional<std::string>& side);
/// The same page handed to `write` a piece at a time (the head, each card, the end) as it is
/// made: never held whole (issue 20: 1,000 units of 1,000 stands took 1.19 GB).
void write_sheet_html(const Roster& roster, const RuleBook& book,
                      const std::optional<std::string>& side,
                      const std::function<void(std::string_view)>& write);

/// What sheet_html's page costs, estimated from the figures it draws (one mark a figure): charged
/// to the command's budget before the page is written.
Cost sheet_cost(const Roster& roster, const RuleBook& book, const std::optional<std::string>& side);

/// The colour of the i-th side, the same in the chart, the tables and the sheet.
std::string_view side_colour(std::size_t index);

/// A side as the page names it: "(no side)" for units without one.
std::string side_label(std::string_view side);

} // namespace muster::battle_report
