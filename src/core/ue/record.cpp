// A UE unit's own keys (ue/record.hpp): listed, read and checked for the roster file.
#include "muster/ue/record.hpp"

#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/roster/keys.hpp"

#include <array>
#include <utility>

namespace muster::ue {

namespace {

/// UE-FIRE-1 range bands, by name.
constexpr std::array<std::pair<Band, std::string_view>, 4> k_band_names{{
    {Band::none, ""},
    {Band::short_range, "short"},
    {Band::medium, "medium"},
    {Band::long_range, "long"},
}};

/// UE-ARTY-5: a gun's crew is `original` or `replaced`.
constexpr std::string_view k_crew_replaced = "replaced";
constexpr std::string_view k_crew_original = "original";
constexpr std::array<std::string_view, 2> k_crews{k_crew_original, k_crew_replaced};
/// UE-FIRE-1: the bands `fired` names.
constexpr std::array<std::string_view, 3> k_bands{"short", "medium", "long"};

} // namespace

std::string_view to_string(Band band) {
    for (const auto& [b, name] : k_band_names) {
        if (b == band) {
            return name;
        }
    }
    return "";
}

std::optional<Band> parse_band(std::string_view text) {
    if (text.empty()) {
        return std::nullopt;
    }
    for (const auto& [b, name] : k_band_names) {
        if (name == text) {
            return b;
        }
    }
    return std::nullopt;
}

void Record::fields(std::vector<UnitField>& out) const {
    out.push_back(keys::number_field("killed", killed, true));
    out.push_back(keys::text_field("formation", formation));
    out.push_back(keys::flag_field("mounted", mounted));
    out.push_back(keys::flag_field("cover", cover));
    out.push_back(keys::flag_field("falling-back", falling_back));
    out.back().alert = true; // UE-MORALE-4: a sheet shows a unit falling back in red
    out.push_back(keys::text_field("fired", std::string(to_string(fired)), "fired at"));
    out.push_back(keys::flag_field("single-stand", single_stand, "fired on by a single stand"));
    out.push_back(keys::names_field("locked", locked, "in melee with"));
    out.push_back(keys::number_field("gun-hits", gun_hits));
    out.push_back(
        keys::text_field("crew", crew_replaced ? std::string(k_crew_replaced) : std::string()));
    // The battle's end (UE-ARMY-3, revision 2026-12-07): in a unit's JSON only once set.
    out.push_back(keys::number_field("left-field", left_field, false, "army left the field, turn"));
    out.back().alert = true;
    out.back().json_when_set = true;
    out.push_back(keys::number_field("drawn", drawn, false, "battle drawn, turn"));
    out.back().json_when_set = true;
}

bool Record::set(std::string_view key, std::string_view value, bool bare) {
    if (key == "mounted") {
        mounted = keys::flag(key, value, bare);
    } else if (key == "cover") {
        cover = keys::flag(key, value, bare);
    } else if (key == "falling-back") {
        falling_back = keys::flag(key, value, bare);
    } else if (key == "single-stand") {
        single_stand = keys::flag(key, value, bare);
    } else if (key == "killed" || key == "formation" || key == "fired" || key == "locked" ||
               key == "gun-hits" || key == "crew" || key == "left-field" || key == "drawn") {
        keys::need_value(key, bare);
        if (key == "killed") {
            killed = keys::number(key, value, 0, k_max_count);
        } else if (key == "formation") {
            formation = keys::choice(key, value, k_formations);
        } else if (key == "fired") {
            fired = parse_band(keys::choice(key, value, k_bands)).value_or(Band::none);
        } else if (key == "locked") {
            locked = keys::names(key, value);
        } else if (key == "gun-hits") {
            gun_hits = keys::count(key, value);
        } else if (key == "left-field") {
            left_field = keys::count(key, value);
        } else if (key == "drawn") {
            drawn = keys::count(key, value);
        } else {
            crew_replaced = keys::choice(key, value, k_crews, false) == k_crew_replaced;
        }
    } else {
        return false;
    }
    return true;
}

std::unique_ptr<UnitRecord> new_record() {
    return std::make_unique<RecordOf<Record>>();
}

} // namespace muster::ue
