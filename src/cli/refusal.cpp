// A refusal as one line of text or one JSON object (issue 39).
#include "cli/refusal.hpp"

#include "cli/app.hpp"
#include "cli/output.hpp"
#include "muster/render/output.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <ostream>

namespace muster::cli {

Refusal refusal_for(const Globals& globals, const std::vector<std::string>& words) {
    Refusal out;
    const auto end = std::find(words.begin(), words.end(), "--");
    out.json = globals.format == Format::json || std::find(words.begin(), end, "--json") != end;
    if (const auto at = command_word(words); at && is_command(words[*at])) {
        out.command = words[*at];
    }
    out.line = style(globals).script_line;
    return out;
}

void print_refusal(std::ostream& err, const Refusal& refusal, std::string_view whole, int exit) {
    // A word too long to read (a 100 kB argument or roster line) is cut, in text and JSON.
    const std::string message = text::long_words_cut(whole);
    if (!refusal.json) {
        fmt::print(err, "muster: error: {}\n", text::escaped(message));
        return;
    }
    nlohmann::json out = {
        {"schema", render::k_json_schema},
        {"command", refusal.command ? nlohmann::json(*refusal.command) : nlohmann::json(nullptr)},
        {"error", {{"message", text::escaped(message)}, {"exit", exit}}}};
    if (refusal.line) {
        out["line"] = *refusal.line;
    }
    err << render::json_line(out) << '\n';
}

} // namespace muster::cli
