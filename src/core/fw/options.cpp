// The options fuzzy-wuzzy gives its commands (issue 40), declared for the command line, `--help`
// and completion; the commands read them where they resolve (commands.cpp).
#include "muster/engine/request.hpp"
#include "muster/fw/rulebook.hpp"

#include <string>
#include <type_traits>
#include <variant>

namespace muster::fw {

namespace {

using OptionKind = OptionSpec::Kind;

} // namespace

std::vector<OptionSpec> FwRuleBook::options(std::string_view command) const {
    if (command == "fire" || command == "artillery") {
        auto out = range_options();
        out.insert(out.end(), {{"--cover", "the target is in a defensive position (cover, uphill)"},
                               {"--square", "FW: the target is in square"},
                               {"--fortified", "FW: the target is in a fortification"}});
        return out;
    }
    if (command == "charge") {
        return {from_option()};
    }
    if (command == "melee") {
        return {{"--cover", "FW: side B is in cover"},
                {"--square", "FW: side B is in square"},
                {"--fortified", "FW: side B is fortified"}};
    }
    if (command == "morale") {
        return {{"--markers",
                 "FW: the casualty markers a one-off TYPE[:STANDS] unit took this move",
                 OptionKind::integer}};
    }
    if (command == "add") { // the unit's keys (FW-ORDER, FW-FIRE-2)
        return {{"--formation",
                 "FW: open, closed, line, column or square",
                 OptionKind::text,
                 {"open", "closed", "line", "column", "square"}},
                {"--mounted", "FW: mounted", OptionKind::flag, {}, "--dismounted"},
                {"--dismounted",
                 "FW: dismounted (default)",
                 OptionKind::flag,
                 {},
                 "--mounted",
                 "mounted=no"},
                {"--cover", "FW: in cover"}};
    }
    if (command == "move") {
        return {
            {"--rate",
             "FW: march, double or charge",
             OptionKind::text,
             {"march", "double", "charge"}},
            {"--together", "FW: move the units together at the slowest type's dice (FW-MOVE-6)"}};
    }
    if (command == "recover") {
        return {{"--when",
                 "FW: move (default), day or week",
                 OptionKind::text,
                 {"move", "day", "week"}}};
    }
    if (command == "recon") {
        return {{"--open", "FW: in open terrain (+1)"}};
    }
    return {};
}

} // namespace muster::fw
