#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::cli {

/// Splits one line into words the way a shell would for muster's purposes: blanks separate
/// words, single and double quotes group ("Camel Corps"), a backslash escapes the next
/// character, and `#` at the start of a word begins a comment. Returns nullopt for an
/// unterminated quote.
std::optional<std::vector<std::string>> split_words(std::string_view line);

/// The Levenshtein distance between two words, ignoring letter case (so `90TH/a` is close to
/// `90th/A`, and `FIER` to `fire`): for "did you mean" suggestions.
std::size_t edit_distance(std::string_view a, std::string_view b);

} // namespace muster::cli
