#include "icu.hpp"

#include "muster/error.hpp"
#include "muster/loaded_library.hpp"

namespace muster::text::detail {

namespace {

// ICU's C functions, as ICU's headers name them: those headers rename every function to its
// versioned symbol (`uspoof_open` is `uspoof_open_72`), so the two-step stringification below
// gives the name the library exports.
#define MUSTER_ICU_TEXT2(x) #x
#define MUSTER_ICU_TEXT(x) MUSTER_ICU_TEXT2(x)

constexpr const char* k_icu_library = "libicui18n.so." MUSTER_ICU_TEXT(U_ICU_VERSION_MAJOR_NUM);

} // namespace

const Icu& icu() {
    static const Icu loaded = [] {
        const LoadedLibrary lib(k_icu_library, "checking a name",
                                "libicu" MUSTER_ICU_TEXT(U_ICU_VERSION_MAJOR_NUM),
                                ExitCode::roster);
        Icu made;
        lib.bind(MUSTER_ICU_TEXT(uspoof_open), made.spoof_open);
        lib.bind(MUSTER_ICU_TEXT(uspoof_close), made.spoof_close);
        lib.bind(MUSTER_ICU_TEXT(uspoof_getRecommendedSet), made.recommended_set);
        lib.bind(MUSTER_ICU_TEXT(uspoof_getSkeletonUTF8), made.skeleton_utf8);
        lib.bind(MUSTER_ICU_TEXT(u_charType), made.char_type);
        lib.bind(MUSTER_ICU_TEXT(u_hasBinaryProperty), made.has_binary_property);
        lib.bind(MUSTER_ICU_TEXT(u_getIntPropertyValue), made.int_property);
        lib.bind(MUSTER_ICU_TEXT(uset_contains), made.set_contains);
        lib.bind(MUSTER_ICU_TEXT(uscript_getName), made.script_name);
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

} // namespace muster::text::detail
