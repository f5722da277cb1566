#include "muster/engine/request.hpp"

#include "muster/engine/rule_sets.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <iterator>
#include <type_traits>

namespace muster {

namespace {

/// Throws UsageError unless `own` has the units and words `command` declares.
void check_declared(const CommandDecl& command, const BookRequest& own) {
    const auto& name = command.name;
    // An entry written before units given by option were kept apart has them after the
    // command's own (`recrew G --from A` was `"units": ["G", "A"]`).
    const bool single = std::none_of(command.unit_options.begin(), command.unit_options.end(),
                                     [](const UnitOptionDecl& decl) { return decl.many; });
    const std::size_t appended = own.unit_options.empty() && command.one_unit && single &&
                                         !command.unit_options.empty() &&
                                         own.units.size() == 1 + command.unit_options.size()
                                     ? command.unit_options.size()
                                     : 0;
    for (const auto& given : own.unit_options) {
        const std::string& option = given.first;
        const auto& units = given.second;
        const auto declared =
            std::find_if(command.unit_options.begin(), command.unit_options.end(),
                         [&](const UnitOptionDecl& decl) { return decl.name == option; });
        if (declared == command.unit_options.end()) {
            throw UsageError(fmt::format("{} takes no unit by {}", name, text::escaped(option)));
        }
        if (units.empty() || (!declared->many && units.size() > 1)) {
            throw UsageError(fmt::format("{} {}: {}", name, option, declared->help));
        }
    }
    for (const auto& decl : command.unit_options) {
        if (appended == 0 && decl.required && own.units_of(decl.name).empty()) {
            throw UsageError(fmt::format("{}: {} is required", name, decl.name));
        }
    }
    const std::size_t units = own.units.size() - appended;
    if (command.units.empty() && units > 0) {
        throw UsageError(fmt::format("{} names no unit", name));
    }
    if (command.one_unit && units > 1) {
        throw UsageError(fmt::format("{} takes one unit, not {}", name, units));
    }
    if (command.units_required && !command.units.empty() && units == 0) {
        throw UsageError(fmt::format("{}: {} is required", name, command.units));
    }
    for (const auto& given : own.words) {
        const std::string& key = given.first;
        if (std::none_of(command.words.begin(), command.words.end(),
                         [&](const WordDecl& word) { return word.key == key; })) {
            throw UsageError(fmt::format("{} has no word {}", name, text::escaped(key)));
        }
    }
    for (const auto& word : command.words) {
        const auto given = own.word(word.key);
        if (given.empty() && word.required) {
            throw UsageError(fmt::format("{}: {} is required", name, word.key));
        }
        if (!given.empty() && !word.values.empty() &&
            std::find(word.values.begin(), word.values.end(), given) == word.values.end()) {
            throw UsageError(fmt::format("{} {}: expected {}", name, given, word.help));
        }
    }
}

bool declares(const RuleBook& book, std::string_view command, std::string_view option) {
    const auto options = book.options(command);
    return std::any_of(options.begin(), options.end(),
                       [&](const OptionSpec& spec) { return spec.name == option; });
}

} // namespace

void refuse_undeclared_option(const RuleBook& book, std::string_view command,
                              std::string_view option) {
    if (declares(book, command, option)) {
        return;
    }
    for (const auto& rules : rule_sets()) {
        if (rules.id != book.rules() && declares(*rules.make(), command, option)) {
            throw UsageError(fmt::format("{} is an option of {}; this roster plays {}", option,
                                         rules.id, book.rules()));
        }
    }
    throw UsageError(
        fmt::format("{} is not an option of {} under {}", option, command, book.rules()));
}

void refuse_undeclared_options(const RuleBook& book, const Request& request) {
    check_own_command(request);
    for (const auto& given : request.given) {
        refuse_undeclared_option(book, request.command, given.name);
    }
}

std::optional<CommandDecl> command_declared(std::string_view name) {
    for (const auto& rules : rule_sets()) {
        for (const auto& command : rules.commands()) {
            if (command.name == name) {
                return command;
            }
        }
    }
    return std::nullopt;
}

void check_own_command(const Request& request) {
    const auto* own = std::get_if<BookRequest>(&request.base());
    if (own == nullptr) {
        return;
    }
    if (const auto command = command_declared(request.command)) {
        check_declared(*command, *own); // as the first book that declares it declares it
    }
}

void refuse_other_command(const RuleBook& book, std::string_view command) {
    std::vector<std::string> having;
    for (const auto& rules : rule_sets()) {
        if (rules.id != book.rules() && rules.make()->declares_command(command)) {
            having.push_back(rules.id);
        }
    }
    if (having.empty()) {
        throw RuleError(fmt::format("{} has no {} step", book.rules(), command));
    }
    const std::string last = having.back();
    having.pop_back();
    throw RuleError(fmt::format("{} has no {} step: {} is a command of {}{}{}", book.rules(),
                                command, command, fmt::join(having, ", "),
                                having.empty() ? "" : " and ", last));
}

Request book_request(std::string command, std::vector<std::string> units,
                     std::vector<std::pair<std::string, std::string>> words,
                     std::vector<Request::Given> options) {
    Request request(BookRequest{std::move(units), std::move(words)});
    request.command = std::move(command);
    request.given = options;
    request.options = std::move(options);
    return request;
}

Request
book_request_by_option(std::string command, std::vector<std::string> units,
                       std::vector<std::pair<std::string, std::vector<std::string>>> unit_options,
                       std::vector<Request::Given> options) {
    Request request =
        book_request(std::move(command), std::move(units),
                     std::vector<std::pair<std::string, std::string>>(), std::move(options));
    std::get<BookRequest>(request.base()).unit_options = std::move(unit_options);
    return request;
}

void take_given_options(Request& request) {
    request.options = request.given;
}

std::vector<std::string> named_units(const Request& request) {
    return std::visit(
        [](const auto& r) -> std::vector<std::string> {
            using T = std::decay_t<decltype(r)>;
            if constexpr (std::is_same_v<T, KillRequest>) {
                return {r.unit};
            } else if constexpr (std::is_same_v<T, TurnRequest>) {
                return {};
            } else {
                auto units = r.units;
                for (const auto& [option, given] : r.unit_options) {
                    units.insert(units.end(), given.begin(), given.end());
                }
                return units;
            }
        },
        request.base());
}

std::vector<std::string> named_sides(const Request& request) {
    if (const auto* own = std::get_if<BookRequest>(&request.base()); own != nullptr) {
        if (auto side = own->word("side"); !side.empty()) {
            return {std::move(side)};
        }
    }
    return {};
}

} // namespace muster
