// How a refusal is printed: one line of text, or with --json one JSON object on standard error
// (issue 39, docs/scripting.md "Refusals").
#pragma once

#include "cli/context.hpp"

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::cli {

/// Who refuses and how it is said: the command the words name (null when they name none) and
/// whether the words or the options already given ask for JSON.
struct Refusal {
    bool json = false;
    std::optional<std::string> command;
    std::optional<int> line; ///< a `muster -` script's line
};

/// The refusal of the command line `words` run with `globals` (a script's or a shell's options
/// already given): JSON when either says `--json` (scanned, not parsed: a command line CLI11
/// refuses is refused in JSON too).
Refusal refusal_for(const Globals& globals, const std::vector<std::string>& words);

/// Prints `message` (muster's words: quoted text from outside escaped) with exit status `exit`:
/// `muster: error: MESSAGE` as one line, or with JSON one object, `{"schema", "command",
/// "error": {"message", "exit"}, "line"}` (line only in a script).
void print_refusal(std::ostream& err, const Refusal& refusal, std::string_view message, int exit);

} // namespace muster::cli
