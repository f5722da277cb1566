#include "muster/engine/request.hpp"

#include "muster/engine/rule_sets.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <iterator>
#include <type_traits>

namespace muster {

void check_form_order(std::string_view word) {
    static constexpr std::string_view k_words[] = {"square",   "line",       "column",
                                                   "limber",   "unlimber",   "mount",
                                                   "dismount", "reorganise", "reorganize"};
    if (std::find(std::begin(k_words), std::end(k_words), word) == std::end(k_words)) {
        throw UsageError(fmt::format("form {}: expected square, line, column, limber, unlimber, "
                                     "mount, dismount or reorganise",
                                     word));
    }
}

namespace {

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
    if (std::holds_alternative<BookRequest>(request.base()) &&
        !book.declares_command(request.command)) {
        for (const auto& rules : rule_sets()) {
            if (rules.id != book.rules() && rules.make()->declares_command(request.command)) {
                throw UsageError(fmt::format("{} is a command of {}; this roster plays {}",
                                             request.command, rules.id, book.rules()));
            }
        }
        throw UsageError(fmt::format("{} is not a command of {}", request.command, book.rules()));
    }
    for (const auto& given : request.given) {
        refuse_undeclared_option(book, request.command, given.name);
    }
}

void take_given_options(Request& request) {
    request.options = request.given;
    if (request.given.empty()) {
        return;
    }
    for (const auto& rules : rule_sets()) {
        rules.make()->take_options(request);
    }
}

std::vector<std::string> named_units(const Request& request) {
    return std::visit(
        [](const auto& r) -> std::vector<std::string> {
            using T = std::decay_t<decltype(r)>;
            if constexpr (std::is_same_v<T, FireRequest>) {
                auto units = r.firers;
                units.push_back(r.target);
                return units;
            } else if constexpr (std::is_same_v<T, MeleeRequest>) {
                auto units = r.a;
                units.insert(units.end(), r.b.begin(), r.b.end());
                return units;
            } else if constexpr (std::is_same_v<T, RecrewRequest>) {
                return {r.gun, r.from};
            } else if constexpr (std::is_same_v<T, ChargeRequest>) {
                auto units = r.defenders;
                units.insert(units.begin(), r.charger);
                return units;
            } else if constexpr (std::is_same_v<T, KillRequest> || std::is_same_v<T, FormRequest> ||
                                 std::is_same_v<T, ReconRequest>) {
                return {r.unit};
            } else if constexpr (std::is_same_v<T, ArmyRequest> || std::is_same_v<T, TurnRequest>) {
                return {};
            } else {
                return r.units;
            }
        },
        request.base());
}

std::vector<std::string> named_sides(const Request& request) {
    if (const auto* army = std::get_if<ArmyRequest>(&request.base()); army != nullptr) {
        return {army->side};
    }
    return {};
}

} // namespace muster
