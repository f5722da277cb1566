#include "muster/roster/text.hpp"

#include <fmt/format.h>
#include <utf8.h>

namespace muster::text {

namespace {

/// One code point of `text` from `at` (which is valid there); moves `at` past it.
char32_t next_code_point(std::string_view text, std::size_t& at) {
    const char* it = text.data() + at;
    const auto c = utf8::unchecked::next(it);
    at = static_cast<std::size_t>(it - text.data());
    return static_cast<char32_t>(c);
}

/// The length of the valid UTF-8 prefix of `text` from `at`.
std::size_t valid_until(std::string_view text, std::size_t at) {
    const char* end = text.data() + text.size();
    return static_cast<std::size_t>(utf8::find_invalid(text.data() + at, end) - text.data());
}

struct Range {
    char32_t first;
    char32_t last;
};

/// The invisible and bidi characters `is_invisible` names (Unicode's Default_Ignorable_Code_Point
/// set that fonts draw as nothing, plus the bidi controls).
constexpr Range k_invisible[] = {
    {0x00AD, 0x00AD}, {0x034F, 0x034F}, {0x061C, 0x061C},   {0x115F, 0x1160},
    {0x17B4, 0x17B5}, {0x180B, 0x180F}, {0x200B, 0x200F},   {0x202A, 0x202E},
    {0x2060, 0x206F}, {0x3164, 0x3164}, {0xFE00, 0xFE0F},   {0xFEFF, 0xFEFF},
    {0xFFA0, 0xFFA0}, {0xFFF9, 0xFFFB}, {0xE0000, 0xE007F}, {0xE0100, 0xE01EF},
};

} // namespace

bool valid_utf8(std::string_view text) {
    return valid_until(text, 0) == text.size();
}

bool is_control(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F);
}

bool is_invisible(char32_t c) {
    for (const auto& range : k_invisible) {
        if (c >= range.first && c <= range.last) {
            return true;
        }
    }
    return false;
}

std::string text_problem(std::string_view text, bool tabs) {
    if (const auto valid = valid_until(text, 0); valid != text.size()) {
        return fmt::format("is not valid UTF-8 (byte {})", valid + 1);
    }
    for (std::size_t at = 0; at < text.size();) {
        const char32_t c = next_code_point(text, at);
        if (is_control(c) && !(tabs && c == '\t')) {
            return fmt::format("has the control character U+{:04X}", static_cast<unsigned>(c));
        }
        if (is_invisible(c)) {
            return fmt::format("has the invisible character U+{:04X}", static_cast<unsigned>(c));
        }
    }
    return "";
}

std::string escaped(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t valid = valid_until(text, at);
        while (at < valid) {
            const std::size_t from = at;
            const char32_t c = next_code_point(text, at);
            if (c < 0x80 && is_control(c)) {
                out += fmt::format("\\x{:02x}", static_cast<unsigned>(c));
            } else if (is_control(c) || is_invisible(c)) {
                out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
            } else {
                out.append(text.substr(from, at - from));
            }
        }
        if (at < text.size()) { // a byte that starts no valid sequence: shown alone
            out += fmt::format("\\x{:02x}",
                               static_cast<unsigned>(static_cast<unsigned char>(text[at])));
            ++at;
        }
    }
    return out;
}

std::string plural(long long n, std::string_view word) {
    return fmt::format("{} {}{}", n, word, n == 1 || n == -1 ? "" : "s");
}

} // namespace muster::text
