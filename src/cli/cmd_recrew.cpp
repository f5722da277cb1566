#include "cli/cmd_recrew.hpp"

#include "cli/request_command.hpp"

namespace muster::cli {

CLI::App* setup_recrew(CLI::App& app, Context& ctx) {
    return request_command<RecrewRequest>(
        app, ctx, "recrew",
        "Give a silent gun (its crew all killed) a new crew of 60 men taken from one infantry "
        "unit: it then fires at half and hits guns only on 1-2 (UE-ARTY-5).",
        Runs::resolve_roster, [](CLI::App& sub, RecrewRequest& r) {
            sub.add_option("gun", r.gun, "the silent gun")->required();
            sub.add_option("--from", r.from, "the infantry unit that gives the men")->required();
        });
}

} // namespace muster::cli
