#pragma once

#include <optional>
#include <string>

/// When this player's muster last saw his own pending fair request with no link for it, by his
/// own clock: a file `<request seal>.unanswered` (0600) in the secrets folder
/// (docs/remote-play.md, "A withheld reveal"). A close of that request that comes in less than
/// the reveal deadline after that time closes on a link the roller cannot have had for the
/// whole deadline: it is void, and the roller rolls on the link.
namespace muster::remote {

/// Records the clock's now as the last time the request sealed `request` was seen unanswered
/// (a new file flushed and renamed over the old: never torn).
void record_unanswered(const std::string& request);

/// The time last recorded for the request sealed `request`, seconds since 1970; nothing when
/// none is (another machine, an older muster): no close is then void.
std::optional<long long> last_unanswered(const std::string& request);

/// Removes the record of the request sealed `request` (its roll made).
void forget_unanswered(const std::string& request);

} // namespace muster::remote
