#pragma once

#include "muster/error.hpp"
#include "muster/roster/roster.hpp"

#include <fmt/format.h>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

/// What a player asks the engine to resolve, whatever the rule set (ARCHITECTURE.md): a command
/// the rule books declare (RuleBook::commands) as data, a BookRequest with its units, words and
/// options, or one every rule set has (`kill`, `turn`), so that the command line fills one from
/// its options and calls `book.resolve(request, roster, env)`. The options a rule set gives a
/// command are declared by its book (RuleBook::options) and given as data (Request::given),
/// which the book reads where it resolves; the command line refuses an option the roster's book
/// does not declare (exit 2), the book the steps it does not have (exit 1).
namespace muster {

class RuleBook;
struct CommandDecl;

/// `kill UNIT N`: casualties by hand (UE men killed, UE-ROSTER-1; FW markers, FW-PIECE-2); a
/// negative N takes back a mistake.
struct KillRequest {
    std::string unit;
    long long count = 0;
};

/// `turn [--skip-owed]`: the next turn (UE) or move (FW), refused while anything is owed.
struct TurnRequest {
    bool skip_owed = false;
};

/// A rule-set option as the command line gave it (issue 40): one a rule book declares for the
/// command (RuleBook::options), with its value ("" for a flag).
struct GivenOption {
    std::string name; ///< as typed: `--name`
    std::string text = {};
    std::optional<long long> number = {}; ///< an integer option's value
    std::optional<double> decimal = {};   ///< a decimal option's value (inches)

    /// Its value as a number: the decimal's, or the integer's (an older record's `12`).
    std::optional<double> value() const {
        return decimal  ? decimal
               : number ? std::optional<double>(static_cast<double>(*number))
                        : std::nullopt;
    }
};

/// `add NAME TYPE [--side S] [--stands N] [OPTION...]`: the options a rule book declares for
/// `add` each set a unit key (OptionSpec::sets).
struct AddRequest {
    std::string name;
    std::string type;
    std::string side;
    std::optional<int> stands;
    std::vector<GivenOption> options = {};
};

/// `set UNIT KEY=VALUE...`.
struct SetRequest {
    std::string unit;
    std::vector<std::string> pairs;
};

/// `remove UNIT`.
struct RemoveRequest {
    std::string unit;
};

/// `option KEY VALUE`.
struct OptionRequest {
    std::string key;
    std::string value;
};

/// A command a rule book declares of its own (RuleBook::commands, issue 40): `Request::command`
/// names it, `units` are the units given to it, `words` its words by key (CommandDecl::words)
/// and `Request::given` its options. The journal keeps it as `{"kind": COMMAND, "units": [...],
/// "words": {...}, "options": {...}}` (`words` and `options` only when there are any).
struct BookRequest {
    std::vector<std::string> units;
    std::vector<std::pair<std::string, std::string>> words = {};
    /// The units given by option (CommandDecl::unit_options), by option as typed: `{"--at",
    /// {"uThulwana"}}`.
    std::vector<std::pair<std::string, std::vector<std::string>>> unit_options = {};

    /// The one unit given by the option `name` of `command`; throws UsageError unless there is
    /// exactly one (the command line takes one; a request made otherwise may not give it).
    const std::string& unit_of(std::string_view name, std::string_view command) const {
        const auto& given = units_of(name);
        if (given.size() != 1) {
            throw UsageError(fmt::format("{}: {} takes one unit", command, name));
        }
        return given.front();
    }
    /// The units given by the option `name`, none when it was not given.
    const std::vector<std::string>& units_of(std::string_view name) const {
        static const std::vector<std::string> k_none;
        for (const auto& [option, given] : unit_options) {
            if (option == name) {
                return given;
            }
        }
        return k_none;
    }

