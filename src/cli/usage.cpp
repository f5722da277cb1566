#include "cli/usage.hpp"

#include "cli/commands.hpp"
#include "cli/words.hpp"
#include "muster/text/parse.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <limits>
#include <optional>
#include <stdexcept>
#include <utility>

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

/// The option and the text of the last number `strict_numbers` let through. CLI11 converts an
/// option's values right after it checks them (CLI::Option::run_callback), so a ConversionError
/// concerns this number: one too large for its option's type.
struct NumberChecked {
    std::string option;
    std::string text;
};
NumberChecked& number_checked() {
    static NumberChecked checked;
    return checked;
}

/// The form of a number, read by the text part's parser: a number out of its range is let
/// through to CLI11's conversion and the command's own limits, which name them.
CLI::Validator strict_number(bool whole, std::string option) {
    return CLI::Validator(
        [whole, option = std::move(option)](const std::string& text) -> std::string {
            const auto number = [](const auto& parsed) { return parsed || parsed.out_of_range; };
            constexpr auto most = std::numeric_limits<long long>::max();
            constexpr auto largest = std::numeric_limits<double>::max();
            if (whole ? !number(text::try_parse_int(text, -most, most))
                      : !number(text::try_parse_decimal(text, -largest, largest))) {
                return fmt::format("'{}' is not a {}", text, whole ? "whole number" : "number");
            }
            number_checked() = {option, text};
            return "";
        },
        "", "strict number");
}

/// The option of `app`, or of a subcommand it parsed, named `name`.
const CLI::Option* option_named(const CLI::App& app, const std::string& name) {
    if (const auto* found = app.get_option_no_throw(name)) {
        return found;
    }
    for (const CLI::App* sub : app.get_subcommands()) {
        if (const auto* found = sub->get_option_no_throw(name)) {
            return found;
        }
    }
    return nullptr;
}

/// The options of `app` and of the subcommands it parsed.
std::vector<const CLI::Option*> options_of(const CLI::App& app) {
    std::vector<const CLI::Option*> options = app.get_options();
    for (const CLI::App* sub : app.get_subcommands()) {
        const auto own = sub->get_options();
        options.insert(options.end(), own.begin(), own.end());
    }
    return options;
}

/// The option of `app` or a subcommand it parsed that was given more often than it takes.
const CLI::Option* given_too_often(const CLI::App& app) {
    for (const CLI::Option* option : options_of(app)) {
        if (option->count() > 1 && option->get_expected_max() == 1) {
            return option;
        }
    }
    return nullptr;
}

/// A flag of `app` or a subcommand it parsed given a value that is no flag's (`--dry-run=maybe`),
/// and that value.
std::optional<std::pair<const CLI::Option*, std::string>> flag_given_a_value(const CLI::App& app) {
    for (const CLI::Option* option : options_of(app)) {
        if (option->get_expected_max() != 0) {
            continue;
        }
        for (const std::string& value : option->results()) {
            try {
                CLI::detail::to_flag_value(value); // CLI11's reading of a flag's value
            } catch (const std::invalid_argument&) {
                return std::pair(option, value);
            }
        }
    }
    return std::nullopt;
}

/// The option a word names: `--roster`, `--roster=`, `-f`, or the last letter of `-jf`.
std::string option_word(std::string_view word) {
    if (word.starts_with("--")) {
        return std::string(word.substr(0, word.find('=')));
    }
    if (word.size() > 1 && word.starts_with('-')) {
        return fmt::format("-{}", word.back());
    }
    return "";
}

} // namespace

void strict_numbers(CLI::App& app) {
    number_checked() = {}; // an app is made for each parse
    for (CLI::Option* option : app.get_options()) {
        const auto type = option->get_type_name();
        if (type.starts_with("INT") || type.starts_with("UINT")) {
            option->check(strict_number(true, option->get_name()));
        } else if (type.starts_with("FLOAT")) {
            option->check(strict_number(false, option->get_name()));
        }
    }
}

std::string parse_error_message(const CLI::App& app, const CLI::ParseError& error,
                                std::string_view last_word) {
    if (dynamic_cast<const CLI::ArgumentMismatch*>(&error) != nullptr) {
        if (const CLI::Option* option = given_too_often(app)) {
            return fmt::format("{} takes one value, not {}", option->get_name(), option->count());
        }
        // CLI11 reads an option's value from the words after it: only the last word lacks one.
        if (const CLI::Option* option = option_named(app, option_word(last_word))) {
            return fmt::format("{} needs a value", option->get_name());
        }
    }
    if (dynamic_cast<const CLI::ConversionError*>(&error) != nullptr) {
        const auto& [name, text] = number_checked();
        const CLI::Option* option = name.empty() ? nullptr : option_named(app, name);
        if (option != nullptr && std::ranges::count(option->results(), text) > 0) {
            return fmt::format("{}: {} is too large", name, text);
        }
        if (const auto flag = flag_given_a_value(app)) {
            return fmt::format("{} takes no value, not '{}'", flag->first->get_name(),
                               flag->second);
        }
    }
    return error.what();
}

} // namespace muster::cli
