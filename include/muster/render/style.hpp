// How output is rendered: the format the global options ask for and the terminal's traits.
#pragma once

#include <optional>
#include <string>

namespace muster::render {

/// `--json` | `--brief` | text (docs/scripting.md and the README's "Exit status").
enum class Format { text, brief, json };

/// What a renderer needs of the command line's options, and nothing else.
struct Style {
    Format format = Format::text;
    bool dry_run = false; ///< --dry-run: a brief line says it was not saved
    bool color = false;   ///< colour on: a terminal, no --no-color, no NO_COLOR
    int width = 80;       ///< terminal width for wrapped lines
    /// Where the dice came from ("typed", "seeded N", "random", "fair"): each die's `source` in
    /// JSON is its first word (dice_json).
    std::string dice_source = "random";
    std::optional<int> script_line; ///< the `muster -` script's line being run
};

} // namespace muster::render
