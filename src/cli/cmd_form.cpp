#include "cli/cmd_form.hpp"

#include "cli/request_command.hpp"

namespace muster::cli {

CLI::App* setup_form(CLI::App& app, Context& ctx) {
    return request_command<FormRequest>(
        app, ctx, "form",
        "Fuzzy-wuzzy formation-change order (FW-ORDER-1/2): square (defence grading, FW-FIRE-2), "
        "line, column (of march), limber, unlimber (guns), mount, dismount (cavalry), reorganise. "
        "One a move; rallying counts as that move's formation change. `set` stays for "
        "corrections.",
        Runs::resolve_roster, [](CLI::App& sub, FormRequest& r) {
            sub.add_option("unit", r.unit, "the unit")->required();
            sub.add_option("order", r.order,
                           "square, line, column, limber, unlimber, mount, dismount or reorganise")
                ->required();
        });
}

} // namespace muster::cli
