#include "muster/text/text.hpp"

#include "icu.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <utf8.h>

namespace muster::text {

namespace {

struct Range {
    char32_t first;
    char32_t last;
};

/// The invisible and bidi characters `is_invisible` names (Unicode's Default_Ignorable_Code_Point
/// set that fonts draw as nothing, plus the bidi controls), and the line and paragraph
/// separators U+2028/2029, which some terminals and editors take for a new line.
constexpr Range k_invisible[] = {
    {0x00AD, 0x00AD},   {0x034F, 0x034F},   {0x061C, 0x061C}, {0x115F, 0x1160}, {0x17B4, 0x17B5},
    {0x180B, 0x180F},   {0x200B, 0x200F},   {0x2028, 0x202E}, {0x2060, 0x206F}, {0x3164, 0x3164},
    {0xFE00, 0xFE0F},   {0xFEFF, 0xFEFF},   {0xFFA0, 0xFFA0}, {0xFFF9, 0xFFFB}, {0x1D173, 0x1D17A},
    {0xE0000, 0xE007F}, {0xE0100, 0xE01EF},
};

bool is_ascii(std::string_view text) {
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return (static_cast<unsigned char>(c) & 0x80U) == 0; });
}

/// The columns of one code point outside ASCII, by ICU's data (`display_width`).
std::size_t code_point_width(const detail::Icu& lib, char32_t c) {
    const auto u = static_cast<UChar32>(c);
    if (c == k_not_utf8) {
        return 1;
    }
    if (is_hidden(c) || (c >= 0x1160 && c <= 0x11FF)) { // controls, invisibles, medial jamo
        return 0;
    }
    switch (lib.char_type(u)) {
    case U_NON_SPACING_MARK:
    case U_ENCLOSING_MARK:
    case U_FORMAT_CHAR:
        return 0;
    default:
        break;
    }
    if (lib.has_binary_property(u, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) != 0) {
        return 0;
    }
    const auto east_asian = lib.int_property(u, UCHAR_EAST_ASIAN_WIDTH);
    return east_asian == U_EA_WIDE || east_asian == U_EA_FULLWIDTH ? 2 : 1;
}

} // namespace

std::size_t valid_until(std::string_view text, std::size_t at) {
    const char* end = text.data() + text.size();
    return static_cast<std::size_t>(utf8::find_invalid(text.data() + at, end) - text.data());
}

char32_t next_valid(std::string_view text, std::size_t& at) {
    const char* it = text.data() + at;
    const auto c = utf8::unchecked::next(it);
    at = static_cast<std::size_t>(it - text.data());
    return static_cast<char32_t>(c);
}

std::size_t length(std::string_view text) {
    std::size_t n = 0;
    for_each_code_point(text, [&](char32_t, std::string_view) { ++n; });
    return n;
}

std::string_view prefix(std::string_view text, std::size_t n) {
    std::size_t bytes = 0;
    std::size_t seen = 0;
    for_each_code_point(text, [&](char32_t, std::string_view piece) {
        if (seen++ < n) {
            bytes += piece.size();
        }
    });
    return text.substr(0, bytes);
}

std::string long_words_cut(std::string_view text, std::size_t longest) {
    std::string out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t space = std::min(text.find(' ', at), text.size());
        const std::string_view word = text.substr(at, space - at);
        const std::string_view shown = prefix(word, longest);
        out += shown;
        if (shown.size() < word.size()) {
            out += fmt::format("... ({} bytes)", word.size());
        }
        if (space < text.size()) {
            out += ' ';
        }
        at = space + 1;
    }
    return out;
}

bool is_hidden(char32_t c) {
    return is_control(c) || is_invisible(c);
}

std::size_t display_width(std::string_view text) {
    if (is_ascii(text)) {
        return text.size();
    }
    const auto& lib = detail::icu();
    std::size_t width = 0;
    for_each_code_point(text, [&](char32_t c, std::string_view) {
        width += c < 0x80 ? 1 : code_point_width(lib, c);
    });
    return width;
}

std::string pad(std::string_view text, std::size_t width, Align align) {
    const std::size_t has = display_width(text);
    if (has >= width) {
        return std::string(text);
    }
    const std::string spaces(width - has, ' ');
    return align == Align::left ? std::string(text) + spaces : spaces + std::string(text);
}

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
        const char32_t c = next_valid(text, at);
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
    for_each_code_point(text, [&](char32_t c, std::string_view bytes) {
        if (c == k_not_utf8) { // a byte that starts no valid sequence: shown alone
            out += fmt::format("\\x{:02x}",
                               static_cast<unsigned>(static_cast<unsigned char>(bytes[0])));
        } else if (c < 0x80 && is_control(c)) {
            out += fmt::format("\\x{:02x}", static_cast<unsigned>(c));
        } else if (is_hidden(c)) {
            out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
        } else {
            out.append(bytes);
        }
    });
    return out;
}

std::string ascii_lowercase(std::string_view text) {
    std::string out(text);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z') {
            c = static_cast<char>(c - 'A' + 'a');
        }
    }
    return out;
}

std::string plural(long long n, std::string_view word) {
    if (n == 1 || n == -1) {
        return fmt::format("{} {}", n, word);
    }
    if (word.ends_with("man")) { // man, horseman: men, horsemen
        return fmt::format("{} {}en", n, word.substr(0, word.size() - 2));
    }
    if (word.size() >= 2 && word.ends_with('y') &&
        std::string_view("aeiou").find(word[word.size() - 2]) == std::string_view::npos) {
        return fmt::format("{} {}ies", n, word.substr(0, word.size() - 1));
    }
    return fmt::format("{} {}s", n, word);
}

} // namespace muster::text
