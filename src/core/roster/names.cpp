#include "muster/roster/names.hpp"

#include "../text/icu.hpp"
#include "muster/error.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <unicode/utf8.h>
#include <vector>

namespace muster::names {

namespace {

using text::detail::Icu;
using text::detail::icu;

/// The words for the general categories a name refuses, or nothing.
const char* refused_category(const Icu& lib, UChar32 c) {
    switch (lib.char_type(c)) {
    case U_CONTROL_CHAR:
        return "control character";
    case U_FORMAT_CHAR:
        return "format character";
    case U_LINE_SEPARATOR:
        return "line separator";
    case U_PARAGRAPH_SEPARATOR:
        return "paragraph separator";
    case U_SURROGATE:
        return "surrogate";
    case U_PRIVATE_USE_CHAR:
        return "private-use character";
    case U_UNASSIGNED:
        return "unassigned or non-character code point";
    case U_SPACE_SEPARATOR:
        return c == 0x20 ? nullptr : "space other than U+0020";
    default:
        return nullptr;
    }
}

/// Unicode TS #39, Identifier_Type=Inclusion: punctuation that names use (the apostrophe of
/// "Zulu’s impi", the hyphen, the middle dot) though it is not in the recommended set. The
/// joiners U+200C/U+200D of that list stay refused: they are invisible.
bool is_ts39_inclusion(UChar32 c) {
    static constexpr UChar32 k_inclusion[] = {0x00B7, 0x0375, 0x058A, 0x05F3, 0x05F4,
                                              0x06FD, 0x06FE, 0x0F0B, 0x2010, 0x2019,
                                              0x2027, 0x30A0, 0x30FB};
    return std::find(std::begin(k_inclusion), std::end(k_inclusion), c) != std::end(k_inclusion);
}

/// The answer of code_point_problem for a name of ASCII only, without ICU: the only ASCII code
/// points it refuses are the controls (U+0000-U+001F, U+007F), which ICU's categories call
/// control characters; the identifier set is checked only outside ASCII.
std::string ascii_problem(std::string_view name) {
    for (const char byte : name) {
        const auto c = static_cast<unsigned char>(byte);
        if (text::is_control(c)) {
            return fmt::format("has the control character U+{:04X}", static_cast<unsigned>(c));
        }
    }
    return "";
}

bool is_mark(const Icu& lib, UChar32 c) {
    const auto type = lib.char_type(c);
    return type == U_NON_SPACING_MARK || type == U_ENCLOSING_MARK ||
           type == U_COMBINING_SPACING_MARK;
}

bool is_ascii(std::string_view text) {
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return (static_cast<unsigned char>(c) & 0x80U) == 0; });
}

} // namespace

std::string code_point_problem(std::string_view name) {
    if (is_ascii(name)) {
        return ascii_problem(name);
    }
    const Icu& lib = icu();
    const auto* bytes = reinterpret_cast<const uint8_t*>(name.data());
    const auto length = static_cast<int32_t>(name.size());
    UErrorCode status = U_ZERO_ERROR;
    const USet* recommended = lib.recommended_set(&status);
    for (int32_t at = 0; at < length;) {
        UChar32 c = 0;
        U8_NEXT(bytes, at, length, c);
        if (c < 0) {
            return "is not valid UTF-8";
        }
        if (const char* what = refused_category(lib, c); what != nullptr) {
            return fmt::format("has the {} U+{:04X}", what, static_cast<unsigned>(c));
        }
        if (at == U8_LENGTH(c) && is_mark(lib, c)) {
            return fmt::format("begins with the combining mark U+{:04X}, which draws on the "
                               "character before it: begin a name with a letter or digit",
                               static_cast<unsigned>(c));
        }
        if (lib.has_binary_property(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ||
            lib.has_binary_property(c, UCHAR_NONCHARACTER_CODE_POINT)) {
            return fmt::format("has the invisible character U+{:04X}", static_cast<unsigned>(c));
        }
        if (c >= 0x80 && U_SUCCESS(status) && lib.set_contains(recommended, c) == 0 &&
            !is_ts39_inclusion(c)) {
            return fmt::format("has U+{:04X}, which Unicode TS #39 does not recommend in names "
                               "(a symbol, a blank or a historic letter)",
                               static_cast<unsigned>(c));
        }
    }
    return "";
}

std::string script_mix(std::string_view name) {
    if (is_ascii(name)) {
        return "";
    }
    const Icu& lib = icu();
    const auto* bytes = reinterpret_cast<const uint8_t*>(name.data());
    const auto length = static_cast<int32_t>(name.size());
    std::vector<int32_t> scripts; // each once, in the order met; not Common nor Inherited
    for (int32_t at = 0; at < length;) {
        UChar32 c = 0;
        U8_NEXT(bytes, at, length, c);
        const int32_t script = c < 0 ? USCRIPT_COMMON : lib.int_property(c, UCHAR_SCRIPT);
        if (script != USCRIPT_COMMON && script != USCRIPT_INHERITED &&
            std::find(scripts.begin(), scripts.end(), script) == scripts.end()) {
            scripts.push_back(script);
        }
    }
    // Unicode TS #39, 5.2 "Highly Restrictive": one script, or Latin with Han and the Japanese
    // kana, with Han and Bopomofo, or with Han and Hangul.
    static const std::vector<std::vector<int32_t>> k_together = {
        {USCRIPT_LATIN, USCRIPT_HAN, USCRIPT_HIRAGANA, USCRIPT_KATAKANA},
        {USCRIPT_LATIN, USCRIPT_HAN, USCRIPT_BOPOMOFO},
        {USCRIPT_LATIN, USCRIPT_HAN, USCRIPT_HANGUL}};
    if (scripts.size() <= 1 ||
        std::any_of(k_together.begin(), k_together.end(), [&](const auto& together) {
            return std::all_of(scripts.begin(), scripts.end(), [&](int32_t script) {
                return std::find(together.begin(), together.end(), script) != together.end();
            });
        })) {
        return "";
    }
    const auto script_name = [&](int32_t script) {
        const char* words = lib.script_name(static_cast<UScriptCode>(script));
        return words == nullptr ? fmt::format("script {}", script) : std::string(words);
    };
    return fmt::format("mixes the {} and {} scripts", script_name(scripts[0]),
                       script_name(scripts[1]));
}

std::string quoted(std::string_view name) {
    const std::size_t characters = text::length(name);
    if (characters <= k_max_quoted) {
        return std::string(name);
    }
    return fmt::format("{}... ({} characters)", text::prefix(name, k_max_quoted), characters);
}

std::string skeleton(std::string_view name) {
    const Icu& lib = icu();
    if (lib.checker == nullptr) {
        return std::string(name);
    }
    UErrorCode status = U_ZERO_ERROR;
    const auto length = static_cast<int32_t>(name.size());
    const int32_t needed =
        lib.skeleton_utf8(lib.checker, 0, name.data(), length, nullptr, 0, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) {
        return std::string(name);
    }
    std::string out(static_cast<std::size_t>(needed), '\0');
    status = U_ZERO_ERROR;
    lib.skeleton_utf8(lib.checker, 0, name.data(), length, out.data(), needed + 1, &status);
    return U_SUCCESS(status) || status == U_STRING_NOT_TERMINATED_WARNING ? out : std::string(name);
}

} // namespace muster::names
