#include "cli/cmd_turn.hpp"

#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "cli/turn_auto.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/results.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <memory>

namespace muster::cli {

CLI::App* setup_turn(CLI::App& app, Context& ctx) {
    CLI::App* sub = app.add_subcommand(
        "turn", fmt::format("Advance the turn, clear the per-turn marks (done, due and the rule "
                            "set's own) and list what is now due ({}). Refused while anything "
                            "is owed this turn (a test, a rally, a continuing fight): settle "
                            "it, or give --skip-owed.",
                            rule_set_words("turn")));
    auto request = std::make_shared<TurnRequest>();
    sub->add_flag("--skip-owed", request->skip_owed,
                  "advance even though tests, rallies or army checks are still owed; the journal "
                  "records each one skipped");
    auto automatic = std::make_shared<bool>(false);
    sub->add_flag(
        "--auto", *automatic,
        fmt::format("first throw every owed test in the rules' order ({}), each its "
                    "own journal entry with its own dice "
                    "(random, --seed, or --dice in the order listed by --dry-run, or by unit: "
                    "--dice UNIT=V), one line each; "
                    "stops, the turn not advanced, at one that needs your decision (a continuing "
                    "melee); --dry-run lists the order and the dice each would take",
                    rule_set_words("turn --auto")));
    sub->callback([request, automatic, &ctx] {
        if (*automatic && request->skip_owed) {
            throw UsageError("turn: --auto throws what is owed, --skip-owed skips it: give one");
        }
        if (*automatic) {
            run_auto_turn(ctx);
            return;
        }
        auto report = resolve(ctx, *request, false);
        // The journalled turn, with what --json adds: it advanced, no test thrown, no stop.
        report.result = results::TurnRun{report.result, true, {}, std::nullopt};
        render(report, ctx);
    });
    return sub;
}

} // namespace muster::cli
