#include "muster/fw/rulebook.hpp"

#include "muster/error.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/state.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster::fw {

namespace {

/// FW-PIECE-1: one stand is a company, squadron, battery or ~200 irregulars.
constexpr int k_default_stands = 1;
std::string move_text(const TypeSpec& type, const Book& book) {
    return fmt::format("{}/{}/{}", book.move_dice(type, Rate::march),
                       book.move_dice(type, Rate::double_trot), book.move_dice(type, Rate::charge));
}

} // namespace

std::unique_ptr<RuleBook> make_fw_rulebook() {
    return std::make_unique<FwRuleBook>();
}

const Book& book_of(const RuleBook& rulebook) {
    const auto* fw = dynamic_cast<const FwRuleBook*>(&rulebook);
    if (fw == nullptr) {
        throw RuleError("this needs a fuzzy-wuzzy roster");
    }
    return fw->book();
}

bool regular_fire_results(const Roster& roster) {
    auto it = roster.options.find(k_opt_regular_fire_results);
    return it == roster.options.end() || it->second != "off"; // OPT-4: on unless recorded off
}

int FwRuleBook::default_stands(std::string_view /*type*/) const {
    return k_default_stands;
}

std::vector<std::pair<std::string, std::vector<std::string>>> FwRuleBook::option_values() const {
    return {{k_opt_regular_fire_results, {"on", "off"}}};
}

void FwRuleBook::validate(const Unit& unit) const {
    if (!m_book.has_type(unit.type)) {
        throw RosterError(fmt::format("unit '{}': unknown fuzzy-wuzzy type '{}' (one of: {})",
                                      unit.name, unit.type, fmt::join(m_book.type_ids(), ", ")));
    }
    const TypeSpec& type = m_book.type(unit.type);
    if (type.weapon != "none" && !m_book.has_weapon(type.weapon)) {
        throw RosterError(fmt::format("unit '{}': type '{}' has weapon={}, which no `table "
                                      "weapon-{} ranges=L/M/S attack=N` line defines",
                                      unit.name, type.id, type.weapon, type.weapon));
    }
    if (unit.stands < 1) {
        throw RosterError(fmt::format("unit '{}': stands must be at least 1", unit.name));
    }
    const int figures = unit.stands * type.figures_per_stand;
    if (fw::record(unit).markers < 0 || fw::record(unit).dead < 0 || fw::record(unit).taken < 0 ||
        fw::record(unit).retreating < 0) {
        throw RosterError(fmt::format("unit '{}': markers, dead, taken and retreating must not "
                                      "be negative",
                                      unit.name));
    }
    if (fw::record(unit).markers + fw::record(unit).dead > figures) {
        throw RosterError(fmt::format("unit '{}': markers={} and dead={} exceed its {} figures",
                                      unit.name, fw::record(unit).markers, fw::record(unit).dead,
                                      figures));
    }
    const UnitState state = unit_state(unit, type);
    if (fw::record(unit).retreating > state.stands_present) {
        throw RosterError(fmt::format("unit '{}': retreating={} but only {} stands are present",
                                      unit.name, fw::record(unit).retreating,
                                      state.stands_present));
    }
    if (!fw::record(unit).formation.empty() &&
        std::ranges::find(k_formations, fw::record(unit).formation) == k_formations.end()) {
        throw RosterError(fmt::format("unit '{}': formation={}: fuzzy-wuzzy formations are {}",
                                      unit.name, fw::record(unit).formation,
                                      fmt::join(k_formations, ", ")));
    }
    if (fw::record(unit).moves.size() > k_moves_kept) {
        throw RosterError(
            fmt::format("unit '{}': moves keeps the last {} rates only", unit.name, k_moves_kept));
    }
    for (const auto& rate : fw::record(unit).moves) {
        if (!parse_rate(rate)) {
            throw RosterError(fmt::format(
                "unit '{}': moves: '{}' is not a rate (stationary, march, double, charge)",
                unit.name, rate));
        }
    }
}

