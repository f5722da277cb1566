#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/units.hpp"
#include "muster/fw/rules.hpp"

#include <map>
#include <string>
#include <vector>

/// Helpers shared by the fuzzy-wuzzy command implementations (src/core/fw/resolve_*.cpp).
namespace muster::fw {

/// FW-TAB-1: the note every output with provisional numbers carries.
inline constexpr const char* k_provisional_note =
    "(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace "
    "them)";

/// The units named, resolved (roster units or ad-hoc `TYPE[:STANDS]`).
std::vector<const Unit*> resolve_all(UnitResolver& resolver, const std::vector<std::string>& refs);

/// A report for a fuzzy-wuzzy command.
muster::Resolution begin_resolution(const char* command);

/// Adds the resolution's steps (with --explain) and table actions, the dice thrown, and
/// refuses unused --dice values.
void end_resolution(muster::Resolution& report, Env& env, const muster::fw::Outcome& resolution);

/// Converts an enumerated outcome map to a Distribution.
template <class Key> dice::Distribution to_distribution(const std::map<Key, double>& outcomes) {
    dice::Distribution dist;
    for (const auto& [value, p] : outcomes) {
        dist.emplace_back(static_cast<long long>(value), p);
    }
    return dist;
}

/// Adds an odds table (text) for a distribution under `title`.
void add_odds_text(muster::Resolution& report, const std::string& title,
                   const dice::Distribution& dist, const std::string& heading);

/// The position given on the command line, if any.
std::optional<muster::fw::Position> position_arg(bool cover, bool square, bool fortified);

} // namespace muster::fw
