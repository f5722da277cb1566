#include "muster/ue/rulebook.hpp"

#include "muster/dice/dice.hpp"
#include "muster/error.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/unit.hpp"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>

namespace muster::ue {

namespace {

template <class Enum>
Enum option_value(const Roster& roster, std::string_view key, std::string_view first,
                  std::string_view second, Enum first_value, Enum second_value) {
    const auto it = roster.options.find(std::string(key));
    if (it == roster.options.end() || it->second == first) {
        return first_value;
    }
    if (it->second == second) {
        return second_value;
    }
    throw RosterError(
        fmt::format("option {}: expected {} or {}, got '{}'", key, first, second, it->second));
}

std::string joined_ids(const std::vector<TroopType>& types) {
    std::string ids;
    for (const auto& t : types) {
        ids += (ids.empty() ? "" : ", ") + t.id;
    }
    return ids;
}

/// find_type's bucket of an id (UeRuleBook::m_type_bucket): of its length and its first,
/// middle and last bytes, which set the 15 built-in types in 15 buckets.
std::size_t type_bucket(std::string_view id) {
    if (id.empty()) {
        return 0;
    }
    const auto byte = [id](std::size_t at) { return static_cast<unsigned char>(id[at]); };
    return (id.size() + byte(0) + byte(id.size() - 1) * 3 + byte(id.size() / 2)) & 63U;
}

} // namespace

Options read_options(const Roster& roster) {
    Options o;
    o.combat_power = option_value(roster, k_option_combat_power, "figures", "men",
                                  CombatPower::figures, CombatPower::men);
    o.morale = option_value(roster, k_option_morale, "benefit", "literal", MoraleModifiers::benefit,
                            MoraleModifiers::literal);
    o.army_morale = option_value(roster, k_option_army_morale, "on", "off", true, false);
    return o;
}

UeRuleBook::UeRuleBook() : m_types(builtin_types()) {
    for (std::size_t i = 0; i < m_types.size(); ++i) {
        m_type_index.emplace(m_types[i].id, i);
    }
    index_type_buckets();
}

void UeRuleBook::index_type_buckets() {
    m_type_bucket.fill(k_no_type);
    if (m_types.size() > k_types_read_in_order) {
        return;
    }
    for (std::size_t i = 0; i < m_types.size(); ++i) {
        auto& slot = m_type_bucket[type_bucket(m_types[i].id)];
        slot = slot == k_no_type ? static_cast<std::uint8_t>(i) : k_many_types;
    }
}

void UeRuleBook::add_house_type(const HouseRule& rule) {
    std::string base_id = rule.name;
    for (const auto& [key, value] : rule.keys) {
        if (key == "base") {
            base_id = value;
        }
    }
    const TroopType* base = find_type(base_id);
    if (base == nullptr) {
        throw RosterError(fmt::format("type {}: {} (unbalanced-equality types: {})", rule.name,
                                      base_id == rule.name
                                          ? std::string("needs base=TYPE, one of the types")
                                          : fmt::format("unknown base '{}'", base_id),
                                      joined_ids(m_types)));
    }
    TroopType type = apply_house_rule(*base, rule.name, rule.keys);
    const auto [it, added] = m_type_index.try_emplace(rule.name, m_types.size());
    if (added) {
        m_types.push_back(std::move(type));
        index_type_buckets();
    } else {
        m_types[it->second] = std::move(type);
    }
}

void UeRuleBook::add_house_table(const HouseRule& rule) {
    throw RosterError(fmt::format(
        "table {}: unbalanced-equality has no tables to change; use 'type' lines", rule.name));
}

const TroopType* UeRuleBook::find_type(std::string_view id) const {
    // A few types (the built-in ones and some house rules): the one type of the id's bucket,
    // of its length and three of its bytes, is found with one compare, four times for every
    // unit of a 10,000-unit roster (docs/performance.md). The ids are unique: a house rule of
    // a type's id replaces it in place.
    if (m_types.size() <= k_types_read_in_order && !id.empty()) {
        const auto slot = m_type_bucket[type_bucket(id)];
        if (slot == k_no_type) {
            return nullptr;
        }
        if (slot != k_many_types) {
            const auto& type = m_types[slot];
            const bool same = type.id.size() == id.size() &&
                              std::memcmp(type.id.data(), id.data(), id.size()) == 0;
            return same ? &type : nullptr;
        }
    }
    return find_type_slowly(id);
}

const TroopType* UeRuleBook::find_type_slowly(std::string_view id) const {
    if (m_types.size() <= k_types_read_in_order) {
        // Ids that share a bucket: read in order (a length compare rejects most), which is
        // cheaper than hashing the id.
        const auto found = std::find_if(m_types.begin(), m_types.end(),
                                        [id](const TroopType& type) { return type.id == id; });
        return found == m_types.end() ? nullptr : &*found;
    }
    const auto it = m_type_index.find(id);
    return it == m_type_index.end() ? nullptr : &m_types[it->second];
}

const TroopType& UeRuleBook::type(std::string_view id) const {
    if (const auto* t = find_type(id)) {
        return *t;
    }
    throw RuleError(
        fmt::format("unknown type '{}' (unbalanced-equality types: {})", id, joined_ids(m_types)));
}

bool UeRuleBook::has_type(std::string_view id) const {
    return find_type(id) != nullptr;
}

std::vector<std::string> UeRuleBook::type_ids() const {
    std::vector<std::string> ids;
    for (const auto& t : m_types) {
        ids.push_back(t.id);
    }
    return ids;
}

int UeRuleBook::default_stands(std::string_view id) const {
    return type(id).default_stands;
}

std::vector<std::pair<std::string, std::vector<std::string>>> UeRuleBook::option_values() const {
    return {
        {std::string(k_option_combat_power), {"figures", "men"}},
        {std::string(k_option_morale), {"benefit", "literal"}},
        {std::string(k_option_army_morale), {"on", "off"}},
    };
}

void UeRuleBook::validate(const Unit& unit) const {
    const TroopType* type = find_type(unit.type);
    if (type == nullptr) {
        throw RosterError(fmt::format("unit {}: unknown type '{}' (unbalanced-equality types: {})",
                                      unit.name, unit.type, joined_ids(m_types)));
    }
    if (unit.stands < 1) {
        throw RosterError(fmt::format("unit {}: stands must be at least 1", unit.name));
    }
    const Record& held = record(unit);
    const long long men = type->starting_men(unit.stands);
    if (held.killed < 0 || held.killed > men) {
        throw RosterError(fmt::format(
            "unit {}: killed={} but the unit has {} men ({} stand{} of {})", unit.name, held.killed,
            men, unit.stands, unit.stands == 1 ? "" : "s", type->men_per_stand));
    }
    const auto& formation = held.formation; // UE-TYPE-3: one of k_formations, or unset
    if (!formation.empty() &&
        std::find(k_formations.begin(), k_formations.end(), formation) == k_formations.end()) {
        throw RosterError(fmt::format("unit {}: formation={}: unbalanced-equality has open or "
                                      "closed (UE-TYPE-3)",
                                      unit.name, formation));
    }
    if (type->is_gun()) {
        if (unit.stands != 1) {
            throw RosterError(
                fmt::format("unit {}: a gun is one stand (UE-TYPE-1); add each gun as its own unit",
                            unit.name));
        }
        if (held.gun_hits < 0 || held.gun_hits > k_hits_to_destroy_gun) {
            throw RosterError(fmt::format("unit {}: gun-hits={} (0..{}, UE-ARTY-4)", unit.name,
                                          held.gun_hits, k_hits_to_destroy_gun));
        }
    } else if (held.gun_hits != 0 || held.crew_replaced) {
        throw RosterError(fmt::format("unit {}: {} is not a gun; gun-hits and crew are for guns",
                                      unit.name, unit.type));
    }
}

Derived UeRuleBook::derive(const Unit& unit, const Roster& roster) const {
    const TroopType& t = type(unit.type);
    const UnitStatus s = status_of(unit, t, read_options(roster));
    Derived d;
    d.figures_per_stand = t.figures_per_stand();
    d.figures = s.figures;
    d.killed_figures = s.killed_figures;
    d.stands_lost = s.stands_lost;
    d.stands_left = s.stands_left;
    d.extra = {
        {"men", static_cast<long long>(s.men)},
        {"men_left", static_cast<long long>(s.men_left)},
        {"remainder", static_cast<long long>(s.remainder)},
        {"cp", static_cast<long long>(s.cp)},
        {"mv", static_cast<long long>(s.mv)},
        {"half_strength", s.half_strength},
        {"destroyed", s.destroyed},
    };
    d.gone = s.destroyed;
    // UE-TYPE-2: the type's class and kind; every UE test throws one D6 (UE-MORALE-1).
    d.klass = std::string(to_string(t.klass));
    d.kind = std::string(to_string(t.kind));
    d.die = dice::Die::d6().name();
    if (s.posture != Posture::any && t.kind == Kind::regular_infantry) {
        // (mounted infantry's posture is the unit's own `mounted`, not repeated here)
        d.extra.emplace_back("formation", std::string(to_string(s.posture)));
    }
    if (t.kind == Kind::mounted_infantry) {
        d.extra.emplace_back("horse_holders", static_cast<long long>(s.horse_holders));
    }
    if (t.is_gun()) {
        d.extra.emplace_back("silent", s.silent);
    }
    return d;
}

std::vector<TypeRow> UeRuleBook::type_table() const {
    std::vector<TypeRow> rows;
    for (const auto& t : m_types) {
        TypeRow row;
        row.id = t.id;
        row.base = t.base;
        // A value is the house's when its `type` line sets that key (`mv-closed`) or the key of
        // every state (`mv`): `mv-closed=3` leaves `mv-open` the base's.
        const auto house = [&](std::string_view key, std::string_view stem) {
            return std::any_of(t.house_keys.begin(), t.house_keys.end(),
                               [&](const auto& k) { return k == key || k == stem; });
        };
        const auto add = [&](const std::string& key, std::string value, std::string_view stem,
                             TypeRow::Numbers numbers) {
            row.values.push_back(
                {key, std::move(value), house(key, stem), false, std::move(numbers)});
        };
        const auto number = [&](const std::string& key, long long n) {
            add(key, fmt::format("{}", n), key, TypeRow::number(n));
        };
        add("class", std::string(to_string(t.klass)), "class", {});
        add("kind", std::string(to_string(t.kind)), "kind", {});
        number("men", t.men_per_stand);
        number("stands", t.default_stands);
        for (const auto& [posture, st] : t.states) {
            const std::string suffix =
                posture == Posture::any ? "" : fmt::format("-{}", to_string(posture));
            add("mv" + suffix, fmt::format("{}", st.mv), "mv", TypeRow::number(st.mv));
            if (!t.is_gun()) { // UE-FIRE-3: kills per men, a ratio
                add("rate" + suffix, st.rate.text(), "rate",
                    {{"numerator", st.rate.num}, {"denominator", st.rate.den}});
            }
            // UE-MOVE-1: inches on normal and rough ground (rough 0 when the table gives one)
            add("move" + suffix, st.move.text(), "move",
                {{"normal", st.move.normal}, {"rough", st.move.rough}});
        }
        // UE-FIRE-1: one band (a gun's) is the same distance whatever the range
        const auto& r = t.ranges;
        add("ranges", r.text(), "ranges",
            {{"long", r.one_band() ? r.medium : r.long_range},
             {"medium", r.medium},
             {"short", r.one_band() ? r.medium : r.short_range}});
        if (t.charge_bonus != 0) {
            number("charge", t.charge_bonus);
        }
        if (t.kind == Kind::maxim) {
            number("maxim", t.maxim_kills);
        }
        if (t.kind == Kind::cannon) { // UE-ARTY-1: kills by the D6
            add("artillery", fmt::format("{}", fmt::join(t.artillery, "/")), "artillery",
                TypeRow::list(t.artillery));
        }
        if (t.is_gun()) {
            number("move-fire", t.move_and_fire);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

std::unique_ptr<RuleBook> make_ue_rulebook() {
    return std::make_unique<UeRuleBook>();
}

const UeRuleBook& ue_book(const RuleBook& book) {
    if (const auto* ue = dynamic_cast<const UeRuleBook*>(&book)) {
        return *ue;
    }
    throw RuleError("this needs an unbalanced-equality roster (this one plays fuzzy-wuzzy)");
}

} // namespace muster::ue
