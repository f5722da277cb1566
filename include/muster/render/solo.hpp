// `muster solo`'s decision (muster/engine/solo.hpp) drawn for a person.
#pragma once

#include "muster/engine/solo.hpp"
#include "muster/render/output.hpp"

namespace muster::render {

/// The decision as a report: the phase, each choice with its headline numbers and score, the
/// chosen one with its reason; its brief line; and `listing_json` as its result.
Output solo_report(const solo::Listing& listing);

} // namespace muster::render
