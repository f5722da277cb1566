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

std::vector<CommandDecl> UeRuleBook::commands() const {
    CommandDecl army{std::string(k_army), "army morale check (UE-ARMY)",
                     "Army morale: every army (side) with 25% of its men killed rolls; both at "
                     "25% is a draw.",
                     ""};
    army.units_required = false;
    army.throws_dice = true;
    army.words = {{std::string(k_side_word), "only this side's army", false}};
    return {army};
}

std::optional<Request> UeRuleBook::request_of_record(const nlohmann::json& record) const {
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
    if (command == "form") {
        check_words(request); // a mistyped order is a usage error first, in any rule set
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
