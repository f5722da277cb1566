#include "muster/roster/roster.hpp"

#include <algorithm>
#include <array>

namespace muster {

namespace {
constexpr std::array<std::pair<RuleSet, std::string_view>, 2> k_rule_set_names{{
    {RuleSet::unbalanced_equality, "unbalanced-equality"},
    {RuleSet::fuzzy_wuzzy, "fuzzy-wuzzy"},
}};

/// UE-FIRE-1 range bands, by name.
constexpr std::array<std::pair<Band, std::string_view>, 4> k_band_names{{
    {Band::none, ""},
    {Band::short_range, "short"},
    {Band::medium, "medium"},
    {Band::long_range, "long"},
}};

template <class Enum, std::size_t N>
std::string_view name_of(const std::array<std::pair<Enum, std::string_view>, N>& names,
                         Enum value) {
    for (const auto& [e, name] : names) {
        if (e == value) {
            return name;
        }
    }
    return "";
}

template <class Enum, std::size_t N>
std::optional<Enum> value_of(const std::array<std::pair<Enum, std::string_view>, N>& names,
                             std::string_view text) {
    for (const auto& [e, name] : names) {
        if (name == text) {
            return e;
        }
    }
    return std::nullopt;
}
} // namespace

std::string_view to_string(RuleSet rules) {
    return name_of(k_rule_set_names, rules);
}

std::optional<RuleSet> parse_rule_set(std::string_view text) {
    return value_of(k_rule_set_names, text);
}

std::string_view to_string(Band band) {
    return name_of(k_band_names, band);
}

std::optional<Band> parse_band(std::string_view text) {
    if (text.empty()) {
        return std::nullopt;
    }
    return value_of(k_band_names, text);
}

Unit* Roster::find(std::string_view name) {
    auto it =
        std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.name == name; });
    return it == units.end() ? nullptr : &*it;
}

const Unit* Roster::find(std::string_view name) const {
    auto it =
        std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.name == name; });
    return it == units.end() ? nullptr : &*it;
}

} // namespace muster
