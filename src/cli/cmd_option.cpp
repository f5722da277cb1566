#include "cli/cmd_option.hpp"

#include "cli/transact.hpp"
#include "muster/error.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <memory>

namespace muster::cli {

namespace {

struct OptionOptions {
    std::string key;
    std::string value;
};

Report run_option(const OptionOptions& options, Roster& roster, const RuleBook& book) {
    check_option(book, options.key, options.value);
    const auto defaults = default_options(book);
    auto it = roster.options.find(options.key);
    const std::string was = it != roster.options.end() ? it->second : defaults.at(options.key);
    roster.options[options.key] = options.value;
    Report report;
    report.command = "option";
    report.text.push_back(
        was == options.value ? fmt::format("option {} is {}", options.key, options.value)
                             : fmt::format("option {}: {} -> {}", options.key, was, options.value));
    report.brief = fmt::format("option {} {}", options.key, options.value);
    report.result = {{"option", options.key}, {"value", options.value}, {"was", was}};
    return report;
}

} // namespace

void check_option(const RuleBook& book, std::string_view key, std::string_view value) {
    const auto known = book.option_values();
    std::vector<std::string> names;
    for (const auto& [name, values] : known) {
        if (name == key) {
            if (std::find(values.begin(), values.end(), value) == values.end()) {
                throw UsageError(fmt::format("option {} takes {}, not `{}`", key,
                                             fmt::join(values, " or "), value));
            }
            return;
        }
        names.push_back(name);
    }
    throw UsageError(fmt::format("unknown option `{}` for {} (options: {})", key,
                                 to_string(book.rules()), fmt::join(names, ", ")));
}

std::map<std::string, std::string> default_options(const RuleBook& book) {
    std::map<std::string, std::string> defaults;
    for (const auto& [name, values] : book.option_values()) {
        if (!values.empty()) {
            defaults[name] = values.front();
        }
    }
    return defaults;
}

CLI::App* setup_option(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<OptionOptions>();
    CLI::App* sub = app.add_subcommand(
        "option", "Set a rule option in the roster header (RULES.md \"Options\"): UE "
                  "combat-power figures|men (OPT-1), morale-modifiers benefit|literal (OPT-2), "
                  "army-morale on|off (OPT-3); FW fw-regular-fire-results on|off (OPT-4: on, the "
                  "default, regulars and transport test too).");
    sub->add_option("key", options->key, "option name")->required();
    sub->add_option("value", options->value, "its value")->required();
    sub->callback([options, &ctx] {
        render(
            transact(ctx, [&](Roster& roster,
                              const RuleBook& book) { return run_option(*options, roster, book); }),
            ctx);
    });
    return sub;
}

} // namespace muster::cli
