#include "cli/usage.hpp"

#include "cli/commands.hpp"
#include "cli/words.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster::cli {

std::string unknown_command(std::string_view word) {
    std::vector<std::string> names;
    for (const auto& spec : command_table()) {
        names.emplace_back(spec.name);
    }
    const std::string best = nearest(word, names);
    std::string message = fmt::format("unknown command '{}'", word);
    if (!best.empty()) {
        message += fmt::format("; did you mean '{}'?", best);
    } else {
        message += "; run 'muster --help' for the list";
    }
    return message;
}

std::string unexpected_word(std::string_view extra, std::string_view command,
                            const std::vector<std::string>& options) {
    const std::string who = command.empty() ? "" : fmt::format("{}: ", command);
    const std::string help =
        command.empty() ? "muster --help" : fmt::format("muster {} --help", command);
    if (!extra.starts_with("-")) {
        return fmt::format("{}unexpected word '{}'; see '{}'", who, extra, help);
    }
    const std::string best = nearest(extra, options);
    if (best == extra) { // a real option, read as a word: it came after `--`
        return fmt::format("{}'{}' came after '--', which makes every later word a name or "
                           "value: put options before '--'",
                           who, extra);
    }
    return best.empty()
               ? fmt::format("{}unknown option '{}'; see '{}'", who, extra, help)
               : fmt::format("{}unknown option '{}'; did you mean '{}'?", who, extra, best);
}

CLI::Validator one_of(std::initializer_list<const char*> words) {
    std::vector<std::string> list(words.begin(), words.end());
    return CLI::Validator(
        [list](const std::string& text) -> std::string {
            if (std::find(list.begin(), list.end(), text) != list.end()) {
                return "";
            }
            return fmt::format("'{}' is not one of {}", text, fmt::join(list, ", "));
        },
        fmt::format("{{{}}}", fmt::join(list, ",")), "one of");
}

CLI::Validator dice_values() {
    return CLI::Validator(
        [](const std::string& values) -> std::string {
            if (values.starts_with(",") || values.ends_with(",") ||
                values.find(",,") != std::string::npos) {
                return fmt::format("'{}' has an empty value (give whole numbers, e.g. --dice "
                                   "4,2,6)",
                                   values);
            }
            return "";
        },
        "", "dice values");
}

namespace {

CLI::Validator strict_number(bool whole) {
    return CLI::Validator(
        [whole](const std::string& text) -> std::string {
            std::size_t i = text.size() > 1 && text[0] == '-' ? 1 : 0; // no `+5`
            const std::size_t digits_from = i;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
                ++i;
            }
            bool ok = i > digits_from;
            if (ok && !whole && i < text.size() && text[i] == '.') {
                const std::size_t point = ++i;
                while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
                    ++i;
                }
                ok = i > point;
            }
            if (ok && i == text.size()) {
                return "";
            }
            return fmt::format("'{}' is not a {}", text, whole ? "whole number" : "number");
        },
        "", "strict number");
}

/// The option of `app`, or of the subcommand it parsed, named `name`.
const CLI::Option* option_named(const CLI::App* app, const std::string& name) {
    if (const auto* found = app->get_option_no_throw(name)) {
        return found;
    }
    for (const CLI::App* sub : app->get_subcommands()) {
        if (const auto* found = sub->get_option_no_throw(name)) {
            return found;
        }
    }
    return nullptr;
}

} // namespace

void strict_numbers(CLI::App& app) {
    for (CLI::Option* option : app.get_options()) {
        const auto type = option->get_type_name();
        if (type.starts_with("INT") || type.starts_with("UINT")) {
            option->check(strict_number(true));
        } else if (type.starts_with("FLOAT")) {
            option->check(strict_number(false));
        }
    }
}

std::string failure_message(const CLI::App* app, const CLI::Error& error) {
    std::string what = error.what();
    if (dynamic_cast<const CLI::ArgumentMismatch*>(&error) != nullptr) {
        // CLI11 names the option first ("--roster: ..."); its count says how many were given.
        const std::string name = what.substr(0, what.find(": "));
        const CLI::Option* option = option_named(app, name);
        if (option != nullptr && option->count() > 1 && option->get_expected_max() == 1) {
            return fmt::format("{} takes one value, not {}", name, option->count());
        }
        return fmt::format("{} needs a value", name);
    }
    if (dynamic_cast<const CLI::ConversionError*>(&error) != nullptr) {
        // "Could not convert: --stands = 99999999999": strict_numbers let only numbers through,
        // so one that does not convert is too large for its option.
        const auto equals = what.find(" = ");
        const auto colon = what.find(": ");
        if (equals != std::string::npos && colon != std::string::npos && colon < equals) {
            return fmt::format("{}: {} is too large", what.substr(colon + 2, equals - colon - 2),
                               what.substr(equals + 3));
        }
    }
    return what;
}

} // namespace muster::cli
