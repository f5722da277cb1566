// `muster compare` as a report: the choices' headline numbers side by side, and a verdict.
#pragma once

#include "muster/render/report.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace muster::render {

/// One choice of `muster compare`: its command as typed and the `result` of its `--json`.
struct Choice {
    std::string command;
    nlohmann::json result;
};

/// The report of `muster compare`: the choices, their headline items in columns (`-` where a
/// choice has none), and the verdict on the first item every choice gives as a number.
Report compare_report(const std::vector<Choice>& choices);

} // namespace muster::render
