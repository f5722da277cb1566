// Completion of the shell (session.cpp): the options a command takes and the words an option's
// value may be, read from the same CLI11 definitions the command line runs (app_build.hpp).
#include "cli/app.hpp"
#include "cli/app_build.hpp"
#include "muster/engine/rule_sets.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace muster::cli {

std::vector<std::string> option_names(std::string_view command) {
    Context ctx;
    Subcommands subcommands;
    const auto app = build_app(ctx, subcommands, command);
    auto names = long_names(*app);
    for (auto [spec, sub] : subcommands) {
        if (command == spec->name) {
            const auto own = long_names(*sub);
            names.insert(names.end(), own.begin(), own.end());
        }
    }
    return names;
}

std::optional<std::vector<std::string>> option_values(std::string_view command,
                                                      const std::string& option) {
    // The options whose values are words from a fixed list (each command's --help says so),
    // for every command ("") or for one; a rule set's options' words are its book's
    // (RuleBook::options).
    struct ValueWords {
        std::string_view command;
        std::string_view option;
        std::vector<std::string> words;
    };
    static const std::vector<ValueWords> k_value_words = {
        {"", "--range", {"short", "medium", "long"}},
        {"", "--format", {"text", "markdown", "json"}},
        {"solo", "--doctrine", {"bold", "steady", "cautious"}}, // solo::k_doctrines
    };
    if (option == "--rules") { // every rule set registered (muster/engine/rule_sets.hpp)
        std::vector<std::string> ids;
        for (const auto& rules : rule_sets()) {
            ids.push_back(rules.id);
        }
        return ids;
    }
    // The options whose value is a unit (or an ad-hoc TYPE[:STANDS]).
    static const std::set<std::string, std::less<>> k_unit_valued = {"--at", "--vs", "--from"};
    Context ctx;
    Subcommands subcommands;
    const auto app = build_app(ctx, subcommands, command);
    const CLI::Option* found = app->get_option_no_throw(option);
    for (auto [spec, sub] : subcommands) {
        if (found == nullptr && command == spec->name) {
            found = sub->get_option_no_throw(option);
        }
    }
    if (found == nullptr || found->get_expected_max() == 0) {
        return std::nullopt; // a flag, or not an option of this command
    }
    // A rule set's option: the words every registered book that declares it gives, in order
    // (`add --formation`: open, closed from one, line, column, square from another).
    std::vector<std::string> book_words;
    for (const auto& rules : rule_sets()) {
        for (const auto& spec : rules.make()->options(command)) {
            if (spec.name != option) {
                continue;
            }
            for (const auto& word : spec.values) {
                if (std::find(book_words.begin(), book_words.end(), word) == book_words.end()) {
                    book_words.push_back(word);
                }
            }
        }
    }
    if (!book_words.empty()) {
        return book_words;
    }
    for (const auto& entry : k_value_words) {
        if (entry.option == option && (entry.command.empty() || entry.command == command)) {
            return entry.words;
        }
    }
    if (k_unit_valued.count(option) != 0) {
        return std::nullopt; // a unit: completed as units are
    }
    return std::vector<std::string>{}; // a number or free text: nothing to offer
}

} // namespace muster::cli
