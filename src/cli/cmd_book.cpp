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
        app, ctx, command.name, description, Runs::resolve,
        [command](CLI::App& sub, BookRequest& r) {
            CLI::Option* units = sub.add_option("unit", r.units, command.units);
            if (command.units_required) {
                units->required();
            }
        });
}

} // namespace muster::cli
