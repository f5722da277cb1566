#pragma once

#include "cli/context.hpp"
#include "cli/report.hpp"
#include "muster/engine/request.hpp"
#include "muster/roster/roster.hpp"
#include "muster/roster/rulebook.hpp"

#include <functional>
#include <string>
#include <vector>

namespace muster::cli {

/// `transact()` for commands that name units: when no roster file exists and none was named
/// explicitly (--roster or $MUSTER_ROSTER), and every ref in `refs` is ad hoc, runs `change`
/// on an empty roster of the ad-hoc units' rule set and saves nothing; otherwise `transact()`.
Report transact_units(Context& ctx, const std::vector<std::string>& refs,
                      const std::function<Report(Roster&, const RuleBook&)>& change);

/// Resolves `request` against the roster in one transaction: `book.resolve(request, roster,
/// ctx)` inside `transact_units` (or `transact` when `ad_hoc` is false: the request's units
/// must be the roster's).
Report resolve(Context& ctx, const Request& request, bool ad_hoc = true);

} // namespace muster::cli
