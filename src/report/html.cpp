#include "muster/report/html.hpp"

#include <array>
#include <fmt/format.h>

namespace muster::report {

namespace {

constexpr std::string_view k_replacement = "\xEF\xBF\xBD"; // U+FFFD

/// The side colours: distinct in colour and in grey (printed in black and white).
constexpr std::array<std::string_view, 6> k_side_colours = {"#b3261e", "#1f4e8c", "#2e7d32",
                                                            "#8e5a00", "#6a3d9a", "#00796b"};

/// The length of the UTF-8 sequence starting at `text[i]`, or 0 when it is not valid UTF-8
/// (overlong forms, surrogates and values beyond U+10FFFF included).
std::size_t utf8_length(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char c = byte(i);
    std::size_t n = 0;
    unsigned min = 0;
    unsigned value = 0;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2, min = 0x80, value = c & 0x1FU;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3, min = 0x800, value = c & 0x0FU;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4, min = 0x10000, value = c & 0x07U;
    } else {
        return 0;
    }
    if (i + n > text.size()) {
        return 0;
    }
    for (std::size_t k = 1; k < n; ++k) {
        if ((byte(i + k) & 0xC0U) != 0x80U) {
            return 0;
        }
        value = (value << 6U) | (byte(i + k) & 0x3FU);
    }
    const bool surrogate = value >= 0xD800 && value <= 0xDFFF;
    return value < min || surrogate || value > 0x10FFFF ? 0 : n;
}

/// C1 controls (U+0080-U+009F, a terminal reads U+009B as an escape) and the invisible
/// direction marks and overrides (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) that could make
/// text read other than it is: shown as U+FFFD, like the C0 controls.
bool is_hidden_control(std::string_view utf8) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(utf8[k]); };
    if (utf8.size() == 2) {
        return b(0) == 0xC2 && b(1) >= 0x80 && b(1) <= 0x9F;
    }
    if (utf8.size() == 3 && b(0) == 0xE2 && b(1) == 0x80) {
        return b(2) == 0x8E || b(2) == 0x8F || (b(2) >= 0xAA && b(2) <= 0xAE);
    }
    if (utf8.size() == 3 && b(0) == 0xE2 && b(1) == 0x81) {
        return b(2) >= 0xA6 && b(2) <= 0xA9;
    }
    return false;
}

constexpr std::string_view k_css = R"(
:root { --ink: #222; --muted: #666; --rule: #d8d2c4; --paper: #fffdf8; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: var(--ink);
  background: var(--paper); font: 15px/1.45 "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; }
h1 { font: 600 1.9rem/1.2 "DejaVu Serif", Georgia, serif; margin: 0 0 .2rem; }
h2 { font: 600 1.25rem/1.3 "DejaVu Serif", Georgia, serif; margin: 1.6rem 0 .5rem;
  border-bottom: 2px solid var(--ink); padding-bottom: .15rem; }
.sub { color: var(--muted); margin: 0 0 1rem; }
.note { color: var(--muted); font-size: .9rem; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; }
th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid var(--rule);
  vertical-align: top; }
th { font-weight: 600; }
td:first-child { white-space: nowrap; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.swatch { display: inline-block; width: .8em; height: .8em; border-radius: 2px;
  margin-right: .35em; vertical-align: -.05em; }
section { break-inside: avoid-page; }
@page { size: A4; margin: 12mm; }
@media print { body { background: #fff; max-width: none; padding: 0; font-size: 10pt; }
  h2 { break-after: avoid; } tr { break-inside: avoid; } }
)";

} // namespace

std::string escape_html(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x80) {
            const auto n = utf8_length(text, i);
            const auto sequence = text.substr(i, n == 0 ? 1 : n);
            out += n == 0 || is_hidden_control(sequence) ? k_replacement : sequence;
            i += sequence.size();
            continue;
        }
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            if ((u < 0x20 && c != '\n' && c != '\t') || u == 0x7F) {
                out += k_replacement;
            } else {
                out += c;
            }
        }
        ++i;
    }
    return out;
}

std::string_view side_colour(std::size_t index) {
    return k_side_colours[index % k_side_colours.size()];
}

std::string side_label(std::string_view side) {
    return side.empty() ? std::string("(no side)") : std::string(side);
}

std::string html_page_head(std::string_view title, std::string_view extra_css) {
    // No script, no network: the policy makes the browser refuse (and report) any load.
    return fmt::format("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                       "style-src 'unsafe-inline'; img-src data:\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                       "<meta name=\"generator\" content=\"muster\">\n"
                       "<title>{}</title>\n<style>{}{}</style>\n</head>\n<body>\n",
                       escape_html(title), k_css, extra_css);
}

std::string html_page(std::string_view title, std::string_view body, std::string_view extra_css) {
    return html_page_head(title, extra_css) + std::string(body) + std::string(k_page_end);
}

} // namespace muster::report
