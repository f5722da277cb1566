// Fuzzy-wuzzy's commands (issue 40: RuleBook::commands): morale, rally, move, recover, recon and
// form, declared here, read from their BookRequest, and read from the journal's older records
// of them.
#include "muster/engine/event.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/text/text.hpp"
#include "resolve.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <limits>
#include <nlohmann/json.hpp>

namespace muster::fw {

namespace {

constexpr std::string_view k_recover = "recover";
constexpr std::string_view k_recon = "recon";
constexpr std::string_view k_form = "form";
constexpr std::string_view k_morale = "morale";
constexpr std::string_view k_rally = "rally";
constexpr std::string_view k_move = "move";

/// The one unit `command` names (the command line asks for one; a request made otherwise may not).
const std::string& one_unit(const BookRequest& own, std::string_view command) {
    if (own.units.size() != 1) {
        throw UsageError(fmt::format("{} takes one unit, not {}", command, own.units.size()));
    }
    return own.units.front();
}

/// A text of an older record's field `key` (valid text, as muster writes it), else it is damaged.
std::string text_of(const nlohmann::json& value, const char* key) {
    if (!value.is_string() || !text::text_problem(value.get<std::string>()).empty()) {
        throw std::runtime_error(fmt::format("request field {} is not text", key));
    }
    return value.get<std::string>();
}

/// The text field `key` of an older record.
std::string field_text(const nlohmann::json& record, const char* key) {
    return text_of(record.at(key), key);
}

/// A list of texts of an older record, else it is damaged.
std::vector<std::string> texts_of(const nlohmann::json& record, const char* key) {
    const auto& list = record.at(key);
    if (!list.is_array()) {
        throw std::runtime_error(fmt::format("request field {} is not a list", key));
    }
    std::vector<std::string> texts;
    for (const auto& item : list) {
        texts.push_back(text_of(item, key));
    }
    return texts;
}

/// Whether none of `keys` is set in an older record (each true or false).
bool no_flag_of_record(const nlohmann::json& record, std::initializer_list<const char*> keys) {
    return std::none_of(keys.begin(), keys.end(),
                        [&](const char* key) { return record_flag(record, key); });
}

/// `{"kind": "morale", "units", "range": "", "cover": false, "single_stand": false, "markers"}`
/// and `{"kind": "move", "units", "open", "closed", "mounted", "dismounted": false, "rate",
/// "together"}` (schema 3, when the shared request held both rule sets' fields): FW's when the
/// other rule set's fields are empty, else none.
std::optional<Request> shared_of_record(const nlohmann::json& record, std::string_view kind) {
    std::vector<Request::Given> options;
    if (kind == k_morale) {
        if (record.size() != 6 || !record_text(record, "range").empty() ||
            !no_flag_of_record(record, {"cover", "single_stand"})) {
            return std::nullopt;
        }
        if (const auto& markers = record.at("markers"); !markers.is_null()) {
            options.push_back({"--markers", {}, markers.get<long long>()});
        }
    } else {
        if (record.size() != 8 ||
            !no_flag_of_record(record, {"open", "closed", "mounted", "dismounted"})) {
            return std::nullopt;
        }
        if (const auto rate = record_text(record, "rate"); !rate.empty()) {
            options.push_back({"--rate", rate});
        }
        if (record_flag(record, "together")) {
            options.push_back({"--together"});
        }
    }
    return book_request(std::string(kind), record_texts(record, "units"), {}, std::move(options));
}

} // namespace

std::vector<CommandDecl> FwRuleBook::commands() const {
    CommandDecl morale = dice_command(
        k_morale, "morale / fire combat result tests",
        "The fire combat results phase (FW-FIRE-3): every unit that took casualty markers this "
        "move (or the units named) tests once; --markers gives the markers a one-off "
        "TYPE[:STANDS] unit took.",
        "the unit(s) to test (default: all that are due)", false);
    CommandDecl rally = dice_command(
        k_rally, "rally units falling back or retreating",
        "Recovery rolls for every unit falling back or retreating (or the units named).",
        "the unit(s) (default: all falling back)", false);
    CommandDecl move =
        dice_command(k_move, "movement allowance or movement dice",
                     "Movement: the dice thrown for --rate march|double|charge (--together: at the "
                     "slowest type's dice).",
                     "the unit(s)", true);
    move.role = Role::moved;
    rally.role = Role::rallied;
    CommandDecl recover{std::string(k_recover), "recover casualty markers (FW-RECOVER)",
                        "Recover casualty markers (fuzzy-wuzzy): --when move (default), day or "
                        "week.",
                        "the unit(s) (--when day or week: default all)"};
    recover.units_required = false;
    recover.throws_dice = true;
    CommandDecl recon{std::string(k_recon), "reconnaissance (FW-RECON)",
                      "Reconnaissance by a unit that moved at march or double (fuzzy-wuzzy).",
                      "the reconnoitring unit"};
    recon.one_unit = true;
    recon.role = Role::scouted;
    recon.throws_dice = true;
    CommandDecl form{std::string(k_form), "formation-change order (FW-ORDER-2)",
                     "Fuzzy-wuzzy formation-change order (FW-ORDER-1/2): square (defence "
                     "grading, FW-FIRE-2), line, column (of march), limber, unlimber (guns), "
                     "mount, dismount (cavalry), reorganise. One a move; rallying counts as that "
                     "move's formation change. `set` stays for corrections.",
                     "the unit"};
    form.one_unit = true;
    form.roster_units = true;
    form.words = {{"order", "square, line, column, limber, unlimber, mount, dismount or reorganise",
                   true, k_form_orders}};
    auto all = combat_commands();
    for (auto& command : {morale, rally, move, recover, recon, form}) {
        all.push_back(command);
    }
    return all;
}

std::optional<Request> FwRuleBook::request_of_record(const nlohmann::json& record) const {
    const auto kind = record.value("kind", std::string());
    if (kind == k_morale || kind == k_move) {
        return shared_of_record(record, kind);
    }
    if (auto combat = combat_of_record(record)) {
        return combat;
    }
    BookRequest own;
    std::vector<Request::Given> options;
    std::size_t fields = 1;                           // "kind"
    if (kind == k_recon && record.contains("unit")) { // {"unit", "open"}
        own.units = {field_text(record, "unit")};
        if (!record.at("open").is_boolean()) {
            throw std::runtime_error("request field open is not true or false");
        }
        if (record.at("open").get<bool>()) {
            options.push_back({"--open"});
        }
        fields += 2;
    } else if (kind == k_recover && record.contains("when")) { // {"units", "when"}
        own.units = texts_of(record, "units");
        if (const auto when = field_text(record, "when"); when != "move") {
            options.push_back({"--when", when});
        }
        fields += 2;
    } else if (kind == k_form && record.contains("order")) { // {"unit", "order"}
        own.units = {field_text(record, "unit")};
        own.words = {{"order", field_text(record, "order")}};
        fields += 2;
    } else {
        return std::nullopt;
    }
    if (record.size() != fields) {
        throw std::runtime_error(fmt::format("{} request: unknown fields", kind));
    }
    Request request(std::move(own));
    request.command = kind;
    request.given = options;
    request.options = std::move(options);
    return request;
}

muster::Resolution own_command(const Request& request, const BookRequest& own, Env& env,
                               Draft& roster, const RuleBook& rulebook) {
    const std::string& command = request.command;
    if (auto combat = combat_command(request, own, env, roster, rulebook)) {
        return std::move(*combat);
    }
    if (command == k_morale) {
        MoraleRequest morale_request{own.units, std::nullopt};
        if (const auto* markers = request.option("--markers")) {
            if (!markers->number || *markers->number < std::numeric_limits<int>::min() ||
                *markers->number > std::numeric_limits<int>::max()) {
                throw UsageError("--markers N: a whole number of markers");
            }
            morale_request.markers = static_cast<int>(*markers->number);
        }
        return morale(morale_request, env, roster, rulebook);
    }
    if (command == k_rally) {
        return rally(own.units, env, roster, rulebook);
    }
    if (command == k_move) {
        const auto* rate = request.option("--rate");
        return move(MoveRequest{own.units, rate != nullptr ? rate->text : std::string(),
                                request.has("--together")},
                    env, roster, rulebook);
    }
    if (command == k_recover) {
        RecoverRequest recover_request{own.units};
        if (const auto* when = request.option("--when")) {
            recover_request.when = when->text;
        }
        return recover(recover_request, env, roster, rulebook);
    }
    if (command == k_recon) {
        return recon({one_unit(own, command), request.has("--open")}, env, roster, rulebook);
    }
    if (command == k_form) {
        return form({one_unit(own, command), own.word("order")}, env, roster, rulebook);
    }
    if (command == "army") {
        army(); // UE's: these rules have none, and say why
    }
    if (command == "recrew") {
        recrew();
    }
    refuse_other_command(rulebook, command);
}

} // namespace muster::fw
