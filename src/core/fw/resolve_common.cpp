#include "resolve_common.hpp"

#include "muster/engine/odds_table.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/fw/tables.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace muster::fw {

std::vector<const Unit*> resolve_all(UnitResolver& resolver, const std::vector<std::string>& refs) {
    const auto units = resolve_units(resolver, refs, false);
    return {units.begin(), units.end()};
}

muster::Resolution begin_resolution(const char* command) {
    return start_resolution(command, k_rules_id);
}

void end_resolution(muster::Resolution& report, Env& env, const muster::fw::Outcome& resolution) {
    report.table.insert(report.table.end(), resolution.table.begin(), resolution.table.end());
    finish_resolution(report, env, resolution.steps);
}

void add_odds_text(muster::Resolution& report, const std::string& title,
                   const dice::Distribution& dist, const std::string& heading) {
    report.text.push_back(fmt::format("{}: exact odds, mean {:.4f}", title, mean(dist)));
    add_odds_table(report, dist, heading);
}

std::optional<muster::fw::Position> position_arg(bool cover, bool square, bool fortified) {
    using muster::fw::Position;
    if (fortified) {
        return Position::fortification;
    }
    if (square) {
        return Position::square;
    }
    if (cover) {
        return Position::cover;
    }
    return std::nullopt;
}

} // namespace muster::fw
