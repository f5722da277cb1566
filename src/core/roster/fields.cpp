// Unit keys: their names, a unit's fields, setting one from text (set_unit_key), field_text.
// Every unit has `side`, `stands`, `done` and `due`; the keys between are its rule set's record's.
#include "format_detail.hpp"
#include "muster/error.hpp"
#include "muster/roster/keys.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster {

namespace {

/// The record `unit` keeps, or an empty one of `rules` (nullptr when the rule set keeps none).
const UnitRecord* record_or_empty(const Unit& unit, std::string_view rules,
                                  std::unique_ptr<UnitRecord>& scratch) {
    if (unit.record) {
        return unit.record.get();
    }
    scratch = new_unit_record(rules);
    return scratch.get();
}

/// The keys of rule set `rules`'s record, in file order.
std::vector<std::string> record_keys(std::string_view rules) {
    std::vector<std::string> names;
    if (const auto record = new_unit_record(rules)) {
        std::vector<UnitField> fields;
        record->fields(fields);
        for (auto& field : fields) {
            names.push_back(std::move(field.key));
        }
    }
    return names;
}

[[noreturn]] void unknown_key(std::string_view key, std::string_view rules) {
    std::vector<std::string> owners;
    for (const auto& other : roster_rules()) {
        const auto names = record_keys(other);
        if (other != rules && std::find(names.begin(), names.end(), key) != names.end()) {
            owners.push_back(other);
        }
    }
    if (!owners.empty()) {
        throw RosterError(fmt::format("unit key `{}` belongs to {}, not to this {} roster", key,
                                      fmt::join(owners, " and "), rules));
    }
    throw RosterError(fmt::format("unknown unit key `{}` (known: {})", key,
                                  fmt::join(unit_key_names(rules), ", ")));
}

std::vector<std::string> marks_value(std::string_view key, std::string_view value) {
    auto marks = keys::list(value);
    for (auto it = marks.begin(); it != marks.end(); ++it) {
        const auto& m = *it;
        // A mark's word (lowercase letters, digits, '-'); which are marks muster keeps, the
        // rule books declare (RuleBook::marks, checked by the engine's check_roster).
        if (m.empty() || m.size() > 32 || m.front() == '-' ||
            !std::all_of(m.begin(), m.end(), [](char c) {
                return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
            })) {
            throw RosterError(fmt::format("{}: `{}` is not a mark muster keeps", key, m));
        }
        if (std::find(marks.begin(), it, m) != it) { // `done=fire,fire,fire`
            throw RosterError(fmt::format("{}: `{}` is named twice", key, m));
        }
    }
    return marks;
}

} // namespace

bool roster_detail::is_unit_key(std::string_view rules, std::string_view key) {
    const auto names = unit_key_names(rules);
    return std::find(names.begin(), names.end(), key) != names.end();
}

std::vector<std::string> unit_key_names(std::string_view rules) {
    std::vector<std::string> names{"side", "stands"};
    for (auto& key : record_keys(rules)) {
        names.push_back(std::move(key));
    }
    names.emplace_back("done");
    names.emplace_back("due");
    return names;
}

std::vector<UnitField> unit_fields(const Unit& unit, std::string_view rules) {
    std::vector<UnitField> fields;
    fields.reserve(16);
    fields.push_back(keys::text_field("side", unit.side));
    fields.push_back(keys::number_field("stands", unit.stands, true));
    std::unique_ptr<UnitRecord> scratch;
    if (const auto* record = record_or_empty(unit, rules, scratch)) {
        record->fields(fields);
    }
    fields.push_back(keys::list_field("done", unit.done, "done this turn:", true));
    fields.push_back(keys::list_field("due", unit.due, "owes", true));
    return fields;
}

void set_unit_key(Unit& unit, std::string_view rules, std::string_view key, std::string_view value,
                  bool bare) {
    const bool common = key == "side" || key == "stands" || key == "done" || key == "due";
    if (common) {
        keys::need_value(key, bare);
        if (key == "side") {
            // An empty side is refused, not read as none (a script's unset variable): a unit of
            // no side is written without the key.
            if (value.empty()) {
                throw RosterError("`side` is empty: leave the key out for a unit of no side");
            }
            unit.side = roster_detail::checked_name(key, value);
        } else if (key == "stands") {
            unit.stands = static_cast<int>(keys::number(key, value, 1, k_max_stands));
        } else {
            (key == "done" ? unit.done : unit.due) = marks_value(key, value);
        }
        return;
    }
    if (!unit.record) {
        unit.record.reset(new_unit_record(rules));
    }
    if (!unit.record || !unit.record.get()->set(key, value, bare)) {
        unknown_key(key, rules);
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
        return fmt::format("{}", fmt::join(field.list, ","));
    }
    return "";
}

std::string field_words(const UnitField& field) {
    std::string key = field.words.empty() ? field.key : field.words;
    std::replace(key.begin(), key.end(), '-', ' ');
    if (field.kind == UnitField::Kind::flag) {
        return key;
    }
    std::string value = field_text(field);
    if (field.value_words) {
        std::replace(value.begin(), value.end(), '-', ' ');
    }
    std::string spaced;
    for (const char c : value) {
        spaced += c;
        if (c == ',' && !field.unit_names) {
            spaced += ' ';
        }
    }
    return fmt::format("{} {}", key, spaced);
}

} // namespace muster