Derived FwRuleBook::derive(const Unit& unit, const Roster& /*roster*/) const {
    const TypeSpec& type = m_book.type(unit.type);
    const UnitState s = unit_state(unit, type);
    Derived d;
    d.figures_per_stand = s.figures_per_stand;
    d.figures = s.figures;
    d.killed_figures = s.dead;
    d.wounded_figures = s.markers;
    d.stands_lost = s.stands_gone + s.stands_out;
    d.stands_left = s.stands_able;
    d.klass = std::string(to_string(type.cls));
    d.kind = std::string(to_string(type.kind));
    d.die = class_die(type.cls).name(); // FW-FIRE-3: the class's die for its tests
    d.extra = {
        {"unwounded", static_cast<long long>(s.unwounded)},
        {"stands_gone", static_cast<long long>(s.stands_gone)},
        {"stands_out_of_action", static_cast<long long>(s.stands_out)},
        {"stands_able", static_cast<long long>(s.stands_able)},
        {"stands_ready", static_cast<long long>(s.stands_ready)},
    };
    return d;
}

std::vector<TypeRow> FwRuleBook::type_table() const {
    std::vector<TypeRow> rows;
    for (const TypeSpec& type : m_book.types()) {
        TypeRow row;
        row.id = type.id;
        row.base = type.base;
        // A value the roster set, on the type or in a `table` line, is the players' own
        // (house, never provisional, FW-TAB-1).
        auto add = [&](std::string key, std::string value, bool provisional,
                       std::string_view house_key, bool house_table = false,
                       TypeRow::Numbers numbers = {}) {
            row.values.push_back({std::move(key), std::move(value),
                                  house_table || type.house_keys.contains(std::string(house_key)),
                                  provisional, std::move(numbers)});
        };
        const std::string weapon_table = "weapon-" + type.weapon;
        add("class", std::string(to_string(type.cls)), false, "class");
        add("kind", std::string(to_string(type.kind)), false, "kind");
        add("figures", fmt::format("{}", type.figures_per_stand), false, "figures", false,
            TypeRow::number(type.figures_per_stand));
        // FW-DICE is exact: which die for fire and for close combat.
        add("fire-die", class_die(type.cls).name(), false, "class");
        add("close-die", close_combat_die(type.cls).name(), false, "class");
        // FW-PIECE-4's weapons and everything below are provisional (FW-TAB-1).
        add("weapon", type.weapon, true, "weapon");
        if (const Weapon* weapon = m_book.weapon(type.weapon)) {
            add("ranges",
                fmt::format("{}/{}/{}", weapon->long_range, weapon->medium_range,
                            weapon->short_range),
                true, "", m_book.house_value(weapon_table, "ranges"),
                {{"long", weapon->long_range},
                 {"medium", weapon->medium_range},
                 {"short", weapon->short_range}});
            add("attack", fmt::format("{:+}", weapon->attack), true, "",
                m_book.house_value(weapon_table, "attack"), TypeRow::number(weapon->attack));
        }
        // FW-MOVE-1: the dice thrown at each rate
        add("move", move_text(type, m_book), true, "move",
            m_book.house_value("move", to_string(type.kind)),
            {{"march", m_book.move_dice(type, Rate::march)},
             {"double", m_book.move_dice(type, Rate::double_trot)},
             {"charge", m_book.move_dice(type, Rate::charge)}});
        add("close-attack", fmt::format("{:+}", m_book.close_attack(type)), true, "close-attack",
            m_book.house_value("close-attack", to_string(type.cls)),
            TypeRow::number(m_book.close_attack(type)));
        rows.push_back(std::move(row));
    }
    for (const auto& [name, values] : m_book.table_rows()) {
        TypeRow row;
        row.id = "table " + name;
        for (const auto& v : values) {
            row.values.push_back({v.key, v.value, v.house, v.provisional, v.numbers});
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace muster::fw
