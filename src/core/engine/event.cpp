// The request as the journal keeps it (docs/game-record.md, "Event format"), and back.
#include "muster/engine/event.hpp"

#include "muster/budget.hpp"
#include "muster/engine/roster_edits.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/text/parse.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <limits>
#include <optional>
#include <stdexcept>
#include <type_traits>

namespace muster {

namespace {

/// The largest die a journal may name (`roll` allows d2..d1000 at most in practice).
constexpr int k_max_die_sides = 1'000'000;

template <class T> void put(nlohmann::json& json, const char* key, const std::optional<T>& value) {
    json[key] = value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

template <class T> void put(nlohmann::json& json, const char* key, const T& value) {
    json[key] = value;
}

void get(const nlohmann::json& json, const char* key, std::string& value) {
    value = record_text(json, key);
}
void get(const nlohmann::json& json, const char* key, bool& value) {
    value = json.at(key).get<bool>();
}
void get(const nlohmann::json& json, const char* key, long long& value) {
    value = json.at(key).get<long long>();
}
void get(const nlohmann::json& json, const char* key, std::vector<std::string>& value) {
    value = record_texts(json, key); // a list of texts: a lone string is not a list of one
}
template <class T> void get(const nlohmann::json& json, const char* key, std::optional<T>& value) {
    const auto& field = json.at(key);
    value = field.is_null() ? std::nullopt : std::optional<T>(field.get<T>());
}

// Each request's fields, once, for both directions: `f(key, member)`.
template <class F> void fields(KillRequest& r, F&& f) {
    f("unit", r.unit);
    f("count", r.count);
}
template <class F> void fields(TurnRequest& r, F&& f) {
    f("skip_owed", r.skip_owed);
}
template <class F> void fields(AddRequest& r, F&& f) {
    f("unit", r.name);
    f("type", r.type);
    f("side", r.side);
    f("stands", r.stands);
}
template <class F> void fields(SetRequest& r, F&& f) {
    f("unit", r.unit);
    f("pairs", r.pairs);
}
template <class F> void fields(RemoveRequest& r, F&& f) {
    f("unit", r.unit);
}
template <class F> void fields(OptionRequest& r, F&& f) {
    f("key", r.key);
    f("value", r.value);
}

template <class T> constexpr std::string_view kind_of() {
    if constexpr (std::is_same_v<T, KillRequest>) {
        return "kill";
    } else if constexpr (std::is_same_v<T, TurnRequest>) {
        return "turn";
    } else if constexpr (std::is_same_v<T, AddRequest>) {
        return "add";
    } else if constexpr (std::is_same_v<T, SetRequest>) {
        return "set";
    } else if constexpr (std::is_same_v<T, RemoveRequest>) {
        return "remove";
    } else {
        static_assert(std::is_same_v<T, OptionRequest>);
        return "option";
    }
}

/// A request's options no book read into a field (Request::options), as the journal keeps them:
/// `{"--name": true | "text" | number}`; absent when there are none.
void put_options(nlohmann::json& json, const std::vector<GivenOption>& given) {
    if (given.empty()) {
        return;
    }
    auto& options = json["options"] = nlohmann::json::object();
    for (const auto& option : given) {
        options[option.name] = option.number         ? nlohmann::json(*option.number)
                               : option.decimal      ? nlohmann::json(*option.decimal)
                               : option.text.empty() ? nlohmann::json(true)
                                                     : nlohmann::json(option.text);
    }
}

/// Request::options back from the journal: each name an option's (`--` and text), each value
/// true, a text, an integer or a decimal, else the event is damaged.
std::vector<Request::Given> options_of(const nlohmann::json& json) {
    if (!json.is_object()) {
        throw std::runtime_error("request field options is not an object");
    }
    std::vector<Request::Given> out;
    for (const auto& [name, value] : json.items()) {
        if (!name.starts_with("--") || !text::text_problem(name).empty()) {
            throw std::runtime_error("request field options: a name is not an option's");
        }
        if (value.is_boolean() && value.get<bool>()) {
            out.push_back({name});
        } else if (value.is_number_integer()) {
            out.push_back({name, {}, value.get<long long>()});
        } else if (value.is_number_float()) {
            out.push_back({name, {}, {}, value.get<double>()});
        } else if (value.is_string() && !value.get<std::string>().empty() &&
                   text::text_problem(value.get<std::string>()).empty()) {
            out.push_back({name, value.get<std::string>()});
        } else {
            throw std::runtime_error(fmt::format("request field options: {} has no value", name));
        }
    }
    return out;
}

/// A resolved request's options read back (`options`, when there are any), after its `read`
/// fields: any other field is damage.
void finish_resolved(const nlohmann::json& json, std::string_view kind, std::size_t read,
                     Request& request) {
    if (const auto options = json.find("options"); options != json.end()) {
        request.options = options_of(*options);
        request.given = request.options;
        ++read;
    }
    if (json.size() != read) {
        throw std::runtime_error(fmt::format("{} request: unknown fields", kind));
    }
}

template <class T> nlohmann::json to_json_of(T request) {
    nlohmann::json json = {{"kind", kind_of<T>()}};
    fields(request, [&](const char* key, const auto& value) { put(json, key, value); });
    if constexpr (std::is_same_v<T, AddRequest>) {
        put_options(json, request.options);
    }
    return json;
}

/// Whether `json` is an `add` entry written before its rule-set options were kept as given:
/// each unit key they set a field of its own (`"cover": true`).
bool add_in_older_words(const nlohmann::json& json) {
    for (const auto& [key, value] : json.items()) {
        if (key != "kind" && key != "unit" && key != "type" && key != "side" && key != "stands" &&
            key != "options") {
            return true;
        }
    }
    return false;
}

/// The options of an `add` entry in older words: each field beyond its own a unit key an
/// option set, `--KEY` (true: the flag; a text: its value; false, "" or null: not given).
std::vector<GivenOption> add_options_of_record(const nlohmann::json& json) {
    std::vector<GivenOption> out;
    for (const auto& [key, value] : json.items()) {
        if (key == "kind" || key == "unit" || key == "type" || key == "side" || key == "stands" ||
            key == "options") {
            continue;
        }
        if (!text::text_problem(key).empty()) {
            throw std::runtime_error("add request: a field is not text");
        }
        if (value.is_boolean()) { // a flag's key (`"cover": false`)
            if (value.get<bool>()) {
                out.push_back({"--" + key});
            }
        } else if (value.is_string()) { // a text's (`"formation": ""`)
            if (const auto text = record_text(json, key.c_str()); !text.empty()) {
                out.push_back({"--" + key, text});
            }
        } else { // muster wrote no other
            throw std::runtime_error(fmt::format("add request field {} has no value", key));
        }
    }
    return out;
}

template <class T>
bool try_kind(const nlohmann::json& json, std::string_view kind, std::optional<AnyRequest>& out) {
    if (kind != kind_of<T>()) {
        return false;
    }
    T request;
    std::size_t count = 1; // "kind"
    fields(request, [&](const char* key, auto& value) {
        get(json, key, value);
        ++count;
    });
    if constexpr (std::is_same_v<T, AddRequest>) {
        if (const auto options = json.find("options"); options != json.end()) {
            request.options = options_of(*options); // as written now: nothing else
            if (json.size() != count + 1) {
                throw std::runtime_error(fmt::format("{} request: unknown fields", kind));
            }
        } else {
            request.options = add_options_of_record(json); // older words: each field read
        }
        out = std::move(request);
    } else if constexpr (std::is_same_v<T, SetRequest> || std::is_same_v<T, RemoveRequest> ||
                         std::is_same_v<T, OptionRequest>) {
        if (json.size() != count) {
            throw std::runtime_error(fmt::format("{} request: unknown fields", kind));
        }
        out = std::move(request);
    } else {
        Request resolved(std::move(request));
        finish_resolved(json, kind, count, resolved);
        out = AnyRequest(std::move(resolved));
    }
    return true;
}

template <class... T> AnyRequest from_json_of(const nlohmann::json& json) {
    const auto kind = json.at("kind").get<std::string>();
    std::optional<AnyRequest> out;
    (try_kind<T>(json, kind, out) || ...);
    if (!out) {
        throw std::runtime_error(fmt::format("unknown request kind {}", text::escaped(kind)));
    }
    return std::move(*out);
}

/// The kinds of the requests above: any other kind is a command a rule book declares.
bool fixed_kind(std::string_view kind) {
    static constexpr std::string_view k_kinds[] = {
        kind_of<KillRequest>(), kind_of<TurnRequest>(),   kind_of<AddRequest>(),
        kind_of<SetRequest>(),  kind_of<RemoveRequest>(), kind_of<OptionRequest>()};
    return std::find(std::begin(k_kinds), std::end(k_kinds), kind) != std::end(k_kinds);
}

/// A command's name as a rule book may declare one: 1 to 32 lower-case letters, digits and
/// hyphens, starting with a letter.
bool command_word(std::string_view word) {
    return !word.empty() && word.size() <= 32 && word.front() >= 'a' && word.front() <= 'z' &&
           std::all_of(word.begin(), word.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
           });
}

/// A command a rule book declares (BookRequest) as the journal keeps it.
nlohmann::json book_request_json(const std::string& command, const BookRequest& request) {
    nlohmann::json json = {{"kind", command}, {"units", request.units}};
    if (!request.unit_options.empty()) {
        auto& by_option = json["unit_options"] = nlohmann::json::object();
        for (const auto& [option, units] : request.unit_options) {
            by_option[option] = units;
        }
    }
    if (!request.words.empty()) {
        auto& words = json["words"] = nlohmann::json::object();
        for (const auto& [key, value] : request.words) {
            words[key] = value;
        }
    }
    return json;
}

/// BookRequest::words back from the journal: each a key and a text, else the event is damaged.
std::vector<std::pair<std::string, std::string>> words_of(const nlohmann::json& json) {
    if (!json.is_object() || json.empty()) {
        throw std::runtime_error("request field words is not an object of words");
    }
    std::vector<std::pair<std::string, std::string>> words;
    for (const auto& [key, value] : json.items()) {
        if (!text::text_problem(key).empty() || !value.is_string() ||
            !text::text_problem(value.get<std::string>()).empty()) {
            throw std::runtime_error("request field words: a word is not text");
        }
        words.emplace_back(key, value.get<std::string>());
    }
    return words;
}

/// BookRequest::unit_options back from the journal: each an option's name and a list of
/// units, else the event is damaged.
std::vector<std::pair<std::string, std::vector<std::string>>>
unit_options_of(const nlohmann::json& json) {
    if (!json.is_object() || json.empty()) {
        throw std::runtime_error("request field unit_options is not an object of units");
    }
    std::vector<std::pair<std::string, std::vector<std::string>>> out;
    for (const auto& [name, units] : json.items()) {
        if (!name.starts_with("--") || !text::text_problem(name).empty()) {
            throw std::runtime_error("request field unit_options: a name is not an option's");
        }
        out.emplace_back(name, std::vector<std::string>());
        get(json, name.c_str(), out.back().second);
    }
    return out;
}

/// Whether a book command's record has the fields request_json writes (`units`, and
/// `unit_options`, `words` and `options` when there are any), else it is in older words (or
/// damaged).
bool current_words_of_book(const nlohmann::json& json) {
    bool current = json.contains("units");
    for (const auto& [key, value] : json.items()) {
        current = current && (key == "kind" || key == "units" || key == "unit_options" ||
                              key == "words" || key == "options");
    }
    return current;
}

/// A command a rule book declares (BookRequest) as the journal keeps it: a kind none of the
/// requests above has, its units, words and options; as a book recorded it before the command
/// was its own (RuleBook::request_of_record); none when the kind is one of the requests above.
std::optional<Request> book_request_of(const nlohmann::json& json) {
    const auto kind = json.find("kind");
    if (kind == json.end() || !kind->is_string() || fixed_kind(kind->get<std::string>())) {
        return std::nullopt;
    }
    const auto command = kind->get<std::string>();
    if (!command_word(command)) {
        throw std::runtime_error(fmt::format("unknown request kind {}", text::escaped(command)));
    }
    if (!current_words_of_book(json)) { // an older record of a command now a book's own
        for (const auto& rules : rule_sets()) {
            if (auto request = rules.make()->request_of_record(json)) {
                return request;
            }
        }
        throw std::runtime_error(
            fmt::format("{} request: not a rule book's command as muster records it", command));
    }
    BookRequest book;
    get(json, "units", book.units);
    std::size_t read = 2; // "kind", "units"
    if (const auto by_option = json.find("unit_options"); by_option != json.end()) {
        book.unit_options = unit_options_of(*by_option);
        ++read;
    }
    if (const auto words = json.find("words"); words != json.end()) {
        book.words = words_of(*words);
        ++read;
    }
    Request request(std::move(book));
    request.command = command;
    finish_resolved(json, command, read, request);
    return request;
}

} // namespace

const std::vector<RulesRevision>& rules_revisions() {
    // docs/rules.md's revisions since the journal recorded them: the first is the one events began
    // with (nothing changed before it as far as the journal knows).
    // Each rule set names its own rules that changed in a revision (RuleBook::rules_changed_in).
    static const std::vector<RulesRevision> k_revisions = {{"2026-11-30", {}},
                                                           {k_rules_revision, {}}};
    return k_revisions;
}

std::vector<std::string> rules_changed_since(std::string_view since) {
    std::vector<std::string> changed;
    bool after = false;
    for (const auto& revision : rules_revisions()) {
        if (after) {
            changed.insert(changed.end(), revision.changed.begin(), revision.changed.end());
            for (const auto& rule_set : rule_sets()) {
                for (const auto id : rule_set.make()->rules_changed_in(revision.revision)) {
                    changed.emplace_back(id);
                }
            }
        }
        after = after || revision.revision == since;
    }
    return changed;
}

nlohmann::json request_json(const AnyRequest& request) {
    return std::visit(
        [](const auto& r) -> nlohmann::json {
            using T = std::decay_t<decltype(r)>;
            if constexpr (std::is_same_v<T, Request>) {
                auto json = std::visit(
                    [&](const auto& inner) {
                        if constexpr (std::is_same_v<std::decay_t<decltype(inner)>, BookRequest>) {
                            return book_request_json(r.command, inner);
                        } else {
                            return to_json_of(inner);
                        }
                    },
                    r.base());
                put_options(json, r.options);
                return json;
            } else {
                return to_json_of(r);
            }
        },
        request);
}

/// A request as journal version 2 wrote it, in version 3's words: the unit `add` adds is
/// `unit` (it was `name`; a rule book reads its own commands' older words, `charger` in
/// charge: RuleBook::request_of_record).
nlohmann::json current_words(const nlohmann::json& json) {
    const auto kind = json.find("kind");
    if (kind == json.end() || *kind != "add" || !json.contains("name") || json.contains("unit")) {
        return json;
    }
    auto out = json;
    out["unit"] = out["name"];
    out.erase("name");
    return out;
}

AnyRequest request_from_json(const nlohmann::json& given) {
    const auto json = current_words(given);
    if (!json.is_object()) {
        throw std::runtime_error("a request is an object");
    }
    if (auto book = book_request_of(json)) {
        return AnyRequest(std::move(*book));
    }
    return from_json_of<KillRequest, TurnRequest, AddRequest, SetRequest, RemoveRequest,
                        OptionRequest>(json);
}

std::vector<Request::Given> record_options(const nlohmann::json& record) {
    const auto options = record.find("options");
    return options == record.end() ? std::vector<Request::Given>() : options_of(*options);
}

bool request_in_older_words(const nlohmann::json& json) {
    if (!json.is_object()) {
        return false;
    }
    const auto kind = json.find("kind");
    if (kind != json.end() && *kind == kind_of<AddRequest>()) {
        return add_in_older_words(json);
    }
    return kind != json.end() && kind->is_string() && !fixed_kind(kind->get<std::string>()) &&
           !current_words_of_book(json);
}

Resolution run_request(const AnyRequest& request, Draft& roster, const RuleBook& book, Env& env) {
    const BudgetBinding budget(env.budget()); // the work inside charges the Env's budget
    if (const auto* resolved = std::get_if<Request>(&request)) {
        check_own_command(*resolved); // a rule book's own command as its book declares it
    }
    return std::visit(
        [&](const auto& r) -> Resolution {
            using T = std::decay_t<decltype(r)>;
            if constexpr (std::is_same_v<T, Request>) {
                return book.resolve(r, roster, env);
            } else if constexpr (std::is_same_v<T, AddRequest>) {
                return add_unit(r, roster, book);
            } else if constexpr (std::is_same_v<T, SetRequest>) {
                return set_unit(r, roster, book);
            } else if constexpr (std::is_same_v<T, RemoveRequest>) {
                return remove_unit(r, roster);
            } else {
                return set_option(r, roster, book);
            }
        },
        request);
}

std::optional<dice::Die> die_named(std::string_view name) {
    if (name == "D6") {
        return dice::Die::d6();
    }
    if (name == "AvD") {
        return dice::Die::avd();
    }
    if (name.size() > 1 && name.front() == 'd') {
        const auto sides = text::try_parse_int(name.substr(1), 2, k_max_die_sides);
        if (sides && name[1] != '0') {
            return dice::Die::dn(static_cast<int>(*sides.value));
        }
    }
    return std::nullopt;
}

} // namespace muster
