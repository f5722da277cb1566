#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

/// The game as events (docs/game-record.md, "Event format"): what the journal records of a
/// change as data, in the engine's own types, so that `muster replay` re-resolves it through
/// the same `RuleBook::resolve` (or roster edit) the command ran.
namespace muster {

/// The rules contract the engine implements: docs/rules.md's revision. A change to any rule's
/// numbers bumps it and adds a line to k_rules_revisions; each rule set names its rule ids that
/// changed in it (RuleBook::rules_changed_in), so `muster replay` can name them for an entry
/// resolved under an older revision.
inline constexpr std::string_view k_rules_revision = "2026-12-07";

/// One revision of the rules contract and the rule ids whose numbers changed in it (oldest
/// first; the last is k_rules_revision).
struct RulesRevision {
    std::string_view revision;
    std::vector<std::string_view> changed;
};
const std::vector<RulesRevision>& rules_revisions();

/// The rule ids whose numbers changed after revision `since` up to k_rules_revision (every
/// revision's, in order; empty when `since` is current or unknown).
std::vector<std::string> rules_changed_since(std::string_view since);

/// Every request a journalled command is made of: a rule book's resolution, or a roster edit by
/// hand (muster/engine/roster_edits.hpp).
using AnyRequest = std::variant<Request, AddRequest, SetRequest, RemoveRequest, OptionRequest>;

/// The request as the journal keeps it: a command the rule books declare (BookRequest) as
/// `{"kind": NAME, "units": [...], "unit_options": {...}, "words": {...}, "options": {...}}`
/// (the last three only when there are any), or `{"kind": "kill", ...every field}` for the
/// requests every rule set has and the roster edits (kill, turn, add, set, remove, option).
nlohmann::json request_json(const AnyRequest& request);

/// The request back from `request_json`'s form. Throws std::runtime_error (or nlohmann's
/// exceptions) on an unknown kind, a field of the wrong type or a text field that is not text
/// muster writes.
AnyRequest request_from_json(const nlohmann::json& json);

/// A field of a request recorded in older words, for a rule book reading it
/// (RuleBook::request_of_record): a text muster writes, a list of them, true or false. Each
/// throws std::runtime_error (or nlohmann's exceptions) for a field missing or of another type.
std::string record_text(const nlohmann::json& record, const char* key);
std::vector<std::string> record_texts(const nlohmann::json& record, const char* key);
bool record_flag(const nlohmann::json& record, const char* key);
/// The options an older record kept (`options`), none when it has none.
std::vector<Request::Given> record_options(const nlohmann::json& record);

/// How a rule book reads one field of a request recorded before its command was the books'
/// (schema 3's shared requests held every rule set's fields): `request_of_fields`.
struct RecordField {
    enum class As {
        units,       ///< the command's own units (a list, or one unit)
        unit_option, ///< the units of the option `name` (a list, or one unit)
        option,      ///< the option `name`: true a flag, a text, a number; false, "", null none
        command,     ///< true: the request is the command `name` (`guns_only`: artillery)
        other,       ///< another rule set's: false, "" or null, else the record is not this book's
    };
    /// What the field must be, else the record is damaged.
    enum class Json {
        flag,   ///< true or false
        text,   ///< a text
        list,   ///< a list of texts
        number, ///< a number, or null
    };
    const char* key;
    As as;
    const char* name = "";
    Json json = Json::flag;
};

/// The request `record` asked for, read by `fields` as the command `command`, with the options it
/// kept; none when a field `other` is set (another rule set's record). Throws
/// std::runtime_error for a field missing, of the wrong type or not text, or one not in `fields`.
std::optional<Request> request_of_fields(const nlohmann::json& record, std::string command,
                                         const std::vector<RecordField>& fields);

/// Whether `json` records a rule book's own command in the words of before it was the book's
/// (read by RuleBook::request_of_record): replay takes such a request as recorded when it reads
/// as the request replayed. Any other request must be recorded exactly as request_json writes it.
bool request_in_older_words(const nlohmann::json& json);

/// Runs `request` as the command does, on `draft`: `book.resolve` for a Request, the roster edit
/// otherwise. The engine's `resolve` (muster/engine/outcome.hpp) makes its Outcome.
Resolution run_request(const AnyRequest& request, Draft& draft, const RuleBook& book, Env& env);

/// A die by its name as a Throw records it ("D6", "AvD", "d20"); nothing for another name.
std::optional<dice::Die> die_named(std::string_view name);

} // namespace muster
