#include "cli/cmd_add.hpp"

#include "cli/request_command.hpp"
#include "muster/engine/rule_sets.hpp"

namespace muster::cli {

namespace {

/// The exclusions the rule books declare between `add`'s options (OptionSpec::excludes).
void add_exclusions(CLI::App& sub) {
    for (const auto& rules : rule_sets()) {
        for (const auto& spec : rules.make()->options("add")) {
            auto* option = sub.get_option_no_throw(spec.name);
            auto* other = spec.excludes.empty() ? nullptr : sub.get_option_no_throw(spec.excludes);
            if (option != nullptr && other != nullptr && !option->get_excludes().contains(other)) {
                option->excludes(other);
            }
        }
    }
}

} // namespace

CLI::App* setup_add(CLI::App& app, Context& ctx) {
    return request_command<AddRequest>(
        app, ctx, "add",
        "Add a unit: NAME (letters, digits, spaces and / - _ . ', 1-64 characters) and TYPE (see "
        "`muster types`). Stands default to the type's.",
        Runs::edit, [](CLI::App& sub, AddRequest& r) {
            sub.add_option("name", r.name, "the unit's name")->required();
            sub.add_option("type", r.type, "troop type id")->required();
            // Given empty (a script's unset variable), refused rather than read as no side.
            sub.add_option("--side", r.side, "the army it belongs to")
                ->check(CLI::Validator(
                    [](const std::string& side) -> std::string {
                        return side.empty() ? "is empty: leave --side out for a unit of no side"
                                            : "";
                    },
                    "SIDE", "a side"));
            sub.add_option("--stands", r.stands, "starting stands (1-1000)");
            // The unit keys a rule set's `add` sets (RuleBook::options("add")), read into the
            // request once parsed; the roster's book refuses another rule set's (add_unit).
            auto given = std::make_shared<std::vector<Request::Given>>();
            add_rule_set_options(sub, "add", given);
            add_exclusions(sub);
            sub.parse_complete_callback([given, &r] {
                r.options = *given;
                given->clear();
            });
        });
}

} // namespace muster::cli
