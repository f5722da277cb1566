#include "muster/text/parse.hpp"

#include "muster/error.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <charconv>
#include <fmt/format.h>

namespace muster::text {

ParsedInt try_parse_int(std::string_view text, long long min, long long max) {
    // The problem's words are made only for a problem: a roster of 10,000 units parses 20,000
    // numbers (issue 22's 10,000-unit target).
    const auto range = [&] { return fmt::format("{} to {}", min, max); };
    std::string_view digits = text;
    if (min < 0 && digits.starts_with('-')) {
        digits.remove_prefix(1);
    }
    const bool all_digits =
        !digits.empty() &&
        std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!all_digits) {
        return {std::nullopt, fmt::format("is not a whole number ({})", range())};
    }
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc::result_out_of_range || value < min || value > max) {
        return {std::nullopt, fmt::format("is out of range ({})", range())};
    }
    if (ec != std::errc() || end != text.data() + text.size()) {
        return {std::nullopt, fmt::format("is not a whole number ({})", range())};
    }
    return {value, ""};
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
