#pragma once

#include "muster/engine/resolution.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

/// Decision support (`muster compare`): choices worked out as exact odds, side by side.
namespace muster {

/// One choice: the command as typed and its `--odds` result (with its `headline` items).
struct Choice {
    std::string command;
    nlohmann::json result;
};

/// The choices' headline numbers in columns, one row per headline item, and the verdict on the
/// first item every choice gives as a number: which choice gives the most of it.
Resolution compare(const std::vector<Choice>& choices);

} // namespace muster
