#pragma once

#include <limits>
#include <string>
#include <string_view>
#include <vector>

/// Near misses of names: the "did you mean" of unknown units, commands and options.
namespace muster {

/// The edit distance between two words (Levenshtein's, with two neighbouring letters swapped
/// counted as one edit: the optimal string alignment distance), ignoring letter case (so
/// `90TH/a` is close to `90th/A`, and `FIER` one edit from `fire`): for "did you mean". Cut off
/// past `bound`: a distance over it is returned as `bound + 1`, found without computing the rest (a
/// very long word against short names costs nothing).
std::size_t edit_distance(std::string_view a, std::string_view b,
                          std::size_t bound = std::numeric_limits<std::size_t>::max());

/// The candidate nearest to `word` if it is a near miss (at most 2 edits), else "": the
/// "did you mean" of unknown commands and options.
std::string nearest(std::string_view word, const std::vector<std::string>& candidates);

} // namespace muster
