#include "muster/engine/unit_json.hpp"

#include "muster/roster/format.hpp"

#include <algorithm>

namespace muster {

namespace {

nlohmann::json field_json(const UnitField& field) {
    switch (field.kind) {
    case UnitField::Kind::flag:
        return field.flag;
    case UnitField::Kind::number:
        return field.number;
    case UnitField::Kind::list:
        return field.list;
    case UnitField::Kind::text:
        break;
    }
    return field.text.empty() ? nlohmann::json(nullptr) : nlohmann::json(field.text);
}

} // namespace

std::string snake_case(std::string key) {
    std::replace(key.begin(), key.end(), '-', '_');
    return key;
}

nlohmann::json unit_json(const Unit& unit, std::string_view rules) {
    nlohmann::json json = {{"unit", unit.name}, {"type", unit.type}};
    for (const auto& field : unit_fields(unit, rules)) {
        if (field.json_when_set && field.is_default) {
            continue;
        }
        json[snake_case(field.key)] = field_json(field);
    }
    return json;
}

} // namespace muster
