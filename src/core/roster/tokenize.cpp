// Reading a roster file's lines: cutting the text into lines and each line into its tokens (the
// words, quoted or not, before a `#` comment).
#include "format_detail.hpp"
#include "muster/error.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace muster {
namespace roster_detail {

namespace {

/// Where a token's common run stops: a space, a tab or a quote (the table is one load a byte;
/// the tokenizer reads every byte of a 10,000-unit roster).
constexpr std::array<bool, 256> k_token_stop = [] {
    std::array<bool, 256> stop{};
    stop[static_cast<unsigned char>(' ')] = true;
    stop[static_cast<unsigned char>('\t')] = true;
    stop[static_cast<unsigned char>('"')] = true;
    return stop;
}();

/// The next token of `tokens` to fill (one made only when the line has more than any before: a
/// parser reuses one vector for every line), cleared.
Token& next_token(std::vector<Token>& tokens, std::size_t& count) {
    if (count == tokens.size()) {
        tokens.emplace_back();
    }
    Token& token = tokens[count++];
    token.quoted = false;
    token.unquoted.clear();
    return token;
}

/// Bit masks of the 64 bytes at `block`: which are spacing (a space or a tab), which a quote or
/// `#`.
struct BlockMasks {
    std::uint64_t spacing = 0;
    std::uint64_t special = 0;
};

BlockMasks block_masks(const char* block) {
    BlockMasks masks;
#if defined(__SSE2__)
    const __m128i space = _mm_set1_epi8(' ');
    const __m128i tab = _mm_set1_epi8('\t');
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i hash = _mm_set1_epi8('#');
    for (int k = 0; k < 4; ++k) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(block + 16 * k));
        const auto spacing = static_cast<std::uint32_t>(_mm_movemask_epi8(
            _mm_or_si128(_mm_cmpeq_epi8(bytes, space), _mm_cmpeq_epi8(bytes, tab))));
        const auto special = static_cast<std::uint32_t>(_mm_movemask_epi8(
            _mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, hash))));
        masks.spacing |= static_cast<std::uint64_t>(spacing) << (16 * k);
        masks.special |= static_cast<std::uint64_t>(special) << (16 * k);
    }
#else
    for (int k = 0; k < 64; ++k) {
        const char c = block[k];
        masks.spacing |= static_cast<std::uint64_t>(c == ' ' || c == '\t') << k;
        masks.special |= static_cast<std::uint64_t>(c == '"' || c == '#') << k;
    }
#endif
    return masks;
}

/// The tokens of a line with no quote and no `#`: the runs between spacing, found 64 bytes at a
/// time from bit masks (each change from spacing to text starts a token, and back ends it)
/// rather than byte by byte: every line of a 10,000-unit roster is tokenized. False for a line
/// with a quote or a `#`, which tokenize then reads byte by byte.
bool tokenize_plain(std::string_view line, std::vector<Token>& tokens) {
    std::size_t count = 0;
    std::size_t start = 0;
    bool in_token = false;
    std::array<char, 64> tail{}; // the last bytes, then spacing (which ends a token)
    // Up to the end and a block past it when the line is whole blocks: its last word ends there.
    for (std::size_t base = 0; base <= line.size(); base += tail.size()) {
        const char* block = line.data() + base;
        if (line.size() - base < tail.size()) {
            const std::size_t size = line.size() - base;
            if (size != 0) { // (an empty view's data() may be null)
                std::memcpy(tail.data(), block, size);
            }
            std::fill(tail.begin() + static_cast<std::ptrdiff_t>(size), tail.end(), ' ');
            block = tail.data();
        }
        const auto masks = block_masks(block);
        if (masks.special != 0) {
            return false;
        }
        const std::uint64_t spacing = masks.spacing;
        // Bit i of `changes`: byte i is spacing and byte i-1 was not, or the other way round.
        std::uint64_t changes = spacing ^ ((spacing << 1) | (in_token ? 0U : 1U));
        while (changes != 0) {
            const auto at = static_cast<std::size_t>(std::countr_zero(changes));
            changes &= changes - 1;
            if (((spacing >> at) & 1U) == 0) {
                start = base + at;
            } else {
                Token& token = next_token(tokens, count);
                token.begin = start;
                token.end = base + at;
                token.raw = line.substr(start, token.end - start);
            }
        }
        in_token = ((spacing >> 63) & 1U) == 0;
    }
    tokens.resize(count);
    return true;
}

} // namespace

void tokenize(std::string_view line, std::vector<Token>& tokens) {
    if (tokenize_plain(line, tokens)) {
        return;
    }
    // A quote or a `#` in the line: byte by byte. The vector's tokens are reused.
    std::size_t count = 0;
    const std::size_t size = line.size();
    const char* const text = line.data();
    std::size_t pos = 0;
    while (pos < size) {
        while (pos < size && is_space(text[pos])) {
            ++pos;
        }
        if (pos >= size || text[pos] == '#') {
            break;
        }
        Token& token = next_token(tokens, count);
        token.begin = pos;
        while (pos < size && !k_token_stop[static_cast<unsigned char>(text[pos])]) {
            ++pos; // the common token, without quotes
        }
        while (pos < size && !is_space(text[pos])) {
            if (text[pos] == '"') {
                auto close = line.find('"', pos + 1);
                if (close == std::string_view::npos) {
                    tokens.resize(count);
                    throw RosterError("unterminated quote");
                }
                if (!token.quoted) {
                    token.quoted = true;
                    token.unquoted = line.substr(token.begin, pos - token.begin);
                }
                token.unquoted.append(line.substr(pos + 1, close - pos - 1));
                pos = close + 1;
            } else {
                if (token.quoted) {
                    token.unquoted.push_back(text[pos]);
                }
                ++pos;
            }
        }
        token.end = pos;
        token.raw = line.substr(token.begin, pos - token.begin);
    }
    tokens.resize(count);
}

std::vector<Token> tokenize(std::string_view line) {
    std::vector<Token> tokens;
    tokenize(line, tokens);
    return tokens;
}

std::vector<std::string_view> line_views(std::string_view text) {
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start < text.size();) {
        const auto newline = text.find('\n', start);
        const auto end = newline == std::string_view::npos ? text.size() : newline + 1;
        lines.push_back(text.substr(start, end - start));
        start = end;
    }
    return lines;
}

} // namespace roster_detail

} // namespace muster
