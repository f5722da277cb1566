#include "muster/roster/names.hpp"

#include "muster/error.hpp"

#include <algorithm>
#include <dlfcn.h>
#include <fmt/format.h>
#include <unicode/uchar.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <unicode/utf8.h>

namespace muster::names {

namespace {

// ICU's C functions, as ICU's headers name them: those headers rename every function to its
// versioned symbol (`uspoof_open` is `uspoof_open_72`), so the two-step stringification below
// gives the name the library exports.
#define MUSTER_ICU_TEXT2(x) #x
#define MUSTER_ICU_TEXT(x) MUSTER_ICU_TEXT2(x)

/// ICU, loaded with dlopen the first time a name needs it (a name outside ASCII, or a new
/// name's skeleton), not linked: loading ICU and the C++ runtime it needs took about half of
/// the start-up of every command, `roll` included (docs/performance.md). The library is the one
/// whose headers muster was built with (libicui18n.so.72 on Debian 12; it loads libicuuc).
struct Icu {
    decltype(&uspoof_open) spoof_open = nullptr;
    decltype(&uspoof_close) spoof_close = nullptr;
    decltype(&uspoof_getRecommendedSet) recommended_set = nullptr;
    decltype(&uspoof_getSkeletonUTF8) skeleton_utf8 = nullptr;
    decltype(&u_charType) char_type = nullptr;
    decltype(&u_hasBinaryProperty) has_binary_property = nullptr;
    decltype(&uset_contains) set_contains = nullptr;
    USpoofChecker* checker = nullptr; ///< made once: it loads the confusables data
};

constexpr const char* k_icu_library = "libicui18n.so." MUSTER_ICU_TEXT(U_ICU_VERSION_MAJOR_NUM);

template <class T> void bind(void* handle, const char* name, T& target) {
    target = reinterpret_cast<T>(dlsym(handle, name));
    if (target == nullptr) {
        throw Error(ExitCode::roster, fmt::format("checking a name needs ICU's {} from {}; "
                                                  "install the package libicu{}",
                                                  name, k_icu_library, U_ICU_VERSION_MAJOR_NUM));
    }
}

const Icu& icu() {
    static const Icu loaded = [] {
        void* handle = dlopen(k_icu_library, RTLD_NOW | RTLD_LOCAL);
        if (handle == nullptr) {
            throw Error(ExitCode::roster,
                        fmt::format("checking a name needs ICU's {} (Debian package libicu{}): {}",
                                    k_icu_library, U_ICU_VERSION_MAJOR_NUM, dlerror()));
        }
        Icu made;
        bind(handle, MUSTER_ICU_TEXT(uspoof_open), made.spoof_open);
        bind(handle, MUSTER_ICU_TEXT(uspoof_close), made.spoof_close);
        bind(handle, MUSTER_ICU_TEXT(uspoof_getRecommendedSet), made.recommended_set);
        bind(handle, MUSTER_ICU_TEXT(uspoof_getSkeletonUTF8), made.skeleton_utf8);
        bind(handle, MUSTER_ICU_TEXT(u_charType), made.char_type);
        bind(handle, MUSTER_ICU_TEXT(u_hasBinaryProperty), made.has_binary_property);
        bind(handle, MUSTER_ICU_TEXT(uset_contains), made.set_contains);
        UErrorCode status = U_ZERO_ERROR;
        USpoofChecker* sc = made.spoof_open(&status);
        made.checker = U_SUCCESS(status) ? sc : nullptr;
        // The checker and the library stay until the process ends (the OS frees both).
        return made;
    }();
    return loaded;
}

#undef MUSTER_ICU_TEXT
#undef MUSTER_ICU_TEXT2

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
        if (c < 0x20U || c == 0x7FU) {
            return fmt::format("has the control character U+{:04X}", static_cast<unsigned>(c));
        }
    }
    return "";
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
