#include "icu.hpp"

#include "muster/error.hpp"

#include <dlfcn.h>
#include <fmt/format.h>

namespace muster::text::detail {

namespace {

// ICU's C functions, as ICU's headers name them: those headers rename every function to its
// versioned symbol (`uspoof_open` is `uspoof_open_72`), so the two-step stringification below
// gives the name the library exports.
#define MUSTER_ICU_TEXT2(x) #x
#define MUSTER_ICU_TEXT(x) MUSTER_ICU_TEXT2(x)

constexpr const char* k_icu_library = "libicui18n.so." MUSTER_ICU_TEXT(U_ICU_VERSION_MAJOR_NUM);

template <class T> void bind(void* handle, const char* name, T& target) {
    target = reinterpret_cast<T>(dlsym(handle, name));
    if (target == nullptr) {
        throw Error(ExitCode::roster, fmt::format("checking a name needs ICU's {} from {}; "
                                                  "install the package libicu{}",
                                                  name, k_icu_library, U_ICU_VERSION_MAJOR_NUM));
    }
}

} // namespace

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
        bind(handle, MUSTER_ICU_TEXT(u_getIntPropertyValue), made.int_property);
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

} // namespace muster::text::detail
