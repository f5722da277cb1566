#include "muster/roster/names.hpp"

#include "muster/error.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <memory>
#include <unicode/uchar.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <unicode/utf8.h>

namespace muster::names {

namespace {

/// ICU's spoof checker, made once (it loads the confusables data).
const USpoofChecker* checker() {
    static const std::unique_ptr<USpoofChecker, decltype(&uspoof_close)> made = [] {
        UErrorCode status = U_ZERO_ERROR;
        USpoofChecker* sc = uspoof_open(&status);
        return std::unique_ptr<USpoofChecker, decltype(&uspoof_close)>(
            U_SUCCESS(status) ? sc : nullptr, &uspoof_close);
    }();
    return made.get();
}

/// The words for the general categories a name refuses, or nothing.
const char* refused_category(UChar32 c) {
    switch (u_charType(c)) {
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

} // namespace

std::string code_point_problem(std::string_view name) {
    const auto* bytes = reinterpret_cast<const uint8_t*>(name.data());
    const auto length = static_cast<int32_t>(name.size());
    const USet* recommended = nullptr;
    UErrorCode status = U_ZERO_ERROR;
    recommended = uspoof_getRecommendedSet(&status);
    for (int32_t at = 0; at < length;) {
        UChar32 c = 0;
        U8_NEXT(bytes, at, length, c);
        if (c < 0) {
            return "is not valid UTF-8";
        }
        if (const char* what = refused_category(c); what != nullptr) {
            return fmt::format("has the {} U+{:04X}", what, static_cast<unsigned>(c));
        }
        if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ||
            u_hasBinaryProperty(c, UCHAR_NONCHARACTER_CODE_POINT)) {
            return fmt::format("has the invisible character U+{:04X}", static_cast<unsigned>(c));
        }
        if (c >= 0x80 && U_SUCCESS(status) && uset_contains(recommended, c) == 0 &&
            !is_ts39_inclusion(c)) {
            return fmt::format("has U+{:04X}, which Unicode TS #39 does not recommend in names "
                               "(a symbol, a blank or a historic letter)",
                               static_cast<unsigned>(c));
        }
    }
    return "";
}

std::string quoted(std::string_view name) {
    std::size_t characters = 0;
    std::size_t cut = name.size();
    for (std::size_t i = 0; i < name.size(); ++i) {
        if ((static_cast<unsigned char>(name[i]) & 0xC0U) != 0x80U) { // starts a character
            if (characters == k_max_quoted) {
                cut = i;
            }
            ++characters;
        }
    }
    if (characters <= k_max_quoted) {
        return std::string(name);
    }
    return fmt::format("{}... ({} characters)", name.substr(0, cut), characters);
}

std::string skeleton(std::string_view name) {
    const USpoofChecker* sc = checker();
    if (sc == nullptr) {
        return std::string(name);
    }
    UErrorCode status = U_ZERO_ERROR;
    const auto length = static_cast<int32_t>(name.size());
    const int32_t needed = uspoof_getSkeletonUTF8(sc, 0, name.data(), length, nullptr, 0, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) {
        return std::string(name);
    }
    std::string out(static_cast<std::size_t>(needed), '\0');
    status = U_ZERO_ERROR;
    uspoof_getSkeletonUTF8(sc, 0, name.data(), length, out.data(), needed + 1, &status);
    return U_SUCCESS(status) || status == U_STRING_NOT_TERMINATED_WARNING ? out : std::string(name);
}

} // namespace muster::names
