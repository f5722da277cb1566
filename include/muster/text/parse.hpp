#pragma once

#include <optional>
#include <string>
#include <string_view>

/// The one number parser for text from outside (arguments, options, the environment, roster
/// and journal fields): whole numbers in decimal digits, range-checked, nothing else accepted.
namespace muster::text {

/// A number read, or what is wrong with the text.
struct ParsedInt {
    std::optional<long long> value;
    std::string problem; ///< "" with a value; else "is not a whole number", "is out of range..."
    explicit operator bool() const noexcept { return value.has_value(); }
};

/// `text` as a whole number from `min` to `max`: decimal digits, a leading '-' only when `min`
/// is negative; no '+', no space, no leading or trailing junk, no exponent, no overflow.
/// `problem` says which: "is not a whole number" or "is out of range (0 to 1000)".
ParsedInt try_parse_int(std::string_view text, long long min, long long max);

/// The same, throwing UsageError (exit 2) on a problem, its one line naming `what`:
/// "--width `abc` is not a whole number (0 to 1000)".
long long parse_int(std::string_view text, long long min, long long max, std::string_view what);

} // namespace muster::text
