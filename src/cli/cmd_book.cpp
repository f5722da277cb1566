#include "cli/cmd_book.hpp"

#include "cli/request_command.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/engine/rulebook.hpp"

#include <fmt/format.h>
#include <stdexcept>

namespace muster::cli {

namespace {

/// The declaration of `name` by the first registered rule book that declares it.
CommandDecl declared(std::string_view name) {
    for (const auto& rules : rule_sets()) {
        for (auto& command : rules.make()->commands()) {
            if (command.name == name) {
                return command;
            }
        }
    }
    throw std::logic_error(fmt::format("no rule book declares the command {}", name));
}

} // namespace

CLI::App* setup_book_command(CLI::App& app, Context& ctx, std::string_view name) {
    const CommandDecl command = declared(name);
    std::string description = command.description;
    if (const auto order = dice_order(command.name); !order.empty()) {
        description += fmt::format(" --dice order: {}.", order);
    }
    return request_command<BookRequest>(
        app, ctx, command.name, description,
        command.roster_units ? Runs::resolve_roster : Runs::resolve,
        [command](CLI::App& sub, BookRequest& r) {
            if (command.one_unit) { // one word: the next positional takes the rest
                sub.add_option_function<std::string>(
                       "unit", [&r](const std::string& unit) { r.units = {unit}; },
                       command.units)
                    ->required(command.units_required);
            } else if (!command.units.empty()) {
                sub.add_option("unit", r.units, command.units)->required(command.units_required);
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

} // namespace muster::cli
