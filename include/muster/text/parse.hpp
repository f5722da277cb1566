#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

/// The one number parser for text from outside (arguments, options, the environment, roster
/// and journal fields): numbers in decimal digits, range-checked, nothing else accepted. Whole
/// numbers as `long long` (`try_parse_int`) or, for a seed, `std::uint64_t`
/// (`try_parse_uint64`); decimals ("0.5") where an option takes one (`try_parse_decimal`).
namespace muster::text {

/// A number read, or what is wrong with the text.
template <class T> struct Parsed {
    std::optional<T> value;
    std::string problem; ///< "" with a value; else "is not a whole number", "is out of range..."
    bool out_of_range = false; ///< the text is a number, outside the range asked for
    explicit operator bool() const noexcept { return value.has_value(); }
};
using ParsedInt = Parsed<long long>;

/// `text` as a whole number from `min` to `max`: decimal digits, a leading '-' only when `min`
/// is negative; no '+', no space, no leading or trailing junk, no exponent, no overflow.
/// `problem` says which: "is not a whole number" or "is out of range (0 to 1000)".
ParsedInt try_parse_int(std::string_view text, long long min, long long max);

/// The same for a whole number from 0 to `max` as large as std::uint64_t holds (a seed).
Parsed<std::uint64_t> try_parse_uint64(std::string_view text, std::uint64_t max);

/// `text` as a number from `min` to `max`: decimal digits with an optional decimal part
/// ("5", "0.5"; not "5." or ".5"), a leading '-' only when `min` is negative; no '+', no space,
/// no exponent, no "inf" or "nan". `problem`: "is not a number (0 to 60)" or "is out of range".
Parsed<double> try_parse_decimal(std::string_view text, double min, double max);

/// The same as try_parse_int, throwing UsageError (exit 2) on a problem, its one line naming
/// `what`: "--width: 'abc' is not a whole number (0 to 1000)".
long long parse_int(std::string_view text, long long min, long long max, std::string_view what);

} // namespace muster::text
