#include "resolve_common.hpp"

#include "muster/engine/odds_table.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/text/text.hpp"
#include "muster/ue/rulebook.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster::ue {

std::vector<Unit*> resolve_all(UnitResolver& resolver, const std::vector<std::string>& refs) {
    return resolve_units(resolver, refs, true);
}

Band band_arg(const std::string& text) {
    const auto band = parse_band(text::ascii_lowercase(text)); // `--range Medium` too
    if (!band || *band == Band::none) {
        throw UsageError(fmt::format("--range {}: expected short, medium or long", text));
    }
    return *band;
}

muster::ue::RangeSpec range_arg(const std::string& range, std::optional<double> distance) {
    if (!range.empty() && distance) {
        throw UsageError("give --range or --distance, not both");
    }
    if (!range.empty()) {
        return {band_arg(range), std::nullopt};
    }
    if (!distance) {
        throw UsageError("give the range: --range short|medium|long or --distance INCHES");
    }
    // `!(a && b)` so that nan (which CLI11 accepts as a number) is refused too.
    if (!(*distance >= 0 && *distance <= static_cast<double>(k_max_count))) {
        throw UsageError(
            fmt::format("--distance {}: expected 0 to {} inches", *distance, k_max_count));
    }
    return {std::nullopt, distance};
}

muster::ue::Overrides overrides_arg(const StateFlags& args) {
    using muster::ue::Posture;
    if (args.open && args.closed) {
        throw UsageError("give --open or --closed, not both");
    }
    if (args.mounted && args.dismounted) {
        throw UsageError("give --mounted or --dismounted, not both");
    }
    muster::ue::Overrides o;
    if (args.open || args.closed) {
        o.formation = args.open ? Posture::open : Posture::closed;
    }
    if (args.mounted || args.dismounted) {
        o.mount = args.mounted ? Posture::mounted : Posture::dismounted;
    }
    return o;
}

muster::ue::UnitLookup lookup(Draft& roster, const std::vector<Unit*>& resolved) {
    return [&roster, resolved](std::string_view name) -> Unit* {
        for (Unit* u : resolved) {
            if (u->name == name) {
                return u;
            }
        }
        return roster.find(name);
    };
}

muster::Resolution begin_resolution(const std::string& command) {
    return start_resolution(command, k_rules_id);
}

void end_resolution(muster::Resolution& report, Env& env, const muster::ue::Outcome& resolution,
                    const muster::ue::Applied& applied, const std::string& reading) {
    for (const auto& line : resolution.lines) {
        report.text.push_back(line);
    }
    if (!reading.empty()) {
        report.text.push_back(reading);
    }
    report.table = applied.table;
    // The casualties each unit took (UE-ROSTER-3: capped at the men present, the rest dropped)
    // and the units that fall back, as events (issue 39).
    std::vector<std::string_view> destroyed;
    for (const auto& [name, kills] : applied.kills) {
        if (kills.asked > 0) {
            report.events.emplace_back(
                events::Casualties{name, "men", kills.asked, kills.applied, kills.excess});
        }
        if (kills.destroyed) {
            destroyed.push_back(name);
        }
    }
    for (const auto& effect : resolution.effects) {
        if (effect.falling_back.value_or(false) &&
            std::find(destroyed.begin(), destroyed.end(), effect.unit) == destroyed.end()) {
            report.events.emplace_back(events::FallsBack{effect.unit});
        }
    }
    finish_resolution(report, env, resolution.steps, "how:");
    report.brief = fmt::format("{} {}", report.command, resolution.brief); // dice: render()
}

nlohmann::json options_json(const muster::ue::Options& options) {
    return {{std::string(k_option_combat_power),
             options.combat_power == CombatPower::men ? "men" : "figures"},
            {std::string(k_option_morale),
             options.morale == MoraleModifiers::literal ? "literal" : "benefit"},
            {std::string(k_option_army_morale), options.army_morale ? "on" : "off"}};
}

std::string readings_line(const muster::ue::Options& options, bool combat_power, bool morale) {
    std::string line = "reading:";
    if (combat_power) {
        line += fmt::format(" combat-power {} (OPT-1)",
                            options.combat_power == CombatPower::men ? "men" : "figures");
    }
    if (morale) {
        line += fmt::format("{} morale-modifiers {} (OPT-2)", combat_power ? "," : "",
                            options.morale == MoraleModifiers::literal ? "literal" : "benefit");
    }
    return line;
}

void add_probability_line(muster::Resolution& report, const std::string& what, double p) {
    report.text.push_back("  " + text::pad(what, 40) + " " +
                          text::pad(percent(p), 10, text::Align::right));
}

} // namespace muster::ue
