#include "cli/cmd_remove.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/units.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <memory>

namespace muster::cli {

namespace {

struct RemoveOptions {
    std::string name;
};

Report run_remove(const RemoveOptions& options, Roster& roster) {
    const Unit& unit = roster_unit(roster, options.name);
    const auto name = unit.name;
    std::erase_if(roster.units, [&](const Unit& u) { return u.name == name; });
    for (auto& other : roster.units) { // UE-MELEE-5: no melee with a unit that is gone
        std::erase(other.locked, name);
    }
    Report report;
    report.command = "remove";
    report.text.push_back(fmt::format("removed {} from the roster", name));
    report.brief = fmt::format("remove {}", name);
    report.result = {{"unit", name}};
    return report;
}

} // namespace

CLI::App* setup_remove(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<RemoveOptions>();
    CLI::App* sub = app.add_subcommand("remove", "Remove a unit from the roster (`muster undo` "
                                                 "brings it back).");
    sub->add_option("name", options->name, "the unit's name")->required();
    sub->callback([options, &ctx] {
        render(transact(ctx, [&](Roster& roster,
                                 const RuleBook&) { return run_remove(*options, roster); }),
               ctx);
    });
    return sub;
}

} // namespace muster::cli
