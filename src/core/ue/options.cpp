// The options unbalanced-equality gives its commands (issue 40), declared for the command line,
// `--help` and completion; the commands read them where they resolve (commands.cpp).
#include "muster/engine/request.hpp"
#include "muster/ue/rulebook.hpp"

#include <string>
#include <type_traits>
#include <variant>

namespace muster::ue {

namespace {

using OptionKind = OptionSpec::Kind;

const OptionSpec k_cover = {"--cover", "the target is in a defensive position (cover, uphill)"};
const OptionSpec k_single_stand = {
    "--single-stand", "UE: fired on by a single regular infantry stand (for its morale test)"};
const OptionSpec k_mounted = {"--mounted", "UE: mounted infantry fire mounted"};
const OptionSpec k_dismounted = {"--dismounted", "UE: mounted infantry fire dismounted"};

/// UE-TYPE-3: for small arms the state is the firers'; guns have none, so for `artillery` it is
/// the target's (its closed order gives the cannon's UE-ARTY-2 bonus).
std::vector<OptionSpec> fire_options(bool guns) {
    std::vector<OptionSpec> out = range_options();
    out.insert(
        out.end(),
        {
            k_cover,
            k_single_stand,
            {"--open", guns ? "UE: the target is in open order this time (no closed-order bonus, "
                              "UE-ARTY-2)"
                            : "UE: the firers fire in open order this time"},
            {"--closed",
             guns ? "UE: the target is in closed order this time (+10 kills, UE-ARTY-2)"
                  : "UE: closed order this time (a last stand touching another company)"},
            k_mounted,
            k_dismounted,
        });
    if (guns) {
        out.push_back({"--vs",
                       "UE, against a gun: crew (default) or gun",
                       OptionKind::text,
                       {"crew", "gun"}});
    }
    return out;
}

} // namespace

std::vector<OptionSpec> UeRuleBook::options(std::string_view command) const {
    if (command == "fire" || command == "artillery") {
        return fire_options(command == "artillery");
    }
    if (command == "charge") {
        return {from_option()};
    }
    if (command == "melee") {
        return {{"--pursue", "UE: the winner pursues; both stay locked in melee (UE-MELEE-5)"},
                {"--no-reinforce",
                 "UE: side a or b, locked as the loser, cannot reinforce: MV halved (UE-MELEE-6)",
                 OptionKind::text}};
    }
    if (command == "morale") {
        return {{"--range",
                 "UE: test at this band (short, medium, long) whatever the record says",
                 OptionKind::text,
                 {"short", "medium", "long"}},
                {"--cover", "UE: the unit is in a defensive position"},
                {"--single-stand", "UE: it was fired on by a single regular infantry stand"}};
    }
    if (command == "add") { // the unit's keys (UE-TYPE-3, UE-MORALE-2)
        return {{"--formation", "open or closed (UE-TYPE-3)", OptionKind::text, {"open", "closed"}},
                {"--mounted", "mounted (UE-TYPE-3)", OptionKind::flag, {}, "--dismounted"},
                {"--dismounted",
                 "dismounted (default)",
                 OptionKind::flag,
                 {},
                 "--mounted",
                 "mounted=no"},
                {"--cover", "in a defensive position"}};
    }
    if (command == "move") {
        return {{"--open", "UE: as if in open order"},
                {"--closed", "UE: as if in closed order"},
                {"--mounted", "UE: as if mounted"},
                {"--dismounted", "UE: as if dismounted"}};
    }
    return {};
}

} // namespace muster::ue
