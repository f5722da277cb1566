// RuleBook's entry point, and its defaults for how a rule set speaks: what a rule set with no
// words of its own shows.
#include "muster/engine/rulebook.hpp"

#include "muster/budget.hpp"
#include "muster/engine/draft.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/event.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/resolution.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster {

Outcome RuleBook::resolve(const Request& request, const Roster& roster, Env& env) const {
    return muster::resolve(roster, AnyRequest(request), *this, env);
}

Resolution RuleBook::resolve(const Request& request, Draft& draft, Env& env) const {
    const BudgetBinding budget(env.budget()); // the work inside charges the Env's budget
    return resolve_request(request, draft, env);
}

std::string RuleBook::mark_words(std::string_view mark) const {
    for (const auto& spec : marks()) {
        if (spec.mark == mark) {
            return spec.words;
        }
    }
    return std::string(mark);
}

std::optional<Request> RuleBook::request_of_record(const nlohmann::json& record) const {
    (void)record;
    return std::nullopt;
}

bool RuleBook::declares_command(std::string_view name) const {
    const auto declared = commands();
    return std::any_of(declared.begin(), declared.end(),
                       [&](const CommandDecl& command) { return command.name == name; });
}

std::optional<Request> RuleBook::settling_request(const Owed& owed) const {
    (void)owed;
    return std::nullopt;
}

ChartWords RuleBook::chart_words(std::string_view count) const {
    return {std::string(count), fmt::format("{{n}} of {{of}} {}", casualty_word())};
}

HeadlineWords RuleBook::headline_words() const {
    return {"stands lost", fmt::format("units {}", gone_word())};
}

std::vector<std::pair<std::string, long long>> RuleBook::counts(const Unit& unit) const {
    std::vector<std::pair<std::string, long long>> out;
    for (const auto& key : unit_keys()) {
        out.emplace_back(key.key, key_count(unit, key.key));
    }
    return out;
}

MakeUnitRecord RuleBook::unit_record_maker() const {
    auto keys = unit_keys();
    if (keys.empty()) {
        return {};
    }
    return [keys = std::move(keys)] { return counts_record(keys); };
}

std::vector<std::string> RuleBook::sheet_numbers(const Unit& unit, const Derived& d) const {
    std::vector<std::string> parts;
    for (const auto& [words, count] : counts(unit)) {
        parts.push_back(fmt::format("{} {}", words, count));
    }
    parts.push_back(fmt::format("stands lost {} of {}", d.stands_lost, unit.stands));
    for (const auto& [key, value] : d.extra) {
        auto words = key;
        std::replace(words.begin(), words.end(), '_', ' ');
        parts.push_back(fmt::format("{} {}", words, shown_value(value)));
    }
    return parts;
}

std::string RuleBook::lost_text(const Unit& unit, const Derived& d) const {
    return d.stands_lost > 0 ? fmt::format("stands lost {} of {}", d.stands_lost, unit.stands)
                             : std::string();
}

CommandDecl dice_command(std::string_view name, std::string summary, std::string description,
                         std::string units, bool units_required) {
    CommandDecl command{std::string(name), std::move(summary), std::move(description),
                        std::move(units)};
    command.units_required = units_required;
    command.throws_dice = true;
    return command;
}

CommandDecl at_target_command(std::string_view name, std::string summary, std::string description,
                              std::string units, std::string units_name) {
    CommandDecl command =
        dice_command(name, std::move(summary), std::move(description), std::move(units), true);
    command.units_name = std::move(units_name);
    command.unit_options = {{"--at", "the target unit", false, true, Role::fired_at}};
    command.role = Role::fired;
    return command;
}

CommandDecl odds_command(std::string_view name, std::string summary, std::string description,
                         std::string unit, UnitOptionDecl against) {
    CommandDecl command{std::string(name), std::move(summary), std::move(description),
                        std::move(unit)};
    command.one_unit = true;
    command.unit_options = {std::move(against)};
    command.odds_only = true;
    command.group = "decide";
    return command;
}

std::vector<OptionSpec> range_options() {
    return {{"--range",
             "range band: short, medium or long",
             OptionSpec::Kind::text,
             {"short", "medium", "long"}},
            {"--distance", "distance to the target in inches (each firer's own bands)",
             OptionSpec::Kind::decimal}};
}

OptionSpec from_option() {
    return {"--from", "starting distance in inches (default: the defenders' longest range)",
            OptionSpec::Kind::decimal};
}

} // namespace muster
