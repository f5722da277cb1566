#pragma once

#include "cli/context.hpp"
#include "muster/store/output.hpp"

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace muster::cli {

/// Writes a page made by `muster report` or `muster sheet`: to the command's output stream when
/// `out` is not given, else to the file `out`, safely (muster often runs as root): the page goes
/// to a new temp file in the same folder, created with O_EXCL|O_NOFOLLOW, flushed, then renamed
/// over `out`. Refuses (exit 2) an `out` that is a symbolic link, not a regular file, or the
/// roster, its journal or its lock; a failed write (exit 3) leaves no temp file behind and `out`
/// as it was.
void write_page(std::string_view page, const std::optional<std::string>& out, Context& ctx);
/// The same for a page written piece by piece as `make` makes it (never held whole).
void write_page(const store::PageMaker& make, const std::optional<std::string>& out, Context& ctx);

/// The `--out FILE.html` option of a page-writing command, bound to `out`.
void add_out_option(CLI::App& sub, std::optional<std::string>& out);

/// A page-writing command writes HTML: `--json` and `--brief` are refused (exit 2), with `hint`
/// saying where to get the data instead.
void refuse_data_formats(const Context& ctx, std::string_view command, std::string_view hint);

} // namespace muster::cli
