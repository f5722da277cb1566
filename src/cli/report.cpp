// Prints a report through the render module, styled by the global options.
#include "cli/report.hpp"

namespace muster::cli {

namespace {
std::optional<int> g_script_line; ///< the `muster -` line being run (ScriptLine)
} // namespace

ScriptLine::ScriptLine(int number) {
    g_script_line = number;
}

ScriptLine::~ScriptLine() {
    g_script_line.reset();
}

render::Style style(const Globals& globals) {
    render::Style out;
    out.format = globals.format;
    out.dry_run = globals.dry_run;
    out.color = globals.color;
    out.width = globals.width;
    out.dice_source = !globals.dice_text.empty() ? "typed" : globals.seed ? "seeded" : "random";
    out.script_line = g_script_line;
    return out;
}

void render(const Report& report, Context& ctx) {
    render::render(report, style(ctx.globals), *ctx.out);
}

} // namespace muster::cli
