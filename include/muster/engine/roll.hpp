#pragma once

#include "muster/engine/env.hpp"
#include "muster/engine/resolution.hpp"

#include <string>
#include <vector>

namespace muster {

/// `muster roll EXPR...`: each dice expression (3d6, 2avd+1, ...) rolled with the dice of `env`
/// and reported separately; with `env.odds()` the exact distribution of each total instead.
/// Throws UsageError for an expression that does not parse or would be too much work.
Resolution roll(const std::vector<std::string>& expressions, Env& env);

} // namespace muster
