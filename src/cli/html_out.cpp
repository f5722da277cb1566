#include "cli/html_out.hpp"

#include "cli/transact.hpp"
#include "muster/error.hpp"
#include "muster/store/output.hpp"

#include <fmt/format.h>
#include <ostream>

namespace muster::cli {

void write_page(std::string_view page, const std::optional<std::string>& out, Context& ctx) {
    write_page([&](const auto& write) { write(page); }, out, ctx);
}

void write_page(const store::PageMaker& make, const std::optional<std::string>& out, Context& ctx) {
    if (!out || *out == "-") { // `--out -`: standard output, as for every Unix tool
        make([&](std::string_view piece) { *ctx.out << piece; });
        return;
    }
    store::write_output_file(*out, make, ctx.globals.roster_path);
}

void add_out_option(CLI::App& sub, std::optional<std::string>& out) {
    sub.add_option("--out", out,
                   "write the page to this file ('-': standard output; a new file renamed into "
                   "place; never through a link, never over a read-only file or the roster's "
                   "own files)");
}

void refuse_data_formats(const Context& ctx, std::string_view command, std::string_view hint) {
    if (ctx.globals.format != Format::text) {
        throw UsageError(fmt::format("{} writes an HTML page: --json and --brief do not apply{}",
                                     command, hint));
    }
}

} // namespace muster::cli
