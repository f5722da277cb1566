#include "cli/cmd_turn.hpp"

#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "cli/turn_auto.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"

#include <memory>

namespace muster::cli {

CLI::App* setup_turn(CLI::App& app, Context& ctx) {
    CLI::App* sub = app.add_subcommand(
        "turn", "Advance the turn (UE: a game turn; FW: a move), clear the per-turn marks (UE "
                "fired, single-stand; FW taken, moved, fought, recording `stationary` for units "
                "that did not move; both: done, due) and list what is now due: rally rolls, army "
                "morale checks, FW recovery. Refused while anything is owed this turn (a morale "
                "or fire-result test, a rally, an army check, a continuing melee): settle it, or "
                "give --skip-owed.");
    auto request = std::make_shared<TurnRequest>();
    sub->add_flag("--skip-owed", request->skip_owed,
                  "advance even though tests, rallies or army checks are still owed; the journal "
                  "records each one skipped");
    auto automatic = std::make_shared<bool>(false);
    sub->add_flag("--auto", *automatic,
                  "first throw every owed test in the rules' order (UE: rally, morale, army; FW: "
                  "fire combat results, rally), each its own journal entry with its own dice "
                  "(random, --seed, or --dice in the order listed by --dry-run, or by unit: "
                  "--dice UNIT=V), one line each; "
                  "stops, the turn not advanced, at one that needs your decision (a continuing "
                  "melee); --dry-run lists the order and the dice each would take");
    sub->callback([request, automatic, &ctx] {
        if (*automatic && request->skip_owed) {
            throw UsageError("turn: --auto throws what is owed, --skip-owed skips it: give one");
        }
        if (*automatic) {
            run_auto_turn(ctx);
            return;
        }
        auto report = resolve(ctx, *request, false);
        turn_result_fields(report.result);
        render(report, ctx);
    });
    return sub;
}

} // namespace muster::cli
