// Unbalanced-equality's commands (issue 40: RuleBook::commands): morale, rally, move, army and
// recrew, declared here, read from their BookRequest and from the journal's older records of
// them; and UE's words for a fuzzy-wuzzy command asked of a UE roster.
#include "muster/engine/event.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"
#include "muster/text/text.hpp"
#include "muster/ue/rulebook.hpp"
#include "resolve.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace muster::ue {

namespace {

constexpr std::string_view k_recrew = "recrew";
constexpr std::string_view k_morale = "morale";
constexpr std::string_view k_rally = "rally";
constexpr std::string_view k_move = "move";

/// A text field of an older record (valid text, as muster writes it), else it is damaged.
std::string field_text(const nlohmann::json& record, const char* key) {
    const auto& value = record.at(key);
    if (!value.is_string() || !text::text_problem(value.get<std::string>()).empty()) {
        throw std::runtime_error(fmt::format("request field {} is not text", key));
    }
    return value.get<std::string>();
}

/// `{"kind": "recrew", "unit": GUN, "from": UNIT}` (schema 3; `gun` in schema 2's words).
Request recrew_of_record(const nlohmann::json& record) {
    const char* gun = record.contains("gun") ? "gun" : "unit";
    if (record.size() != 3) {
        throw std::runtime_error("recrew request: unknown fields");
    }
    return book_request_by_option(std::string(k_recrew), {field_text(record, gun)},
                                  {{"--from", {field_text(record, "from")}}}, {});
}

/// The flags of `keys` set in an older record, as the options that say them: `--` and the key
/// (`single_stand` is `--single-stand`).
void flags_of_record(const nlohmann::json& record, std::initializer_list<const char*> keys,
                     std::vector<Request::Given>& options) {
    for (const char* key : keys) {
        if (record_flag(record, key)) {
            std::string name = std::string("--") + key;
            std::replace(name.begin(), name.end(), '_', '-');
            options.push_back({name});
        }
    }
}

/// `{"kind": "morale", "units", "range", "cover", "single_stand", "markers": null}` and `{"kind":
/// "move", "units", "open", "closed", "mounted", "dismounted", "rate": "", "together": false}`
/// (schema 3, when the shared request held both rule sets' fields): UE's when the other rule
/// set's fields are empty, else none.
std::optional<Request> shared_of_record(const nlohmann::json& record, std::string_view kind) {
    std::vector<Request::Given> options;
    if (kind == k_morale) {
        if (record.size() != 6 || !record.at("markers").is_null()) {
            return std::nullopt;
        }
        if (const auto range = record_text(record, "range"); !range.empty()) {
            options.push_back({"--range", range});
        }
        flags_of_record(record, {"cover", "single_stand"}, options);
    } else {
        if (record.size() != 8 || !record_text(record, "rate").empty() ||
            record_flag(record, "together")) {
            return std::nullopt;
        }
        flags_of_record(record, {"open", "closed", "mounted", "dismounted"}, options);
    }
    return book_request(std::string(kind), record_texts(record, "units"), {}, std::move(options));
}

} // namespace

