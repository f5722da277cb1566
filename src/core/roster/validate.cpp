// Checking a roster: counts, flags and unit names (the whole roster against its rule book is the
// engine's check_roster).
#include "format_detail.hpp"
#include "muster/error.hpp"
#include "muster/roster/names.hpp"
#include "muster/text/parse.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>

namespace muster {

namespace roster_detail {

std::optional<long long> parse_count(std::string_view text, long long max) {
    return text::try_parse_int(text, 0, max).value;
}

bool parse_flag(std::string_view key, std::string_view value, bool bare) {
    if (bare || value == "yes" || value == "true") {
        return true;
    }
    if (value == "no" || value == "false") {
        return false;
    }
    throw RosterError(fmt::format("`{}` takes yes or no, not `{}`", key, value));
}

long long number_value(std::string_view key, std::string_view value, long long min, long long max) {
    auto number = parse_count(value, k_max_count * 10);
    if (!number) {
        throw RosterError(
            fmt::format("bad number `{}` for `{}` (a whole number {}-{})", value, key, min, max));
    }
    if (*number < min || *number > max) {
        throw RosterError(
            fmt::format("`{}={}` is out of range (a whole number {}-{})", key, value, min, max));
    }
    return *number;
}

int int_value(std::string_view key, std::string_view value) {
    return static_cast<int>(number_value(key, value, 0, k_max_count));
}

std::string checked_name(std::string_view key, std::string_view name) {
    auto problem = check_unit_name(name);
    if (!problem.empty()) {
        throw RosterError(fmt::format("`{}`: {}", key, problem));
    }
    return std::string(name);
}

} // namespace roster_detail

namespace {

/// The ASCII characters of a unit name: letters, digits, / - _ . ' and the space (one load a
/// byte: every unit's name and side is checked when a roster is read).
constexpr std::array<bool, 256> k_plain_name_byte = [] {
    std::array<bool, 256> plain{};
    for (int c = 0; c < 256; ++c) {
        plain[static_cast<std::size_t>(c)] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                                             (c >= '0' && c <= '9') || c == '/' || c == '-' ||
                                             c == '_' || c == '.' || c == '\'' || c == ' ';
    }
    return plain;
}();

} // namespace

std::string check_unit_name(std::string_view name) {
    if (name.empty()) {
        return "a unit name needs 1 to 64 characters";
    }
    if (name.front() == '-') { // `kill -x 1` would read it as an option
        return fmt::format("unit name `{}` starts with '-', which reads as an option: begin it "
                           "with a letter or digit",
                           names::quoted(name));
    }
    if (name.size() > k_max_name_bytes) {
        return fmt::format("unit name `{}` is {} bytes long (at most {} characters)",
                           names::quoted(name), name.size(), k_max_name_length);
    }
    const auto plain = [](char c) { return k_plain_name_byte[static_cast<unsigned char>(c)]; };
    // Most names are plain ASCII, one character a byte, which the text checks cannot refuse.
    const bool ascii = std::all_of(name.begin(), name.end(), plain);
    if (!ascii) {
        if (auto problem = text::text_problem(name); !problem.empty()) {
            return fmt::format("unit name `{}` {}", names::quoted(name), problem);
        }
        if (auto problem = names::code_point_problem(name); !problem.empty()) {
            return fmt::format("unit name `{}` {}", names::quoted(name), problem);
        }
        for (const char c : name) {
            if ((static_cast<unsigned char>(c) & 0x80U) == 0 && !plain(c)) {
                return fmt::format(
                    "unit name `{}` has `{}`: use letters, digits, spaces and / - _ . '",
                    names::quoted(name), c);
            }
        }
    }
    const std::size_t characters = ascii ? name.size() : text::length(name);
    if (characters > k_max_name_length) {
        return fmt::format("unit name `{}` is {} characters long (at most {})", names::quoted(name),
                           characters, k_max_name_length);
    }
    if (name.front() == ' ' || name.back() == ' ') {
        return fmt::format("unit name `{}` starts or ends with a space", name);
    }
    return "";
}

} // namespace muster
