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

/// What a player asks the engine to resolve, whatever the rule set (ARCHITECTURE.md): one struct
/// per resolution, so that the command line fills one from its options and calls
/// `book.resolve(request, roster, env)`. The options a rule set adds to a command are declared
/// by its book (RuleBook::options) and given as data (Request::given), which the book reads into
/// the request's fields (RuleBook::take_options); the command line refuses an option the
/// roster's book does not declare (exit 2), the book the steps it does not have (exit 1).
/// (Issue 40, not yet done: the fields the books read them into are still declared here.)
namespace muster {

class RuleBook;

/// `--open|--closed`, `--mounted|--dismounted`: a unit's state for this resolution
/// (unbalanced-equality, UE-TYPE-3).
struct StateFlags {
    bool open = false;
    bool closed = false;
    bool mounted = false;
    bool dismounted = false;
};

/// `--cover`, `--square`, `--fortified`: where the target stands. Cover is both rule sets'
/// (UE-FIRE-5, UE-MORALE-2; FW-FIRE-2, FW-CLOSE-2); square and fortified are fuzzy-wuzzy's.
struct PositionFlags {
    bool cover = false;
    bool square = false;
    bool fortified = false;
};

/// `fire FIRER... --at TARGET (--range R | --distance D)`; `artillery` sets guns_only.
struct FireRequest {
    std::vector<std::string> firers;
    std::string target;
    std::string range; ///< "" when --distance is given
    std::optional<double> distance;
    PositionFlags position;
    bool single_stand = false; ///< UE: fired on by a single regular infantry stand
    StateFlags state;          ///< UE
    std::string vs;            ///< UE artillery: "", "crew" or "gun" (UE-ARTY-4)
    bool guns_only = false;
};

/// `melee A... --vs B...`.
struct MeleeRequest {
    std::vector<std::string> a, b;
    bool pursue = false;      ///< UE-MELEE-7
    std::string no_reinforce; ///< UE: "", "a" or "b"
    PositionFlags position;   ///< FW: side B's position
};

/// `charge UNIT --at DEFENDER... [--from INCHES]`: the exact odds of a whole charge
/// (UE-APPROACH, FW-APPROACH); always with odds, nothing changes.
struct ChargeRequest {
    std::string charger;
    std::vector<std::string> defenders;
    std::optional<double> from;
};

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

/// `add NAME TYPE [--side S] [--stands N] [--formation F] [--mounted|--dismounted] [--cover]`.
struct AddRequest {
    std::string name;
    std::string type;
    std::string side;
    std::optional<int> stands;
    std::string formation;
    bool mounted = false;
    bool dismounted = false;
    bool cover = false;
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
struct Request : std::variant<FireRequest, MeleeRequest, ChargeRequest, KillRequest, TurnRequest,
                              BookRequest> {
    using variant::variant;
    const variant& base() const { return *this; }
    variant& base() { return *this; }

    /// A rule-set option as the command line gave it (issue 40): one a rule book declares for
    /// the command (RuleBook::options), with its value ("" for a flag).
    struct Given {
        std::string name; ///< as typed: `--name`
        std::string text = {};
        std::optional<long long> number = {}; ///< an integer option's value
    };
    /// The command that asked (`artillery` asks for a fire with guns only), "" when the request
    /// was made otherwise (a script of the engine, `turn --auto`).
    std::string command = {};
    /// Every rule-set option given, as given: the book that resolves the request refuses one
    /// it does not declare (refuse_undeclared_options); it reads its own with `has`/`option`.
    std::vector<Given> given = {};
    /// The given options no registered book read into a field of the request
    /// (RuleBook::take_options, `take`): journalled with it (`options`), and read by its book
    /// when it resolves (a rule set whose options are its own, as the toy's are).
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
    /// The option `name` as given, or nullptr, taken off `options` (a book read it into a
    /// field: RuleBook::take_options).
    const Given* take(std::string_view name) {
        std::erase_if(options, [&](const Given& g) { return g.name == name; });
        return option(name);
    }
};

/// The request of the command `command` that rule books declare (RuleBook::commands), as the
/// command line makes it: its units, its words by key and its options as given.
Request book_request(std::string command, std::vector<std::string> units,
                     std::vector<std::pair<std::string, std::string>> words = {},
                     std::vector<Request::Given> options = {});

/// Throws UsageError for a word check_own_command refuses, or an option of `request.given` that
/// `book` does not declare for `request.command`, naming the registered rule set that does:
/// "--square is an option of fuzzy-wuzzy; this roster plays unbalanced-equality" (exit 2).
void refuse_undeclared_options(const RuleBook& book, const Request& request);
/// The same for one option `option` of `command` (a roster edit's: `add`).
void refuse_undeclared_option(const RuleBook& book, std::string_view command,
                              std::string_view option);

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

/// Every registered rule book reads the options of `request.given` it declares for
/// `request.command` into the request's fields (RuleBook::take_options); the rest stay in
/// `request.options`.
void take_given_options(Request& request);

/// Every unit a request names, in order (to tell a roster from ad-hoc units).
std::vector<std::string> named_units(const Request& request);
/// Every side a request names (a BookRequest's word `side`), for the journal's record of what
/// an entry is about.
std::vector<std::string> named_sides(const Request& request);

/// The order a command's dice are thrown in, in every registered rule set, for `--help` and
/// `--dice` (src/core/engine/rule_sets.cpp: each book's RuleBook::dice_order, joined).
std::string dice_order(std::string_view command);

} // namespace muster