std::vector<CommandDecl> UeRuleBook::commands() const {
    CommandDecl morale = dice_command(
        k_morale, "morale / fire combat result tests",
        "Reaction tests after fire: every native unit that took casualties this turn (or the "
        "units named), at the closest band it was fired at, with the benefits recorded; "
        "--range, --cover and --single-stand give them by hand.",
        "the unit(s) to test (default: all that are due)", false);
    CommandDecl rally = dice_command(
        k_rally, "rally units falling back or retreating",
        "Recovery rolls for every unit falling back or retreating (or the units named).",
        "the unit(s) (default: all falling back)", false);
    CommandDecl move = dice_command(
        k_move, "movement allowance or movement dice",
        "Movement: the allowance for the unit's state (fixed, nothing rolled or recorded).",
        "the unit(s)", true);
    move.role = Role::moved;
    rally.role = Role::rallied;
    CommandDecl army{std::string(k_army), "army morale check (UE-ARMY)",
                     "Army morale: every army (side) with 25% of its men killed rolls; both at "
                     "25% is a draw.",
                     ""};
    army.units_required = false;
    army.role = Role::sides;
    army.throws_dice = true;
    army.words = {{std::string(k_side_word), "only this side's army", false}};
    CommandDecl recrew{std::string(k_recrew),
                       "replace a gun's crew with 60 infantrymen (UE-ARTY-5)",
                       "Give a silent gun (its crew all killed) a new crew of 60 men taken from "
                       "one infantry unit: it then fires at half and hits guns only on 1-2 "
                       "(UE-ARTY-5).",
                       "the silent gun"};
    recrew.units_name = "gun";
    recrew.one_unit = true;
    recrew.roster_units = true;
    recrew.unit_options = {{"--from", "the infantry unit that gives the men"}};
    recrew.group = "roster";
    auto all = combat_commands();
    for (auto& command : {morale, rally, move, army, recrew}) {
        all.push_back(command);
    }
    return all;
}

std::optional<Request> UeRuleBook::request_of_record(const nlohmann::json& record) const {
    const auto kind = record.value("kind", std::string());
    if (kind == k_recrew && record.contains("from")) {
        return recrew_of_record(record);
    }
    if (kind == k_morale || kind == k_move) {
        return shared_of_record(record, kind);
    }
    if (auto combat = combat_of_record(record)) {
        return combat;
    }
    // {"kind": "army", "side": SIDE}: "" for every side
    if (record.value("kind", std::string()) != k_army || !record.contains(k_side_word) ||
        record.size() != 2) {
        return std::nullopt;
    }
    const auto& side = record.at(k_side_word);
    if (!side.is_string() || !text::text_problem(side.get<std::string>()).empty()) {
        throw std::runtime_error("request field side is not text");
    }
    BookRequest own;
    if (!side.get<std::string>().empty()) {
        own.words = {{std::string(k_side_word), side.get<std::string>()}};
    }
    Request request(std::move(own));
    request.command = k_army;
    return request;
}

muster::Resolution own_command(const Request& request, const BookRequest& own, Env& env,
                               Draft& roster, const RuleBook& rulebook) {
    const std::string& command = request.command;
    if (auto combat = combat_command(request, own, env, roster, rulebook)) {
        return std::move(*combat);
    }
    if (command == k_morale) {
        const auto* range = request.option("--range");
        return morale(MoraleRequest{own.units, range != nullptr ? range->text : std::string(),
                                    request.has("--cover"), request.has("--single-stand")},
                      env, roster, rulebook);
    }
    if (command == k_rally) {
        return rally(own.units, env, roster, rulebook);
    }
    if (command == k_move) {
        const StateFlags state{request.has("--open"), request.has("--closed"),
                               request.has("--mounted"), request.has("--dismounted")};
        return move(MoveRequest{own.units, state}, env, roster, rulebook);
    }
    if (command == k_army) {
        if (!own.units.empty()) {
            throw UsageError("army takes a side, not units");
        }
        return army(ArmyRequest{own.word(k_side_word)}, env, roster, rulebook);
    }
    if (command == k_recrew) {
        // `--from` kept apart, or (recorded before it was) after the gun
        const auto& from = own.units_of("--from");
        const std::size_t given = own.units.size() + from.size();
        if (own.units.empty() || given != 2) {
            throw UsageError("recrew takes a gun and the unit it takes the men from (--from)");
        }
        return recrew(RecrewRequest{own.units[0], from.empty() ? own.units[1] : from[0]}, env,
                      roster, rulebook);
    }
    if (command == "form") {
        check_own_command(request); // a mistyped order is a usage error first, in any rule set
        throw RuleError("formation-change orders are fuzzy-wuzzy's (FW-ORDER-2); an "
                        "unbalanced-equality unit's formation is recorded with `muster set UNIT "
                        "formation=open|closed`");
    }
    if (command == "recon" || command == "recover") {
        no_such_step(command);
    }
    refuse_other_command(rulebook, command);
}

} // namespace muster::ue
