#include "muster/fw/tables.hpp"

#include "muster/engine/rulebook.hpp"
#include "muster/error.hpp"
#include "muster/text/parse.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <limits>
#include <span>

namespace muster::fw {

namespace {

constexpr std::array k_class_names{std::string_view{"regular"}, std::string_view{"irregular"}};
constexpr std::array k_kind_names{std::string_view{"commander"},   std::string_view{"infantry"},
                                  std::string_view{"cavalry"},     std::string_view{"artillery"},
                                  std::string_view{"machine-gun"}, std::string_view{"transport"}};
constexpr std::array k_rate_names{std::string_view{"stationary"}, std::string_view{"march"},
                                  std::string_view{"double"}, std::string_view{"charge"}};
constexpr std::array k_range_names{std::string_view{"short"}, std::string_view{"medium"},
                                   std::string_view{"long"}};
constexpr std::array k_position_names{std::string_view{"open"}, std::string_view{"cover"},
                                      std::string_view{"square"},
                                      std::string_view{"fortification"}};

template <class Enum, std::size_t N>
std::optional<Enum> parse_enum(const std::array<std::string_view, N>& names,
                               std::string_view text) {
    for (std::size_t i = 0; i < N; ++i) {
        if (names[i] == text) {
            return static_cast<Enum>(i);
        }
    }
    return std::nullopt;
}

/// FW-PIECE-1: a stand has 2 figures; a commander stand has 1.
constexpr int k_figures_per_stand = 2;
constexpr int k_commander_figures = 1;

/// FW-FIRE-2 (provisional): range adjustment short/medium/long.
constexpr std::array k_default_range{1, 0, -1};
/// FW-FIRE-2 (provisional): fire defence open/cover/square/fortification.
constexpr std::array k_default_fire_defence{3, 4, 5, 5};
/// FW-CLOSE-2 (provisional): close combat defence open/cover/square/fortification.
constexpr std::array k_default_close_defence{3, 4, 4, 4};
/// FW-CLOSE-2 (provisional): close combat attack grading regular/irregular.
constexpr std::array k_default_close_attack{0, 1};
/// FW-MOVE-1 (provisional): dice march/double/charge by kind (commander, infantry, cavalry,
/// artillery, machine-gun, transport).
constexpr std::array<MoveDice, 6> k_default_move{MoveDice{2, 3, 4}, MoveDice{1, 2, 3},
                                                 MoveDice{2, 3, 4}, MoveDice{1, 1, 2},
                                                 MoveDice{1, 1, 2}, MoveDice{1, 1, 1}};
/// FW-RECON-2 (provisional): company-sized distances per score 1..7; battalion x2, brigade x3.
constexpr std::array k_default_recon_company{2, 4, 6, 8, 10, 12, 14};
constexpr int k_recon_battalion_factor = 2;
constexpr int k_recon_brigade_factor = 3;
constexpr std::size_t k_recon_scores = 7;
constexpr std::array k_recon_sizes{std::string_view{"company"}, std::string_view{"battalion"},
                                   std::string_view{"brigade"}};

/// FW-FIRE-2 (provisional): weapons, ranges L/M/S and attack grading.
const std::vector<Weapon>& default_weapons() {
    static const std::vector<Weapon> weapons{
        {"rifle", 18, 12, 6, 0},      {"carbine", 12, 8, 4, 0}, {"machine-gun", 18, 12, 6, 1},
        {"field-gun", 36, 24, 12, 1}, {"musket", 9, 6, 3, -1},
    };
    return weapons;
}

/// FW-PIECE-4: the built-in types.
std::vector<TypeSpec> default_types() {
    using enum TroopClass;
    using enum Kind;
    auto make = [](const char* id, TroopClass cls, Kind kind, const char* weapon) {
        TypeSpec spec;
        spec.id = id;
        spec.cls = cls;
        spec.kind = kind;
        spec.figures_per_stand = kind == commander ? k_commander_figures : k_figures_per_stand;
        spec.weapon = weapon;
        return spec;
    };
    return {
        make("regular-commander", regular, commander, "none"),
        make("regular-infantry", regular, infantry, "rifle"),
        make("regular-cavalry", regular, cavalry, "carbine"),
        make("regular-artillery", regular, artillery, "field-gun"),
        make("regular-machine-gun", regular, machine_gun, "machine-gun"),
        make("regular-transport", regular, transport, "none"),
        make("irregular-commander", irregular, commander, "none"),
        make("irregular-riflemen", irregular, infantry, "rifle"),
        make("irregular-musketeers", irregular, infantry, "musket"),
        make("irregular-spearmen", irregular, infantry, "none"),
        make("irregular-cavalry", irregular, cavalry, "none"),
        make("irregular-artillery", irregular, artillery, "field-gun"),
        make("irregular-machine-gun", irregular, machine_gun, "machine-gun"),
        make("irregular-transport", irregular, transport, "none"),
    };
}

/// House-rule numbers: |n| at most this (a sanity bound; a grading or distance beyond it is a
/// typing error).
constexpr int k_max_house_number = 1000;

int parse_int(std::string_view key, std::string_view text) {
    std::string_view digits = text;
    if (!digits.empty() && digits.front() == '+') { // a modifier may be written +2
        digits.remove_prefix(1);
    }
    const auto value = text::try_parse_int(digits, -k_max_house_number, k_max_house_number);
    if (!value) {
        throw RosterError(fmt::format("{}={}: expected a whole number from -{} to {}", key, text,
                                      k_max_house_number, k_max_house_number));
    }
    return static_cast<int>(*value.value);
}

std::vector<int> parse_list(std::string_view key, std::string_view text, std::size_t count,
                            bool positive) {
    std::vector<int> values;
    std::size_t start = 0;
    while (true) {
        auto slash = text.find('/', start);
        auto part = text.substr(start, slash == std::string_view::npos ? std::string_view::npos
                                                                       : slash - start);
        values.push_back(parse_int(key, part));
        if (slash == std::string_view::npos) {
            break;
        }
        start = slash + 1;
    }
    if (values.size() != count) {
        throw RosterError(
            fmt::format("{}={}: expected {} values separated by '/'", key, text, count));
    }
    if (positive && std::ranges::any_of(values, [](int v) { return v < 0; })) {
        throw RosterError(fmt::format("{}={}: values must not be negative", key, text));
    }
    return values;
}

int parse_nonnegative(std::string_view key, std::string_view text) {
    int value = parse_int(key, text);
    if (value < 0) {
        throw RosterError(fmt::format("{}={}: must not be negative", key, text));
    }
    return value;
}

MoveDice parse_move(std::string_view key, std::string_view text) {
    auto v = parse_list(key, text, k_moving_rates, true);
    return {v[0], v[1], v[2]};
}

std::string join_ints(std::span<const int> values) {
    return fmt::format("{}", fmt::join(values, "/"));
}

[[noreturn]] void unknown_key(std::string_view what, std::string_view key, std::string_view known) {
    throw RosterError(fmt::format("unknown key '{}' for {} (known: {})", key, what, known));
}

constexpr std::string_view k_weapon_prefix = "weapon-";

} // namespace

std::string_view to_string(TroopClass value) {
    return k_class_names.at(static_cast<std::size_t>(value));
}
std::string_view to_string(Kind value) {
    return k_kind_names.at(static_cast<std::size_t>(value));
}
std::string_view to_string(Rate value) {
    return k_rate_names.at(static_cast<std::size_t>(value));
}
std::string_view to_string(RangeBand value) {
    return k_range_names.at(static_cast<std::size_t>(value));
}
std::string_view to_string(Position value) {
    return k_position_names.at(static_cast<std::size_t>(value));
}
std::optional<TroopClass> parse_class(std::string_view text) {
    return parse_enum<TroopClass>(k_class_names, text);
}
std::optional<Kind> parse_kind(std::string_view text) {
    return parse_enum<Kind>(k_kind_names, text);
}
std::optional<Rate> parse_rate(std::string_view text) {
    return parse_enum<Rate>(k_rate_names, text);
}
std::optional<RangeBand> parse_range(std::string_view text) {
    return parse_enum<RangeBand>(k_range_names, text);
}

dice::Die class_die(TroopClass cls) {
    return cls == TroopClass::regular ? dice::Die::avd() : dice::Die::d6();
}
dice::Die close_combat_die(TroopClass cls) {
    return cls == TroopClass::regular ? dice::Die::d6() : dice::Die::avd();
}

Book::Book()
    : m_types(default_types()), m_range(k_default_range), m_fire_defence(k_default_fire_defence),
      m_close_defence(k_default_close_defence), m_close_attack(k_default_close_attack),
      m_move(k_default_move) {
    for (std::size_t i = 0; i < m_types.size(); ++i) {
        m_type_index.emplace(m_types[i].id, i);
    }
    for (const auto& weapon : default_weapons()) {
        m_weapons.emplace(weapon.name, weapon);
    }
    for (std::size_t size = 0; size < k_recon_sizes.size(); ++size) {
        std::vector<int> distances;
        distances.reserve(k_default_recon_company.size());
        for (int d : k_default_recon_company) {
            distances.push_back(size == 0   ? d
                                : size == 1 ? d * k_recon_battalion_factor
                                            : d * k_recon_brigade_factor);
        }
        m_recon.emplace(std::string(k_recon_sizes[size]), std::move(distances));
    }
}

void Book::add_house_type(const HouseRule& rule) {
    if (rule.name.empty()) {
        throw RosterError("a type line needs an id");
    }
    if (has_type(rule.name)) {
        throw RosterError(fmt::format("type '{}' is already defined", rule.name));
    }
    auto base_it =
        std::ranges::find_if(rule.keys, [](const auto& kv) { return kv.first == "base"; });
    if (base_it == rule.keys.end()) {
        throw RosterError(fmt::format("type '{}' needs base=TYPE (one of: {})", rule.name,
                                      fmt::join(type_ids(), ", ")));
    }
    if (!has_type(base_it->second)) {
        throw RosterError(fmt::format("type '{}': unknown base '{}' (one of: {})", rule.name,
                                      base_it->second, fmt::join(type_ids(), ", ")));
    }
    TypeSpec spec = type(base_it->second);
    spec.base = spec.base.empty() ? spec.id : spec.base;
    spec.id = rule.name;
    for (const auto& [key, value] : rule.keys) {
        if (key == "base") {
            continue;
        }
        if (key == "class") {
            auto cls = parse_class(value);
            if (!cls) {
                throw RosterError(fmt::format("class={}: expected regular or irregular", value));
            }
            spec.cls = *cls;
        } else if (key == "kind") {
            auto kind = parse_kind(value);
            if (!kind) {
                throw RosterError(fmt::format("kind={}: expected one of {}", value,
                                              fmt::join(k_kind_names, ", ")));
            }
            spec.kind = *kind;
        } else if (key == "figures") {
            spec.figures_per_stand = parse_nonnegative(key, value);
            if (spec.figures_per_stand < 1) {
                throw RosterError("figures=0: a stand has at least one figure");
            }
        } else if (key == "weapon") {
            // A `table weapon-NAME` line may come before or after this line: the name is
            // checked when a unit of the type is (FwRuleBook::validate).
            spec.weapon = value;
        } else if (key == "move") {
            spec.move = parse_move(key, value);
        } else if (auto rate = parse_rate(key); rate && *rate != Rate::stationary) {
            MoveDice dice{move_dice(spec, Rate::march), move_dice(spec, Rate::double_trot),
                          move_dice(spec, Rate::charge)};
            dice.at(static_cast<std::size_t>(*rate) - 1) = parse_nonnegative(key, value);
            spec.move = dice;
        } else if (key == "close-attack") {
            spec.close_attack = parse_int(key, value);
        } else {
            unknown_key(
                fmt::format("type '{}'", rule.name), key,
                "base, class, kind, figures, weapon, move, march, double, charge, close-attack");
        }
        spec.house_keys.insert(key);
    }
    m_type_index.emplace(spec.id, m_types.size());
    m_types.push_back(std::move(spec));
}

void Book::add_house_table(const HouseRule& rule) {
    const std::string& name = rule.name;
    auto set_positions = [&](std::array<int, 4>& target) {
        for (const auto& [key, value] : rule.keys) {
            auto pos = parse_enum<Position>(k_position_names, key);
            if (!pos) {
                unknown_key(fmt::format("table {}", name), key,
                            "open, cover, square, fortification");
            }
            target.at(static_cast<std::size_t>(*pos)) = parse_int(key, value);
        }
    };
    if (name.starts_with(k_weapon_prefix)) {
        std::string weapon_name = name.substr(k_weapon_prefix.size());
        if (weapon_name.empty() || weapon_name == "none") {
            throw RosterError(
                fmt::format("table {}: a weapon needs a name other than 'none'", name));
        }
        auto [it, added] = m_weapons.try_emplace(weapon_name, Weapon{weapon_name, 0, 0, 0, 0});
        bool has_ranges = !added;
        for (const auto& [key, value] : rule.keys) {
            if (key == "ranges") {
                auto r = parse_list(key, value, 3, true);
                if (!(r[0] >= r[1] && r[1] >= r[2])) {
                    throw RosterError(
                        fmt::format("ranges={}: expected long/medium/short, longest first", value));
                }
                it->second.long_range = r[0];
                it->second.medium_range = r[1];
                it->second.short_range = r[2];
                has_ranges = true;
            } else if (key == "attack") {
                it->second.attack = parse_int(key, value);
            } else {
                unknown_key(fmt::format("table {}", name), key, "ranges, attack");
            }
        }
        if (!has_ranges) {
            m_weapons.erase(it);
            throw RosterError(fmt::format("table {}: a new weapon needs ranges=L/M/S", name));
        }
    } else if (name == "range") {
        for (const auto& [key, value] : rule.keys) {
            auto band = parse_range(key);
            if (!band) {
                unknown_key("table range", key, "short, medium, long");
            }
            m_range.at(static_cast<std::size_t>(*band)) = parse_int(key, value);
        }
    } else if (name == "fire-defence") {
        set_positions(m_fire_defence);
    } else if (name == "close-defence") {
        set_positions(m_close_defence);
    } else if (name == "close-attack") {
        for (const auto& [key, value] : rule.keys) {
            auto cls = parse_class(key);
            if (!cls) {
                unknown_key("table close-attack", key, "regular, irregular");
            }
            m_close_attack.at(static_cast<std::size_t>(*cls)) = parse_int(key, value);
        }
    } else if (name == "move") {
        for (const auto& [key, value] : rule.keys) {
            auto kind = parse_kind(key);
            if (!kind) {
                unknown_key("table move", key, fmt::format("{}", fmt::join(k_kind_names, ", ")));
            }
            m_move.at(static_cast<std::size_t>(*kind)) = parse_move(key, value);
        }
    } else if (name == "recon") {
        for (const auto& [key, value] : rule.keys) {
            if (std::ranges::find(k_recon_sizes, key) == k_recon_sizes.end()) {
                unknown_key("table recon", key, "company, battalion, brigade");
            }
            m_recon[key] = parse_list(key, value, k_recon_scores, true);
        }
    } else {
        throw RosterError(fmt::format(
            "unknown table '{}' (known: weapon-NAME, range, fire-defence, close-defence, "
            "close-attack, move, recon)",
            name));
    }
    for (const auto& [key, value] : rule.keys) {
        m_house_keys[name].insert(key);
    }
}

bool Book::has_type(std::string_view id) const {
    return m_type_index.contains(std::string(id));
}

const TypeSpec& Book::type(std::string_view id) const {
    const auto it = m_type_index.find(std::string(id));
    if (it == m_type_index.end()) {
        throw UsageError(fmt::format("unknown fuzzy-wuzzy type '{}' (one of: {})", id,
                                     fmt::join(type_ids(), ", ")));
    }
    return m_types[it->second];
}

std::vector<std::string> Book::type_ids() const {
    std::vector<std::string> ids;
    ids.reserve(m_types.size());
    for (const auto& t : m_types) {
        ids.push_back(t.id);
    }
    return ids;
}

const Weapon* Book::weapon(std::string_view name) const {
    auto it = m_weapons.find(name);
    return it == m_weapons.end() ? nullptr : &it->second;
}

bool Book::has_weapon(std::string_view name) const {
    return m_weapons.contains(name);
}

int Book::move_dice(const TypeSpec& type, Rate rate) const {
    if (rate == Rate::stationary) {
        return 0;
    }
    const MoveDice& dice = type.move ? *type.move : m_move.at(static_cast<std::size_t>(type.kind));
    return dice.at(static_cast<std::size_t>(rate) - 1);
}

int Book::range_adjustment(RangeBand band) const {
    return m_range.at(static_cast<std::size_t>(band));
}
int Book::fire_defence(Position position) const {
    return m_fire_defence.at(static_cast<std::size_t>(position));
}
int Book::close_defence(Position position) const {
    return m_close_defence.at(static_cast<std::size_t>(position));
}
int Book::close_attack(const TypeSpec& type) const {
    return type.close_attack ? *type.close_attack
                             : m_close_attack.at(static_cast<std::size_t>(type.cls));
}

int Book::recon_distance(std::string_view size, int score) const {
    auto it = m_recon.find(size);
    if (it == m_recon.end() || score < 1 || static_cast<std::size_t>(score) > it->second.size()) {
        throw RuleError(fmt::format("no reconnaissance distance for {} at score {}", size, score));
    }
    return it->second[static_cast<std::size_t>(score) - 1];
}

std::optional<RangeBand> Book::band_at(const Weapon& weapon, double distance) {
    if (distance <= weapon.short_range) {
        return RangeBand::short_range;
    }
    if (distance <= weapon.medium_range) {
        return RangeBand::medium;
    }
    if (distance <= weapon.long_range) {
        return RangeBand::long_range;
    }
    return std::nullopt;
}

bool Book::house_value(std::string_view table, std::string_view key) const {
    const auto it = m_house_keys.find(table);
    return it != m_house_keys.end() && it->second.contains(std::string(key));
}

std::string Book::rule_tag(std::string_view rule, const std::vector<std::string>& house,
                           std::size_t parts) {
    if (house.empty()) {
        return fmt::format("[provisional {}]", rule);
    }
    if (house.size() >= parts) {
        return fmt::format("[{} as the roster's table sets it]", rule);
    }
    return fmt::format("[{}, the roster's {}; the rest provisional]", rule, fmt::join(house, ", "));
}

std::vector<std::pair<std::string, std::vector<TableValue>>> Book::table_rows() const {
    std::vector<std::pair<std::string, std::vector<TableValue>>> rows;
    auto mark = [&](const std::string& table, std::string key, std::string value,
                    std::vector<std::pair<std::string, long long>> numbers) {
        auto it = m_house_keys.find(table);
        bool house = it != m_house_keys.end() && it->second.contains(key);
        return TableValue{std::move(key), std::move(value), house, true, std::move(numbers)};
    };
    for (const auto& [name, w] : m_weapons) {
        std::string table = std::string(k_weapon_prefix) + name;
        rows.emplace_back(
            table,
            std::vector<TableValue>{
                mark(
                    table, "ranges",
                    fmt::format("{}/{}/{}", w.long_range, w.medium_range, w.short_range),
                    {{"long", w.long_range}, {"medium", w.medium_range}, {"short", w.short_range}}),
                mark(table, "attack", fmt::format("{:+}", w.attack), {{"", w.attack}})});
    }
    auto by_names = [&](const std::string& table, std::span<const std::string_view> names,
                        std::span<const int> values, bool sign) {
        std::vector<TableValue> out;
        for (std::size_t i = 0; i < names.size(); ++i) {
            out.push_back(mark(table, std::string(names[i]),
                               sign ? fmt::format("{:+}", values[i]) : fmt::format("{}", values[i]),
                               {{"", values[i]}}));
        }
        rows.emplace_back(table, std::move(out));
    };
    by_names("range", k_range_names, m_range, true);
    by_names("fire-defence", k_position_names, m_fire_defence, false);
    by_names("close-defence", k_position_names, m_close_defence, false);
    by_names("close-attack", k_class_names, m_close_attack, true);
    std::vector<TableValue> move;
    for (std::size_t i = 0; i < k_kind_names.size(); ++i) {
        move.push_back(mark("move", std::string(k_kind_names[i]), join_ints(m_move.at(i)),
                            TypeRow::list(m_move.at(i))));
    }
    rows.emplace_back("move", std::move(move));
    std::vector<TableValue> recon;
    recon.reserve(k_recon_sizes.size());
    for (auto size : k_recon_sizes) {
        recon.push_back(mark("recon", std::string(size), join_ints(m_recon.find(size)->second),
                             TypeRow::list(m_recon.find(size)->second)));
    }
    rows.emplace_back("recon", std::move(recon));
    return rows;
}

} // namespace muster::fw
