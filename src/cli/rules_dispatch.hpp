#pragma once

#include "muster/error.hpp"
#include "muster/roster/roster.hpp"

#include <fmt/format.h>
#include <initializer_list>
#include <string_view>
#include <utility>

/// For the shared resolve commands (cmd_<name>.cpp), which take the options of both rule sets:
/// an option of one rule set given on a roster of the other is a usage error (exit 2).
namespace muster::cli {

/// Throws UsageError naming the first `{given, "--option"}` that is given, saying it belongs to
/// `owner`'s rules and the roster plays `playing`.
inline void refuse_options(std::initializer_list<std::pair<bool, std::string_view>> options,
                           RuleSet owner, RuleSet playing) {
    for (const auto& [given, name] : options) {
        if (given) {
            throw UsageError(fmt::format("{} is an option of {}; this roster plays {}", name,
                                         to_string(owner), to_string(playing)));
        }
    }
}

} // namespace muster::cli
