// Fuzzy-wuzzy's own commands (issue 40: RuleBook::commands): recover, recon and form, declared
// here, read from their BookRequest, and read from the journal's older records of them.
#include "muster/engine/request.hpp"
#include "muster/error.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/text/text.hpp"
#include "resolve.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace muster::fw {

namespace {

constexpr std::string_view k_recover = "recover";
constexpr std::string_view k_recon = "recon";
constexpr std::string_view k_form = "form";

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

} // namespace

std::vector<CommandDecl> FwRuleBook::commands() const {
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
    return {recover, recon, form};
}

std::optional<Request> FwRuleBook::request_of_record(const nlohmann::json& record) const {
    const auto kind = record.value("kind", std::string());
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
                               Roster& roster, const RuleBook& rulebook) {
    const std::string& command = request.command;
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
