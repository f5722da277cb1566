#include "muster/report/html.hpp"

#include "muster/text/text.hpp"

#include <array>
#include <fmt/format.h>

namespace muster::battle_report {

namespace {

constexpr std::string_view k_replacement = "\xEF\xBF\xBD"; // U+FFFD

/// The side colours: distinct in colour and in grey (printed in black and white).
constexpr std::array<std::string_view, 6> k_side_colours = {"#b3261e", "#1f4e8c", "#2e7d32",
                                                            "#8e5a00", "#6a3d9a", "#00796b"};

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
    // Invalid UTF-8 and the characters muster never shows (C0 but newline and tab, C1, the
    // bidi controls, the invisible characters: text::is_hidden, the one list) are U+FFFD.
    text::for_each_code_point(text, [&](char32_t c, std::string_view bytes) {
        switch (c) {
        case '&':
            out += "&amp;";
            return;
        case '<':
            out += "&lt;";
            return;
        case '>':
            out += "&gt;";
            return;
        case '"':
            out += "&quot;";
            return;
        case '\'':
            out += "&#39;";
            return;
        case '\n':
        case '\t':
            out += bytes;
            return;
        default:
            out += c == text::k_not_utf8 || text::is_hidden(c) ? k_replacement : bytes;
        }
    });
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

} // namespace muster::battle_report
