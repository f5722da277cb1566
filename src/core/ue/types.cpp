#include "muster/ue/types.hpp"

#include "muster/error.hpp"
#include "muster/text/parse.hpp"

#include <algorithm>
#include <charconv>
#include <fmt/format.h>
#include <functional>
#include <numeric>

namespace muster::ue {

std::string_view to_string(TypeClass klass) {
    return klass == TypeClass::british ? "british" : "native";
}

std::string_view to_string(Kind kind) {
    switch (kind) {
    case Kind::regular_infantry:
        return "regular-infantry";
    case Kind::mounted_infantry:
        return "mounted-infantry";
    case Kind::cavalry:
        return "cavalry";
    case Kind::foot:
        return "foot";
    case Kind::maxim:
        return "maxim";
    case Kind::cannon:
        return "cannon";
    }
    return "";
}

std::string_view to_string(Posture posture) {
    switch (posture) {
    case Posture::any:
        return "";
    case Posture::open:
        return "open";
    case Posture::closed:
        return "closed";
    case Posture::mounted:
        return "mounted";
    case Posture::dismounted:
        return "dismounted";
    }
    return "";
}

std::string Ratio::text() const {
    return den == 1 ? fmt::format("{}", num) : fmt::format("{}/{}", num, den);
}

Ratio operator*(Ratio a, Ratio b) {
    Ratio r{a.num * b.num, a.den * b.den};
    const long long g = std::gcd(r.num, r.den);
    if (g > 1) {
        r.num /= g;
        r.den /= g;
    }
    return r;
}

long long floor_of(Ratio r) {
    return r.num / r.den;
}

std::string Allowance::text() const {
    return rough == 0 ? fmt::format("{}\"", normal) : fmt::format("{}\"/{}\"", normal, rough);
}

std::string Ranges::text() const {
    return one_band() ? fmt::format("{}", medium)
                      : fmt::format("{}/{}/{}", long_range, medium, short_range);
}

const StateStats& TroopType::stats(Posture posture) const {
    for (const auto& [p, s] : states) {
        if (p == posture || states.size() == 1) {
            return s;
        }
    }
    throw RuleError(fmt::format("{} has no {} state", id, to_string(posture)));
}

StateStats& TroopType::stats(Posture posture) {
    return const_cast<StateStats&>(std::as_const(*this).stats(posture));
}

namespace {

// UE-TYPE: the rates of the table, kills per men at medium range.
constexpr Ratio k_rate_1_in_10{1, 10};
constexpr Ratio k_rate_2_in_10{2, 10};
constexpr Ratio k_rate_1_in_20{1, 20};
constexpr Ratio k_no_small_arms{0, 1};
// UE-TYPE ranges L/M/S: small arms 20/10/5, cannon 30/15/10, spears one band of 3".
constexpr Ranges k_small_arms_ranges{20, 10, 5};
constexpr Ranges k_cannon_ranges{30, 15, 10};
constexpr Ranges k_spear_range{0, 3, 0};
// UE-ARTY-1 (the British 4 = 5 is kept as printed: docs/rules.md, its reading).
constexpr ArtilleryRow k_artillery_british{0, 5, 10, 5, 20, 30};
constexpr ArtilleryRow k_artillery_native{0, 0, 5, 10, 15, 20};
// UE-TYPE-1 default stands: a company or squadron, an iButho, one gun.
constexpr int k_company = 3;
constexpr int k_ibutho = 6;
constexpr int k_one_gun = 1;
// UE-CHARGE-1: fire & charge adds 3".
constexpr int k_fire_and_charge_inches = 3;
// UE-FIRE-5: Maxim base kills a shot.
constexpr int k_maxim_british = 10;
constexpr int k_maxim_native = 7;
// UE-TYPE-5: a Maxim moves 2", or 1" and fires; a cannon cannot move and fire.
constexpr int k_maxim_move_and_fire = 1;

std::vector<TroopType> make_builtins() {
    using enum Posture;
    const auto infantry_states = [](int mv_open, int mv_closed) {
        return std::vector<std::pair<Posture, StateStats>>{
            {open, {mv_open, k_rate_1_in_10, {2, 1}}},
            {closed, {mv_closed, k_rate_2_in_10, {1, 0}}},
        };
    };
    const auto one_state = [](int mv, Ratio rate, Allowance move) {
        return std::vector<std::pair<Posture, StateStats>>{{any, {mv, rate, move}}};
    };
    const auto row = [](std::string id, std::string name, TypeClass klass, Kind kind, int men,
                        int stands, std::vector<std::pair<Posture, StateStats>> states,
                        Ranges ranges) {
        TroopType t;
        t.id = std::move(id);
        t.name = std::move(name);
        t.klass = klass;
        t.kind = kind;
        t.men_per_stand = men;
        t.default_stands = stands;
        t.states = std::move(states);
        t.ranges = ranges;
        return t;
    };
    constexpr auto british = TypeClass::british;
    constexpr auto native = TypeClass::native;
    std::vector<TroopType> types;
    // UE-TYPE rows, in docs/rules.md order.
    types.push_back(row("brit-infantry", "British infantry", british, Kind::regular_infantry, 45,
                        k_company, infantry_states(3, 5), k_small_arms_ranges));
    types.push_back(row("native-regular-infantry", "Native regular infantry", native,
                        Kind::regular_infantry, 45, k_company, infantry_states(2, 4),
                        k_small_arms_ranges));
    types.push_back(
        row("brit-mounted-infantry", "British mounted infantry", british, Kind::mounted_infantry,
            30, k_company,
            {{mounted, {2, k_rate_1_in_10, {4, 2}}}, {dismounted, {5, k_rate_2_in_10, {2, 1}}}},
            k_small_arms_ranges));
    types.push_back(row("brit-heavy-cavalry", "British heavy cavalry", british, Kind::cavalry, 45,
                        k_company, one_state(5, k_rate_1_in_10, {4, 2}), k_small_arms_ranges));
    types.push_back(row("native-heavy-cavalry", "Native heavy cavalry", native, Kind::cavalry, 45,
                        k_company, one_state(4, k_rate_1_in_10, {4, 2}), k_small_arms_ranges));
    types.push_back(row("brit-light-cavalry", "British light cavalry", british, Kind::cavalry, 30,
                        k_company, one_state(4, k_rate_1_in_10, {5, 3}), k_small_arms_ranges));
    types.push_back(row("native-light-cavalry", "Native light cavalry", native, Kind::cavalry, 30,
                        k_company, one_state(3, k_rate_1_in_10, {5, 3}), k_small_arms_ranges));
    types.push_back(row("native-spearmen", "Native spearmen", native, Kind::foot, 300, k_ibutho,
                        one_state(3, k_rate_1_in_20, {3, 2}), k_spear_range));
    types.back().charge_bonus = k_fire_and_charge_inches;
    types.push_back(row("native-riflemen", "Native riflemen", native, Kind::foot, 45, k_company,
                        one_state(2, k_rate_1_in_10, {3, 2}), k_small_arms_ranges));
    types.push_back(row("zulu-spears", "Zulu spearmen", native, Kind::foot, 300, k_ibutho,
                        one_state(3, k_rate_1_in_20, {3, 2}), k_spear_range));
    types.back().charge_bonus = k_fire_and_charge_inches;
    types.push_back(row("zulu-rifles", "Zulu riflemen", native, Kind::foot, 300, k_ibutho,
                        one_state(3, k_rate_1_in_20, {3, 2}), k_small_arms_ranges));
    types.push_back(row("maxim-brit", "Maxim gun, British crew", british, Kind::maxim, 60,
                        k_one_gun, one_state(3, k_no_small_arms, {2, 0}), k_small_arms_ranges));
    types.back().maxim_kills = k_maxim_british;
    types.back().move_and_fire = k_maxim_move_and_fire;
    types.push_back(row("maxim-native", "Maxim gun, native crew", native, Kind::maxim, 60,
                        k_one_gun, one_state(2, k_no_small_arms, {2, 0}), k_small_arms_ranges));
    types.back().maxim_kills = k_maxim_native;
    types.back().move_and_fire = k_maxim_move_and_fire;
    types.push_back(row("cannon-brit", "Cannon, British crew", british, Kind::cannon, 60, k_one_gun,
                        one_state(3, k_no_small_arms, {2, 1}), k_cannon_ranges));
    types.back().artillery = k_artillery_british;
    types.push_back(row("cannon-native", "Cannon, native crew", native, Kind::cannon, 60, k_one_gun,
                        one_state(2, k_no_small_arms, {2, 1}), k_cannon_ranges));
    types.back().artillery = k_artillery_native;
    return types;
}

// Limits of house-rule values (UE-TYPE-4): sane numbers only.
constexpr long long k_max_value = 1'000'000;
constexpr int k_max_stands = 1000;

[[noreturn]] void bad(const std::string& id, const std::string& key, const std::string& what) {
    throw RosterError(fmt::format("type {}: {}: {}", id, key, what));
}

long long parse_number(const std::string& id, const std::string& key, std::string_view text,
                       long long min, long long max) {
    const auto parsed = text::try_parse_int(text, min, max);
    if (!parsed) {
        bad(id, key, fmt::format("'{}' {}", text, parsed.problem));
    }
    return *parsed.value;
}

std::vector<long long> parse_list(const std::string& id, const std::string& key,
                                  std::string_view text, long long min, long long max) {
    std::vector<long long> values;
    std::size_t start = 0;
    while (true) {
        const auto slash = text.find('/', start);
        values.push_back(parse_number(id, key, text.substr(start, slash - start), min, max));
        if (slash == std::string_view::npos) {
            return values;
        }
        start = slash + 1;
    }
}

int to_int(long long v) {
    return static_cast<int>(v);
}

// The states a per-state key may name, for a type of this kind (UE-TYPE-3).
std::optional<Posture> parse_posture(std::string_view text) {
    for (const auto p : {Posture::open, Posture::closed, Posture::mounted, Posture::dismounted}) {
        if (to_string(p) == text) {
            return p;
        }
    }
    return std::nullopt;
}

void set_per_state(TroopType& type, const std::string& key, std::string_view state_text,
                   const std::function<void(StateStats&)>& set) {
    if (state_text.empty()) {
        for (auto& [p, s] : type.states) {
            set(s);
        }
        return;
    }
    const auto posture = parse_posture(state_text);
    for (auto& [p, s] : type.states) {
        if (posture && p == *posture) {
            set(s);
            return;
        }
    }
    std::string states;
    for (const auto& [p, s] : type.states) {
        if (p != Posture::any) {
            states += fmt::format("{}{}-{}", states.empty() ? "" : ", ",
                                  key.substr(0, key.find('-')), to_string(p));
        }
    }
    bad(type.id, key,
        states.empty()
            ? fmt::format("{} has one state: use '{}'", type.id, key.substr(0, key.find('-')))
            : fmt::format("{} has the states {} (UE-TYPE-3)", type.id, states));
}

} // namespace

const std::vector<TroopType>& builtin_types() {
    static const std::vector<TroopType> table = make_builtins();
    return table;
}

const std::vector<std::pair<std::string, std::string>>& house_rule_keys() {
    static const std::vector<std::pair<std::string, std::string>> keys = {
        {"base", "the type it starts from (a built-in or an earlier house type)"},
        {"men", "men per stand, a multiple of 15 (UE-TYPE men/stand)"},
        {"class", "british or native: native takes the morale test (UE-TYPE-2)"},
        {"stands", "default stands of a new unit (UE-TYPE-1)"},
        {"mv, mv-STATE", "morale value, of every state or of one (UE-MELEE-1)"},
        {"rate, rate-STATE", "kills per men at medium range, e.g. 2/10 (UE-FIRE-3)"},
        {"move, move-STATE", "movement normal/rough in inches, e.g. 2/1 or 1 (UE-MOVE-1)"},
        {"ranges", "long/medium/short in inches, e.g. 20/10/5; one number for spears (UE-FIRE-1)"},
        {"charge", "fire & charge bonus in inches (UE-CHARGE-1)"},
        {"maxim", "Maxim kills a shot (UE-FIRE-5)"},
        {"artillery", "cannon kills by roll 1..6, 0 = miss, e.g. 0/5/10/15/20/30 (UE-ARTY-1)"},
        {"move-fire", "inches a gun may move and still fire, 0 = cannot (UE-TYPE-5)"},
    };
    return keys;
}

TroopType apply_house_rule(const TroopType& base, const std::string& id,
                           const std::vector<std::pair<std::string, std::string>>& keys) {
    TroopType type = base;
    type.id = id;
    type.base = base.id;
    if (type.name.empty() || id != base.id) {
        type.name = fmt::format("{} (house rule, from {})", id, base.id);
    }
    for (const auto& [key, value] : keys) {
        if (key == "base") {
            continue;
        }
        const auto dash = key.find('-');
        const std::string stem = key.substr(0, dash);
        const std::string_view state =
            dash == std::string::npos ? std::string_view{} : std::string_view(key).substr(dash + 1);
        if (key == "men") {
            const auto men = parse_number(id, key, value, k_men_per_figure, k_max_value);
            if (men % k_men_per_figure != 0) {
                bad(id, key,
                    fmt::format("{} is not a multiple of {} men (a figure)", men,
                                k_men_per_figure));
            }
            type.men_per_stand = to_int(men);
        } else if (key == "class") {
            if (value == "british" || value == "native") {
                type.klass = value == "british" ? TypeClass::british : TypeClass::native;
            } else {
                bad(id, key, fmt::format("expected british or native, got '{}'", value));
            }
        } else if (key == "stands") {
            type.default_stands = to_int(parse_number(id, key, value, 1, k_max_stands));
        } else if (key == "move-fire") {
            if (!type.is_gun()) {
                bad(id, key, "only guns (maxim, cannon) have move-fire");
            }
            type.move_and_fire = to_int(parse_number(id, key, value, 0, k_max_value));
        } else if (stem == "mv") {
            const int mv = to_int(parse_number(id, key, value, 0, k_max_value));
            set_per_state(type, stem, state, [mv](StateStats& s) { s.mv = mv; });
        } else if (stem == "rate") {
            const auto parts = parse_list(id, key, value, 0, k_max_value);
            if (parts.size() != 2 || parts[1] == 0) {
                bad(id, key, fmt::format("expected KILLS/MEN such as 2/10, got '{}'", value));
            }
            const Ratio rate{parts[0], parts[1]};
            set_per_state(type, stem, state, [rate](StateStats& s) { s.rate = rate; });
        } else if (stem == "move") {
            const auto parts = parse_list(id, key, value, 0, k_max_value);
            if (parts.size() > 2) {
                bad(id, key, fmt::format("expected NORMAL/ROUGH such as 2/1, got '{}'", value));
            }
            const Allowance move{to_int(parts[0]), parts.size() == 2 ? to_int(parts[1]) : 0};
            set_per_state(type, stem, state, [move](StateStats& s) { s.move = move; });
        } else if (key == "ranges") {
            const auto parts = parse_list(id, key, value, 1, k_max_value);
            if (parts.size() == 1) {
                type.ranges = Ranges{0, to_int(parts[0]), 0};
            } else if (parts.size() == 3 && parts[0] >= parts[1] && parts[1] >= parts[2]) {
                type.ranges = Ranges{to_int(parts[0]), to_int(parts[1]), to_int(parts[2])};
            } else {
                bad(id, key,
                    fmt::format("expected LONG/MEDIUM/SHORT, longest first, such as 20/10/5, "
                                "or one range for spears, got '{}'",
                                value));
            }
        } else if (key == "charge") {
            type.charge_bonus = to_int(parse_number(id, key, value, 0, k_max_value));
        } else if (key == "maxim") {
            if (type.kind != Kind::maxim) {
                bad(id, key,
                    fmt::format("only a Maxim type has 'maxim' ({} is {})", base.id,
                                to_string(type.kind)));
            }
            type.maxim_kills = to_int(parse_number(id, key, value, 0, k_max_value));
        } else if (key == "artillery") {
            if (type.kind != Kind::cannon) {
                bad(id, key,
                    fmt::format("only a cannon type has 'artillery' ({} is {})", base.id,
                                to_string(type.kind)));
            }
            const auto parts = parse_list(id, key, value, 0, k_max_value);
            if (parts.size() != type.artillery.size()) {
                bad(id, key,
                    fmt::format("expected six kills for rolls 1..6 such as "
                                "0/5/10/5/20/30, got '{}'",
                                value));
            }
            std::transform(parts.begin(), parts.end(), type.artillery.begin(), to_int);
        } else {
            std::string known;
            for (const auto& [k, d] : house_rule_keys()) {
                known += (known.empty() ? "" : ", ") + k;
            }
            bad(id, key, fmt::format("unknown key (unbalanced-equality type keys: {})", known));
        }
        if (std::find(type.house_keys.begin(), type.house_keys.end(), key) ==
            type.house_keys.end()) {
            type.house_keys.push_back(key);
        }
    }
    return type;
}

} // namespace muster::ue
