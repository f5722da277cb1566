#pragma once

#include "muster/engine/names.hpp"

#include <limits>
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

using muster::edit_distance;
using muster::nearest;

} // namespace muster::cli
