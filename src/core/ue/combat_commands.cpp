// Unbalanced-equality's fire, artillery, melee and charge (issue 40: RuleBook::commands):
// declared here, read from their BookRequest into UE's own requests, and read from the
// journal's records of them before they were the books' (schema 3's shared requests).
#include "muster/engine/event.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"
#include "resolve.hpp"

#include <fmt/format.h>

namespace muster::ue {

namespace {

constexpr std::string_view k_fire = "fire";
constexpr std::string_view k_artillery = "artillery";
constexpr std::string_view k_melee = "melee";
constexpr std::string_view k_charge = "charge";

using As = RecordField::As;
using Json = RecordField::Json;

/// Schema 3's `fire` request (`guns_only`: artillery), as UE reads it.
const std::vector<RecordField> k_fire_fields = {
    {"firers", As::units, "", Json::list},
    {"target", As::unit_option, "--at", Json::text},
    {"range", As::option, "--range", Json::text},
    {"distance", As::option, "--distance", Json::number},
    {"cover", As::option, "--cover"},
    {"single_stand", As::option, "--single-stand"},
    {"open", As::option, "--open"},
    {"closed", As::option, "--closed"},
    {"mounted", As::option, "--mounted"},
    {"dismounted", As::option, "--dismounted"},
    {"vs", As::option, "--vs", Json::text},
    {"guns_only", As::command, "artillery"},
    {"square", As::other},
    {"fortified", As::other},
};

/// Schema 3's `melee` request, as UE reads it.
const std::vector<RecordField> k_melee_fields = {
    {"a", As::units, "", Json::list},
    {"b", As::unit_option, "--vs", Json::list},
    {"pursue", As::option, "--pursue"},
    {"no_reinforce", As::option, "--no-reinforce", Json::text},
    {"cover", As::other},
    {"square", As::other},
    {"fortified", As::other},
};

/// Schema 3's `charge` request (`charger` in schema 2's words), as every rule set reads it.
std::vector<RecordField> charge_fields(const nlohmann::json& record) {
    return {{record.contains("charger") ? "charger" : "unit", As::units, "", Json::text},
            {"defenders", As::unit_option, "--at", Json::list},
            {"from", As::option, "--from", Json::number}};
}

/// A text option's value, "" when it was not given.
std::string text_of(const Request& request, std::string_view name) {
    const auto* option = request.option(name);
    return option == nullptr ? std::string() : option->text;
}

/// A number option's value (inches), none when it was not given.
std::optional<double> inches_of(const Request& request, std::string_view name) {
    const auto* option = request.option(name);
    return option == nullptr ? std::nullopt : option->value();
}

} // namespace

std::vector<CommandDecl> combat_commands() {
    CommandDecl melee =
        dice_command(k_melee, "resolve a melee / close combat",
                     "Resolve a melee between side A (the units before --vs) and side B: phase A "
                     "strengths and losses, phase B dice, phase C drive-off (default) or "
                     "--pursue.",
                     "side A's unit(s)", true);
    melee.units_name = "a";
    melee.unit_options = {{"--vs", "side B's unit(s)", true, true, Role::side_b}};
    melee.role = Role::side_a;
    return {at_target_command(k_fire, "resolve fire at a target",
                              "Resolve fire at a target: every unit that can fire, guns "
                              "included, resolved one by one and summed. Give the range as a "
                              "band or a distance. Updates the target's casualties and marks it "
                              "for its morale test.",
                              "the firing unit(s)", "firer"),
            at_target_command(k_artillery, "resolve gun fire",
                              "Resolve gun fire (cannon and Maxims only). Against a gun, --vs "
                              "gun hits the gun itself (4 hits destroy it), --vs crew (default) "
                              "kills its crew.",
                              "the firing gun(s)", "gun"),
            melee,
            odds_command(k_charge, "the exact odds of a whole charge: charge UNIT --at DEFENDER...",
                         "The exact odds of a whole charge: the defenders' fire at every band "
                         "crossed, the morale test after each, contact and the melee "
                         "(UE-APPROACH). Nothing is saved.",
                         "the charging unit",
                         {"--at", "the defenders (all fire; the first is met in melee)", true})};
}

std::optional<Request> combat_of_record(const nlohmann::json& record) {
    const auto kind = record.value("kind", std::string());
    if (kind == k_fire && record.contains("firers")) {
        return request_of_fields(record, std::string(k_fire), k_fire_fields);
    }
    if (kind == k_melee && record.contains("a")) {
        return request_of_fields(record, std::string(k_melee), k_melee_fields);
    }
    if (kind == k_charge && record.contains("defenders")) {
        return request_of_fields(record, std::string(k_charge), charge_fields(record));
    }
    return std::nullopt;
}

std::optional<muster::Resolution> combat_command(const Request& request, const BookRequest& own,
                                                 Env& env, Draft& roster, const RuleBook& book) {
    const std::string& command = request.command;
    if (command == k_fire || command == k_artillery) {
        const FireRequest fire{own.units,
                               own.unit_of("--at", command),
                               text_of(request, "--range"),
                               inches_of(request, "--distance"),
                               {request.has("--cover")},
                               request.has("--single-stand"),
                               {request.has("--open"), request.has("--closed"),
                                request.has("--mounted"), request.has("--dismounted")},
                               text_of(request, "--vs"),
                               command == k_artillery};
        return ue::fire(fire, env, roster, book);
    }
    if (command == k_melee) {
        return ue::melee(MeleeRequest{own.units, own.units_of("--vs"), request.has("--pursue"),
                                      text_of(request, "--no-reinforce")},
                         env, roster, book);
    }
    if (command == k_charge) {
        return ue::charge(ChargeRequest{own.units.empty() ? std::string() : own.units.front(),
                                        own.units_of("--at"), inches_of(request, "--from")},
                          env, roster, book);
    }
    return std::nullopt;
}

} // namespace muster::ue
