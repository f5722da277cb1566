#include "cli/cmd_set.hpp"

#include "cli/report.hpp"
#include "cli/transact.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"
#include "muster/render/changes.hpp"
#include "muster/roster/format.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <memory>

namespace muster::cli {

namespace {

struct SetOptions {
    std::string name;
    std::vector<std::string> pairs;
};

Report run_set(const SetOptions& options, Roster& roster, const RuleBook& book) {
    Unit& unit = roster_unit(roster, options.name);
    const Unit before = unit;
    for (const auto& pair : options.pairs) {
        const auto eq = pair.find('=');
        const std::string key = pair.substr(0, eq);
        const std::string value = eq == std::string::npos ? "" : pair.substr(eq + 1);
        if (key == "name" || key == "type") {
            throw UsageError(
                fmt::format("`{}` cannot be set: remove the unit and add it again", key));
        }
        try {
            set_unit_key(unit, roster.rules, key, value, eq == std::string::npos);
        } catch (const RosterError& e) {
            throw UsageError(e.what());
        }
        for (const auto& other : unit.locked) {
            if (roster.find(other) == nullptr || other == unit.name) {
                throw UsageError(
                    fmt::format("locked={}: `{}` is not another unit of the roster", value, other));
            }
        }
    }
    try {
        book.validate(unit);
    } catch (const Error& e) {
        throw RuleError(e.what());
    }
    Report report;
    report.command = "set";
    std::vector<std::string> changed;
    const auto old_fields = unit_fields(before, roster.rules);
    const auto new_fields = unit_fields(unit, roster.rules);
    for (std::size_t i = 0; i < new_fields.size(); ++i) {
        const auto was = field_text(old_fields[i]);
        const auto now = field_text(new_fields[i]);
        if (old_fields[i].kind == UnitField::Kind::flag &&
            old_fields[i].flag != new_fields[i].flag) {
            changed.push_back(fmt::format("{} {} -> {}", new_fields[i].key,
                                          old_fields[i].flag ? "yes" : "no",
                                          new_fields[i].flag ? "yes" : "no"));
        } else if (was != now) {
            changed.push_back(fmt::format("{} {} -> {}", new_fields[i].key,
                                          was.empty() ? "(none)" : was,
                                          now.empty() ? "(none)" : now));
        }
    }
    report.text.push_back(changed.empty()
                              ? fmt::format("{}: nothing changed", unit.name)
                              : fmt::format("{}: {}", unit.name, fmt::join(changed, ", ")));
    report.brief = fmt::format("set {} {}", unit.name, fmt::join(options.pairs, " "));
    report.result = {{"unit", render::unit_json(unit, roster.rules)}};
    return report;
}

} // namespace

CLI::App* setup_set(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<SetOptions>();
    CLI::App* sub = app.add_subcommand(
        "set", "Set unit keys: set NAME KEY=VALUE... with the roster's keys (side, stands, "
               "killed, formation, mounted, cover, falling-back, fired, single-stand, locked, "
               "gun-hits, crew; FW markers, dead, retreating, taken, moves, moved, fought, "
               "limbered; both done, due: the turn's record, for corrections). Flags take yes "
               "or no (a bare flag means yes).");
    sub->add_option("name", options->name, "the unit's name")->required();
    sub->add_option("pairs", options->pairs, "KEY=VALUE")->required();
    sub->callback([options, &ctx] {
        render(transact(ctx, [&](Roster& roster,
                                 const RuleBook& book) { return run_set(*options, roster, book); }),
               ctx);
    });
    return sub;
}

} // namespace muster::cli
