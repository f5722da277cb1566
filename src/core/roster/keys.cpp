// Reading a unit key's value and listing it: the helpers of a rule set's record (roster/keys.hpp).
#include "muster/roster/keys.hpp"

#include "format_detail.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <unordered_set>

namespace muster::keys {

void need_value(std::string_view key, bool bare) {
    if (bare) {
        throw RosterError(fmt::format("`{}` needs a value: {}=...", key, key));
    }
}

long long number(std::string_view key, std::string_view value, long long min, long long max) {
    return roster_detail::number_value(key, value, min, max);
}

int count(std::string_view key, std::string_view value) {
    return roster_detail::int_value(key, value);
}

bool flag(std::string_view key, std::string_view value, bool bare) {
    return roster_detail::parse_flag(key, value, bare);
}

std::string choice(std::string_view key, std::string_view value,
                   std::span<const std::string_view> choices, bool empty_ok) {
    if ((empty_ok && value.empty()) ||
        std::find(choices.begin(), choices.end(), value) != choices.end()) {
        return std::string(value);
    }
    std::string expected;
    std::size_t i = 0;
    for (const auto& c : choices) {
        expected += i == 0 ? "" : (i + 1 == choices.size() ? " or " : ", ");
        expected += c;
        ++i;
    }
    throw RosterError(fmt::format("{} `{}`: expected {}", key, value, expected));
}

std::vector<std::string> list(std::string_view value) {
    std::vector<std::string> items;
    if (value.empty()) {
        return items;
    }
    std::size_t start = 0;
    while (true) {
        auto comma = value.find(',', start);
        items.emplace_back(value.substr(start, comma - start));
        if (comma == std::string_view::npos) {
            break;
        }
        start = comma + 1;
    }
    return items;
}

std::vector<std::string> names(std::string_view key, std::string_view value) {
    std::vector<std::string> out;
    std::unordered_set<std::string> seen;
    for (const auto& name : list(value)) {
        if (!seen.insert(name).second) {
            throw RosterError(fmt::format("`{}` names `{}` twice", key, quoted_text(name)));
        }
        out.push_back(roster_detail::checked_name(key, name));
    }
    return out;
}

UnitField number_field(std::string_view key, long long value, bool always, std::string_view words) {
    UnitField field;
    field.words = std::string(words);
    field.key = std::string(key);
    field.kind = UnitField::Kind::number;
    field.number = value;
    field.is_default = value == 0;
    field.always = always;
    return field;
}

UnitField flag_field(std::string_view key, bool value, std::string_view words) {
    UnitField field;
    field.words = std::string(words);
    field.key = std::string(key);
    field.kind = UnitField::Kind::flag;
    field.flag = value;
    field.is_default = !value;
    return field;
}

UnitField text_field(std::string_view key, std::string value, std::string_view words) {
    UnitField field;
    field.words = std::string(words);
    field.key = std::string(key);
    field.kind = UnitField::Kind::text;
    field.is_default = value.empty();
    field.text = std::move(value);
    return field;
}

UnitField list_field(std::string_view key, const std::vector<std::string>& value,
                     std::string_view words, bool value_words) {
    UnitField field;
    field.words = std::string(words);
    field.value_words = value_words;
    field.key = std::string(key);
    field.kind = UnitField::Kind::list;
    field.list = value;
    field.is_default = value.empty();
    return field;
}

UnitField names_field(std::string_view key, const std::vector<std::string>& value,
                      std::string_view words) {
    auto field = list_field(key, value, words);
    field.unit_names = true;
    return field;
}

} // namespace muster::keys
