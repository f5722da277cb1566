#include "cli/cmd_add.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/error.hpp"
#include "muster/render/changes.hpp"
#include "muster/roster/format.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <memory>
#include <optional>

namespace muster::cli {

namespace {

struct AddOptions {
    std::string name;
    std::string type;
    std::string side;
    std::optional<int> stands;
    std::string formation;
    bool mounted = false;
    bool dismounted = false;
    bool cover = false;
};

/// Runs `set_unit_key` for a command-line value: a bad value is a usage error (exit 2).
void set_key(Unit& unit, RuleSet rules, std::string_view key, std::string_view value) {
    try {
        set_unit_key(unit, rules, key, value);
    } catch (const RosterError& e) {
        throw UsageError(e.what());
    }
}

Report run_add(const AddOptions& options, Roster& roster, const RuleBook& book) {
    if (auto problem = check_unit_name(options.name); !problem.empty()) {
        throw UsageError(problem);
    }
    if (roster.find(options.name) != nullptr) {
        throw RuleError(fmt::format("the roster already has a unit `{}` (`muster set` changes it, "
                                    "`muster remove` removes it)",
                                    options.name));
    }
    if (!book.has_type(options.type)) {
        throw UsageError(fmt::format("unknown type `{}` for {} (types: {})",
                                     quoted_text(options.type), to_string(roster.rules),
                                     fmt::join(book.type_ids(), ", ")));
    }
    Unit unit;
    unit.name = options.name;
    unit.type = options.type;
    unit.stands = book.default_stands(options.type);
    if (options.stands) {
        if (*options.stands < 1 || *options.stands > k_max_stands) {
            throw UsageError(fmt::format("--stands {}: a unit has 1 to {} stands", *options.stands,
                                         k_max_stands));
        }
        unit.stands = *options.stands;
    }
    if (!options.side.empty()) {
        set_key(unit, roster.rules, "side", options.side);
    }
    if (!options.formation.empty()) {
        set_key(unit, roster.rules, "formation", options.formation);
    }
    unit.mounted = options.mounted;
    unit.cover = options.cover;
    try {
        book.validate(unit);
    } catch (const Error& e) {
        throw UsageError(e.what());
    }
    const Derived derived = book.derive(unit, roster);
    roster.units.push_back(unit);

    Report report;
    report.command = "add";
    report.text.push_back(fmt::format("added {}: {} stand{} of {} ({} figures){}", unit.name,
                                      unit.stands, unit.stands == 1 ? "" : "s", unit.type,
                                      derived.figures,
                                      unit.side.empty() ? "" : ", side " + unit.side));
    report.brief = fmt::format("add {} {} stands={}{}", unit.name, unit.type, unit.stands,
                               unit.side.empty() ? "" : " side=" + unit.side);
    report.result = {{"unit", render::unit_json(unit, roster.rules)}};
    return report;
}

} // namespace

CLI::App* setup_add(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<AddOptions>();
    CLI::App* sub = app.add_subcommand(
        "add", "Add a unit: NAME (letters, digits, spaces and / - _ . ', 1-64 characters) and "
               "TYPE (see `muster types`). Stands default to the type's (UE-TYPE-1).");
    sub->add_option("name", options->name, "the unit's name")->required();
    sub->add_option("type", options->type, "troop type id")->required();
    sub->add_option("--side", options->side, "the army it belongs to (UE-TYPE-2)");
    sub->add_option("--stands", options->stands, "starting stands (1-1000)");
    sub->add_option("--formation", options->formation,
                    "open or closed (FW also line, column, square)");
    auto* mounted = sub->add_flag("--mounted", options->mounted, "mounted (UE-TYPE-3)");
    auto* dismounted = sub->add_flag("--dismounted", options->dismounted, "dismounted (default)");
    mounted->excludes(dismounted);
    sub->add_flag("--cover", options->cover, "in a defensive position");
    sub->callback([options, &ctx] {
        render(transact(ctx, [&](Roster& roster,
                                 const RuleBook& book) { return run_add(*options, roster, book); }),
               ctx);
    });
    return sub;
}

} // namespace muster::cli
