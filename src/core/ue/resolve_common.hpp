#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/units.hpp"
#include "muster/ue/fire.hpp"
#include "muster/ue/outcome.hpp"
#include "muster/ue/unit.hpp"
#include "resolve.hpp"

#include <map>
#include <string>
#include <vector>

/// Helpers shared by the unbalanced-equality command implementations (src/core/ue/resolve_*.cpp).
namespace muster::ue {

/// The units named, resolved (roster units or ad-hoc `TYPE[:STANDS]`), each named once.
std::vector<Unit*> resolve_all(UnitResolver& resolver, const std::vector<std::string>& refs);

/// `--range` text to a band; UsageError otherwise.
Band band_arg(const std::string& text);

/// UE-FIRE-1: the range given on the command line; exactly one of --range and --distance.
muster::ue::RangeSpec range_arg(const std::string& range, std::optional<double> distance);

/// UE-TYPE-3 overrides from the flags; UsageError for --open with --closed etc.
muster::ue::Overrides overrides_arg(const StateFlags& args);

/// Finds roster units and the resolved ad-hoc ones by name, for `muster::ue::apply`.
muster::ue::UnitLookup lookup(Draft& roster, const std::vector<Unit*>& resolved);

/// A report for an unbalanced-equality command.
muster::Resolution begin_resolution(const std::string& command);

/// Fills the report from a resolution: result lines, the steps with --explain, the brief line
/// (with the dice values), the table actions (after `applied`'s stand removals) and the dice,
/// and refuses unused --dice values. `reading` (the options used) follows the result lines.
void end_resolution(muster::Resolution& report, Env& env, const muster::ue::Outcome& resolution,
                    const muster::ue::Applied& applied, const std::string& reading = "");

/// OPT-1..3 as JSON and as the text line that says which readings were used.
nlohmann::json options_json(const muster::ue::Options& options);
std::string readings_line(const muster::ue::Options& options, bool combat_power, bool morale);

/// Adds a two-outcome probability line per name ("uThulwana fails: 33.3333%").
void add_probability_line(muster::Resolution& report, const std::string& what, double p);

} // namespace muster::ue
