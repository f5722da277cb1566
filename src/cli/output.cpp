// Prints a report through the render module, styled by the global options.
#include "cli/output.hpp"

#include "muster/error.hpp"
#include "muster/store/store.hpp"

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
    out.dice_source = dice_source(globals);
    out.script_line = g_script_line;
    return out;
}

nlohmann::json envelope_json(const Context& ctx, const std::string& command,
                             nlohmann::json result) {
    Output report;
    report.command = command;
    try {
        const auto loaded = store::load(ctx.globals.roster_path);
        report.rules = std::string(loaded.doc.roster.rules);
        report.turn = loaded.doc.roster.turn;
        render::add_roster_fields(report, loaded.doc.roster, *loaded.book);
    } catch (const Error&) {
        // no roster that reads: the envelope's roster fields stay null
    }
    report.result = std::move(result);
    return render::output_json(report, style(ctx.globals));
}

void render(const Output& report, Context& ctx) {
    render::render(report, style(ctx.globals), *ctx.out);
}

} // namespace muster::cli
