#pragma once

#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>

/// ICU, loaded with dlopen the first time text outside ASCII needs it (a name's code points, a
/// new name's skeleton, the display width of a non-ASCII cell), not linked: loading ICU and the
/// C++ runtime it needs took about half of the start-up of every command, `roll` included
/// (docs/performance.md). Private to the core: the roster's name checks and the text part use it.
namespace muster::text::detail {

/// ICU's C functions muster calls, bound from the library whose headers muster was built with
/// (libicui18n.so.72 on Debian 12; it loads libicuuc).
struct Icu {
    decltype(&uspoof_open) spoof_open = nullptr;
    decltype(&uspoof_close) spoof_close = nullptr;
    decltype(&uspoof_getRecommendedSet) recommended_set = nullptr;
    decltype(&uspoof_getSkeletonUTF8) skeleton_utf8 = nullptr;
    decltype(&u_charType) char_type = nullptr;
    decltype(&u_hasBinaryProperty) has_binary_property = nullptr;
    decltype(&u_getIntPropertyValue) int_property = nullptr;
    decltype(&uset_contains) set_contains = nullptr;
    decltype(&uscript_getName) script_name = nullptr;
    USpoofChecker* checker = nullptr; ///< made once: it loads the confusables data
};

/// ICU, loaded on the first call; throws Error (exit 3) naming the Debian package when it
/// cannot be loaded.
const Icu& icu();

} // namespace muster::text::detail
