#pragma once

#include <string>
#include <string_view>

/// Names that look alike (issue 20): the code points a unit or side name may hold, and the
/// confusable skeleton of Unicode TS #39, both from ICU (Debian's libicu-dev).
namespace muster::names {

/// "" when every code point of the valid UTF-8 `name` may be in a name; otherwise why not
/// ("has the format character U+1D173"): format, control, line and paragraph separators,
/// surrogates, private-use, unassigned and non-characters, any space but U+0020, and outside
/// ASCII any code point Unicode TS #39 does not recommend for identifiers (U+2800 BRAILLE
/// PATTERN BLANK, which draws as nothing, is one); and a first code point that is a combining
/// mark (it draws on whatever is before the name).
std::string code_point_problem(std::string_view name);

/// The confusable skeleton of `name` (Unicode TS #39, ICU's spoof checker): two names with the
/// same skeleton look alike (`uThulwana` and `uThuIwana` with a capital I).
std::string skeleton(std::string_view name);

/// "" when the letters of `name` are of one script (Common and Inherited code points, digits and
/// punctuation, go with any), or of a mix Unicode TS #39 allows at its "highly restrictive"
/// level (Latin with Han and the Japanese kana, with Han and Bopomofo, with Han and Hangul);
/// else "mixes the Latin and Cyrillic scripts": `uThuӏwana` with a Cyrillic palochka looks like
/// `uThulwana` though no confusable skeleton says so.
std::string script_mix(std::string_view name);

/// A name as an error message quotes it: whole when short, else its first k_max_quoted
/// characters, cut between characters (never inside a UTF-8 sequence), and its length in
/// characters, not bytes (issue 20: a 64-character CJK name was cut mid-character).
std::string quoted(std::string_view name);

} // namespace muster::names
