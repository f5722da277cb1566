// `muster compare`'s comparison (muster/engine/compare.hpp) drawn for a person.
#pragma once

#include "muster/engine/compare.hpp"
#include "muster/render/output.hpp"

namespace muster::render {

/// The comparison as a report: the choices, their headline numbers in columns (one row per
/// headline item, `-` where a choice does not give it), the verdict line; its brief line; and
/// `comparison_json` as its result.
Output compare_report(const Comparison& comparison);

} // namespace muster::render
