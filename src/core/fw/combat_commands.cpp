// Fuzzy-wuzzy's fire, artillery, melee and charge (issue 40: RuleBook::commands): declared here,
// read from their BookRequest into FW's own requests, and read from the journal's records of
// them before they were the books' (schema 3's shared requests).
#include "muster/engine/event.hpp"
#include "muster/engine/request.hpp"
#include "muster/error.hpp"
#include "resolve.hpp"

#include <fmt/format.h>

namespace muster::fw {

namespace {

constexpr std::string_view k_fire = "fire";
constexpr std::string_view k_artillery = "artillery";
constexpr std::string_view k_melee = "melee";
constexpr std::string_view k_charge = "charge";

using As = RecordField::As;
using Json = RecordField::Json;

/// Schema 3's `fire` request (`guns_only`: artillery), as FW reads it.
const std::vector<RecordField> k_fire_fields = {
    {"firers", As::units, "", Json::list},
    {"target", As::unit_option, "--at", Json::text},
    {"range", As::option, "--range", Json::text},
    {"distance", As::option, "--distance", Json::number},
    {"cover", As::option, "--cover"},
    {"square", As::option, "--square"},
    {"fortified", As::option, "--fortified"},
    {"guns_only", As::command, "artillery"},
    {"single_stand", As::other},
    {"open", As::other},
    {"closed", As::other},
    {"mounted", As::other},
    {"dismounted", As::other},
    {"vs", As::other, "", Json::text},
};

/// Schema 3's `melee` request, as FW reads it (side B's position).
const std::vector<RecordField> k_melee_fields = {
    {"a", As::units, "", Json::list},
    {"b", As::unit_option, "--vs", Json::list},
    {"cover", As::option, "--cover"},
    {"square", As::option, "--square"},
    {"fortified", As::option, "--fortified"},
    {"pursue", As::other},
    {"no_reinforce", As::other, "", Json::text},
};

/// Where the target, or side B, stands: the options given.
PositionFlags position_of(const Request& request) {
    return {request.has("--cover"), request.has("--square"), request.has("--fortified")};
}

} // namespace

std::vector<CommandDecl> combat_commands() {
    const CommandDecl fire = at_target_command(
        k_fire, "resolve fire at a target",
        "Resolve fire at a target: every unit that can fire, resolved one by one and summed, "
        "each at its own band of the range or distance given. Updates the target's casualty "
        "markers and owes its fire combat result test.",
        "the firing unit(s)", "firer");
    const CommandDecl artillery =
        at_target_command(k_artillery, "resolve gun fire",
                          "Resolve gun fire (guns and machine guns only) as fire resolves it.",
                          "the firing gun(s)", "gun");
    CommandDecl melee = dice_command(k_melee, "resolve a melee / close combat",
                                     "Close combat between side A (the units before --vs) and "
                                     "side B: each side's dice, its markers and the result; "
                                     "--cover, --square and --fortified give side B's position.",
                                     "side A's unit(s)", true);
    melee.units_name = "a";
    melee.unit_options = {{"--vs", "side B's unit(s)", true, true, Role::side_b}};
    melee.role = Role::side_a;
    const CommandDecl charge = odds_command(
        k_charge, "the exact odds of a whole charge: charge UNIT --at DEFENDER...",
        "The exact odds of a whole charge: the defenders' fire at every band crossed, the fire "
        "combat result test after each, contact and the close combat (FW-APPROACH). Nothing is "
        "saved.",
        "the charging unit", {"--at", "the defenders (all fire; the first in close combat)", true});
    return {fire, artillery, melee, charge};
}

std::optional<Request> combat_of_record(const nlohmann::json& record) {
    const auto kind = record.value("kind", std::string());
    if (kind == k_fire && record.contains("firers")) {
        return request_of_fields(record, std::string(k_fire), k_fire_fields);
    }
    if (kind == k_melee && record.contains("a")) {
        return request_of_fields(record, std::string(k_melee), k_melee_fields);
    }
    return std::nullopt; // a charge is never journalled: it changes nothing
}

std::optional<muster::Resolution> combat_command(const Request& request, const BookRequest& own,
                                                 Env& env, Draft& roster, const RuleBook& book) {
    const std::string& command = request.command;
    if (command == k_fire || command == k_artillery) {
        const auto* range = request.option("--range");
        const auto* distance = request.option("--distance");
        return fw::fire(FireRequest{own.units, own.unit_of("--at", command),
                                    range == nullptr ? std::string() : range->text,
                                    distance == nullptr ? std::nullopt : distance->value(),
                                    position_of(request), command == k_artillery},
                        env, roster, book);
    }
    if (command == k_melee) {
        return fw::melee(MeleeRequest{own.units, own.units_of("--vs"), position_of(request)}, env,
                         roster, book);
    }
    if (command == k_charge) {
        const auto* from = request.option("--from");
        return fw::charge(ChargeRequest{own.units.empty() ? std::string() : own.units.front(),
                                        own.units_of("--at"),
                                        from == nullptr ? std::nullopt : from->value()},
                          env, roster, book);
    }
    return std::nullopt;
}

} // namespace muster::fw
