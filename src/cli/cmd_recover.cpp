#include "cli/cmd_recover.hpp"

#include "cli/request_command.hpp"

#include <fmt/format.h>

namespace muster::cli {

CLI::App* setup_recover(CLI::App& app, Context& ctx) {
    return request_command<RecoverRequest>(
        app, ctx, "recover",
        fmt::format("Recover casualty markers (fuzzy-wuzzy; unbalanced-equality has no such "
                    "step): --when move (default), day or week. --dice order: {}.",
                    dice_order("recover")),
        Runs::resolve, [](CLI::App& sub, RecoverRequest& r) {
            sub.add_option("unit", r.units, "the unit(s) (--when day or week: default all)");
        });
}

} // namespace muster::cli
