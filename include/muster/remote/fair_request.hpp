#pragma once

#include "muster/engine/resolution.hpp"
#include "muster/store/store.hpp"

#include <iosfwd>
#include <optional>
#include <string>

namespace muster::remote {

/// A random roll in a shared game becomes a request for fair dice (docs/remote-play.md, "Fair
/// dice"), the transaction remote play adds to a change: when `change` throws dice (tried first
/// on the roster at `path` without saving), the game is synced, the request journalled as
/// pending and sent, and the resolution returned says so (`result.pending`, its journal line);
/// the roll is made by a later `muster sync`. Nothing, and nothing done, when it throws no dice.
/// A sync that fails is a warning on `warnings`, the request kept. Throws UsageError for a
/// `solo --play` choice (a fair roll does not record the doctrine), RuleError for a game out
/// of sync, and as store::transact.
std::optional<Resolution> ask_fair_dice(const std::string& path, const store::Mode& mode,
                                        const store::Change& change, std::ostream& warnings);

} // namespace muster::remote
