#include "muster/roster/roster.hpp"

#include <algorithm>
#include <array>
#include <map>

namespace muster {

namespace {
std::vector<std::string>& registered_rules() {
    static std::vector<std::string> ids;
    return ids;
}

/// The keys each registered rule set adds, by id.
std::map<std::string, std::vector<RosterKey>, std::less<>>& registered_keys() {
    static std::map<std::string, std::vector<RosterKey>, std::less<>> keys;
    return keys;
}

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

void add_roster_rules(std::string id, std::vector<RosterKey> keys, std::size_t at) {
    registered_keys()[id] = std::move(keys);
    auto& ids = registered_rules();
    if (!is_roster_rules(id)) {
        ids.insert(ids.begin() + static_cast<std::ptrdiff_t>(std::min(at, ids.size())),
                   std::move(id));
    }
}

const std::vector<RosterKey>& roster_keys(std::string_view id) {
    static const std::vector<RosterKey> none;
    const auto& all = registered_keys();
    const auto found = all.find(id);
    return found == all.end() ? none : found->second;
}

const std::vector<std::string>& roster_rules() {
    return registered_rules();
}

bool is_roster_rules(std::string_view id) {
    const auto& ids = registered_rules();
    return std::find(ids.begin(), ids.end(), id) != ids.end();
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
