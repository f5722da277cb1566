#pragma once

#include <cstddef>
#include <string>
#include <string_view>

/// Text that came from outside (arguments, roster and journal files, script lines): one UTF-8
/// validator and one escaping function, so that no byte from outside reaches the terminal raw
/// and no two names look the same (docs/hostile-input.md).
namespace muster::text {

/// Whether `text` is well-formed UTF-8 (RFC 3629): no stray or truncated bytes, no overlong
/// form, no surrogate (U+D800-DFFF), nothing above U+10FFFF. Checked by utfcpp.
bool valid_utf8(std::string_view text);

/// The end of the valid UTF-8 from byte `at` of `text`: `text.size()` when all of it is valid,
/// else the byte where the first invalid sequence starts.
std::size_t valid_until(std::string_view text, std::size_t at = 0);

/// The code point at byte `at` of `text`, which must be valid UTF-8 there (below
/// `valid_until`); moves `at` past it.
char32_t next_valid(std::string_view text, std::size_t& at);

/// What `for_each_code_point` passes for a byte that starts no valid UTF-8 sequence.
inline constexpr char32_t k_not_utf8 = 0xFFFFFFFF;

/// Calls `each(c, bytes)` for every code point of `text`, in order, with its bytes; a byte that
/// starts no valid sequence is passed alone, as `k_not_utf8`. Linear in the text, however many
/// bytes are invalid. The one way muster walks UTF-8 (utfcpp decodes).
template <class Each> void for_each_code_point(std::string_view text, Each&& each) {
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t valid = valid_until(text, at);
        while (at < valid) {
            const std::size_t from = at;
            const char32_t c = next_valid(text, at);
            each(c, text.substr(from, at - from));
        }
        if (at < text.size()) {
            each(k_not_utf8, text.substr(at, 1));
            ++at;
        }
    }
}

/// The longest word an error message shows whole (`long_words_cut`): a path, a name, a value.
inline constexpr std::size_t k_longest_word_shown = 200;

/// The number of characters (code points) of `text`; each invalid byte counts as one.
std::size_t length(std::string_view text);

/// The first `n` characters of `text`, never cut inside a UTF-8 sequence.
std::string_view prefix(std::string_view text, std::size_t n);

/// `text` with each word longer than `longest` characters (a word: a run without a space) cut
/// to its first `longest` and "... (N bytes)": a message quoting a 100 kB argument or roster
/// line stays one short line. Every error muster prints goes through it (cli's print_refusal).
std::string long_words_cut(std::string_view text, std::size_t longest = k_longest_word_shown);

/// A control character: C0 (U+0000-001F), DEL (U+007F) or C1 (U+0080-009F).
bool is_control(char32_t c);

/// A character that changes how text around it is shown without being seen itself: bidi
/// embeddings, overrides, isolates and marks (U+061C, U+200E/F, U+202A-202E, U+2066-2069),
/// zero-width and invisible characters (U+00AD soft hyphen, U+034F, U+115F/1160, U+17B4/17B5,
/// U+180B-180F, U+200B-200D, U+2060-2064, U+206A-206F, U+3164, U+FE00-FE0F, U+FEFF,
/// U+FFA0, U+FFF9-FFFB, the musical format controls U+1D173-1D17A, tags U+E0000-E007F,
/// variation selectors U+E0100-E01EF), and the line and paragraph separators U+2028/2029.
bool is_invisible(char32_t c);

/// A character muster never shows as it is: a control (`is_control`) or invisible
/// (`is_invisible`). The one list every check and every escaping uses: the terminal's
/// `escaped`, the HTML report's `escape_html`, names, titles and journal fields.
bool is_hidden(char32_t c);

/// What is wrong with `text` as text muster keeps (a unit name, a title, a journal field, a
/// roster line): "" when nothing, else e.g. "is not valid UTF-8 (byte 3)", "has the control
/// character U+001B", "has the invisible character U+200B". `tabs`: a tab is allowed.
std::string text_problem(std::string_view text, bool tabs = false);

/// `text` made safe to print on a terminal: control characters shown as `\x1b` (C1 as
/// `\u009b`), invisible and bidi characters as `\u202e`, each byte of invalid UTF-8 as `\xff`;
/// everything else (printable ASCII, other Unicode) as it is. Every print of text from outside
/// goes through this, on a terminal or not.
std::string escaped(std::string_view text);

/// The columns a terminal gives `text`: one a byte for ASCII (without ICU: an ASCII roster never
/// loads it); outside ASCII by ICU's character data (loaded the first time): East Asian Wide and
/// Fullwidth characters 2, nonspacing and enclosing marks, format characters, default-ignorable
/// code points and Hangul medial and final jamo 0, anything else 1 (an invalid byte 1). Meant
/// for text as printed, i.e. after `escaped`.
std::size_t display_width(std::string_view text);

/// How a cell lines up in its column.
enum class Align { left, right };

/// `text` padded with spaces to `width` columns (by `display_width`): spaces after it
/// (Align::left) or before it (Align::right); as it is when it is as wide or wider.
std::string pad(std::string_view text, std::size_t width, Align align = Align::left);

/// "1 stand", "3 markers", "-1 man", "2 men", "2 entries": `n` and `word` (singular), in the
/// `text` with the ASCII letters A-Z lowered (other bytes kept): for words a player types in
/// any case (`--range Medium`), as dice notation is read.
std::string ascii_lowercase(std::string_view text);

/// plural unless n is 1 or -1: "man" ending words take "men", a consonant and "y" take "ies",
/// anything else an "s". Every count muster prints in words goes through this.
std::string plural(long long n, std::string_view word);

} // namespace muster::text
