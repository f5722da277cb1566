// Unbalanced-equality's own command (issue 40: RuleBook::commands): army, declared here, read
// from its BookRequest and from the journal's older records of it; and UE's words for a
// fuzzy-wuzzy command asked of a UE roster.
#include "muster/engine/request.hpp"
#include "muster/error.hpp"
#include "muster/text/text.hpp"
#include "muster/ue/rulebook.hpp"
#include "resolve.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace muster::ue {

namespace {

constexpr std::string_view k_recrew = "recrew";

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
    Request request(BookRequest{{field_text(record, gun), field_text(record, "from")}});
    request.command = k_recrew;
    return request;
}

} // namespace

std::vector<CommandDecl> UeRuleBook::commands() const {
    CommandDecl army{std::string(k_army), "army morale check (UE-ARMY)",
                     "Army morale: every army (side) with 25% of its men killed rolls; both at "
                     "25% is a draw.",
                     ""};
    army.units_required = false;
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
    return {army, recrew};
}

std::optional<Request> UeRuleBook::request_of_record(const nlohmann::json& record) const {
    if (record.value("kind", std::string()) == k_recrew && record.contains("from")) {
        return recrew_of_record(record);
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
                               Roster& roster, const RuleBook& rulebook) {
    const std::string& command = request.command;
    if (command == k_army) {
        if (!own.units.empty()) {
            throw UsageError("army takes a side, not units");
        }
        return army(ArmyRequest{own.word(k_side_word)}, env, roster, rulebook);
    }
    if (command == k_recrew) {
        if (own.units.size() != 2) {
            throw UsageError("recrew takes a gun and the unit it takes the men from (--from)");
        }
        return recrew(RecrewRequest{own.units[0], own.units[1]}, env, roster, rulebook);
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