    /// The word of `key`, "" when it was not given.
    std::string word(std::string_view key) const {
        for (const auto& [k, value] : words) {
            if (k == key) {
                return value;
            }
        }
        return {};
    }
};

/// A request a rule book resolves (the roster edits above are not: muster/engine/roster_edits.hpp)
/// (declared ahead in muster/engine/rulebook.hpp, hence a struct).
struct Request : std::variant<KillRequest, TurnRequest, BookRequest> {
    using variant::variant;
    const variant& base() const { return *this; }
    variant& base() { return *this; }

    /// A rule-set option as the command line gave it (GivenOption).
    using Given = GivenOption;
    /// The command that asked: a BookRequest's, "" for `kill` and `turn`.
    std::string command = {};
    /// Every rule-set option given, as given: the book that resolves the request refuses one
    /// it does not declare (refuse_undeclared_options); it reads its own with `has`/`option`.
    std::vector<Given> given = {};
    /// The options journalled with it (`options`): those given (take_given_options).
    std::vector<Given> options = {};

    /// The option `name` as given, or nullptr.
    const Given* option(std::string_view name) const {
        for (const auto& g : given) {
            if (g.name == name) {
                return &g;
            }
        }
        return nullptr;
    }
    /// Whether the option (or flag) `name` was given.
    bool has(std::string_view name) const { return option(name) != nullptr; }
};

/// The request of the command `command` that rule books declare (RuleBook::commands), as the
/// command line makes it: its units, its words by key and its options as given.
Request book_request(std::string command, std::vector<std::string> units,
                     std::vector<std::pair<std::string, std::string>> words = {},
                     std::vector<Request::Given> options = {});
/// The same with the units it is given by option: `{{"--at", {"uThulwana"}}}`.
Request
book_request_by_option(std::string command, std::vector<std::string> units,
                       std::vector<std::pair<std::string, std::vector<std::string>>> unit_options,
                       std::vector<Request::Given> options);

/// Throws UsageError for a word check_own_command refuses, or an option of `request.given` that
/// `book` does not declare for `request.command`, naming the registered rule set that does:
/// "--square is an option of fuzzy-wuzzy; this roster plays unbalanced-equality" (exit 2).
void refuse_undeclared_options(const RuleBook& book, const Request& request);
/// The same for one option `option` of `command` (a roster edit's: `add`).
void refuse_undeclared_option(const RuleBook& book, std::string_view command,
                              std::string_view option);

/// The declaration of the command `name` by the first registered rule book that declares it
/// (RuleBook::commands), if any.
std::optional<CommandDecl> command_declared(std::string_view name);

/// Throws UsageError unless a rule set's own command (a BookRequest) has the units and words
/// the registered book declaring it declares (CommandDecl: how many units, which words, the
/// words each may be: "form sqaure: expected square, line, ..." from the word's help), under
/// any roster (a slip is a usage error whatever the rule set). run_request checks every
/// request so, from the command line, the journal, a shared game or a program.
void check_own_command(const Request& request);

/// Refuses (RuleError, exit 1) a command of a rule set's own that `book` does not have,
/// naming the registered rule set that has it: "unbalanced-equality has no dig-in step: dig-in
/// is a command of toy-skirmish".
[[noreturn]] void refuse_other_command(const RuleBook& book, std::string_view command);

/// The options of `request.given` kept as the journal records them (`request.options`).
void take_given_options(Request& request);

/// Every unit a request names, in order (to tell a roster from ad-hoc units).
std::vector<std::string> named_units(const Request& request);
/// Every side a request names (a BookRequest's word `side`), for the journal's record of what
/// an entry is about.
std::vector<std::string> named_sides(const Request& request);

/// What every registered rule set says of `topic` in a built-in command's `--help`
/// (RuleBook::help_words), "RULES: words" joined by "; ".
std::string rule_set_words(std::string_view topic);

/// The order a command's dice are thrown in, in every registered rule set, for `--help` and
/// `--dice` (src/core/engine/rule_sets.cpp: each book's RuleBook::dice_order, joined).
std::string dice_order(std::string_view command);

} // namespace muster
