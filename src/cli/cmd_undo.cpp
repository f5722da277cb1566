#include "cli/cmd_undo.hpp"

#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_undo(CLI::App& app, Context& ctx) {
    auto count = std::make_shared<long long>(1);
    CLI::App* sub = app.add_subcommand(
        "undo", "Undo the last N changes (default 1), restoring the roster's exact previous "
                "bytes from its journal; repeatable.");
    sub->add_option("count", *count, "how many changes");
    sub->callback([count, &ctx] {
        check_count(*count, "undo");
        if (*count < 1) {
            throw UsageError(fmt::format("undo {}: undo 1 or more changes", *count));
        }
        render(undo_changes(ctx, static_cast<int>(*count)), ctx);
    });
    return sub;
}

} // namespace muster::cli
