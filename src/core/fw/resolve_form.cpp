#include "muster/engine/record.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"
#include "muster/fw/marks.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/results.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/fw/rules.hpp"
#include "muster/fw/state.hpp"
#include "muster/roster/format.hpp"
#include "resolve.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>

/// `form UNIT ORDER`: the formation-change orders of FW-ORDER-2.
namespace muster::fw {

namespace {

/// FW-ORDER-2: the formation changes, what each records, and which kinds may give it.
enum class Records { formation, limbered, mounted, nothing };
struct Order {
    std::string_view word;
    std::string_view says; ///< "forms square"
    Records records;
    std::string_view value;  ///< formation, or "yes"/"no" for the flags
    std::vector<Kind> kinds; ///< empty: any kind
    std::string_view state;  ///< what the unit is after it: "in square", "dismounted"
};

const std::array<Order, 8>& orders() {
    static const std::array<Order, 8> k_orders{{
        {"square", "forms square", Records::formation, "square", {Kind::infantry}, "in square"},
        {"line", "forms line", Records::formation, "line", {}, "in line"},
        {"column", "forms column of march", Records::formation, "column", {}, "in column of march"},
        {"limber",
         "limbers up",
         Records::limbered,
         "yes",
         {Kind::artillery, Kind::machine_gun},
         "limbered"},
        {"unlimber",
         "unlimbers",
         Records::limbered,
         "no",
         {Kind::artillery, Kind::machine_gun},
         "unlimbered"},
        {"mount", "mounts", Records::mounted, "yes", {Kind::cavalry}, "mounted"},
        {"dismount", "dismounts", Records::mounted, "no", {Kind::cavalry}, "dismounted"},
        {"reorganise", "reorganises", Records::nothing, "", {}, ""},
    }};
    return k_orders;
}

const Order& order_of(const std::string& word) {
    if (std::find(k_form_orders.begin(), k_form_orders.end(), word) == k_form_orders.end()) {
        throw UsageError(fmt::format("form {}: expected square, line, column, limber, unlimber, "
                                     "mount, dismount or reorganise",
                                     word));
    }
    for (const Order& order : orders()) {
        if (order.word == word || (word == "reorganize" && order.word == "reorganise")) {
            return order;
        }
    }
    throw RuleError(fmt::format("internal: form {} has no entry in the order table", word));
}

} // namespace

muster::Resolution form(const FormRequest& request, Env& env, Draft& roster,
                        const RuleBook& rulebook) {
    const std::string& name = request.unit;
    const Order& order = order_of(request.order);
    const auto& book = book_of(rulebook);
    Unit& unit = roster_unit(roster, name);
    const auto& type = book.type(unit.type);
    if (has_mark(unit.done, fw::mark::rally)) {
        throw RuleError(fmt::format("{} rallied this move (move {}), and rallying is its one "
                                    "formation change (FW-ORDER-2); `muster undo` takes the rally "
                                    "back",
                                    unit.name, roster.turn));
    }
    // FW-RALLY-4: a unit whose stands all retreat takes no formation change but `rally`.
    const UnitState now = unit_state(unit, type);
    if (now.retreating > 0 && now.retreating >= now.stands_present) {
        throw RuleError(fmt::format("{}: all its {} are retreating, and retreating stands obey no "
                                    "orders until they rally (FW-RALLY-4): its only formation "
                                    "change is `muster rally {}`",
                                    unit.name, counted(now.stands_present, "stand"),
                                    quote_if_needed(unit.name)));
    }
    refuse_repeat(env, unit, fw::mark::form, "took its formation-change order", "FW-ORDER-2",
                  roster.before());
    if (!order.kinds.empty() &&
        std::find(order.kinds.begin(), order.kinds.end(), type.kind) == order.kinds.end()) {
        throw RuleError(fmt::format("{} is {}: it cannot {} (FW-ORDER-2)", unit.name,
                                    to_string(type.kind), order.word));
    }
    const bool was_square = fw::record(unit).formation == "square";
    const bool flag_on = order.value == "yes";
    const bool already =
        (order.records == Records::formation && fw::record(unit).formation == order.value) ||
        (order.records == Records::limbered && fw::record(unit).limbered == flag_on) ||
        (order.records == Records::mounted && fw::record(unit).mounted == flag_on);
    if (already) {
        throw RuleError(fmt::format("{} is already {}", unit.name, order.state));
    }
    switch (order.records) {
    case Records::formation:
        fw::record(unit).formation = std::string(order.value);
        break;
    case Records::limbered:
        fw::record(unit).limbered = flag_on;
        break;
    case Records::mounted:
        fw::record(unit).mounted = flag_on;
        break;
    case Records::nothing:
        break;
    }
    add_mark(unit.done, fw::mark::form);
    muster::Resolution report;
    report.command = "form";
    report.text.push_back(
        fmt::format("{} {} (FW-ORDER-2: its formation change this move)", unit.name, order.says));
    if (order.word == "square") {
        report.text.push_back(fmt::format(
            "in square its defence grading is {} against fire (FW-FIRE-2) and {} in close combat "
            "(FW-CLOSE-2), provisional numbers (FW-TAB-1)",
            book.fire_defence(Position::square), book.close_defence(Position::square)));
    } else if (was_square && order.records == Records::formation) {
        // FW-FIRE-2, FW-CLOSE-2: out of square, the defence grading is the open's (or cover's).
        report.text.push_back(fmt::format(
            "out of square its defence grading is {} in the open ({} in cover) against fire "
            "(FW-FIRE-2), was {}, and {} in the open in close combat (FW-CLOSE-2), was {}; "
            "provisional numbers (FW-TAB-1)",
            book.fire_defence(Position::open), book.fire_defence(Position::cover),
            book.fire_defence(Position::square), book.close_defence(Position::open),
            book.close_defence(Position::square)));
    } else {
        report.text.emplace_back("recorded; what it does on the table was in the lost tables, so "
                                 "muster changes no number for it (FW-ORDER-2, FW-TAB-1)");
    }
    report.brief = fmt::format("form {}: {}", unit.name, order.says);
    report.result = FormReport{unit.name, std::string(order.word)};
    return report;
}

} // namespace muster::fw
