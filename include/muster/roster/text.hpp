#pragma once

#include <string>
#include <string_view>

/// Text that came from outside (arguments, roster and journal files, script lines): one UTF-8
/// validator and one escaping function, so that no byte from outside reaches the terminal raw
/// and no two names look the same (docs/hostile-input.md).
namespace muster::text {

/// Whether `text` is well-formed UTF-8 (RFC 3629): no stray or truncated bytes, no overlong
/// form, no surrogate (U+D800-DFFF), nothing above U+10FFFF. Checked by utfcpp.
bool valid_utf8(std::string_view text);

/// A control character: C0 (U+0000-001F), DEL (U+007F) or C1 (U+0080-009F).
bool is_control(char32_t c);

/// A character that changes how text around it is shown without being seen itself: bidi
/// embeddings, overrides, isolates and marks (U+061C, U+200E/F, U+202A-202E, U+2066-2069),
/// zero-width and invisible characters (U+00AD soft hyphen, U+034F, U+115F/1160, U+17B4/17B5,
/// U+180B-180F, U+200B-200D, U+2060-2064, U+206A-206F, U+3164, U+FE00-FE0F, U+FEFF,
/// U+FFA0, U+FFF9-FFFB, tags U+E0000-E007F, variation selectors U+E0100-E01EF).
bool is_invisible(char32_t c);

/// What is wrong with `text` as text muster keeps (a unit name, a title, a journal field, a
/// roster line): "" when nothing, else e.g. "is not valid UTF-8 (byte 3)", "has the control
/// character U+001B", "has the invisible character U+200B". `tabs`: a tab is allowed.
std::string text_problem(std::string_view text, bool tabs = false);

/// `text` made safe to print on a terminal: control characters shown as `\x1b` (C1 as
/// `\u009b`), invisible and bidi characters as `\u202e`, each byte of invalid UTF-8 as `\xff`;
/// everything else (printable ASCII, other Unicode) as it is. Every print of text from outside
/// goes through this, on a terminal or not.
std::string escaped(std::string_view text);

/// "1 stand", "3 markers", "-1 man"... : `n` and `word`, with an "s" unless n is 1 or -1.
std::string plural(long long n, std::string_view word);

} // namespace muster::text
