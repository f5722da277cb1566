#include "muster/text/parse.hpp"

#include "muster/error.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <charconv>
#include <fmt/format.h>

namespace muster::text {

namespace {

bool all_digits(std::string_view digits) {
    return !digits.empty() &&
           std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// `text` without the '-' a negative range allows.
std::string_view unsigned_part(std::string_view text, bool negative_allowed) {
    if (negative_allowed && text.starts_with('-')) {
        text.remove_prefix(1);
    }
    return text;
}

/// The number `from_chars` reads from `text`, whose form the caller has checked: the whole text
/// read, in `min` to `max`. The problem's words are made only for a problem (a 10,000-unit
/// roster parses 20,000 numbers).
template <class T> Parsed<T> in_range(std::string_view text, T min, T max, std::string_view not_a) {
    const auto range = [&] { return fmt::format("{} to {}", min, max); };
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc::result_out_of_range ||
        (ec == std::errc() && (value < min || value > max))) {
        return {std::nullopt, fmt::format("is out of range ({})", range()), true};
    }
    if (ec != std::errc() || end != text.data() + text.size()) {
        return {std::nullopt, fmt::format("is not a {} ({})", not_a, range())};
    }
    return {value, ""};
}

template <class T> Parsed<T> whole(std::string_view text, T min, T max) {
    if (!all_digits(unsigned_part(text, min < 0))) {
        return {std::nullopt, fmt::format("is not a whole number ({} to {})", min, max)};
    }
    return in_range(text, min, max, "whole number");
}

} // namespace

ParsedInt try_parse_int(std::string_view text, long long min, long long max) {
    return whole(text, min, max);
}

Parsed<std::uint64_t> try_parse_uint64(std::string_view text, std::uint64_t max) {
    return whole(text, std::uint64_t{0}, max);
}

Parsed<double> try_parse_decimal(std::string_view text, double min, double max) {
    const auto number = unsigned_part(text, min < 0);
    const auto point = number.find('.');
    if (!all_digits(number.substr(0, point)) ||
        (point != std::string_view::npos && !all_digits(number.substr(point + 1)))) {
        return {std::nullopt, fmt::format("is not a number ({} to {})", min, max)};
    }
    return in_range(text, min, max, "number");
}

long long parse_int(std::string_view text, long long min, long long max, std::string_view what) {
    auto parsed = try_parse_int(text, min, max);
    if (!parsed) {
        const auto shown = prefix(text, 32);
        throw UsageError(fmt::format("{}: '{}{}' {}", what, escaped(shown),
                                     shown.size() < text.size() ? "..." : "", parsed.problem));
    }
    return *parsed.value;
}

} // namespace muster::text
