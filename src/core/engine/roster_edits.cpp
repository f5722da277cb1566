#include "muster/engine/roster_edits.hpp"

#include "muster/engine/results.hpp"
#include "muster/engine/unit_json.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <optional>

/// Roster edits by hand, the same in both rule sets: add, set and remove a unit, set an option.
namespace muster {

namespace {

/// Runs `set_unit_key` for a command-line value: a bad value is a usage error (exit 2).
void set_key(Unit& unit, std::string_view rules, std::string_view key, std::string_view value) {
    try {
        set_unit_key(unit, rules, key, value);
    } catch (const RosterError& e) {
        throw UsageError(e.what());
    }
}

/// The unit key and value `add`'s option `given` sets, as `book` declares it (OptionSpec::sets);
/// refused (exit 2) when the book does not declare it, naming the rule set that does.
std::pair<std::string, std::string> key_set_by(const GivenOption& given, const RuleBook& book) {
    refuse_undeclared_option(book, "add", given.name);
    const auto options = book.options("add");
    const auto spec = std::find_if(options.begin(), options.end(),
                                   [&](const OptionSpec& o) { return o.name == given.name; });
    if (spec != options.end() && !spec->sets.empty()) {
        const auto equals = spec->sets.find('=');
        return {spec->sets.substr(0, equals),
                equals == std::string::npos ? std::string("yes") : spec->sets.substr(equals + 1)};
    }
    const std::string value = !given.text.empty() ? given.text
                              : given.number      ? std::to_string(*given.number)
                              : given.decimal     ? fmt::format("{:g}", *given.decimal)
                                                  : std::string("yes");
    return {given.name.substr(2), value};
}

} // namespace

Resolution add_unit(const AddRequest& options, Draft& roster, const RuleBook& book) {
    // The rule set's own keys first: one its book does not declare is another rule set's.
    std::vector<std::pair<std::string, std::string>> keys;
    for (const auto& given : options.options) {
        keys.push_back(key_set_by(given, book));
    }
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
                                     quoted_text(options.type), roster.rules,
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
    for (const auto& [key, value] : keys) {
        set_key(unit, roster.rules, key, value);
    }
    try {
        book.validate(unit);
    } catch (const Error& e) {
        throw UsageError(e.what());
    }
    const Derived derived = book.derive(unit, roster.before());
    roster.add(unit);

    Resolution report;
    report.command = "add";
    report.text.push_back(fmt::format(
        "added {}: {} of {} ({}){}", unit.name, text::plural(unit.stands, "stand"), unit.type,
        text::plural(derived.figures, "figure"), unit.side.empty() ? "" : ", side " + unit.side));
    report.brief = fmt::format("add {} {} stands={}{}", unit.name, unit.type, unit.stands,
                               unit.side.empty() ? "" : " side=" + unit.side);
    report.result = results::UnitEdit{unit.name, unit_json(unit, roster.rules)};
    return report;
}

Resolution set_unit(const SetRequest& options, Draft& roster, const RuleBook& book) {
    Unit& unit = roster_unit(roster, options.unit);
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
        for (const auto& other : named_units(unit)) {
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
    Resolution report;
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
    report.result = results::UnitEdit{unit.name, unit_json(unit, roster.rules)};
    return report;
}

Resolution remove_unit(const RemoveRequest& options, Draft& roster) {
    const auto name = roster_unit(roster.before(), options.unit).name;
    roster.remove(name);
    for (const auto& other : roster.before().units) { // UE-MELEE-5: no melee with a unit gone
        const auto named = named_units(other);
        if (std::find(named.begin(), named.end(), name) != named.end()) {
            forget_unit(*roster.find(other.name), name);
        }
    }
    Resolution report;
    report.command = "remove";
    report.text.push_back(fmt::format("removed {} from the roster", name));
    report.brief = fmt::format("remove {}", name);
    report.result = results::UnitEdit{name, std::nullopt};
    return report;
}

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
    throw UsageError(fmt::format("unknown option `{}` for {} (options: {})", key, book.rules(),
                                 fmt::join(names, ", ")));
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

Resolution set_option(const OptionRequest& options, Draft& roster, const RuleBook& book) {
    check_option(book, options.key, options.value);
    const auto defaults = default_options(book);
    auto it = roster.options.find(options.key);
    const std::string was = it != roster.options.end() ? it->second : defaults.at(options.key);
    roster.options[options.key] = options.value;
    Resolution report;
    report.command = "option";
    report.text.push_back(
        was == options.value ? fmt::format("option {} is {}", options.key, options.value)
                             : fmt::format("option {}: {} -> {}", options.key, was, options.value));
    report.brief = fmt::format("option {} {}", options.key, options.value);
    // The option as the envelope's `options` names it (snake_case, issue 39).
    report.result = results::OptionEdit{snake_case(options.key), options.value, was};
    return report;
}

} // namespace muster
