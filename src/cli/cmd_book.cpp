#include "cli/cmd_book.hpp"

#include "cli/commands.hpp"
#include "cli/request_command.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/engine/rulebook.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <memory>
#include <stdexcept>

namespace muster::cli {

namespace {

CommandDecl declared(std::string_view name) {
    if (auto command = command_declared(name)) {
        return *command;
    }
    throw std::logic_error(fmt::format("no rule book declares the command {}", name));
}

/// Whether `name` is a built-in command's (asking makes no rule book).
bool builtin_name(std::string_view name) {
    return std::ranges::any_of(builtin_commands(),
                               [&](const CommandSpec& spec) { return name == spec.name; });
}

/// What `muster NAME --help` says of a command: its description, or, when rule sets that
/// declare it say it otherwise, each one's after its name ("unbalanced-equality: ...").
std::string description_of(std::string_view name) {
    std::vector<std::pair<std::string, std::string>> said; // (rule set, description)
    for (const auto& rules : rule_sets()) {
        for (const auto& command : rules.commands()) {
            if (command.name == name) {
                said.emplace_back(rules.id, command.description);
            }
        }
    }
    if (said.empty() || std::ranges::all_of(said, [&](const auto& one) {
            return one.second == said.front().second;
        })) {
        return said.empty() ? std::string() : said.front().second;
    }
    std::string out;
    for (const auto& [rules, description] : said) {
        out += fmt::format("{}{}: {}", out.empty() ? "" : " ", rules, description);
    }
    return out;
}

} // namespace

CLI::App* setup_book_command(CLI::App& app, Context& ctx, std::string_view name) {
    const CommandDecl command = declared(name);
    std::string description = description_of(name);
    if (const auto order = dice_order(command.name); !order.empty()) {
        description += fmt::format(" --dice order: {}.", order);
    }
    return request_command<BookRequest>(
        app, ctx, command.name, description,
        command.odds_only      ? Runs::odds
        : command.roster_units ? Runs::resolve_roster
                               : Runs::resolve,
        [command](CLI::App& sub, BookRequest& r) {
            if (command.one_unit) { // one word: the next positional takes the rest
                sub.add_option_function<std::string>(
                       command.units_name, [&r](const std::string& unit) { r.units = {unit}; },
                       command.units)
                    ->required(command.units_required);
            } else if (!command.units.empty()) {
                sub.add_option(command.units_name, r.units, command.units)
                    ->required(command.units_required);
            }
            // The units given by each option, kept under its name once the command is parsed
            // (the option may come before the positional units).
            auto by_option = std::make_shared<std::vector<std::vector<std::string>>>(
                command.unit_options.size());
            for (std::size_t i = 0; i < command.unit_options.size(); ++i) {
                const UnitOptionDecl& option = command.unit_options[i];
                CLI::Option* added = sub.add_option(option.name, (*by_option)[i], option.help);
                added->required(option.required);
                if (!option.many) { // one unit: the words after it are the command's own
                    added->expected(1)->allow_extra_args(false);
                }
            }
            if (!command.unit_options.empty()) {
                sub.parse_complete_callback([&r, by_option, options = command.unit_options] {
                    r.unit_options.clear();
                    for (std::size_t i = 0; i < options.size(); ++i) {
                        if (!(*by_option)[i].empty()) {
                            r.unit_options.emplace_back(options[i].name, (*by_option)[i]);
                        }
                    }
                });
            }
            // Each word after the units, kept under its key in declared order (words given
            // are in the order CLI11 calls back: the order of the positionals).
            for (const WordDecl& word : command.words) {
                CLI::Option* option = sub.add_option_function<std::string>(
                    word.key,
                    [&r, key = word.key](const std::string& value) {
                        r.words.emplace_back(key, value);
                    },
                    word.help);
                option->required(word.required);
            }
        });
}

std::optional<std::vector<std::string>>
book_word_completions(std::string_view command, std::size_t args, const Roster* roster) {
    const auto own = builtin_name(command) ? std::nullopt : command_declared(command);
    if (!own || (!own->units.empty() && !own->one_unit)) {
        return std::nullopt; // not a book's own, or its units run on: units are offered
    }
    const std::size_t units = own->units.empty() ? 0 : 1;
    if (args < units || args - units >= own->words.size()) {
        return std::nullopt;
    }
    const WordDecl& word = own->words[args - units];
    std::vector<std::string> offered = word.values;
    if (word.key == "side" && roster != nullptr) {
        for (const auto& unit : roster->units) {
            if (std::find(offered.begin(), offered.end(), unit.side) == offered.end()) {
                offered.push_back(unit.side);
            }
        }
    }
    return offered;
}

} // namespace muster::cli
