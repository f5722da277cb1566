// Unit keys: their names, a unit's fields, setting one from text (set_unit_key), field_text.
#include "format_detail.hpp"
#include "muster/error.hpp"
#include "muster/roster/marks.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <unordered_set>

namespace muster {

std::size_t roster_detail::key_index(std::string_view key) {
    const auto* it = std::find_if(k_unit_keys.begin(), k_unit_keys.end(),
                                  [&](const KeySpec& spec) { return spec.key == key; });
    return static_cast<std::size_t>(it - k_unit_keys.begin());
}

namespace {

using roster_detail::checked_name;
using roster_detail::Field;
using roster_detail::int_value;
using roster_detail::join;
using roster_detail::k_unit_keys;
using roster_detail::KeySpec;
using roster_detail::number_value;
using roster_detail::parse_flag;
using roster_detail::Sets;

std::vector<std::string> split_list(std::string_view text) {
    std::vector<std::string> items;
    if (text.empty()) {
        return items;
    }
    std::size_t start = 0;
    while (true) {
        auto comma = text.find(',', start);
        items.emplace_back(text.substr(start, comma - start));
        if (comma == std::string_view::npos) {
            break;
        }
        start = comma + 1;
    }
    return items;
}

bool in_sets(Sets sets, std::string_view rules) {
    const bool builtin = rules == roster_detail::k_ue_id || rules == roster_detail::k_fw_id;
    return sets == Sets::all || (sets == Sets::both && builtin) ||
           (sets == Sets::ue && rules == roster_detail::k_ue_id) ||
           (sets == Sets::fw && rules == roster_detail::k_fw_id);
}

/// UE-TYPE-3 formations; FW adds line, column and square (FW-ORDER-2).
constexpr std::array<std::string_view, 2> k_ue_formations{"open", "closed"};
constexpr std::array<std::string_view, 5> k_fw_formations{"open", "closed", "line", "column",
                                                          "square"};
/// FW-MOVE-1 rates, and `stationary` (FW-MOVE-5).
constexpr std::array<std::string_view, 4> k_move_rates{"stationary", "march", "double", "charge"};
/// UE-ARTY-5: a gun's crew is `original` or `replaced`.
constexpr std::string_view k_crew_replaced = "replaced";
constexpr std::string_view k_crew_original = "original";

template <std::size_t N>
bool one_of(const std::array<std::string_view, N>& values, std::string_view text) {
    return std::find(values.begin(), values.end(), text) != values.end();
}

template <std::size_t N> std::string or_list(const std::array<std::string_view, N>& values) {
    std::string out;
    for (std::size_t i = 0; i < N; ++i) {
        out += i == 0 ? "" : (i + 1 == N ? " or " : ", ");
        out += values[i];
    }
    return out;
}

/// The key `key` a registered rule set added (RosterKey), or nullptr.
const RosterKey* own_key(std::string_view key, std::string_view rules) {
    const auto& keys = roster_keys(rules);
    const auto it = std::find_if(keys.begin(), keys.end(),
                                 [&](const RosterKey& own) { return own.key == key; });
    return it == keys.end() ? nullptr : &*it;
}

const KeySpec& key_spec(std::string_view key, std::string_view rules) {
    const auto* it = std::find_if(k_unit_keys.begin(), k_unit_keys.end(),
                                  [&](const KeySpec& spec) { return spec.key == key; });
    if (it == k_unit_keys.end()) {
        throw RosterError(fmt::format("unknown unit key `{}` (known: {})", key,
                                      join(unit_key_names(rules), ", ")));
    }
    if (!in_sets(it->sets, rules)) {
        throw RosterError(fmt::format("unit key `{}` belongs to {}, not to this {} roster", key,
                                      it->sets == Sets::ue ? roster_detail::k_ue_id
                                      : it->sets == Sets::fw
                                          ? roster_detail::k_fw_id
                                          : "unbalanced-equality and fuzzy-wuzzy",
                                      rules));
    }
    return *it;
}

} // namespace

std::vector<std::string> unit_key_names(std::string_view rules) {
    std::vector<std::string> names;
    for (const auto& spec : k_unit_keys) {
        if (spec.field == Field::done) { // a rule set's own keys, before the game's record
            for (const auto& own : roster_keys(rules)) {
                names.push_back(own.key);
            }
        }
        if (in_sets(spec.sets, rules)) {
            names.emplace_back(spec.key);
        }
    }
    return names;
}

std::vector<UnitField> unit_fields(const Unit& unit, std::string_view rules) {
    std::vector<UnitField> fields;
    for (const auto& spec : k_unit_keys) {
        if (spec.field == Field::done) { // a rule set's own keys, before the game's record
            for (const auto& own : roster_keys(rules)) {
                UnitField field;
                field.key = own.key;
                field.kind = UnitField::Kind::number;
                field.number = unit.count(own.key);
                field.is_default = field.number == 0;
                field.always = own.always;
                fields.push_back(std::move(field));
            }
        }
        if (!in_sets(spec.sets, rules)) {
            continue;
        }
        UnitField field;
        field.key = std::string(spec.key);
        field.kind = spec.kind;
        const std::string_view key = spec.key;
        auto number = [&](long long value, bool always = false) {
            field.number = value;
            field.is_default = value == 0;
            field.always = always;
        };
        auto flag = [&](bool value) {
            field.flag = value;
            field.is_default = !value;
        };
        auto text = [&](std::string value) {
            field.is_default = value.empty();
            field.text = std::move(value);
        };
        auto list = [&](const std::vector<std::string>& value) {
            field.list = value;
            field.is_default = value.empty();
        };
        if (key == "side") {
            text(unit.side);
        } else if (key == "stands") {
            number(unit.stands, true);
        } else if (key == "killed") {
            number(unit.killed, true);
        } else if (key == "markers") {
            number(unit.markers, true);
        } else if (key == "dead") {
            number(unit.dead);
        } else if (key == "retreating") {
            number(unit.retreating);
        } else if (key == "taken") {
            number(unit.taken);
        } else if (key == "formation") {
            text(unit.formation);
        } else if (key == "mounted") {
            flag(unit.mounted);
        } else if (key == "cover") {
            flag(unit.cover);
        } else if (key == "falling-back") {
            flag(unit.falling_back);
        } else if (key == "fired") {
            text(std::string(to_string(unit.fired)));
        } else if (key == "single-stand") {
            flag(unit.single_stand);
        } else if (key == "locked") {
            list(unit.locked);
        } else if (key == "gun-hits") {
            number(unit.gun_hits);
        } else if (key == "crew") {
            text(unit.crew_replaced ? std::string(k_crew_replaced) : std::string());
        } else if (key == "moves") {
            list(unit.moves);
        } else if (key == "moved") {
            flag(unit.moved);
        } else if (key == "fought") {
            flag(unit.fought);
        } else if (key == "limbered") {
            flag(unit.limbered);
        } else if (key == "done") {
            list(unit.done);
        } else if (key == "due") {
            list(unit.due);
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

void set_unit_key(Unit& unit, std::string_view rules, std::string_view key, std::string_view value,
                  bool bare) {
    if (const RosterKey* own = own_key(key, rules)) {
        if (bare) {
            throw RosterError(fmt::format("`{}` needs a value: {}=...", key, key));
        }
        unit.set_count(key, number_value(key, value, 0, own->max));
        return;
    }
    const auto& spec = key_spec(key, rules);
    if (spec.kind == UnitField::Kind::flag) {
        const bool on = parse_flag(key, value, bare);
        switch (spec.field) {
        case Field::mounted:
            unit.mounted = on;
            break;
        case Field::cover:
            unit.cover = on;
            break;
        case Field::falling_back:
            unit.falling_back = on;
            break;
        case Field::single_stand:
            unit.single_stand = on;
            break;
        case Field::moved:
            unit.moved = on;
            break;
        case Field::fought:
            unit.fought = on;
            break;
        case Field::limbered:
            unit.limbered = on;
            break;
        default:
            break;
        }
        return;
    }
    if (bare) {
        throw RosterError(fmt::format("`{}` needs a value: {}=...", key, key));
    }
    switch (spec.field) {
    case Field::side:
        unit.side = value.empty() ? std::string() : checked_name(key, value);
        break;
    case Field::stands:
        unit.stands = static_cast<int>(number_value(key, value, 1, k_max_stands));
        break;
    case Field::killed:
        unit.killed = number_value(key, value, 0, k_max_count);
        break;
    case Field::markers:
        unit.markers = int_value(key, value);
        break;
    case Field::dead:
        unit.dead = int_value(key, value);
        break;
    case Field::retreating:
        unit.retreating = int_value(key, value);
        break;
    case Field::taken:
        unit.taken = int_value(key, value);
        break;
    case Field::gun_hits:
        unit.gun_hits = int_value(key, value);
        break;
    case Field::formation: {
        const bool ok =
            value.empty() || (rules == roster_detail::k_ue_id ? one_of(k_ue_formations, value)
                                                              : one_of(k_fw_formations, value));
        if (!ok) {
            throw RosterError(fmt::format("formation `{}`: expected {}", value,
                                          rules == roster_detail::k_ue_id
                                              ? or_list(k_ue_formations)
                                              : or_list(k_fw_formations)));
        }
        unit.formation = std::string(value);
        break;
    }
    case Field::fired: {
        auto band = parse_band(value);
        if (!value.empty() && !band) {
            throw RosterError(fmt::format("fired `{}`: expected short, medium or long", value));
        }
        unit.fired = band.value_or(Band::none);
        break;
    }
    case Field::crew:
        if (value != k_crew_replaced && value != k_crew_original) {
            throw RosterError(fmt::format("crew `{}`: expected {} or {}", value, k_crew_original,
                                          k_crew_replaced));
        }
        unit.crew_replaced = value == k_crew_replaced;
        break;
    case Field::locked: {
        std::vector<std::string> names;
        std::unordered_set<std::string> seen;
        for (const auto& name : split_list(value)) {
            if (!seen.insert(name).second) {
                throw RosterError(fmt::format("`locked` names `{}` twice", quoted_text(name)));
            }
            names.push_back(checked_name(key, name));
        }
        unit.locked = std::move(names);
        break;
    }
    case Field::moves: {
        auto moves = split_list(value);
        for (const auto& move : moves) {
            if (!one_of(k_move_rates, move)) {
                throw RosterError(
                    fmt::format("moves: `{}` is not a rate ({})", move, or_list(k_move_rates)));
            }
        }
        if (moves.size() > k_moves_kept) {
            throw RosterError(
                fmt::format("moves keeps the last {} rates, not {}", k_moves_kept, moves.size()));
        }
        unit.moves = std::move(moves);
        break;
    }
    case Field::done:
    case Field::due: {
        auto marks = split_list(value);
        for (auto it = marks.begin(); it != marks.end(); ++it) {
            const auto& m = *it;
            if (!mark::is_mark(m)) {
                throw RosterError(fmt::format("{}: `{}` is not a mark muster keeps", key, m));
            }
            if (std::find(marks.begin(), it, m) != it) { // issue 20: `done=fire,fire,fire`
                throw RosterError(fmt::format("{}: `{}` is named twice", key, m));
            }
        }
        (spec.field == Field::done ? unit.done : unit.due) = std::move(marks);
        break;
    }
    default: // the flags, set above
        break;
    }
}

std::string field_text(const UnitField& field) {
    switch (field.kind) {
    case UnitField::Kind::flag:
        return "";
    case UnitField::Kind::number:
        return std::to_string(field.number);
    case UnitField::Kind::text:
        return field.text;
    case UnitField::Kind::list:
        return join(field.list, ",");
    }
    return "";
}

namespace {

/// The words the sheets give a roster key (the file's tokens, `due=rally`, are for the file).
constexpr std::array<std::pair<std::string_view, std::string_view>, 8> k_key_words{{
    {"due", "owes"},
    {"done", "done this turn:"},
    {"fired", "fired at"},
    {"moves", "last moves"},
    {"locked", "in melee with"},
    {"gun-hits", "gun hits"},
    {"taken", "markers taken this move"},
    {"single-stand", "fired on by a single stand"},
}};

} // namespace

std::string field_words(const UnitField& field) {
    std::string key = field.key;
    for (const auto& [token, words] : k_key_words) {
        if (token == key) {
            key = words;
        }
    }
    std::replace(key.begin(), key.end(), '-', ' ');
    if (field.kind == UnitField::Kind::flag) {
        return key;
    }
    std::string value = field_text(field);
    if (field.key == "done" || field.key == "due" || field.key == "moves") {
        std::replace(value.begin(), value.end(), '-', ' ');
    }
    std::string spaced;
    for (const char c : value) {
        spaced += c;
        if (c == ',' && field.key != "locked") {
            spaced += ' ';
        }
    }
    return fmt::format("{} {}", key, field.key == "locked" ? value : spaced);
}

} // namespace muster
