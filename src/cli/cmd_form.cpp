#include "cli/cmd_form.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/request.hpp"

#include <memory>

namespace muster::cli {

CLI::App* setup_form(CLI::App& app, Context& ctx) {
    auto request = std::make_shared<FormRequest>();
    CLI::App* sub = app.add_subcommand(
        "form", "Fuzzy-wuzzy formation-change order (FW-ORDER-1/2): square (defence grading, "
                "FW-FIRE-2), line, column (of march), limber, unlimber (guns), mount, dismount "
                "(cavalry), reorganise. One a move; rallying counts as that move's formation "
                "change. `set` stays for corrections.");
    sub->add_option("unit", request->unit, "the unit")->required();
    sub->add_option("order", request->order,
                    "square, line, column, limber, unlimber, mount, dismount or reorganise")
        ->required();
    sub->callback([request, &ctx] { render(resolve(ctx, *request, false), ctx); });
    return sub;
}

} // namespace muster::cli
