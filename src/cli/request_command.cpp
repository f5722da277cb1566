#include "cli/request_command.hpp"

namespace muster::cli {

void run_or_hold(Context& ctx, const Request& request, Runs runs) {
    if (ctx.held != nullptr) {
        ctx.held->request = request;
        return;
    }
    if (runs == Runs::odds) {
        ctx.globals.odds = true;
    }
    render(resolve(ctx, request, runs != Runs::resolve_roster), ctx);
}

} // namespace muster::cli
