#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/resolution.hpp"

#include <string>
#include <vector>

/// The words of a charge's exact odds (`muster charge`, UE-APPROACH and FW-APPROACH), shared by
/// both rule sets' resolutions.
namespace muster::charge_text {

/// A distance in inches: "20\"", "2.5\"".
std::string inches(double d);

/// A distribution given that it happened at all (its probabilities sum to `p`).
dice::Distribution given(const dice::Distribution& dist, double p);

/// The text common to both rule sets after the steps: the strength table and the readings.
void add_contact_table(Resolution& report, const std::string& what, const dice::Distribution& dist,
                       double p_contact, const std::string& heading);

/// Below this chance of getting so far, turns are summed up in one line (JSON lists them all).
constexpr double k_shown_turn = 0.0005;
/// Lines of text are wrapped at this width.
constexpr std::size_t k_text_width = 78;

/// `text` wrapped at word boundaries, continuation lines indented by two spaces.
std::vector<std::string> wrap(const std::string& text);

/// The readings the charge rests on, printed (wrapped); returned for the result's
/// `assumptions` (results::ChargeOdds).
std::string add_assumptions(Resolution& report, std::string readings);

/// "turns 6-9 (under 0.1% of charges get so far) are left out; --json lists them"
void add_rest_line(Resolution& report, const char* what, int first, int last);

} // namespace muster::charge_text
