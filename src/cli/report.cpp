// Prints a report through the render module, styled by the global options.
#include "cli/report.hpp"

namespace muster::cli {

render::Style style(const Globals& globals) {
    return {globals.format, globals.dry_run, globals.color, globals.width};
}

void render(const Report& report, Context& ctx) {
    render::render(report, style(ctx.globals), *ctx.out);
}

} // namespace muster::cli
