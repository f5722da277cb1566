// What a command prints (render::Output) in the command line's namespace, as the global options
// ask.
#pragma once

#include "cli/context.hpp"
#include "muster/render/output.hpp"

namespace muster::cli {

/// While alive, every JSON output carries `"line": number`: the `muster -` script's line
/// (NDJSON, docs/scripting.md).
class ScriptLine {
  public:
    explicit ScriptLine(int number);
    ~ScriptLine();
    ScriptLine(const ScriptLine&) = delete;
    ScriptLine& operator=(const ScriptLine&) = delete;
};

using render::Output;
using render::output_json;

/// The render module's style from the global options (format, --dry-run, colour, width).
render::Style style(const Globals& globals);

/// The JSON every output shares (render::output_json) for `command`, with `result`, the roster's
/// fields read from the roster when it reads (else null).
nlohmann::json envelope_json(const Context& ctx, const std::string& command, nlohmann::json result);

/// Prints the report to `ctx.out` in the format the global options ask for.
void render(const Output& report, Context& ctx);

} // namespace muster::cli
