// The render module's report in the command line's namespace, printed as the global options ask.
#pragma once

#include "cli/context.hpp"
#include "muster/render/report.hpp"

namespace muster::cli {

using render::Report;
using render::report_json;

/// The render module's style from the global options (format, --dry-run, colour, width).
render::Style style(const Globals& globals);

/// Prints the report to `ctx.out` in the format the global options ask for.
void render(const Report& report, Context& ctx);

} // namespace muster::cli
